"""A deterministic embedder for tests: hashed bags of word stems, no model.

Texts that share words get similar vectors, so retrieval tests behave like
the real thing in miniature; the same text always gives the same vector, on
every machine.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from rulesqa.embed.base import Vectors, normalise

_WORD = re.compile(r"\w+")


class FakeEmbedder:
    id = "fake"
    version = "1"
    multilingual = False

    def __init__(self, dim: int = 256):
        self.dim = dim

    def _vector(self, text: str) -> np.ndarray:
        vec = np.zeros(self.dim, dtype=np.float32)
        for word in _WORD.findall(text.casefold()):
            stem = word[:5]
            digest = hashlib.blake2b(stem.encode("utf-8"), digest_size=8).digest()
            slot = int.from_bytes(digest[:4], "little") % self.dim
            vec[slot] += 1.0 if digest[4] & 1 else -1.0
        return vec

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalise(np.stack([self._vector(t) for t in texts]))

    def embed_query(self, text: str) -> Vectors:
        return self.embed([text]).reshape(-1)
