"""Typos at the table: "What hapens when my dek is empty?".

A word that no rule contains, that is no stop word, no glossary term and no
word the embedder's vocabulary knows whole (use-m3's SentencePiece keeps
"far", "кого", "recruit" in one piece and breaks "dek" into "▁de", "k"),
and no word of the Russian dictionary (pymorphy3's OpenCorpora, every
form: "удача" is luck, not a typo of "сдача"; SentencePiece splits most
inflected Russian words, so it cannot tell them from typos), is
matched to the closest word the rules do contain (``difflib``, similarity ≥
0.8, same script), or to a function word one keystroke away ("Whre" →
"where", "Скколько" → "сколько"; only one keystroke, so "morale" never
becomes "more"; nor a word after "the", "a", "my" …, a noun's place: "the wasp" is
no "the was"). The corrected question is only a second try: ``ask``
uses it when the question as typed is not answered, and says what it read
("Read “dek” as “deck”"), so a question about something the rules never
mention ("morale") is not bent into one they do.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable
from functools import cached_property
from typing import Any

from rulesqa.chunking import Chunk
from rulesqa.search.glossary import Glossary
from rulesqa.search.lexical import LexicalIndex, all_stopwords, tokenize
from rulesqa.text import has_cyrillic

MIN_SIMILARITY = 0.8
MIN_LENGTH = 3
# A question with more words no rule knows than this is not a typo'd rules question; it is left as it is.
MAX_UNKNOWN_WORDS = 6
_WORD = re.compile(r"[^\W\d_]+")
# Words a noun follows: the word after one is no function word ("What does the wasp card do?" is not "the was").
_DETERMINERS = frozenset("the a an my your his her its our their this that these those each every another".split())


class Speller:
    """``known_word`` (from the embedder, when it can tell) says a word is real and must not be "corrected"."""

    def __init__(self, chunks: list[Chunk], lexical: LexicalIndex, glossary: Glossary,
                 known_word: Callable[[str], bool] | None = None):
        self._chunks = chunks
        self._lexical = lexical
        self._glossary = glossary
        self._known_word = known_word

    @cached_property
    def _vocabulary(self) -> dict[bool, list[str]]:
        """The rules' and the glossary's words (no stop words), by script (Cyrillic or not), built on first use."""
        stop = all_stopwords()
        texts = [c.search_text for c in self._chunks] + [v for t in self._glossary.terms for lang in ("en", "ru")
                                                          for v in t.variants(lang)]
        words = {w for text in texts for w in _WORD.findall(text.casefold()) if len(w) >= MIN_LENGTH and w not in stop}
        return {cyrillic: sorted(w for w in words if has_cyrillic(w) == cyrillic)
                for cyrillic in (False, True)}

    @cached_property
    def _function_words(self) -> list[str]:
        return sorted(w for w in all_stopwords() if len(w) >= MIN_LENGTH)

    def _unknown(self, word: str) -> bool:
        if len(word) < MIN_LENGTH or word in all_stopwords():
            return False
        stems = tokenize(word)
        if not stems or any(self._lexical.known(s) for s in stems) or self._glossary.matches(word):
            return False
        if has_cyrillic(word) and russian_word(word):
            return False
        return not (self._known_word and self._known_word(word))

    def correct(self, question: str) -> tuple[str, list[tuple[str, str]]]:
        """The question with its unknown words replaced by the closest rule words, and the (typed, read) pairs."""
        changes: list[tuple[str, str]] = []
        unknown = [w for w in _WORD.findall(question) if self._unknown(w.casefold())]
        if not unknown or len(unknown) > MAX_UNKNOWN_WORDS:  # not a question with a typo or two
            return question, changes

        def fix(match: re.Match[str]) -> str:
            word = match.group(0)
            before = _WORD.findall(question, 0, match.start())[-1:]
            noun = bool(before) and before[0].casefold() in _DETERMINERS
            read = self._read(word.casefold(), function_words=not noun) if word in unknown else None
            if read is None:
                return word
            changes.append((word, read))
            return read

        return _WORD.sub(fix, question), changes

    def _read(self, word: str, function_words: bool = True) -> str | None:
        """The word a typo stands for: one keystroke from a rule word, else from a function word (the likeliest
        when several are: "whre" is "where" more than "were"; not where a noun stands, ``function_words`` false),
        else the closest rule word; never another form of the same word, which is the stemmer's business
        ("боевые"/"боевых")."""
        vocabulary = self._vocabulary[has_cyrillic(word)]
        stem = tokenize(word)
        for words in (vocabulary, self._function_words if function_words else []):
            near = [w for w in words if one_edit_apart(word, w) and tokenize(w) != stem]
            if near:
                return max(near, key=lambda w: difflib.SequenceMatcher(None, word, w).ratio())
        close = difflib.get_close_matches(word, vocabulary, n=3, cutoff=MIN_SIMILARITY)
        return next((w for w in close if tokenize(w) != stem), None)


@functools.cache
def _morphology() -> Any:
    """pymorphy3's analyser, or ``None`` when it cannot load (then no Russian word counts as known)."""
    try:
        import pymorphy3  # loads its dictionary (~0.1 s): only a question not answered as typed gets here

        return pymorphy3.MorphAnalyzer()
    except Exception:  # a broken install must not stop an answer: typo reading then trusts the other checks
        return None


def russian_word(word: str) -> bool:
    """True when ``word`` is in the Russian dictionary, in any of its forms ("удачи", "карт", "отступить")."""
    morphology = _morphology()
    return morphology is not None and bool(morphology.word_is_known(word.casefold()))


def one_edit_apart(a: str, b: str) -> bool:
    """True when one keystroke turns ``a`` into ``b``: a letter deleted, added, replaced, or two swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
                                  and a[diff[1]] == b[diff[0]])
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = next((i for i, (x, y) in enumerate(zip(short, long_, strict=False)) if x != y), len(short))
    return short[i:] == long_[i + 1:]
