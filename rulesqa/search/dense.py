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

    def search(self, query: Vectors, k: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
        """The ``k`` nearest chunks: their rows and cosines, best first."""
        k = min(k, len(self))
        if k <= 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        q: npt.NDArray[np.float32] = np.ascontiguousarray(query.reshape(1, -1), dtype=np.float32)
        scores, rows = self._index.search(q, k)
        keep = rows[0] >= 0
        return rows[0][keep].astype(np.int64), scores[0][keep].astype(np.float32)
