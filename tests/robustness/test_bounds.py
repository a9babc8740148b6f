"""A huge rule file ingests in bounded memory, and a failed ingest never leads to answers from another corpus."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rulesqa.errors import EXIT_INDEX

PEAK_LIMIT_KB = 1024 * 1024  # 1 GB
WORDS = "the player draws a card and then discards two cards from the hand when the deck is empty".split()


def _one_line_file(path: Path, size: int) -> None:
    rng = random.Random(7)
    parts: list[str] = []
    length = 0
    while length < size:
        word = rng.choice(WORDS)
        parts.append(word)
        length += len(word) + 1
    path.write_text(" ".join(parts) + "\n", encoding="utf-8")


def _peak_kb_of(command: list[str], cwd: Path) -> tuple[int, subprocess.CompletedProcess[str]]:
    """Run ``command`` in a child of a fresh Python, and return the child's peak resident memory (kB)."""
    probe = ("import json, resource, subprocess, sys\n"
             "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
             "print(json.dumps({'peak': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, "
             "'code': done.returncode, 'out': done.stdout, 'err': done.stderr}))\n")
    run = subprocess.run([sys.executable, "-c", probe, *command], cwd=cwd, capture_output=True, text=True,
                         check=True, env={**os.environ, "RULESQA_NO_SERVER": "1"})
    result = json.loads(run.stdout)
    return result["peak"], subprocess.CompletedProcess(command, result["code"], result["out"], result["err"])


@pytest.mark.model
@pytest.mark.slow
def test_a_20_mb_rule_file_of_one_line_ingests_in_under_1_gb(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    _one_line_file(corpus / "rules.md", 20_000_000)
    peak, done = _peak_kb_of([sys.executable, "-m", "rulesqa", "ingest", str(corpus), "--index",
                              str(tmp_path / "index"), "--json"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["chunks"] >= 1
    assert peak < PEAK_LIMIT_KB, f"peak resident memory {peak // 1024} MB"


def test_an_ask_on_an_index_whose_ingest_failed_stops_and_names_what_failed(tmp_path: Path) -> None:
    """`ask --index DIR` after `ingest BAD --index DIR` failed used to build DIR from ./corpus and answer from the
    bundled game."""
    (tmp_path / "corpus").mkdir()  # a ./corpus with rules in it, as the bundled one: not to be used in its place
    (tmp_path / "corpus" / "game.md").write_text("# Game\n\n## Draw\n\nDraw two cards.\n", encoding="utf-8")
    bad = tmp_path / "mybook"
    bad.mkdir()
    (bad / "rules.md").write_text("", encoding="utf-8")  # empty: nothing to ingest
    env = {**os.environ, "RULESQA_NO_SERVER": "1", "RULESQA_INDEX": ""}
    cli = [sys.executable, "-m", "rulesqa"]
    failed = subprocess.run([*cli, "ingest", "mybook", "--index", "idx"], cwd=tmp_path, capture_output=True,
                            text=True, env=env)
    assert failed.returncode != 0
    asked = subprocess.run([*cli, "ask", "--index", "idx", "How many cards do I draw?"], cwd=tmp_path,
                           capture_output=True, text=True, env=env)
    assert asked.returncode == EXIT_INDEX
    assert "Draw two cards" not in asked.stdout
    assert "mybook" in asked.stderr and "failed" in asked.stderr and "Traceback" not in asked.stderr
    # once the book is fixed and ingested, the note is gone and the book answers
    (bad / "rules.md").write_text("# My Book\n\n## Draw\n\nDraw three cards.\n", encoding="utf-8")
    subprocess.run([*cli, "ingest", "mybook", "--index", "idx", "--model", "fake"], cwd=tmp_path, check=True,
                   capture_output=True, env=env)
    assert not (tmp_path / "idx" / "FAILED").exists()
    answered = subprocess.run([*cli, "ask", "--index", "idx", "--json", "How many cards do I draw?"], cwd=tmp_path,
                              capture_output=True, text=True, env=env)
    assert "Draw three cards" in answered.stdout
