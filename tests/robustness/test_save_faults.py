"""Every file operation of an index save can fail, or the disk can fill up: the index on disk is always the
whole old one or the whole new one, and nothing temporary is left behind."""

from __future__ import annotations

import errno
import json
import shutil
from pathlib import Path

import pytest

from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.store import load_index
from tests.robustness.faults import Faults, injected


def snapshot(index: Path) -> str:
    stored = load_index(index)
    return json.dumps([(c.id, c.text) for c in stored.chunks], ensure_ascii=False)


@pytest.fixture
def states(tmp_path: Path, corpus_copy: Path) -> tuple[Path, Path, str, str]:
    """An index of the old corpus, the edited corpus, and the snapshots of both."""
    old_index = tmp_path / "old"
    ingest(corpus_copy, old_index, embedder=FakeEmbedder())
    old = snapshot(old_index)
    rules = corpus_copy / "card-game-rules.ru.txt"
    rules.write_text(rules.read_text(encoding="utf-8") + "\n301.3. Новое правило.\n", encoding="utf-8")
    new_index = tmp_path / "new-reference"
    ingest(corpus_copy, new_index, embedder=FakeEmbedder())
    return old_index, corpus_copy, old, snapshot(new_index)


def leftovers(index: Path) -> list[str]:
    return [p.name for p in index.iterdir() if p.name.startswith(".tmp-") or p.name.endswith(".tmp") or
            ".tmp-" in p.name]


def count_operations(monkeypatch: pytest.MonkeyPatch, old_index: Path, corpus: Path, tmp_path: Path) -> int:
    probe = tmp_path / "probe"
    shutil.copytree(old_index, probe)
    with injected(monkeypatch, Faults()) as faults:
        ingest(corpus, probe, embedder=FakeEmbedder())
    return faults.count


@pytest.mark.parametrize("always", [False, True], ids=["fails-once", "fails-from-then-on"])
def test_a_failure_at_any_operation_leaves_the_old_or_the_new_index(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, states: tuple[Path, Path, str, str], always: bool) -> None:
    old_index, corpus, old, new = states
    total = count_operations(monkeypatch, old_index, corpus, tmp_path)
    assert total > 20
    seen = set()
    for n in range(1, total + 1):
        index = tmp_path / f"run-{n}"
        shutil.copytree(old_index, index)
        with injected(monkeypatch, Faults(fail_at=n, always=always)) as faults:
            try:
                ingest(corpus, index, embedder=FakeEmbedder())
            except OSError:
                assert faults.failed
        state = snapshot(index)
        assert state in (old, new), f"operation {n}: a mixed index"
        assert not leftovers(index), f"operation {n}: {leftovers(index)}"
        seen.add("old" if state == old else "new")
        shutil.rmtree(index)
    assert seen == {"old", "new"}


@pytest.mark.parametrize("space", [0, 100, 2_000, 20_000, 60_000, 120_000, 180_000, 240_000])
def test_a_full_disk_keeps_the_old_index_and_cleans_up(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, states: tuple[Path, Path, str, str], space: int) -> None:
    old_index, corpus, old, new = states
    index = tmp_path / "full"
    shutil.copytree(old_index, index)
    with injected(monkeypatch, Faults(space=space)) as faults:
        try:
            ingest(corpus, index, embedder=FakeEmbedder())
        except OSError as exc:
            assert exc.errno == errno.ENOSPC and faults.failed
    assert snapshot(index) in (old, new)
    if faults.failed:
        assert snapshot(index) == old
    assert not leftovers(index)


def test_the_cli_reports_a_full_disk_in_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                 states: tuple[Path, Path, str, str]) -> None:
    from typer.testing import CliRunner

    from rulesqa.cli import app

    old_index, corpus, old, _ = states
    with injected(monkeypatch, Faults(space=1000)):
        result = CliRunner().invoke(app, ["ingest", str(corpus), "--index", str(old_index), "--model", "fake"])
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ") and "No space left on device" in result.stderr
    assert "Traceback" not in result.stderr
    assert snapshot(old_index) == old
