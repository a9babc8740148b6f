"""A bug is reported in one line with its own exit code, never as a traceback."""

from __future__ import annotations

import sys

import pytest

import rulesqa.api
from rulesqa.cli import main
from rulesqa.errors import EXIT_INTERNAL


def _broken_open_index(*args: object, **kwargs: object) -> None:
    raise ZeroDivisionError("division by zero")


def test_an_unexpected_exception_is_one_line_and_exit_70(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(rulesqa.api, "open_index", _broken_open_index)
    monkeypatch.setattr(sys, "argv", ["rulesqa", "ask", "Can AI units defend?", "--index", "nowhere"])
    monkeypatch.delenv("RULESQA_DEBUG", raising=False)
    with pytest.raises(SystemExit) as exit_:
        main()
    assert exit_.value.code == EXIT_INTERNAL
    err = capsys.readouterr().err
    assert "internal error (ZeroDivisionError: division by zero)" in err and "Traceback" not in err


def test_debug_mode_shows_the_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rulesqa.api, "open_index", _broken_open_index)
    monkeypatch.setattr(sys, "argv", ["rulesqa", "ask", "Can AI units defend?", "--index", "nowhere"])
    monkeypatch.setenv("RULESQA_DEBUG", "1")
    with pytest.raises(ZeroDivisionError):
        main()
