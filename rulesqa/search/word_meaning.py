"""Words of a question that a rule says in other words — found by the multilingual embedder, word by word.

Coverage (see :mod:`rulesqa.search.evidence`) counts the question's words that a rule contains, and reaches
across languages only through the glossary. The bundled corpus has one; a rulebook a user adds does not, so a
Russian question about an English Markdown rulebook covered nothing and was never answered, however close
the rule was ("Сколько стоит построить новый корабль?" against "Pay 5 coins to place a new ship").

The multilingual embedder knows single words too: "кораблей"/"ships" are 0.90 apart in cosine,
"действий"/"actions" 0.88, "колода"/"deck" 0.74, while unrelated pairs stay below about 0.5 ("корабль"/"coins"
0.26, "шторм"/"ship" 0.51). So a question word the rule lacks, written in the other language, counts as
present in part when the rule has a word that close to it: nothing at or below ``LOW``, all of it at ``HIGH``
and above, in proportion between. (0.6-0.85: on two eval rulebooks, 0.7-0.9 left 4 more questions unanswered,
0.55-0.8 answered one the rulebook does not cover.) Word vectors are cached: the query server embeds each word
once. Where the model's sense falls short for the everyday words of rulebooks ("wins"/"побеждает" 0.57), a small
dictionary of them (:mod:`rulesqa.search.common_words`) says a word and its translation are the same, and so does
a word's spelling in the other alphabet (:mod:`rulesqa.search.loanwords`: "тундра" is "tundra").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import numpy as np
import numpy.typing as npt

from rulesqa.embed import Embedder
from rulesqa.search.common_words import translates
from rulesqa.search.lexical import dehyphenated, tokenize
from rulesqa.search.loanwords import borrowed

LOW = 0.6
HIGH = 0.85
# Closer than this, two words of different languages are taken to say the same thing (what a "how many" question
# counts, said in the rule's language): "кораблей"/"ships" 0.90, "игроков"/"players" 0.85, not "наносит"/"take" 0.76.
SAME = 0.8
# A word is compared with at most this many words of a rule: a section of ordinary length has a few hundred, and a
# pasted 50 MB "section" must not cost minutes (5,000 words take about 3 s to embed).
MAX_COMPARED = 2000
_WORD = re.compile(r"[^\W\d_]{2,}")
# A word is read in at most this many of its forms (see WordMeanings._cosines)
MAX_FORMS = 6


def content_words(text: str) -> dict[str, str]:
    """The words of ``text`` that carry meaning, each under its stemmed token (its first form in the text):
    ``{"ship": "ships", …}``."""
    words: dict[str, str] = {}
    for word, token in word_forms(text).items():
        words.setdefault(token, word)
    return words


def word_forms(text: str) -> dict[str, str]:
    """Every distinct form of the meaningful words of ``text``, with its stemmed token: ``{"cube": "cube", "cubes":
    "cube", …}`` (to the model, "кубиков" is 0.82 from "cubes" and 0.78 from "cube")."""
    forms: dict[str, str] = {}
    for word in dict.fromkeys(_WORD.findall(dehyphenated(text).casefold().replace("ё", "е"))):
        tokens = tokenize(word)
        if tokens:
            forms[word] = tokens[0]
    return forms


def translated(tokens: Iterable[str], question: str, chunk_text: str, lang: str,
               meanings: WordMeanings, floor: float = SAME, nearest_floor: float | None = None) -> frozenset[str]:
    """``tokens`` (stemmed words of ``question``) with, for each one not in ``lang``, the tokens of the words of
    ``chunk_text`` at least ``floor`` close in meaning: the question's words as the chunk's language says them.
    Unless some are in ``lang`` already: the glossary translated the question, and it knows the game's words
    better. With ``nearest_floor``, a word nothing is ``floor`` close to takes the chunk's nearest word when that
    one is at least ``nearest_floor`` close: "stamps" is 0.65 from the "марок" of "Каждый игрок получает 5 марок."
    and far from its other words."""
    from rulesqa.text import in_language

    if any(in_language(token, lang) for token in tokens):
        return frozenset(tokens)
    asked = content_words(question)
    own = {w: t for t, w in content_words(chunk_text).items() if in_language(t, lang)}
    out = set(tokens)
    for token in tokens:
        if not in_language(token, lang) and token in asked:
            found = meanings.similar(asked[token], own, floor)
            if not found and nearest_floor is not None:
                nearest, similarity = meanings.nearest(asked[token], own)
                found = [nearest] if nearest is not None and similarity >= nearest_floor else []
            out.update(own[w] for w in found)
    return frozenset(out)


def credit(similarity: float) -> float:
    """How much of a word counts as present (0..1) when the rule's closest word is this similar to it."""
    return float(min(1.0, max(0.0, (similarity - LOW) / (HIGH - LOW))))


class WordMeanings:
    """Closest words by the embedder's meaning, with every word's vector embedded once and kept."""

    def __init__(self, embedder: Embedder, limit: int = 10_000,
                 said_often: Callable[[str], list[str]] | None = None,
                 forms: Callable[[str], list[str]] | None = None) -> None:
        self._embedder = embedder
        self._vectors: dict[str, npt.NDArray[np.float32]] = {}
        self._limit = limit
        self._said_often = said_often
        self._forms = forms

    def said_often(self, lang: str) -> list[str]:
        """The words most sections of the rulebook say in ``lang``, as written (see evidence.coverage)."""
        return self._said_often(lang) if self._said_often is not None else []

    def _embed(self, words: Iterable[str]) -> None:
        """Make sure every one of ``words`` has its vector kept."""
        wanted = list(dict.fromkeys(words))
        new = [w for w in wanted if w not in self._vectors]
        if not new:
            return
        if len(self._vectors) + len(new) > self._limit:  # a long-running server: at most 10,000 words (20 MB)
            self._vectors.clear()
            new = wanted
        for word, vector in zip(new, self._embedder.embed(new), strict=True):
            self._vectors[word] = vector

    def _cosines(self, word: str, candidates: Iterable[str]) -> tuple[list[str], npt.NDArray[np.float32]]:
        """The candidates other than ``word`` itself, and their cosines with it: each candidate's highest, over the
        forms the rulebook writes its word in (``forms``), as a word means what its every form means: "lumberjacks"
        is 0.58 from "лесорубов" and 0.64 from "лесоруб"."""
        pool = [c for c in dict.fromkeys(candidates) if c != word][:MAX_COMPARED]
        if not pool:
            return [], np.zeros(0, dtype=np.float32)
        variants = [[c, *(f for f in self._forms(c) if f != c)][:MAX_FORMS] if self._forms else [c] for c in pool]
        self._embed([word, *(f for forms in variants for f in forms)])
        target = self._vectors[word]
        cosines = np.array([max(float(self._vectors[f] @ target) for f in forms) for forms in variants],
                           dtype=np.float32)
        return pool, cosines

    def similar(self, word: str, candidates: Iterable[str], floor: float = SAME) -> list[str]:
        """The ``candidates`` at least ``floor`` close to ``word`` in meaning, or that translate it (common_words)."""
        pool, cosines = self._cosines(word, candidates)
        return [c for c, cosine in zip(pool, cosines.tolist(), strict=True)
                if cosine >= floor or translates(word, c) or borrowed(word, c)]

    def closest(self, word: str, candidates: Iterable[str]) -> float:
        """The highest cosine between ``word`` and any of ``candidates`` (0 when there are none), or 1 when one of
        them translates it (common_words)."""
        return self.nearest(word, candidates)[1]

    def nearest(self, word: str, candidates: Iterable[str]) -> tuple[str | None, float]:
        """The candidate closest to ``word`` and its cosine, as :meth:`closest` measures (``None, 0`` for none)."""
        pool, cosines = self._cosines(word, candidates)
        translation = next((c for c in pool if translates(word, c) or borrowed(word, c)), None)
        if translation is not None:
            return translation, 1.0
        if not len(cosines):
            return None, 0.0
        best = int(cosines.argmax())
        return pool[best], float(cosines[best])
