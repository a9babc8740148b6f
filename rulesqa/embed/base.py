"""The one small interface every embedding backend implements."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension.

    ``id`` is what the index manifest records and ``--model`` accepts;
    ``version`` changes whenever the same text could embed differently;
    ``multilingual`` says a word and its translation embed close together,
    so single words can be matched across languages (search/word_meaning.py).
    """

    id: str
    version: str
    dim: int
    multilingual: bool

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed documents: an ``(len(texts), dim)`` float32 array, rows of unit length."""
        ...

    def embed_query(self, text: str) -> Vectors:
        """Embed one question: a ``(dim,)`` float32 unit vector."""
        ...


# The most words of one text an embedder reads: a unit is cut to about a paragraph or two (corpus/sizing.py), but a
# single sentence may run to megabytes (a file of one line), and a model's cost grows with its input — a 1 MB text
# took USE-m3 4 GB and 22 s. The rest of such a text is still searched by its words (the lexical index).
WINDOW_WORDS = 256
_WORD_END = re.compile(r"\S+")


def windowed(texts: Sequence[str], words: int = WINDOW_WORDS) -> list[str]:
    """Each text cut after its first ``words`` words (whitespace-separated), the rest left out."""
    out = []
    for text in texts:
        if len(text) > words * 4:  # (a short text has fewer words than that: nothing to find)
            found = list(itertools.islice(_WORD_END.finditer(text), words))
            if found and found[-1].end() < len(text.rstrip()):
                text = text[:found[-1].end()]
        out.append(text)
    return out


def normalise(vectors: npt.NDArray[np.floating]) -> Vectors:
    """Rows scaled to unit length (zero rows stay zero), as contiguous float32."""
    out = np.ascontiguousarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    np.divide(out, norms, out=out, where=norms > 0)
    return out
