"""No network and no code execution from data: the suite runs with network sockets blocked, models load
without remote code, and nothing is ever unpickled."""

from __future__ import annotations

import re
import socket
from pathlib import Path

import pytest

from tests.conftest import ROOT

SOURCES = sorted((ROOT / "rulesqa").rglob("*.py"))


def test_network_sockets_are_blocked_in_the_test_suite() -> None:
    with pytest.raises(Exception, match=r"(?i)socket"):
        socket.socket(socket.AF_INET, socket.SOCK_STREAM).connect(("127.0.0.1", 9))


def test_unix_sockets_stay_allowed_for_the_query_server(tmp_path: Path) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "s.sock"))


def test_nothing_unpickles_and_no_code_runs_from_data() -> None:
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        assert "import pickle" not in text and "allow_pickle=True" not in text, path
        assert not re.search(r"\b(eval|exec)\(", text), path
        for call in re.findall(r"np\.load\(.*", text):
            assert "allow_pickle=False" in call, (path, call)
        for call in re.findall(r"BM25\.load\(.*", text):
            assert "allow_pickle=False" in call, (path, call)


def test_models_never_load_with_remote_code() -> None:
    text = (ROOT / "rulesqa" / "embed" / "sentence_transformers.py").read_text(encoding="utf-8")
    assert "trust_remote_code=False" in text and "trust_remote_code=True" not in text
