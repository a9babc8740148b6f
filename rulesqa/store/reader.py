"""Loading an index folder, checking everything before numpy or bm25s reads a byte.

Order of checks: ``CURRENT`` names a build; the build's manifest has the hash
``CURRENT`` recorded; the manifest's format version is one this code reads;
every data file has the size and sha256 the manifest recorded. Only then are
the files parsed, and their shapes checked against the manifest again.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from rulesqa.bounded import read_regular
from rulesqa.chunking import Chunk
from rulesqa.embed.base import Vectors
from rulesqa.errors import CorpusError, IndexCorrupt, IndexIncompatible, IndexMissing
from rulesqa.labels import LabelTranslations
from rulesqa.search.glossary import Glossary
from rulesqa.search.lexical import LexicalIndex
from rulesqa.store import layout
from rulesqa.store.files import sha256_file

_BUILD_NAME = re.compile(rf"^{layout.BUILD_PREFIX}[A-Za-z0-9._-]+$")
_FIX = "rebuild it with: rulesqa ingest"


@dataclass
class StoredIndex:
    """A verified build: manifest, chunks in index order, their vectors and the lexical index."""

    path: Path
    build: Path
    manifest: dict[str, Any]
    chunks: list[Chunk]
    vectors: Vectors
    lexical: LexicalIndex
    glossary: Glossary
    labels: LabelTranslations = field(default_factory=lambda: LabelTranslations([]))
    # the second embedder's vectors (manifest "second_embedder"), row i = chunk i; None in a build without them
    second_vectors: Vectors | None = None
    # each unit's quotable sentences' vectors by the main embedder (float16), unit i's at rows sentence_rows[i] to
    # sentence_rows[i + 1]; None in a build without them (too large a corpus, or an older rulesqa)
    sentence_vectors: Any = None
    sentence_rows: Any = None
    # the same sentences' vectors by the second embedder (float16, rows as above); None without them
    second_sentence_vectors: Any = None
    cache: dict[str, Any] = field(default_factory=dict, repr=False)  # tables derived from the chunks, built on use

    def __post_init__(self) -> None:
        self._by_id = {chunk.id: chunk for chunk in self.chunks}
        self._rows = {chunk.id: row for row, chunk in enumerate(self.chunks)}

    def row_of(self, chunk_id: str) -> int:
        """The chunk's row in ``vectors`` and in the lexical index."""
        return self._rows[chunk_id]

    def get(self, chunk_id: str) -> Chunk | None:
        """The chunk with this exact citation id, if any."""
        return self._by_id.get(chunk_id)

    def with_subrules(self, chunk_id: str) -> list[Chunk]:
        """A chunk followed by all its descendants in document order (a rule with its subrules)."""
        root = self._by_id.get(chunk_id)
        if root is None:
            return []
        out, stack = [], [root]
        while stack:
            chunk = stack.pop()
            out.append(chunk)
            stack.extend(self._by_id[c] for c in reversed(chunk.children) if c in self._by_id)
        return out


def read_pointer(index: Path) -> tuple[Path, str]:
    """The live build folder and its manifest hash, from ``CURRENT``."""
    if not index.is_dir():
        raise IndexMissing(f"{index}: there is no index here; build one with: rulesqa ingest --index {index}")
    pointer_file = index / layout.CURRENT
    if not pointer_file.exists():
        if any(p.name.startswith(layout.BUILD_PREFIX) for p in index.iterdir()):
            raise IndexCorrupt(f"{pointer_file}: is missing, so no build is live; {_FIX} --index {index}")
        raise IndexMissing(f"{index}: this folder holds no built index; build one with: rulesqa ingest --index {index}")
    try:
        pointer = json.loads(read_regular(pointer_file, limit=4096))
        build, manifest_hash = pointer["build"], pointer["manifest_sha256"]
        if not isinstance(build, str) or not _BUILD_NAME.fullmatch(build) or not isinstance(manifest_hash, str):
            raise ValueError(build)
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):  # a FIFO or device too: read_regular refuses it
        raise IndexCorrupt(f"{pointer_file}: is damaged; {_FIX}") from None
    return index / build, manifest_hash


def read_manifest(index: Path) -> tuple[Path, dict[str, Any]]:
    """The live build folder and its verified, version-checked manifest."""
    build, manifest_hash = read_pointer(index)
    manifest_path = build / layout.MANIFEST
    if not manifest_path.is_file():
        raise IndexCorrupt(f"{manifest_path}: is missing; {_FIX}")
    if sha256_file(manifest_path) != manifest_hash:
        raise IndexCorrupt(f"{manifest_path}: does not match its checksum in {layout.CURRENT}; {_FIX}")
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError):
        raise IndexCorrupt(f"{manifest_path}: is not valid JSON; {_FIX}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != layout.FORMAT_NAME:
        raise IndexCorrupt(f"{manifest_path}: is not a rulesqa index manifest; {_FIX}")
    version = manifest.get("format_version")
    if version != layout.FORMAT_VERSION:
        raise IndexIncompatible(
            f"{index}: was written in index format {version!r}, and this rulesqa reads format "
            f"{layout.FORMAT_VERSION}; {_FIX} --index {index}"
        )
    return build, manifest


def verify_files(build: Path, manifest: dict[str, Any]) -> None:
    """Every file the manifest lists exists with the recorded size and sha256."""
    files = manifest.get("files")
    if not isinstance(files, dict) or not files:
        raise IndexCorrupt(f"{build / layout.MANIFEST}: lists no files; {_FIX}")
    for rel, meta in files.items():
        path = build / rel
        if ".." in Path(rel).parts or Path(rel).is_absolute():
            raise IndexCorrupt(f"{build / layout.MANIFEST}: names a file outside the index ({rel}); {_FIX}")
        if not path.is_file():
            raise IndexCorrupt(f"{path}: is missing; {_FIX}")
        if path.stat().st_size != meta.get("size"):
            raise IndexCorrupt(f"{path}: {_damage(path, 'has the wrong size (truncated or damaged)')}; {_FIX}")
        if sha256_file(path) != meta.get("sha256"):
            raise IndexCorrupt(f"{path}: {_damage(path)}; {_FIX}")


def _damage(path: Path, default: str = "does not match its checksum (damaged)") -> str:
    """What is wrong with a data file, in words (a Git LFS pointer is named as such)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(64)
    except OSError:
        return default
    if head.startswith(b"version https://git-lfs"):
        return "is a Git LFS pointer, not the data (run 'git lfs pull', or rebuild)"
    return default


def load_index(index: Path) -> StoredIndex:
    """Load and verify the live build of ``index``. Raises an :class:`IndexProblem` subclass.

    An ingest may switch ``CURRENT`` and remove an old build while this reads it; then the load is
    retried on the new build, so a reader sees the old index or the new one, never a failure in between.
    """
    for _ in range(3):
        pointer = _pointer_bytes(index)
        try:
            return _load_checked(index)
        except IndexCorrupt:
            if _pointer_bytes(index) == pointer:
                raise
    return _load_checked(index)


def _load_checked(index: Path) -> StoredIndex:
    try:
        return _load_once(index)
    except OSError as exc:  # a file vanished or cannot be read between the checks and the reading
        raise IndexCorrupt(f"{exc.filename or index}: cannot be read ({exc.strerror or exc}); {_FIX}") from None


def _pointer_bytes(index: Path) -> bytes | None:
    try:
        return read_regular(index / layout.CURRENT, limit=4096)
    except (OSError, ValueError):
        return None


def _load_once(index: Path) -> StoredIndex:
    build, manifest = read_manifest(index)
    verify_files(build, manifest)
    count = manifest.get("chunk_count")
    dim = (manifest.get("embedder") or {}).get("dim")
    chunks = read_chunks(build / layout.CHUNKS)
    if len(chunks) != count:
        raise IndexCorrupt(f"{build / layout.CHUNKS}: holds {len(chunks)} chunks, the manifest says {count}; {_FIX}")
    try:
        vectors = np.load(build / layout.VECTORS, mmap_mode="r", allow_pickle=False)
    except (ValueError, OSError):
        raise IndexCorrupt(f"{build / layout.VECTORS}: is not a readable vector file; {_FIX}") from None
    if vectors.dtype != np.float32 or vectors.shape != (count, dim):
        raise IndexCorrupt(f"{build / layout.VECTORS}: has shape {vectors.shape}, expected ({count}, {dim}); {_FIX}")
    try:
        lexical = LexicalIndex.load(build / layout.LEXICAL)
    except (ValueError, OSError, KeyError):
        raise IndexCorrupt(f"{build / layout.LEXICAL}: is not a readable lexical index; {_FIX}") from None
    glossary_path = build / layout.GLOSSARY
    try:
        glossary = Glossary.load(glossary_path) if layout.GLOSSARY in manifest["files"] else Glossary([])
    except CorpusError:
        raise IndexCorrupt(f"{glossary_path}: is not a readable glossary; {_FIX}") from None
    labels_path = build / layout.LABELS
    try:
        labels = LabelTranslations.load(labels_path) if layout.LABELS in manifest["files"] else LabelTranslations([])
    except CorpusError:
        raise IndexCorrupt(f"{labels_path}: is not a readable label table; {_FIX}") from None
    second = manifest.get("second_embedder")
    second_vectors = None
    if isinstance(second, dict) and layout.SECOND_VECTORS in manifest["files"]:
        path = build / layout.SECOND_VECTORS
        try:
            second_vectors = np.load(path, mmap_mode="r", allow_pickle=False)
        except (ValueError, OSError):
            raise IndexCorrupt(f"{path}: is not a readable vector file; {_FIX}") from None
        if second_vectors.dtype != np.float32 or second_vectors.shape != (count, second.get("dim")):
            raise IndexCorrupt(f"{path}: has shape {second_vectors.shape}, expected ({count}, {second.get('dim')}); "
                               f"{_FIX}")
    sentence_vectors = sentence_rows = None
    if layout.SENTENCE_VECTORS in manifest["files"] and layout.SENTENCE_ROWS in manifest["files"]:
        try:
            sentence_vectors = np.load(build / layout.SENTENCE_VECTORS, mmap_mode="r", allow_pickle=False)
            sentence_rows = np.load(build / layout.SENTENCE_ROWS, allow_pickle=False)
        except (ValueError, OSError):
            raise IndexCorrupt(f"{build / layout.SENTENCE_VECTORS}: is not a readable vector file; {_FIX}") from None
        if (sentence_vectors.ndim != 2 or sentence_vectors.shape[1] != dim or sentence_rows.shape != (count + 1,)
                or int(sentence_rows[-1]) != sentence_vectors.shape[0]):
            raise IndexCorrupt(f"{build / layout.SENTENCE_VECTORS}: does not match the build's units; {_FIX}")
    second_sentences = None
    if second_vectors is not None and sentence_rows is not None and layout.SECOND_SENTENCE_VECTORS in manifest["files"]:
        path = build / layout.SECOND_SENTENCE_VECTORS
        try:
            second_sentences = np.load(path, mmap_mode="r", allow_pickle=False)
        except (ValueError, OSError):
            raise IndexCorrupt(f"{path}: is not a readable vector file; {_FIX}") from None
        if second_sentences.shape != (int(sentence_rows[-1]), second_vectors.shape[1]):
            raise IndexCorrupt(f"{path}: does not match the build's sentences; {_FIX}")
    return StoredIndex(path=index, build=build, manifest=manifest, chunks=chunks, vectors=vectors, lexical=lexical,
                       glossary=glossary, labels=labels, second_vectors=second_vectors,
                       sentence_vectors=sentence_vectors, sentence_rows=sentence_rows,
                       second_sentence_vectors=second_sentences)


def read_chunks(path: Path) -> list[Chunk]:
    chunks = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise IndexCorrupt(f"{path}: is not UTF-8 text; {_FIX}") from None
    for number, line in enumerate(lines, start=1):
        try:
            chunks.append(Chunk.from_json(json.loads(line)))
        except (ValueError, TypeError):
            raise IndexCorrupt(f"{path}:{number}: is not a valid chunk record; {_FIX}") from None
    return chunks
