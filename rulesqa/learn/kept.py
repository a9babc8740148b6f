"""What the trainers keep between runs (``--cache``): each book's index, and the features of its questions and
claims, reused while the book, its labels and rulesqa's code are unchanged (the trainers themselves aside)."""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rulesqa.learn.sources import Book

TRAINERS = ("train.py", "train_verdicts.py", "sources.py", "kept.py", "folds.py")
Item = tuple[dict[str, Any], dict[str, npt.NDArray[Any]]]  # (what a question or claim is, its arrays)


def book_hash(book: Book) -> str:
    """The book's files, as rulesqa reads them and embeds them."""
    from rulesqa.corpus.loader import PARSERS
    from rulesqa.corpus.model import READING_VERSION
    from rulesqa.embed.e5 import installed_version
    from rulesqa.store import layout

    # (and what a build holds: an index kept from before the sentence vectors must be built again)
    parsers = ",".join(f"{name}{version}" for name, (_, version) in sorted(PARSERS.items()))
    kept_files = f"{layout.SENTENCE_VECTORS}:{layout.SECOND_SENTENCE_VECTORS}"
    digest = hashlib.sha256(f"{READING_VERSION}:{parsers}:{installed_version()}:{kept_files}".encode())
    for path in sorted(p for p in book.corpus.rglob("*") if p.is_file()):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


PACKAGE = Path(__file__).resolve().parent.parent


def code_hash(*, learning: bool = True, package: Path = PACKAGE) -> str:
    """What features depend on besides the book: rulesqa's code (the trainers aside). Without ``learning``, the code
    an index depends on: all of it but rulesqa/learn, whose features and models an index does not hold (the model
    files it copies are never used by the trainers, which compute features without them)."""
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        if path.name not in TRAINERS and (learning or path.parent != package / "learn"):
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


@functools.cache
def running_code(*, learning: bool = True) -> str:
    """:func:`code_hash` of the rulesqa this run imported, taken once: a file edited while the trainer runs does not
    change the keys it files its later books under, which would then describe code it did not run."""
    return code_hash(learning=learning)


def index_of(book: Book, cache: Path) -> Path:
    """The book's index in ``cache``, built when it is not there (or no longer loads). It is kept under the code that
    built it as well as the book: an index kept only by the book outlived changes to how units are cut and embedded,
    and models trained on it could not be trained again from a clean cache."""
    from rulesqa.errors import IndexProblem
    from rulesqa.ingest import ingest
    from rulesqa.store import load_index

    path = cache / "indexes" / f"{book.name}-{book_hash(book)}-{running_code(learning=False)}"
    try:
        load_index(path)
        return path
    except IndexProblem:
        pass
    ingest(book.corpus, path)
    return path


def kept(cache: Path, kind: str, book: Book, labels: Sequence[Path], compute: Callable[[], list[Item]],
         *depends: bytes) -> list[Item]:
    """The book's items of ``kind`` ("features", "claims"), computed by ``compute`` unless kept in ``cache`` under
    a key of the book, its ``labels`` files, rulesqa's code and whatever else they ``depend`` on."""
    key = hashlib.sha256(f"{book_hash(book)}:{running_code()}".encode())
    for data in (*depends, *(path.read_bytes() for path in labels)):
        key.update(data)
    path = cache / kind / f"{book.name}-{key.hexdigest()[:12]}.npz"
    if path.is_file():
        with np.load(path, allow_pickle=False) as data:
            metas = json.loads(str(data["meta"]))
            return [(meta, {name: data[f"{name}{i}"] for name in meta.pop("_arrays")})
                    for i, meta in enumerate(metas)]
    items = compute()
    path.parent.mkdir(parents=True, exist_ok=True)
    metas = [{**meta, "_arrays": sorted(arrays)} for meta, arrays in items]
    flat = {f"{name}{i}": array for i, (_, arrays) in enumerate(items) for name, array in arrays.items()}
    np.savez(path, meta=np.array(json.dumps(metas)), **flat)  # type: ignore[arg-type]
    return items
