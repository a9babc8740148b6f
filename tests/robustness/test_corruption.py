"""A damaged index is detected at load, before numpy or FAISS read it, with a message that says what is wrong
and what to run; the command exits with code 3 and no traceback, and the process never crashes."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.store import StoredIndex
from rulesqa.store.files import sha256_file
from tests.conftest import ROOT

FIXTURES = ROOT / "tests" / "fixtures"
DAMAGES = ["deleted", "zeroed", "half", "empty", "bit-flip", "appended", "lfs-pointer"]
LFS_POINTER = b"version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 12345\n"


@pytest.fixture(scope="module")
def pristine(bundled_index: StoredIndex) -> Path:
    """The bundled corpus's index (conftest's); tests damage copies of it, never it."""
    return bundled_index.path


def live(index: Path) -> Path:
    return index / json.loads((index / "CURRENT").read_text())["build"]


def data_files(index: Path) -> list[str]:
    build = live(index)
    return sorted(p.relative_to(build).as_posix() for p in build.rglob("*") if p.is_file())


def damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "deleted":
        path.unlink()
    elif how == "zeroed":
        path.write_bytes(b"\x00" * len(data))
    elif how == "half":
        path.write_bytes(data[: len(data) // 2])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "bit-flip":
        middle = len(data) // 2
        path.write_bytes(data[:middle] + bytes([data[middle] ^ 0x10]) + data[middle + 1:])
    elif how == "appended":
        path.write_bytes(data + b"garbage")
    else:
        path.write_bytes(LFS_POINTER)


def ask(index: Path) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["ask", "What happens when my deck is empty?", "--index", str(index)])
    assert "Traceback" not in result.stdout + result.stderr
    return result.exit_code, result.stderr


def test_every_file_of_the_index_is_checked(pristine: Path) -> None:
    assert {"manifest.json", "chunks.jsonl", "vectors.npy", "glossary.tsv", "lexical/params.index.json",
            "lexical/vocab.index.json", "lexical/data.csc.index.npy", "lexical/indices.csc.index.npy",
            "lexical/indptr.csc.index.npy"} <= set(data_files(pristine))


@pytest.mark.parametrize("how", DAMAGES)
def test_each_damage_to_each_file_is_reported(pristine: Path, tmp_path: Path, how: str) -> None:
    for name in data_files(pristine):
        index = tmp_path / name.replace("/", "_")
        shutil.copytree(pristine, index)
        damage(live(index) / name, how)
        code, err = ask(index)
        assert code == 3, (name, how, err)
        assert err.startswith("error: ") and "rulesqa ingest" in err, (name, how, err)
        assert Path(name).name in err or "manifest.json" in err
        if how == "lfs-pointer":
            assert "Git LFS pointer" in err or "manifest.json" in err
        shutil.rmtree(index)


@pytest.mark.parametrize("how", ["deleted", "garbage", "other-build", "escape"])
def test_a_damaged_pointer_is_reported(pristine: Path, tmp_path: Path, how: str) -> None:
    index = tmp_path / "index"
    shutil.copytree(pristine, index)
    pointer = index / "CURRENT"
    if how == "deleted":
        pointer.unlink()
    elif how == "garbage":
        pointer.write_bytes(b"\x00\xff not json")
    elif how == "other-build":
        pointer.write_text(json.dumps({"build": "build-missing", "manifest_sha256": "0" * 64}))
    else:
        pointer.write_text(json.dumps({"build": "../../../etc", "manifest_sha256": "0" * 64}))
    code, err = ask(index)
    assert code == 3 and "rulesqa ingest" in err


@pytest.mark.parametrize(("fixture", "message"), [
    ("index-format-0", "was written in index format 0, and this rulesqa reads format 1"),
    ("index-format-99", "was written in index format 99, and this rulesqa reads format 1"),
])
def test_other_format_versions_are_refused_with_the_fix(tmp_path: Path, fixture: str, message: str) -> None:
    index = tmp_path / "index"
    shutil.copytree(FIXTURES / fixture, index)
    code, err = ask(index)
    assert code == 3 and message in err and "rulesqa ingest" in err


def rewrite_manifest(index: Path, change: dict) -> None:  # type: ignore[type-arg]
    build = live(index)
    manifest = json.loads((build / "manifest.json").read_text())
    manifest.update(change)
    (build / "manifest.json").write_text(json.dumps(manifest))
    (index / "CURRENT").write_text(json.dumps({"build": build.name,
                                               "manifest_sha256": sha256_file(build / "manifest.json")}))


def test_an_index_of_another_embedder_version_is_refused(pristine: Path, tmp_path: Path) -> None:
    index = tmp_path / "index"
    shutil.copytree(pristine, index)
    rewrite_manifest(index, {"embedder": {"id": "fake", "version": "0", "dim": 256}})
    code, err = ask(index)
    assert code == 3 and "was built with fake 0" in err and "rulesqa ingest" in err


def test_an_index_of_an_embedder_that_is_not_installed_is_explained(pristine: Path, tmp_path: Path) -> None:
    index = tmp_path / "index"
    shutil.copytree(pristine, index)
    rewrite_manifest(index, {"embedder": {"id": "st:/nowhere/model", "version": "1", "dim": 256}})
    code, err = ask(index)
    assert code == 1 and "cannot load sentence-transformers model '/nowhere/model'" in err


def test_a_damaged_index_never_crashes_the_process(pristine: Path, tmp_path: Path) -> None:
    """numpy and FAISS never see damaged bytes: the real process exits cleanly with code 3."""
    index = tmp_path / "index"
    shutil.copytree(pristine, index)
    vectors = live(index) / "vectors.npy"
    data = bytearray(vectors.read_bytes())
    data[10:60] = b"\xff" * 50  # a broken npy header
    vectors.write_bytes(bytes(data))
    result = subprocess.run([sys.executable, "-m", "rulesqa", "ask", "deck", "--index", str(index)],
                            capture_output=True, text=True, cwd=ROOT, check=False)
    assert result.returncode == 3 and "vectors.npy" in result.stderr and "Traceback" not in result.stderr
