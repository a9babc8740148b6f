"""Is the index older than its corpus? Compare the corpus folder with what the manifest recorded.

The manifest records, for every text file of the corpus folder (and the
glossary), its size, modification time and sha256. A file whose size and
time are unchanged is taken as unchanged; otherwise it is hashed, so
touching a file without editing it does not force a rebuild.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulesqa.store.files import sha256_file

_WATCHED_SUFFIXES = {".txt", ".md", ".markdown", ".tsv", ".toml"}


def _watched(root: Path) -> list[Path]:
    if root.is_file():
        return [root]
    return sorted(p for p in root.iterdir()
                  if p.is_file() and not p.name.startswith(".") and p.suffix.lower() in _WATCHED_SUFFIXES)


def corpus_snapshot(root: Path) -> dict[str, Any]:
    """What the manifest records about the corpus folder at ingest time."""
    files = {}
    for path in _watched(root):
        stat = path.stat()
        files[path.name] = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": sha256_file(path)}
    return {"root": str(root.resolve()), "files": files}


def corpus_changes(manifest: dict[str, Any]) -> list[str] | None:
    """Names of corpus files added, removed or edited since the ingest; ``None`` if the corpus is gone."""
    recorded = manifest.get("corpus")
    if not isinstance(recorded, dict) or "root" not in recorded:
        return None
    root = Path(recorded["root"])
    if not root.exists():
        return None
    before: dict[str, dict[str, Any]] = recorded.get("files", {})
    now = {p.name: p for p in _watched(root)}
    changes = [f"{name} (new)" for name in sorted(now.keys() - before.keys())]
    changes += [f"{name} (removed)" for name in sorted(before.keys() - now.keys())]
    for name in sorted(now.keys() & before.keys()):
        stat = now[name].stat()
        old = before[name]
        if (stat.st_size, stat.st_mtime_ns) == (old.get("size"), old.get("mtime_ns")):
            continue
        if stat.st_size != old.get("size") or sha256_file(now[name]) != old.get("sha256"):
            changes.append(f"{name} (edited)")
    return changes
