"""Shared fixtures. Tests never touch the working tree's index/ or the network."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from rulesqa.corpus import load_corpus
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.store import StoredIndex, load_index

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "corpus"

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"
os.environ["RULESQA_NO_SERVER"] = "1"  # also for subprocesses started at collection time


@pytest.fixture(autouse=True)
def _isolated_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point the default index at a temporary folder for every test."""
    monkeypatch.setenv("RULESQA_INDEX", str(tmp_path / "default-index"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("RULESQA_NO_SERVER", "1")  # tests that want the query server turn it on themselves
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "run"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the per-user index (rulesqa/settings.py)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture(scope="session")
def bundled_corpus():  # type: ignore[no-untyped-def]
    return load_corpus(CORPUS)


@pytest.fixture(scope="session")
def bundled_index(tmp_path_factory: pytest.TempPathFactory) -> StoredIndex:
    """The bundled corpus ingested with the fake embedder (fast, deterministic)."""
    path = tmp_path_factory.mktemp("bundled") / "index"
    ingest(CORPUS, path, embedder=FakeEmbedder())
    return load_index(path)


@pytest.fixture
def hand_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """Answers by the hand-written decisions alone (RULESQA_LEARNED=0), for the tests of that layer: it answers an
    index built without the learned models, and it gives the learned ranker its features. How the learned layer
    does is measured on sets of questions (tests/test_learn.py, bench/), not pinned question by question."""
    monkeypatch.setenv("RULESQA_LEARNED", "0")


@pytest.fixture(scope="session")
def model_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled corpus ingested as a user would: USE-m3, with e5-small vectors and the shipped models."""
    path = tmp_path_factory.mktemp("model") / "index"
    ingest(CORPUS, path)
    return path


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    """A writable copy of the bundled corpus."""
    target = tmp_path / "corpus"
    shutil.copytree(CORPUS, target)
    return target
