"""Lexical retrieval: bm25s over Snowball-stemmed English and Russian tokens.

Each word is stemmed by its own script, not by the document's language, so
``Поиск(X)`` inside an English rule and ``Spell`` inside a Russian question
are both stemmed correctly. Rule numbers (``208.3``, ``100.1a``) stay whole
tokens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

STEMMERS = {"en": "english", "ru": "russian"}
_TOKEN = re.compile(r"\d+(?:\.\d+)+[a-zа-я]?|\w+")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


@lru_cache(maxsize=1)
def _stemmers() -> tuple[Any, Any]:
    import Stemmer

    return Stemmer.Stemmer(STEMMERS["en"]), Stemmer.Stemmer(STEMMERS["ru"])


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    from bm25s.stopwords import STOPWORDS_EN, STOPWORDS_RUSSIAN

    return frozenset(STOPWORDS_EN) | frozenset(STOPWORDS_RUSSIAN)


def tokenize(text: str) -> list[str]:
    """Lowercased, stop-word-free, stemmed tokens of ``text``."""
    english, russian = _stemmers()
    stop = _stopwords()
    words = [w for w in _TOKEN.findall(text.casefold().replace("ё", "е")) if w not in stop]
    return [
        russian.stemWord(w) if _CYRILLIC.search(w) else (w if w[0].isdigit() else english.stemWord(w))
        for w in words
    ]


class LexicalIndex:
    """A bm25s index over chunk texts, in chunk order."""

    def __init__(self, bm25: Any):
        self._bm25 = bm25

    @classmethod
    def build(cls, texts: Sequence[str]) -> LexicalIndex:
        import bm25s

        bm25 = bm25s.BM25()
        bm25.index([tokenize(t) for t in texts], show_progress=False)
        return cls(bm25)

    def save(self, folder: Path) -> None:
        self._bm25.save(str(folder), show_progress=False)

    @classmethod
    def load(cls, folder: Path) -> LexicalIndex:
        import bm25s

        return cls(bm25s.BM25.load(str(folder), mmap=False, show_progress=False, allow_pickle=False))

    def scores(self, query: str) -> npt.NDArray[np.float32]:
        """BM25 score of every chunk for ``query`` (zeros when no token matches)."""
        tokens = [t for t in tokenize(query) if t in self._bm25.vocab_dict]
        if not tokens:
            return np.zeros(self._bm25.scores["num_docs"], dtype=np.float32)
        return np.asarray(self._bm25.get_scores(tokens), dtype=np.float32)
