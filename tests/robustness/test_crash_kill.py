"""An ingest killed with SIGKILL at 20 points of its save leaves a loadable index that gives the same answers:
the old one, or the new one complete."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
from pathlib import Path

from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.search.searcher import Searcher
from rulesqa.store import load_index
from tests.conftest import ROOT

KILL_POINTS = 20


def run_killed(corpus: Path, index: Path, target: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tests.helpers.kill_during_ingest", str(corpus), str(index), str(target)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )


QUESTIONS = ["What happens when my deck is empty?", "Сколько свитков заклинаний можно иметь?", "правило 208.4",
             "Who does the AI heal?"]


def snapshot(index: Path) -> tuple[str, list[tuple[str, str]], list[list[str]]]:
    """The index's documents and chunks, and the answers it gives (ids of the results)."""
    stored = load_index(index)
    searcher = Searcher(stored, FakeEmbedder())
    answers = [[h.chunk.id for h in searcher.search(q).hits] for q in QUESTIONS]
    return (json.dumps(stored.manifest["documents"], sort_keys=True), [(c.id, c.text) for c in stored.chunks],
            answers)


def test_sigkill_at_any_point_of_a_save_never_leaves_a_half_index(tmp_path: Path, corpus_copy: Path) -> None:
    original = tmp_path / "original"
    ingest(corpus_copy, original, embedder=FakeEmbedder())
    old = snapshot(original)
    old_pointer = (original / "CURRENT").read_bytes()

    rules = corpus_copy / "card-game-rules.ru.txt"
    rules.write_text(rules.read_text(encoding="utf-8") + "\n301.3. Новое правило для этой проверки.\n",
                     encoding="utf-8")
    shutil.copytree(original, tmp_path / "dry-run")
    counted = run_killed(corpus_copy, tmp_path / "dry-run", 0)
    assert counted.returncode == 0, counted.stderr
    total = int(counted.stdout.split()[-1])
    new = snapshot(tmp_path / "dry-run")
    assert new != old

    outcomes = []
    for n in range(KILL_POINTS):
        target = 1 + n * (total - 1) // (KILL_POINTS - 1)
        index = tmp_path / f"run-{n}"
        shutil.copytree(original, index)
        result = run_killed(corpus_copy, index, target)
        assert result.returncode in (-signal.SIGKILL, 0), result.stderr
        state = snapshot(index)
        assert state in (old, new), f"killed at call {target}: a mixed index"
        if state == old:
            assert (index / "CURRENT").read_bytes() == old_pointer
        outcomes.append("old" if state == old else "new")
        # the next ingest after a crash works and clears what the crash left
        ingest(corpus_copy, index, embedder=FakeEmbedder())
        assert snapshot(index) == new
        assert not [p for p in index.iterdir() if p.name.startswith(".tmp-")]
    assert outcomes.count("old") >= KILL_POINTS // 2, outcomes  # most kill points fall inside the write
    assert "new" in outcomes, outcomes  # and the last ones after the switch
