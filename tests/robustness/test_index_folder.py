"""The index folder is rulesqa's own (issue 38, case 2): ingest writes only into a new or empty folder, or one
that is already an index, and removes only the builds it wrote itself. `rulesqa ingest corpus --index ./proj` on a
folder of other files once deleted `build-0-release/app.bin`, `.tmp-drafts/` and `.tmp-session`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.errors import EXIT_USAGE, NotAnIndexFolder
from rulesqa.ingest import ingest
from rulesqa.store import layout


def _project(folder: Path) -> dict[str, bytes]:
    """A folder of someone's work, with names close to the index's own."""
    files = {"build-0-release/app.bin": b"\x7fELF binary", ".tmp-drafts/notes.md": b"draft",
             ".tmp-session": b"session", "CURRENT.txt": b"mine"}
    for name, data in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return files


def _untouched(folder: Path, files: dict[str, bytes]) -> None:
    for name, data in files.items():
        assert (folder / name).read_bytes() == data, name


def test_ingest_refuses_a_folder_of_other_files_and_touches_nothing(tmp_path: Path, corpus_copy: Path) -> None:
    proj = tmp_path / "proj"
    files = _project(proj)
    before = sorted(p.relative_to(proj).as_posix() for p in proj.rglob("*"))
    result = CliRunner().invoke(app, ["ingest", str(corpus_copy), "--index", str(proj), "--model", "fake"])
    assert result.exit_code == EXIT_USAGE, result.output
    assert "is not a rulesqa index" in result.output and "--index" in result.output
    assert "Traceback" not in result.output
    _untouched(proj, files)
    assert sorted(p.relative_to(proj).as_posix() for p in proj.rglob("*")) == before  # not even a lock file


def test_a_failed_ingest_leaves_no_note_in_a_folder_of_other_files(tmp_path: Path) -> None:
    proj = tmp_path / "proj"
    files = _project(proj)
    empty = tmp_path / "empty-corpus"
    empty.mkdir()
    result = CliRunner().invoke(app, ["ingest", str(empty), "--index", str(proj), "--model", "fake"])
    assert result.exit_code != 0
    assert not (proj / layout.FAILED).exists()
    _untouched(proj, files)


def test_an_index_keeps_what_it_did_not_write(tmp_path: Path, corpus_copy: Path) -> None:
    index = tmp_path / "index"
    ingest(corpus_copy, index, model="fake")
    assert (index / layout.MARKER).is_file()
    stray = {"build-0-release/app.bin": b"bin", ".tmp-drafts/notes.md": b"draft", ".tmp-session": b"s"}
    for name, data in stray.items():
        (index / name).parent.mkdir(parents=True, exist_ok=True)
        (index / name).write_bytes(data)
    for _ in range(3):  # old builds are removed on the way: only those
        ingest(corpus_copy, index, model="fake")
    _untouched(index, stray)
    builds = [p.name for p in index.iterdir() if p.name.startswith(layout.BUILD_PREFIX) and p.name != "build-0-release"]
    assert len(builds) == 2  # the live one and the one before it
    assert json.loads((index / layout.CURRENT).read_text())["build"] in builds


def test_an_index_written_before_the_marker_is_still_one(tmp_path: Path, corpus_copy: Path) -> None:
    index = tmp_path / "index"
    ingest(corpus_copy, index, model="fake")
    (index / layout.MARKER).unlink()
    ingest(corpus_copy, index, model="fake")  # holds only an index's names: adopted, and marked
    assert (index / layout.MARKER).is_file()


def test_an_empty_folder_becomes_an_index(tmp_path: Path, corpus_copy: Path) -> None:
    index = tmp_path / "empty"
    index.mkdir()
    ingest(corpus_copy, index, model="fake")
    assert (index / layout.MARKER).is_file() and (index / layout.CURRENT).is_file()


def test_the_refusal_is_an_error_the_core_names(tmp_path: Path, corpus_copy: Path) -> None:
    proj = tmp_path / "proj"
    _project(proj)
    with pytest.raises(NotAnIndexFolder, match="proj"):
        ingest(corpus_copy, proj, model="fake")
