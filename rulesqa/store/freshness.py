"""Is the index older than its corpus? Compare the corpus folder with what the manifest recorded.

The manifest records, for every text file of the corpus folder (and the
glossary), its size, modification time and sha256. A file whose size and
time are unchanged is taken as unchanged; otherwise it is hashed, so
touching a file without editing it does not force a rebuild. It also
records the version of the word analyzer the lexical index was built with:
an index from a rulesqa that split words differently is out of date too.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rulesqa.corpus.model import READING_VERSION, TEXT_SUFFIXES
from rulesqa.learn.ranker import MODEL_FILES, packaged
from rulesqa.search.lexical import ANALYZER_VERSION
from rulesqa.store.files import sha256_file

_WATCHED_SUFFIXES = {*TEXT_SUFFIXES, ".tsv", ".toml"}  # the rule texts, the glossary, labels and corpus.toml


def _watched(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    return sorted(p for p in root.iterdir()
                  if p.is_file() and not p.name.startswith(".") and p.suffix.lower() in _WATCHED_SUFFIXES)


def corpus_snapshot(root: Path, documents: Sequence[Any] = ()) -> dict[str, Any]:
    """What the manifest records about the corpus at ingest time: every text file at the top of the corpus folder,
    and every document read (a file corpus.toml lists in a subfolder too) by its path under the folder. A document's
    size and time are those taken before it was read and its sha256 that of the bytes read, so an edit made while
    the ingest ran is a change the next time, not a state the index claims to hold."""
    files = {}
    for path in _watched(root):
        stat = path.stat()
        files[path.name] = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": sha256_file(path)}
    base = root if root.is_dir() else root.parent
    for doc in documents:
        name = Path(doc.file).as_posix() if not Path(doc.file).is_absolute() else None
        if name is not None and (base / name).is_file():
            files[name] = {"size": doc.size, "mtime_ns": doc.mtime_ns, "sha256": doc.sha256}
    return {"root": str(root.resolve()), "files": files}


def built_from(manifest: dict[str, Any], corpus: Path) -> bool:
    """Was the index of this manifest built from ``corpus``? (Unknown, for an index that recorded no corpus: yes.)"""
    recorded = manifest.get("corpus")
    root = recorded.get("root") if isinstance(recorded, dict) else None
    return root is None or Path(root) == corpus.resolve()


def corpus_changes(manifest: dict[str, Any]) -> list[str] | None:
    """What changed since the ingest: corpus files added, removed or edited, and the word analyzer if rulesqa's
    changed; ``None`` if the corpus is gone (nothing to rebuild from)."""
    recorded = manifest.get("corpus")
    if not isinstance(recorded, dict) or "root" not in recorded:
        return None
    root = Path(recorded["root"])
    if not root.exists():
        return None
    before: dict[str, dict[str, Any]] = recorded.get("files", {})
    now = {p.name: p for p in _watched(root)}
    base = root if root.is_dir() else root.parent
    # the documents read from subfolders (listed in corpus.toml): by their paths, when they are still there
    now.update({name: base / name for name in before if "/" in name and (base / name).is_file()})
    changes = [f"{name} (new)" for name in sorted(now.keys() - before.keys())]
    changes += [f"{name} (removed)" for name in sorted(before.keys() - now.keys())]
    for name in sorted(now.keys() & before.keys()):
        stat = now[name].stat()
        old = before[name]
        if (stat.st_size, stat.st_mtime_ns) == (old.get("size"), old.get("mtime_ns")):
            continue
        if stat.st_size != old.get("size") or sha256_file(now[name]) != old.get("sha256"):
            changes.append(f"{name} (edited)")
    reading = manifest.get("reading_version", 0)  # indexes before 0.31.0 cut no long section, split no rule number
    if reading != READING_VERSION:
        changes.insert(0, f"how rule texts are cut into units {reading} -> {READING_VERSION}, from an upgrade of "
                          "rulesqa")
    for name in MODEL_FILES:
        model = packaged(name)
        kept = (manifest.get("files") or {}).get(name, {}).get("sha256")
        if model is not None and kept != sha256_file(model):
            changes.insert(0, f"the learned model {name}, from an upgrade of rulesqa")
    lexical = manifest.get("lexical")
    analyzer = lexical.get("analyzer", 1) if isinstance(lexical, dict) else 1  # indexes before 0.7.0 had none
    if analyzer != ANALYZER_VERSION:
        changes.insert(0, f"word analyzer {analyzer} -> {ANALYZER_VERSION}, from an upgrade of rulesqa")
    return changes
