"""Habits people bring from other command-line tools (issue 39): `-h` is help everywhere, and `-` reads the
question or claim from standard input (`echo "…" | rulesqa ask -`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import rulesqa.cli.common as common
from rulesqa.cli import app
from rulesqa.errors import EXIT_USAGE
from rulesqa.ingest import ingest


@pytest.fixture
def index(tmp_path: Path, corpus_copy: Path) -> Path:
    ingest(corpus_copy, tmp_path / "index", model="fake")
    return tmp_path / "index"


@pytest.mark.parametrize("command", [[], ["ask"], ["verify"], ["server", "start"], ["example", "search"]])
def test_dash_h_is_help(command: list[str]) -> None:
    result = CliRunner().invoke(app, [*command, "-h"])
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output and "--help" in result.output


@pytest.mark.parametrize(("command", "text"), [("ask", "What happens when my deck is empty and I must draw?"),
                                               ("verify", "You may hold three Scrolls.")])
def test_a_dash_reads_the_question_or_claim_from_stdin(index: Path, command: str, text: str) -> None:
    given = CliRunner().invoke(app, [command, text, "--index", str(index), "--json"])
    piped = CliRunner().invoke(app, [command, "-", "--index", str(index), "--json"], input=f"{text}\n")
    assert piped.exit_code == given.exit_code, piped.output
    assert json.loads(piped.stdout) == json.loads(given.stdout)


def test_too_much_on_stdin_is_refused_by_name(index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(common, "MAX_STDIN_CHARS", 100)
    result = CliRunner().invoke(app, ["ask", "-", "--index", str(index)], input="why " * 100)
    assert result.exit_code == EXIT_USAGE
    assert "question piped in is longer than 100 characters" in result.output


def test_help_is_plain_text_that_keeps_brackets_and_hides_flag_types() -> None:
    """Help printed "gold: " (the brackets were read as markup) and "<bool>" after every flag."""
    result = CliRunner().invoke(app, ["eval", "-h"])
    assert "gold: [substrings]" in result.output
    assert "<bool>" not in result.output and "--json" in result.output


def test_shell_completion_completes_the_commands() -> None:
    """`rulesqa --install-completion` (documented) installs what this answers: the commands that start so."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "_RULESQA_COMPLETE": "complete_bash", "COMP_WORDS": "rulesqa to", "COMP_CWORD": "1"}
    script = Path(sys.executable).with_name("rulesqa")  # the installed command: completion is keyed to its name
    done = subprocess.run([str(script)], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0 and done.stdout.split() == ["toc"], done.stdout + done.stderr
