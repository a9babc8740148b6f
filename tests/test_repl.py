"""`rulesqa repl`: many questions in one process, with the same output as `ask`, `show` and `verify`."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.store import StoredIndex

runner = CliRunner()


@pytest.fixture
def session(bundled_index: StoredIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))

    def run(*lines: str) -> tuple[int, str, str]:
        result = runner.invoke(app, ["repl", "--index", str(bundled_index.path)], input="\n".join(lines) + "\n")
        return result.exit_code, result.stdout, result.stderr

    return run


def test_questions_show_and_verify_in_one_session(session) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = session("rule 208.3", ":show 211.4", ":verify You can hold three spell scrolls", ":quit")
    assert code == 0
    assert "208.3. Для использования способностей героя" in out  # the answer quotes the rule
    assert "card-game-rules/211.4" in out and "211.4. Карту поддержки нельзя атаковать" in out
    assert "CONTRADICTED" in out or "NOT-FOUND" in out  # a verdict, whatever the fake embedder ranks


def test_commands_are_checked_and_the_session_goes_on(session) -> None:  # type: ignore[no-untyped-def]
    code, out, err = session(":k two", ":bogus", ":show 999.9", ":k 2", "rule 209.1")
    assert code == 0  # end of input ends the session
    assert "usage: :k N" in err
    assert "unknown command :bogus" in err
    assert "No single rule '999.9'" in out
    assert "showing 2 sections" in out and "209.1. Существа" in out


def test_the_history_file_is_where_the_readme_says(session, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session("rule 208.3")  # (readline records lines typed at a terminal; here it only writes the file)
    assert (tmp_path / "state" / "rulesqa" / "repl_history").is_file()
