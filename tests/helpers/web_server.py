"""Starting and stopping ``rulesqa web`` as a person does, for the tests that talk to it over 127.0.0.1."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_server(index: Path, *args: str) -> tuple[subprocess.Popen[str], str]:
    """``rulesqa web --port 0`` in a process of its own, and its URL once it serves (the caller stops it)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "RULESQA_NO_SERVER": "1"}
    process = subprocess.Popen([sys.executable, "-m", "rulesqa", "web", "--index", str(index), "--port", "0", *args],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(r"http://127\.0\.0\.1:\d+/", line)
    if not found:
        stop_server(process)
        raise AssertionError(f"rulesqa web did not start: {line}{process.stderr.read() if process.stderr else ''}")
    return process, found.group(0)


def stop_server(process: subprocess.Popen[str]) -> int:
    """Ctrl-C, as a person stops it; killed if it has not stopped in 20 s. Its exit code."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            stream.close()
    return process.returncode
