"""The query server's folder is private, and `server start` / `stop` tell the truth (issue 38, cases 1 and 8).

Reproduced on 0.30.1: another local user made the socket folder (its name is easy to compute) mode 777 and bound
the socket, and the victim's `ask` printed the forged answer and sent the question; a planted `<key>.log` symlink
made the server create a file outside the folder; after `kill -9` the stale socket stopped the server from ever
starting again; `server start` printed "starting (or running)" and started nothing; `server stop` said "stopped"
while the server lived on.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

import rulesqa.client as client
import rulesqa.server as server
from rulesqa.cli import app
from rulesqa.ingest import ingest


@pytest.fixture
def index(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "rules.md").write_text("# Game\n\n## Hand\n\nEach player holds 7 cards.\n", encoding="utf-8")
    ingest(corpus, tmp_path / "index", model="fake")
    return tmp_path / "index"


@pytest.fixture
def with_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RULESQA_NO_SERVER", raising=False)


def test_a_folder_open_to_others_is_refused(index: Path, with_server: None) -> None:
    folder = client.server_folder()
    folder.mkdir(parents=True, mode=0o700)
    folder.chmod(0o777)
    problem = server.start_in_background(index)
    assert problem is not None and "open to other users" in problem
    assert list(folder.iterdir()) == []  # nothing started, nothing written
    assert client.try_ask(client.parse_ask(["What?", "--index", str(index)])) is None  # answered in-process


def test_a_folder_of_another_user_is_refused(index: Path, with_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = client.server_folder()
    folder.mkdir(parents=True, mode=0o700)
    uid = os.getuid()
    monkeypatch.setattr(client, "server_folder", lambda: folder)
    monkeypatch.setattr(client.os, "getuid", lambda: uid + 1)  # the folder is now someone else's
    problem = server.start_in_background(index)
    assert problem is not None and "belongs to another user" in problem


def test_a_folder_that_is_a_link_is_refused(index: Path, tmp_path: Path, with_server: None) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    folder = client.server_folder()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.symlink_to(elsewhere)
    problem = server.start_in_background(index)
    assert problem is not None and "not a folder" in problem


def test_a_planted_log_link_is_not_followed(index: Path, tmp_path: Path, with_server: None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[object] = []
    monkeypatch.setattr(server.subprocess, "Popen", lambda *a, **k: started.append(a))
    client.private_folder()
    target = tmp_path / "outside.txt"
    client.socket_path(index).with_suffix(".log").symlink_to(target)
    problem = server.start_in_background(index)
    assert problem is not None and not target.exists() and started == []


def test_a_question_is_never_sent_to_another_users_socket(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.sock"
    received: list[bytes] = []
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(1)

    def serve_once() -> None:
        connection, _ = listener.accept()
        with connection:
            connection.settimeout(2)
            try:
                received.append(connection.recv(1 << 16))
                connection.sendall(b'{"exit": 0, "stdout": "forged"}\n')
            except OSError:
                pass

    thread = threading.Thread(target=serve_once)
    thread.start()
    uid = os.getuid()
    monkeypatch.setattr(client.os, "getuid", lambda: uid + 1)  # the listener is now another user's
    assert client.request(path, {"cmd": "ask", "options": {"question": "secret"}}) is None
    thread.join(5)
    listener.close()
    assert b"secret" not in b"".join(received)


def test_a_stale_socket_is_replaced(index: Path, with_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[object] = []
    monkeypatch.setattr(server.subprocess, "Popen", lambda *a, **k: started.append(a))
    client.private_folder()
    path = client.socket_path(index)
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(str(path))  # a server killed with -9 leaves its socket behind, and no lock held
    dead.close()
    assert server.start_in_background(index) is None
    assert not path.exists() and len(started) == 1


HOLDER = """
import fcntl, os, sys, time
handle = open(sys.argv[1], "a+b")
fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
handle.truncate(0); handle.write(f"{os.getpid()}\\n".encode()); handle.flush()
print("held", flush=True)
time.sleep(120)
"""


def test_stop_stops_a_server_whose_socket_was_deleted(index: Path, with_server: None) -> None:
    client.private_folder()
    lock = client.socket_path(index).with_suffix(".lock")
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(lock)], stdout=subprocess.PIPE, text=True) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
            assert server.running(index) and server.server_pid(index) == holder.pid
            result = CliRunner().invoke(app, ["server", "stop", "--index", str(index)])
            assert result.exit_code == 0 and "stopped" in result.stdout
            assert holder.wait(10) is not None  # it really ended
        finally:
            holder.kill()


def test_start_and_stop_say_what_happened(index: Path, with_server: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESQA_SERVER_IDLE", "60")
    runner = CliRunner()
    try:
        started = runner.invoke(app, ["server", "start", "--index", str(index)])
        assert started.exit_code == 0 and "running (pid" in started.stdout, started.output
        pid = server.server_pid(index)
        assert pid is not None
        os.kill(pid, 0)  # alive
        again = runner.invoke(app, ["server", "start", "--index", str(index)])
        assert "already running" in again.stdout
    finally:
        stopped = runner.invoke(app, ["server", "stop", "--index", str(index)])
    assert stopped.exit_code == 0 and "stopped" in stopped.stdout
    assert not server.running(index) and not client.socket_path(index).exists()
    assert index.resolve() not in server._STARTED  # the child this process started was reaped, no zombie left


def test_a_busy_server_does_not_keep_a_quick_ask_waiting(index: Path, with_server: None) -> None:
    """Behind one slow request the server once made a quick `ask` wait 15.7 s: a server that does not take a
    request up at once is busy, and the question is answered in-process."""
    import time

    _folder, problem = client.private_folder()
    assert problem is None
    path = client.socket_path(index)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(4)
    held: list[socket.socket] = []

    def busy() -> None:  # accepts, reads the question, and is still working on another one
        connection, _ = listener.accept()
        connection.recv(1 << 16)
        held.append(connection)

    thread = threading.Thread(target=busy, daemon=True)
    thread.start()
    try:
        started = time.monotonic()
        assert client.try_ask(client.parse_ask(["How many cards?", "--index", str(index)])) is None
        assert time.monotonic() - started < client.TIMEOUT_SECONDS / 4
    finally:
        thread.join(timeout=5)
        for connection in held:
            connection.close()
        listener.close()
        path.unlink(missing_ok=True)


@pytest.mark.parametrize("no_color", [False, True])
def test_the_server_honours_the_clients_no_color(index: Path, no_color: bool,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR=1 was ignored when the server answered (it forced colour on a terminal): the client's environment
    travels with the question."""
    monkeypatch.chdir(index.parent)  # the server works in the client's folder; put this test's back afterwards
    warm = server.Warm(index.resolve())
    options = client.parse_ask(["How many cards does each player hold?", "--index", str(index.resolve())])
    assert options is not None
    reply = server.handle(warm, {"protocol": client.PROTOCOL, "cmd": "ask", "options": options,
                                 "cwd": str(index.parent), "tty": True, "width": 80, "no_color": no_color})
    assert reply["exit"] == 0, reply
    assert ("\x1b[" in reply["stdout"]) is not no_color


@pytest.mark.parametrize(("color", "tty", "no_color", "coloured"), [
    ("always", False, True, True),   # a flag wins over NO_COLOR, and colours a pipe
    ("never", True, False, False),   # no escape sequence on a terminal either
    ("auto", False, False, False),
])
def test_the_server_colours_as_the_clients_color_flag_says(index: Path, color: str, tty: bool, no_color: bool,
                                                           coloured: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(index.parent)
    warm = server.Warm(index.resolve())
    options = client.parse_ask(["How many cards does each player hold?", "--index", str(index.resolve())], color)
    assert options is not None and options["color"] == color
    reply = server.handle(warm, {"protocol": client.PROTOCOL, "cmd": "ask", "options": options,
                                 "cwd": str(index.parent), "tty": tty, "width": 80, "no_color": no_color})
    assert ("\x1b[" in reply["stdout"]) is coloured
