"""Dense retrieval: exact inner-product search over the stored unit vectors with FAISS.

The index keeps the vectors as a plain ``.npy`` array (checksummed, readable
without FAISS) and builds a flat FAISS index from it on load: for rulebooks
(hundreds to tens of thousands of chunks) that takes milliseconds and avoids
feeding FAISS's own, unchecked file reader.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from rulesqa.embed.base import Vectors


class DenseIndex:
    def __init__(self, vectors: Vectors):
        import faiss

        self.dim = int(vectors.shape[1])
        self._index: Any = faiss.IndexFlatIP(self.dim)
        if len(vectors):
            self._index.add(np.ascontiguousarray(vectors, dtype=np.float32))

    def __len__(self) -> int:
        return int(self._index.ntotal)

    def search(self, query: Vectors, k: int) -> list[tuple[int, float]]:
        """The ``k`` nearest chunks as ``(row, cosine)`` pairs, best first."""
        k = min(k, len(self))
        if k <= 0:
            return []
        q: npt.NDArray[np.float32] = np.ascontiguousarray(query.reshape(1, -1), dtype=np.float32)
        scores, rows = self._index.search(q, k)
        return [(int(r), float(s)) for r, s in zip(rows[0], scores[0], strict=True) if r >= 0]
