"""A small local query server, so that a fresh ``rulesqa ask`` answers in tens of milliseconds.

Starting Python, numpy, the CLI framework and the embedder costs most of a
second; the work of one question takes milliseconds. After an ``ask`` that ran
in-process, ``rulesqa`` starts this server in the background for its index.
Later ``ask`` runs (:mod:`rulesqa.client`) send their question over a Unix
socket and print the answer the server rendered.

- Only a Unix socket, in a folder only the user can read (``$XDG_RUNTIME_DIR``
  or the temp folder, ``rulesqa-<uid>/``); never a network port.
- One server per index, Python, rulesqa version and source stamp (all four name the socket);
  a lock file stops a second one from starting.
- Requests are answered one at a time; others wait in the listen queue.
- Before each answer it checks that the index is still the live build and the
  corpus unchanged (reloading or rebuilding if not), as ``ask`` does.
- It exits after ``RULESQA_SERVER_IDLE`` seconds without a request (default 900).
- ``RULESQA_NO_SERVER=1`` keeps ``ask`` in-process and never starts it.
"""

from __future__ import annotations

import fcntl
import io
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from rulesqa.client import PROTOCOL, TAKEN, disabled, private_folder, request, same_user, socket_path

DEFAULT_IDLE_SECONDS = 900
MAX_REQUEST_BYTES = 1 << 20


# the servers this process started: it outlives them, and is not waited for (kept here so that no handle of a
# running child is dropped while this process runs)
# the servers this process started, by index: reaped when this process stops them (a child that ended unreaped is a
# zombie until we exit, and Python warns of it)
_STARTED: dict[Path, list[subprocess.Popen[bytes]]] = {}


def _open_private(path: Path, flags: int) -> int:
    """Open a file of the server folder, never through a link planted in its place."""
    return os.open(path, flags | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)


def start_in_background(index: Path) -> str | None:
    """Start the server for ``index`` unless it runs or is disabled; why it was not started when it could not be
    (the caller may say so; ``ask`` goes on answering in-process)."""
    if disabled():
        return "RULESQA_NO_SERVER is set"
    folder, problem = private_folder()
    if problem is not None:
        return problem
    if running(index):
        return None
    path = socket_path(index)
    try:
        path.unlink(missing_ok=True)  # the socket of a server that was killed: nobody listens on it
        log = _open_private(path.with_suffix(".log"), os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            _STARTED.setdefault(index.resolve(), []).append(subprocess.Popen(
                [sys.executable, "-m", "rulesqa.server", str(index.resolve())],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True, close_fds=True,
            ))
        finally:
            os.close(log)
    except OSError as exc:
        return f"cannot start it in {folder} ({exc.strerror or exc})"
    return None


class Warm:
    """The loaded index, reloaded when the live build changes."""

    def __init__(self, index: Path):
        self.index = index
        self.rules: Any = None

    def get(self, corpus: Path | None, notify: Any) -> Any:
        from rulesqa.api import open_index
        from rulesqa.store.freshness import corpus_changes
        from rulesqa.store.writer import live_build

        # the build loaded is compared with the live one at every request (not a pointer read after loading: a
        # build made live while this one loaded would go unnoticed)
        live = live_build(self.index)
        if (self.rules is None or live != self.rules.stored.build.name
                or corpus_changes(self.rules.stored.manifest)):
            self.rules = open_index(self.index, corpus=corpus, notify=notify)
        return self.rules


def handle(warm: Warm, request: dict[str, Any]) -> dict[str, Any]:
    """Answer one request: ``{"protocol", "cmd": "ask", "options": {...}, "cwd", "tty", "width", "no_color"}``."""
    from rulesqa.cli.answering import AskOptions, run_ask
    from rulesqa.cli.terminal import console

    if request.get("protocol") != PROTOCOL:
        return {"fallback": True}
    if request.get("cmd") == "stop":
        return {"stopped": True}
    if request.get("cmd") != "ask":
        return {"fallback": True}
    os.chdir(request["cwd"])  # relative --index and --corpus mean what they mean for the client
    raw = request["options"]
    options = AskOptions(question=str(raw["question"]), k=int(raw["k"]), lang=str(raw["lang"]),
                         index=Path(raw["index"]), corpus=Path(raw["corpus"]) if raw.get("corpus") else None,
                         explain=bool(raw["explain"]), json=bool(raw["json"]),
                         doc=str(raw["doc"]) if raw.get("doc") is not None else None)
    if options.index.resolve() != warm.index:
        return {"fallback": True}
    stdout, stderr = io.StringIO(), io.StringIO()
    tty = bool(request.get("tty"))
    width = int(request.get("width") or 80)
    color = str(raw.get("color") or "auto")
    coloured = color == "always" or (color == "auto" and tty and not request.get("no_color"))
    out = console(file=stdout, highlight=False, soft_wrap=True, force_terminal=tty or coloured, width=width,
                  color_system="standard" if coloured else None)
    err = console(file=stderr, highlight=False, soft_wrap=True, width=width)
    code = run_ask(options, lambda notify: warm.get(options.corpus, notify), out, err)
    return {"exit": code, "stdout": stdout.getvalue(), "stderr": stderr.getvalue()}


def serve(index: Path, idle_seconds: float | None = None) -> None:
    idle = idle_seconds if idle_seconds is not None else float(os.environ.get("RULESQA_SERVER_IDLE",
                                                                              DEFAULT_IDLE_SECONDS))
    path = socket_path(index)
    _folder, problem = private_folder()
    if problem is not None:
        print(f"rulesqa server: not starting: {problem}", file=sys.stderr)
        return
    lock = os.fdopen(_open_private(path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT), "r+b")
    try:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.close()
        return  # another server for this index is starting or running
    lock.truncate(0)
    lock.write(f"{os.getpid()}\n".encode())
    lock.flush()
    # `server stop` may signal it (when its socket is gone): leave through the finally below, removing the socket
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    warm = Warm(index)
    try:
        warm.get(Path("corpus"), lambda _message: None)
        warm.rules.ask("warm up", k=1)  # load the embedder, FAISS and the lexical index now
    except Exception as exc:
        print(f"rulesqa server: not starting: {exc}", file=sys.stderr)
        return
    path.unlink(missing_ok=True)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    os.chmod(path, 0o600)
    listener.listen(16)
    listener.settimeout(idle)
    try:
        while True:
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                break
            with connection:
                if not same_user(connection):  # only its own user may ask it (the folder is private too)
                    continue
                connection.settimeout(30)
                try:
                    request = json.loads(_read_line(connection))
                    # taken up now: a client that waited past TAKEN_SECONDS while this server was busy has gone
                    # and answered in-process, and nobody waits for this answer
                    connection.sendall(TAKEN)
                except (OSError, ValueError):
                    continue
                try:
                    response = handle(warm, request)
                except Exception as exc:
                    print(f"rulesqa server: request failed: {type(exc).__name__}: {exc}", file=sys.stderr)
                    response = {"fallback": True}
                try:
                    connection.sendall(json.dumps(response, ensure_ascii=False).encode("utf-8") + b"\n")
                except OSError:
                    pass
            if response.get("stopped") or not path.exists():
                break
    finally:
        listener.close()
        path.unlink(missing_ok=True)
        lock.close()


def _read_line(connection: socket.socket) -> bytes:
    data = b""
    while not data.endswith(b"\n"):
        block = connection.recv(65536)
        if not block:
            break
        data += block
        if len(data) > MAX_REQUEST_BYTES:
            raise ValueError("request too large")
    return data


def _lock_holder(index: Path) -> int | None:
    """The process id of the server that holds the lock of ``index``; None when none does."""
    lock = socket_path(index).with_suffix(".lock")
    try:
        fd = _open_private(lock, os.O_RDONLY)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            try:
                return int(handle.read(32).decode().strip() or 0) or -1
            except ValueError:
                return -1  # held, by a server that has not written its id yet
    return None


def running(index: Path) -> bool:
    """True when a server for ``index`` holds its lock."""
    return _lock_holder(index) is not None


def server_pid(index: Path) -> int | None:
    """The process id of the server of ``index``, when one runs and has said it."""
    holder = _lock_holder(index)
    return holder if holder is not None and holder > 0 else None


def stop(index: Path, wait: float = 5.0) -> bool | None:
    """Stop the server of ``index``: True when one was running and has stopped, False when none was running, None
    when one still runs. Asked over its socket; when the socket is gone (deleted, or another's in its place), the
    process that holds the lock is sent SIGTERM."""
    if not running(index):
        return False
    reply = request(socket_path(index), {"protocol": PROTOCOL, "cmd": "stop"})
    if reply is None or not reply.get("stopped"):
        pid = server_pid(index)
        if pid is not None:
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass
    deadline = time.monotonic() + wait
    while running(index) and time.monotonic() < deadline:
        time.sleep(0.05)
    if running(index):
        return None
    for child in _STARTED.pop(index.resolve(), []):  # it let go of its lock as it ended: reap it
        try:
            child.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            pass
    return True


if __name__ == "__main__":
    serve(Path(sys.argv[1]))
