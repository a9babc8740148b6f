"""`rulesqa ingest` as a user runs it: summary, JSON, exit codes, and clear errors without tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.store import load_index
from tests.conftest import CORPUS, ROOT

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.stdout + result.stderr
    return result.exit_code, result.stdout, result.stderr


def test_ingest_prints_a_summary(tmp_path: Path) -> None:
    code, out, err = run("ingest", str(CORPUS), "--index", str(tmp_path / "i"), "--model", "fake")
    assert code == 0, err
    assert out.startswith(f"Ingested 3 documents into {tmp_path / 'i'}/ in ")
    assert "(model fake: 61 chunks embedded, 0 reused)" in out
    assert "card-game-rules   numbered  ru    23 chunks  card-game-rules.ru.txt" in out
    assert "61 chunks (en 38, ru 23)" in out
    assert "2 product blurbs" in out
    assert err == ""


def test_ingest_json_is_complete(tmp_path: Path) -> None:
    code, out, _ = run("ingest", str(CORPUS), "--index", str(tmp_path / "i"), "--model", "fake", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"index", "model", "documents", "sections", "chunks", "chunks_by_lang", "embedded",
                         "reused", "seconds", "not_rules", "warnings", "notes", "problems", "complete"}
    assert data["chunks_by_lang"] == {"en": 38, "ru": 23}
    assert data["notes"] == []  # the glossary covers every bundled document
    assert data["complete"] is True
    blurbs = [n for n in data["not_rules"] if n["role"] == "blurb"]
    assert [b["doc"] for b in blurbs] == ["h3-deck-building", "h3-ai-rules"]


def test_a_rulebook_the_glossary_does_not_cover_gets_a_note(tmp_path: Path, corpus_copy: Path) -> None:
    rulebook = ROOT / "eval" / "rulebooks" / "harbor-traders" / "corpus" / "harbor-traders.md"
    code, _, err = run("ingest", str(rulebook), "--index", str(tmp_path / "alone"), "--model", "fake")
    assert code == 0 and "note: no glossary.tsv in the corpus" in err
    (corpus_copy / "storms.md").write_text("# Storms\n\nA storm moves every ship at sea one space toward port.\n",
                                           encoding="utf-8")
    code, out, err = run("ingest", str(corpus_copy), "--index", str(tmp_path / "beside"), "--model", "fake", "--json")
    assert code == 0
    assert json.loads(out)["notes"] == ["storms: no term of glossary.tsv occurs in it; a question in the other "
                                        "language reaches it only through everyday rulebook words (win, turn, deck, "
                                        "coins, …) and the model's sense of single words; list the game's terms in "
                                        "glossary.tsv (English, a tab, Russian) to make it reliable"]


def test_index_comes_from_the_environment_when_no_flag(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESQA_INDEX", str(tmp_path / "from-env"))
    code, _, _ = run("ingest", str(CORPUS), "--model", "fake")
    assert code == 0
    assert len(load_index(tmp_path / "from-env").chunks) == 61


def test_bad_files_are_named_and_the_rest_is_ingested(corpus_copy: Path, tmp_path: Path) -> None:
    (corpus_copy / "scan.txt").write_bytes(b"%PDF-1.5 binary")
    (corpus_copy / "old-rules.txt").write_bytes("100. Раздел\n100.1. Один.\n100.2. Два.\n100.3. Три.\n".encode("cp1251"))
    code, out, err = run("ingest", str(corpus_copy), "--index", str(tmp_path / "i"), "--model", "fake")
    assert code == 4
    assert "scan.txt: cannot be read as a PDF" in err and "(this document was not ingested)" in err
    assert "old-rules.txt: not valid UTF-8; read 4 line(s) as cp1251" in err
    assert "Ingested 4 documents" in out
    assert {c.doc for c in load_index(tmp_path / "i").chunks} == {
        "h3-deck-building", "h3-ai-rules", "card-game-rules", "old-rules"}


def test_nothing_to_ingest_fails_and_keeps_the_old_index(tmp_path: Path) -> None:
    index = tmp_path / "i"
    assert run("ingest", str(CORPUS), "--index", str(index), "--model", "fake")[0] == 0
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "empty.txt").write_text("")
    code, _, err = run("ingest", str(bad), "--index", str(index), "--model", "fake")
    assert code == 1
    assert "nothing could be ingested" in err and "empty.txt: the file is empty" in err
    assert len(load_index(index).chunks) == 61


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["ingest", "no/such/folder"], 1, "no/such/folder: no such file or folder"),
        (["ingest", str(CORPUS), "--model", "gpt-9"], 2, "unknown model 'gpt-9'; use one of: use-m3, e5-small, minilm"),
        (["ingest", str(CORPUS), "--model", "st:/no/such/model"], 1, "cannot load sentence-transformers model"),
        (["ingest", str(ROOT / "tests" / "conftest.py"), "--model", "fake"], 1, "has no structure rulesqa recognises"),
    ],
)
def test_user_errors_are_one_clear_line(tmp_path: Path, args: list[str], code: int, message: str) -> None:
    got, _, err = run(*args, "--index", str(tmp_path / "i"))
    assert got == code
    assert message in err
    assert err.startswith("error: ")


def test_an_index_path_that_is_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    code, _, err = run("ingest", str(CORPUS), "--index", str(tmp_path / "file"), "--model", "fake")
    assert code == 1 and "choose another" in err


def test_the_module_and_the_console_script_run(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "rulesqa", "--help"], capture_output=True, text=True, cwd=ROOT,
                            check=False)
    assert result.returncode == 0 and "ingest" in result.stdout
    version = subprocess.run([sys.executable, "-m", "rulesqa", "--version"], capture_output=True, text=True,
                             check=False)
    packaged = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert version.stdout.strip() == f"rulesqa {packaged}"  # one version: the package's and the code's
