"""A corpus folder's documents stay inside it (issue 38, case 3): `file = "/etc/passwd"` in corpus.toml, a `..`
path or a symlink out of the folder once ingested the file, and `show` printed it. Each is now refused by name,
with what to do, while the rest of the corpus ingests; a FIFO is refused instead of read (a read would wait
forever)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesqa.corpus.loader import load_corpus

RULE = "# Secret rules\n\nThe secret is 42.\n"
OWN = "# Own rules\n\nEach player draws two cards.\n"


def _corpus(tmp_path: Path, file: str) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "own.md").write_text(OWN, encoding="utf-8")
    (corpus / "corpus.toml").write_text(
        f'[[document]]\nid = "own"\nfile = "own.md"\n\n[[document]]\nid = "other"\nfile = "{file}"\n',
        encoding="utf-8")
    return corpus


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    secret = tmp_path / "elsewhere" / "secret.md"
    secret.parent.mkdir()
    secret.write_text(RULE, encoding="utf-8")
    return secret


def _refused(corpus: Path, name: str) -> str:
    loaded = load_corpus(corpus)
    assert [d.id for d in loaded.documents] == ["own"]  # the rest of the corpus still ingests
    assert not any("42" in s.text for d in loaded.documents for s in d.parsed.sections)
    problems = [str(p) for p in loaded.problems]
    assert len(problems) == 1 and name in problems[0], problems
    return problems[0]


def test_an_absolute_path_is_refused(tmp_path: Path, outside: Path) -> None:
    message = _refused(_corpus(tmp_path, str(outside)), "secret.md")
    assert "outside the corpus folder" in message and "copy the rule text" in message


def test_a_path_up_and_out_is_refused(tmp_path: Path, outside: Path) -> None:
    _refused(_corpus(tmp_path, "../elsewhere/secret.md"), "secret.md")


def test_a_listed_symlink_out_of_the_folder_is_refused(tmp_path: Path, outside: Path) -> None:
    corpus = _corpus(tmp_path, "linked.md")
    (corpus / "linked.md").symlink_to(outside)
    _refused(corpus, "linked.md")


def test_an_unlisted_symlink_out_of_the_folder_is_refused(tmp_path: Path, outside: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "own.md").write_text(OWN, encoding="utf-8")
    (corpus / "zz-linked.md").symlink_to(outside)
    _refused(corpus, "zz-linked.md")


def test_a_symlink_inside_the_folder_is_read(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path, "texts/alias.md")
    (corpus / "texts").mkdir()
    (corpus / "texts" / "real.md").write_text(RULE, encoding="utf-8")
    (corpus / "texts" / "alias.md").symlink_to(corpus / "texts" / "real.md")
    loaded = load_corpus(corpus)
    assert sorted(d.id for d in loaded.documents) == ["other", "own"]


def test_a_fifo_is_refused_not_read(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path, "pipe.md")
    os.mkfifo(corpus / "pipe.md")
    message = _refused(corpus, "pipe.md")
    assert "not a regular file" in message
