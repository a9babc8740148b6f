"""``rulesqa web`` in a child process, started and stopped as a person does: for the tests and the load bench that
talk to it over the network, and for any program that wants a rulesqa page beside it."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

_URL = re.compile(r"http://[\w.:\[\]-]+:\d+/")
STOP_SECONDS = 20


class WebNotStarted(RuntimeError):
    """``rulesqa web`` ended, or printed something else, before it said where it serves."""


def start(index: Path, *args: str, cwd: Path | None = None) -> tuple[subprocess.Popen[str], str]:
    """``rulesqa web --index INDEX --port 0 ARGS…`` in a process of its own, and its URL once it serves (the caller
    stops it with :func:`stop`). It runs this Python with this rulesqa (``cwd`` on its path) and starts no query
    server of its own."""
    package_root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(cwd or package_root), "RULESQA_NO_SERVER": "1"}
    process = subprocess.Popen([sys.executable, "-m", "rulesqa", "web", "--index", str(index), "--port", "0", *args],
                               cwd=cwd or package_root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    found = _URL.search(line)
    if not found:
        _halt(process)
        said = process.stderr.read() if process.stderr is not None else ""
        stop(process)
        raise WebNotStarted(f"rulesqa web did not start: {line}{said}")
    return process, found.group(0)


def stop(process: subprocess.Popen[str]) -> int:
    """Ctrl-C, as a person stops it; killed if it has not stopped in :data:`STOP_SECONDS`. Its exit code."""
    _halt(process)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            stream.close()
    return process.returncode


def _halt(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
