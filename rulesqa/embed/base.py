"""The one small interface every embedding backend implements."""

from __future__ import annotations

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


def normalise(vectors: npt.NDArray[np.floating]) -> Vectors:
    """Rows scaled to unit length (zero rows stay zero), as contiguous float32."""
    out = np.ascontiguousarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    np.divide(out, norms, out=out, where=norms > 0)
    return out
