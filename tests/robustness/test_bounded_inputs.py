"""Inputs are read with bounds and strict types (issue 38, case 10).

Each of these once failed: corpus.toml or a scenario nested a thousand deep ended in a RecursionError (exit 70);
``CURRENT`` made a FIFO hung every `ask`; ``id = "g\\n"`` passed validation and put a line break into citations;
``legal = "maybe"`` was accepted in a scenario.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.errors import EXIT_INDEX
from rulesqa.ingest import ingest
from rulesqa.store import layout

DEEP = 2000


def _no_traceback(output: str) -> None:
    assert "Traceback" not in output and "RecursionError" not in output


def _ingest(tmp_path: Path, manifest: str, **files: str) -> Any:
    """`rulesqa ingest` of a corpus folder of these rule files (name: text) and this corpus.toml."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for name, text in files.items():
        (corpus / f"{name}.md").write_text(text, encoding="utf-8")
    (corpus / "corpus.toml").write_text(manifest, encoding="utf-8")
    return CliRunner().invoke(app, ["ingest", str(corpus), "--index", str(tmp_path / "index"), "--model", "fake"])


def test_deeply_nested_corpus_toml_is_refused_with_a_message(tmp_path: Path) -> None:
    result = _ingest(tmp_path, "x = " + "[" * DEEP + "]" * DEEP + "\n", rules="# Rules\n\nDraw two cards.\n")
    assert result.exit_code not in (0, 70), result.output
    assert "levels deep" in result.output and "corpus.toml" in result.output
    _no_traceback(result.output)


def test_nesting_within_the_recursion_limit_is_still_bounded(tmp_path: Path) -> None:
    result = _ingest(tmp_path, "x = " + "[" * 100 + "]" * 100 + "\n", rules="# Rules\n\nDraw two cards.\n")
    assert result.exit_code not in (0, 70) and "levels deep" in result.output, result.output


def test_deeply_nested_scenario_is_refused_with_a_message(tmp_path: Path) -> None:
    scenario = tmp_path / "deep.toml"
    scenario.write_text('title = "deep"\nx = ' + "{a = " * DEEP + "1" + "}" * DEEP + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["simulate", str(scenario)])
    assert result.exit_code not in (0, 70), result.output
    assert "levels deep" in result.output
    _no_traceback(result.output)


def test_a_scenario_that_is_a_fifo_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "scenario.toml"
    os.mkfifo(fifo)
    result = CliRunner().invoke(app, ["simulate", str(fifo)])
    assert result.exit_code not in (0, 70) and "not a regular file" in result.output, result.output


def test_current_as_a_fifo_is_a_damaged_index_not_a_hang(tmp_path: Path, corpus_copy: Path) -> None:
    index = tmp_path / "index"
    ingest(corpus_copy, index, model="fake")
    (index / layout.CURRENT).unlink()
    os.mkfifo(index / layout.CURRENT)
    done = subprocess.run([sys.executable, "-m", "rulesqa", "ask", "How many cards do I draw?", "--index", str(index)],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path,
                          env={**os.environ, "RULESQA_NO_SERVER": "1"})
    assert done.returncode == EXIT_INDEX, done.stdout + done.stderr
    assert "CURRENT" in done.stderr and "damaged" in done.stderr
    _no_traceback(done.stderr)


def test_a_document_id_with_a_line_break_is_refused(tmp_path: Path) -> None:
    result = _ingest(tmp_path, '[[document]]\nid = "g\\n"\nfile = "a.md"\n\n[[document]]\nid = "good"\nfile = "b.md"\n',
                     a="# Rules\n\nDraw two cards.\n", b="# Other rules\n\nDraw three cards.\n")
    index = tmp_path / "index"
    assert "needs an 'id'" in result.output and "'g\\n'" in result.output, result.output
    listed = CliRunner().invoke(app, ["show", "--index", str(index), "--json", "good"])
    assert "\\n" not in "".join(line for line in listed.output.splitlines() if '"id"' in line)


def test_a_scenario_flag_must_be_true_or_false(tmp_path: Path) -> None:
    scenario = tmp_path / "maybe.toml"
    scenario.write_text('title = "maybe"\ngame = "card-game"\n\n[players."Anna"]\nresources = 4\n\n'
                        '[[actions]]\ndo = "cast_spell"\nplayer = "Anna"\ncard = "Bolt"\ncost = 2\n'
                        'abilities = [{ text = "Deal 2 damage", legal = "maybe" }]\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["simulate", str(scenario)])
    assert result.exit_code not in (0, 70), result.output
    assert "legal = true" in result.output
    _no_traceback(result.output)
