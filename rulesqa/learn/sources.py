"""The labelled data the models learn from, by book and by split.

- the bundled corpus with every question set of eval/ about it (train);
- the team's own eval rulebooks, eval/rulebooks/<book>/{corpus,questions.jsonl,claims.jsonl}, split by
  eval/rulebooks/split.toml;
- real published rulebooks: their texts in ../shared/realbooks (never in this repository), our questions and claims
  on them in eval/realbooks/<book>/, split by eval/realbooks/split.toml. A book's corpus is copied for the run into
  a folder of the caller's choosing, with only the documents it is measured on.
"""

from __future__ import annotations

import json
import shutil
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
EVAL = ROOT / "eval"
REALBOOKS = ROOT.parent / "shared" / "realbooks"


@dataclass(frozen=True)
class Book:
    name: str
    split: str  # train | dev | test
    corpus: Path
    questions: tuple[Path, ...]
    claims: tuple[Path, ...] = ()
    real: bool = False


def books(work: Path, realbooks: Path = REALBOOKS) -> Iterator[Book]:
    """Every labelled book; the real ones copied under ``work`` (skipped, with nothing said, when absent)."""
    yield Book("bundled", "train", ROOT / "corpus",
               tuple(sorted(p for p in EVAL.glob("*.jsonl")
                            if p.name.startswith(("questions", "reference_dev")) and "typos" not in p.name)),
               tuple(sorted(EVAL.glob("claims*.jsonl"))))
    own = tomllib.loads((EVAL / "rulebooks" / "split.toml").read_text(encoding="utf-8"))
    for split in ("train", "dev", "test"):
        for name in own[split]:
            folder = EVAL / "rulebooks" / name
            claims = (folder / "claims.jsonl",) if (folder / "claims.jsonl").is_file() else ()
            yield Book(name, split, folder / "corpus", (folder / "questions.jsonl",), claims)
    if not realbooks.is_dir():
        return
    real = tomllib.loads((EVAL / "realbooks" / "split.toml").read_text(encoding="utf-8"))
    for split in ("train", "dev", "test"):
        for name in real[split]:
            folder = EVAL / "realbooks" / name
            corpus = copy_book(realbooks / name, work / "realbooks" / name, real.get("documents", {}).get(name))
            yield Book(name, split, corpus, tuple(sorted(folder.glob("questions*.jsonl"))),
                       tuple(sorted(folder.glob("claims*.jsonl"))), real=True)


def copy_book(source: Path, target: Path, documents: list[str] | None) -> Path:
    """``source``'s documents (or those named) with a corpus.toml of their own, copied into ``target``."""
    manifest = tomllib.loads((source / "corpus.toml").read_text(encoding="utf-8"))
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    lines = []
    for doc in manifest["document"]:
        if documents is not None and doc["id"] not in documents:
            continue
        name = Path(doc["file"]).name
        shutil.copyfile(source / doc["file"], target / name)
        lines.append("[[document]]")
        lines.extend(f"{key} = {json.dumps(value, ensure_ascii=False)}" for key, value in doc.items() if key != "file")
        lines.append(f"file = {json.dumps(name)}")
        lines.append("")
    (target / "corpus.toml").write_text("\n".join(lines), encoding="utf-8")
    return target
