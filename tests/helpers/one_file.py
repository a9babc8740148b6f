"""A corpus folder holding one rule file, for the tests of a reader (PDF, web page, Word)."""

from __future__ import annotations

from pathlib import Path

from rulesqa.corpus.loader import Corpus, load_corpus


def corpus_folder(tmp_path: Path, name: str, content: str | bytes) -> Path:
    folder = tmp_path / "corpus"
    folder.mkdir(exist_ok=True)
    if isinstance(content, bytes):
        (folder / name).write_bytes(content)
    else:
        (folder / name).write_text(content, encoding="utf-8")
    return folder


def corpus_of(tmp_path: Path, name: str, content: str | bytes) -> Corpus:
    """The corpus of a folder holding only ``name``, with ``content``."""
    return load_corpus(corpus_folder(tmp_path, name, content))
