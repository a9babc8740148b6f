"""Writing an index folder atomically.

A build is written into a temporary folder beside the live one, every file
fsynced, the folder renamed to ``build-<stamp>``, and only then does the small
``CURRENT`` file switch to it (write-new-then-rename). A crash or Ctrl-C at
any point leaves ``CURRENT`` naming the previous complete build; leftovers are
removed by the next ingest.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from rulesqa.bounded import read_regular
from rulesqa.chunking import Chunk
from rulesqa.embed.base import Vectors
from rulesqa.errors import IndexLocked, RulesqaError
from rulesqa.search.lexical import LexicalIndex
from rulesqa.store import layout
from rulesqa.store.files import fsync_dir, replace_atomically, sha256_file, write_durable


@contextmanager
def writer_lock(index: Path, *, wait: bool = False) -> Iterator[None]:
    """Hold the index's write lock; :class:`IndexLocked` if another ingest holds it, :class:`NotAnIndexFolder` if
    ``index`` is a folder of something else (see :func:`claim_index_folder`). With ``wait``, wait for it instead.
    """
    claim_index_folder(index)
    handle = open(index / layout.LOCK, "a+b")
    try:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            raise IndexLocked(
                f"{index}: another 'rulesqa ingest' is writing this index right now; "
                "wait for it to finish, then run this again"
            ) from None
        yield
    finally:
        handle.close()


# What ingest itself puts in an index folder: a folder holding anything else is not one, and is never written to
_OWN_NAME = re.compile(rf"^(?:{re.escape(layout.CURRENT)}|{re.escape(layout.MARKER)}|{re.escape(layout.LOCK)}|"
                       rf"{re.escape(layout.FAILED)}|{re.escape(layout.EMBEDDERS)}|"
                       rf"(?:{re.escape(layout.BUILD_PREFIX)}|{re.escape(layout.TMP_PREFIX)}){layout.STAMP_PATTERN}|"
                       rf"\.{re.escape(layout.CURRENT)}\.tmp-\d+|\.{re.escape(layout.FAILED)}\.tmp-\d+)$")


def is_index_folder(index: Path) -> bool:
    """Is ``index`` a folder rulesqa may write an index into: marked as one, or holding nothing but what an index
    holds (an empty folder, or an index written before the marker existed)?"""
    if (index / layout.MARKER).is_file():
        return True
    return all(_OWN_NAME.match(entry.name) for entry in index.iterdir())


def claim_index_folder(index: Path) -> None:
    """Create ``index`` (or check that it may be written to: :func:`is_index_folder`) and mark it as a rulesqa
    index. An ingest given the wrong folder (``--index ./proj``) must not write, let alone remove, anything in it."""
    from rulesqa.errors import NotAnIndexFolder

    try:
        index.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RulesqaError(f"{index}: cannot create the index folder ({exc.strerror}); "
                           "choose another place with --index") from None
    if not index.is_dir():
        raise RulesqaError(f"{index}: is a file, not an index folder; choose another path with --index")
    try:
        if not is_index_folder(index):
            others = sorted(e.name for e in index.iterdir() if not _OWN_NAME.match(e.name))
            shown = ", ".join(others[:3]) + (f" and {len(others) - 3} more" if len(others) > 3 else "")
            raise NotAnIndexFolder(
                f"{index}: is not a rulesqa index (it holds {shown}); rulesqa writes an index only into a new or "
                "empty folder, or one it made — choose another path with --index, e.g. --index index")
        if not (index / layout.MARKER).is_file():
            write_durable(index / layout.MARKER, layout.MARKER_TEXT.encode("utf-8"))
    except OSError as exc:
        raise RulesqaError(f"{index}: cannot write to the index folder ({exc.strerror}); "
                           "choose another place with --index") from None


def write_index(index: Path, chunks: list[Chunk], vectors: Vectors, lexical: LexicalIndex,
                manifest: dict[str, Any], extra_files: dict[str, bytes] | None = None,
                second_vectors: Vectors | None = None,
                sentence_vectors: tuple[Vectors, Any] | None = None,
                second_sentence_vectors: Vectors | None = None) -> Path:
    """Write a complete build and make it the live one. Returns the build folder.

    ``extra_files`` (name -> bytes) are copied into the build verbatim (the glossary); ``second_vectors`` are the
    second embedder's (layout.SECOND_VECTORS); ``sentence_vectors`` the units' sentences' vectors and where each
    unit's start (layout.SENTENCE_VECTORS, layout.SENTENCE_ROWS).

    The caller must hold :func:`writer_lock`.
    """
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + f"-{os.getpid()}-{time.monotonic_ns() % 10**9}"
    tmp = index / f"{layout.TMP_PREFIX}{stamp}"
    final = index / f"{layout.BUILD_PREFIX}{stamp}"
    try:
        tmp.mkdir()
        _write_build(tmp, chunks, vectors, lexical, manifest, extra_files or {}, second_vectors, sentence_vectors,
                     second_sentence_vectors)
        os.rename(tmp, final)
        fsync_dir(index)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    try:
        manifest_hash = sha256_file(final / layout.MANIFEST)
        pointer = {"build": final.name, "manifest_sha256": manifest_hash}
        replace_atomically(index / layout.CURRENT, (json.dumps(pointer) + "\n").encode("utf-8"))
    except BaseException:
        if live_build(index) != final.name:  # the switch did not happen: this build is garbage
            shutil.rmtree(final, ignore_errors=True)
        raise
    (index / layout.FAILED).unlink(missing_ok=True)
    try:
        _remove_old_builds(index, keep={final.name})
    except OSError:
        pass  # old builds are removed by the next ingest
    return final


def record_failed_ingest(index: Path, corpus: Path, reason: str) -> None:
    """Note in ``index`` that an ingest of ``corpus`` into it failed, and why (see :data:`layout.FAILED`). Best
    effort: a folder that cannot be written keeps no note, and the error the user sees is the ingest's own."""
    try:
        claim_index_folder(index)
        note = {"corpus": str(corpus.resolve()), "reason": reason,
                "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        replace_atomically(index / layout.FAILED, (json.dumps(note, ensure_ascii=False) + "\n").encode("utf-8"))
    except (OSError, RulesqaError):
        pass


def failed_ingest(index: Path) -> dict[str, str] | None:
    """The note of the last failed ingest into ``index`` (corpus, reason, time), if the last ingest failed."""
    try:
        note = json.loads(read_regular(index / layout.FAILED, limit=65536))
    except (OSError, ValueError):
        return None
    return {k: str(v) for k, v in note.items()} if isinstance(note, dict) else None


def live_build(index: Path) -> str | None:
    """The name of the build ``CURRENT`` names, or None."""
    try:
        return str(json.loads(read_regular(index / layout.CURRENT, limit=4096)).get("build"))
    except (OSError, ValueError, AttributeError):
        return None


def _write_build(folder: Path, chunks: list[Chunk], vectors: Vectors, lexical: LexicalIndex,
                 manifest: dict[str, Any], extra_files: dict[str, bytes], second_vectors: Vectors | None,
                 sentence_vectors: tuple[Vectors, Any] | None = None,
                 second_sentence_vectors: Vectors | None = None) -> None:
    for name, data in extra_files.items():
        write_durable(folder / name, data)
    lines = "".join(json.dumps(c.to_json(), ensure_ascii=False) + "\n" for c in chunks)
    write_durable(folder / layout.CHUNKS, lines.encode("utf-8"))
    sentences, rows = sentence_vectors if sentence_vectors is not None else (None, None)
    arrays = ((layout.VECTORS, vectors, np.float32), (layout.SECOND_VECTORS, second_vectors, np.float32),
              (layout.SENTENCE_VECTORS, sentences, np.float16), (layout.SENTENCE_ROWS, rows, np.int64),
              (layout.SECOND_SENTENCE_VECTORS, second_sentence_vectors if rows is not None else None, np.float16))
    for name, array, dtype in arrays:
        if array is None:
            continue
        with open(folder / name, "wb") as handle:
            np.save(handle, np.ascontiguousarray(array, dtype=dtype), allow_pickle=False)
            handle.flush()
            os.fsync(handle.fileno())
    lexical_dir = folder / layout.LEXICAL
    lexical_dir.mkdir()
    lexical.save(lexical_dir)
    for path in lexical_dir.iterdir():
        with open(path, "rb") as handle:
            os.fsync(handle.fileno())
    fsync_dir(lexical_dir)
    files = {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        rel = path.relative_to(folder).as_posix()
        files[rel] = {"size": path.stat().st_size, "sha256": sha256_file(path)}
    full = {**manifest, "chunk_count": len(chunks), "files": files}
    write_durable(folder / layout.MANIFEST, (json.dumps(full, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
    fsync_dir(folder)


def _remove_old_builds(index: Path, keep: set[str]) -> None:
    """Remove interrupted builds and all but the newest previous build.

    The previous build is kept because an ``ask`` that read ``CURRENT`` just
    before the switch may still be opening its files.
    """
    ours = [p for p in index.iterdir() if _STAMPED.match(p.name) and p.is_dir() and not p.is_symlink()]
    builds = sorted(p for p in ours if p.name.startswith(layout.BUILD_PREFIX) and p.name not in keep)
    stale = builds[:-1] + [p for p in ours if p.name.startswith(layout.TMP_PREFIX)]
    for path in stale:
        shutil.rmtree(path, ignore_errors=True)


_STAMPED = re.compile(rf"^(?:{re.escape(layout.BUILD_PREFIX)}|{re.escape(layout.TMP_PREFIX)}){layout.STAMP_PATTERN}$")
