"""The fast path of ``rulesqa ask``: hand the question to the running query server (see :mod:`rulesqa.server`).

This module imports only the standard library (and :mod:`rulesqa.settings`, which adds platformdirs for where
the default index is), so a fresh process gets from
``rulesqa ask …`` to a printed answer in a few tens of milliseconds when the
server runs. Anything it does not understand (other options, ``--help``, no
server, an old server) returns ``None``, and the full CLI handles the call.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import stat
import struct
import sys
from pathlib import Path
from typing import Any

from rulesqa import __version__
from rulesqa.settings import COLORS, ConfigError, default_index, setting

PROTOCOL = 2
TIMEOUT_SECONDS = 60.0
#: A server takes up a request at once, or it is busy with another: then the question is answered in-process rather
#: than waiting behind a slow one (protocol 2: the server says "taken" before it answers).
TAKEN_SECONDS = 0.5
TAKEN = b'{"taken": true}\n'
_VALUE_OPTIONS = {"-k": "k", "--top": "k", "--lang": "lang", "--index": "index", "--corpus": "corpus",
                  "--doc": "doc"}
_FLAGS = {"--explain": "explain", "--json": "json"}


def disabled() -> bool:
    return os.environ.get("RULESQA_NO_SERVER", "") not in ("", "0")


def code_stamp() -> int:
    """When rulesqa's own source last changed (newest ``.py`` mtime): after an update of an editable install,
    where the version may stay the same, a server still running the old code is not asked (about 0.3 ms)."""
    root = Path(__file__).parent
    latest = 0
    for folder in (root, *(Path(e.path) for e in os.scandir(root) if e.is_dir() and not e.name.startswith("_"))):
        for entry in os.scandir(folder):
            if entry.name.endswith(".py"):
                latest = max(latest, entry.stat().st_mtime_ns)
    return latest


def server_folder() -> Path:
    """The folder of the servers' sockets, locks and logs: ``$XDG_RUNTIME_DIR`` (or the temp folder)
    ``/rulesqa-<uid>``."""
    base = Path(os.environ.get("XDG_RUNTIME_DIR") or os.environ.get("TMPDIR") or "/tmp")
    return base / f"rulesqa-{os.getuid()}"


def private_folder() -> tuple[Path, str | None]:
    """:func:`server_folder`, created private (0700) when missing, and why it cannot be used (None: it can). Its name
    is easy to guess: a folder someone else made, or left open to others, or a link, would let them answer for the
    server, read the questions or plant files, so it is refused, never repaired."""
    folder = server_folder()
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        os.mkdir(folder, 0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        return folder, f"cannot create {folder} ({exc.strerror})"
    try:
        info = os.lstat(folder)
    except OSError as exc:
        return folder, f"cannot read {folder} ({exc.strerror})"
    if not stat.S_ISDIR(info.st_mode):
        return folder, f"{folder} is not a folder (a link or a file)"
    if info.st_uid != os.getuid():
        return folder, f"{folder} belongs to another user (uid {info.st_uid})"
    if info.st_mode & 0o077:
        return folder, f"{folder} is open to other users (mode {stat.S_IMODE(info.st_mode):o}, expected 700)"
    return folder, None


def socket_path(index: Path) -> Path:
    """Where the server of ``index`` listens: private folder, one socket per index, Python, version and code."""
    identity = f"{index.resolve()}\0{sys.executable}\0{__version__}\0{code_stamp()}"
    key = hashlib.sha256(identity.encode()).hexdigest()[:24]
    return server_folder() / f"{key}.sock"


def same_user(connection: socket.socket) -> bool:
    """Is the process at the other end of this Unix socket run by this user (``SO_PEERCRED``; where the system has
    no such option, the private folder is the only guard)?"""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return True
    size = struct.calcsize("3i")
    try:
        _pid, uid, _gid = struct.unpack("3i", connection.getsockopt(socket.SOL_SOCKET, option, size))
    except OSError:
        return False
    return bool(uid == os.getuid())


def parse_ask(argv: list[str], color: str | None = None) -> dict[str, Any] | None:
    """The options of ``ask`` as the CLI defines them (``color``: the root's ``--color``, if given); ``None`` for
    anything else."""
    options: dict[str, Any] = {"k": None, "lang": None, "index": None, "corpus": None, "explain": False,
                               "json": False, "doc": None}
    question: str | None = None
    args = iter(argv)
    for arg in args:
        name, _, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        if name in _VALUE_OPTIONS:
            value = value or next(args, "")
            if not value:
                return None
            options[_VALUE_OPTIONS[name]] = value
        elif arg in _FLAGS:
            options[_FLAGS[arg]] = True
        elif arg.startswith("-") and arg != "-":
            return None
        elif question is None:
            question = arg
        else:
            return None
    if question is None or question == "-":  # "-" (stdin) is read by the full CLI
        return None
    try:
        options["k"] = int(setting("k", options["k"], 5))
        options["lang"] = str(setting("lang", options["lang"], "auto"))
        options["color"] = str(setting("color", color, "auto"))
        if options["index"] is None:
            options["index"] = default_index()
    except (ValueError, ConfigError):  # a bad -k, or a config file that cannot be used: the CLI says what is wrong
        return None
    if options["color"] not in COLORS:
        return None
    options["question"] = question
    return options


def request(path: Path, payload: dict[str, Any]) -> dict[str, Any] | None:
    """Send one request; the reply, or ``None`` when the server is not there or fails."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
            connection.settimeout(TIMEOUT_SECONDS)
            connection.connect(str(path))
            if not same_user(connection):  # someone else's socket in our place: never send it a question
                return None
            connection.sendall(json.dumps(payload, ensure_ascii=False).encode("utf-8") + b"\n")
            connection.settimeout(TAKEN_SECONDS)
            data = b""
            while len(data) < len(TAKEN) and (block := connection.recv(len(TAKEN) - len(data))):
                data += block
            if data != TAKEN:
                return None  # busy with another request (or not a server of this protocol)
            connection.settimeout(TIMEOUT_SECONDS)
            data = b""
            while not data.endswith(b"\n"):
                block = connection.recv(1 << 16)
                if not block:
                    break
                data += block
        reply = json.loads(data)
    except (OSError, ValueError):
        return None
    return reply if isinstance(reply, dict) else None


def try_ask(options: dict[str, Any] | None) -> int | None:
    """Answer ``rulesqa ask`` (its :func:`parse_ask` options) through the server; the exit code, or ``None`` to
    run in-process."""
    if disabled() or options is None:
        return None
    path = socket_path(Path(options["index"]))
    if not path.exists() or private_folder()[1] is not None:
        return None
    tty = sys.stdout.isatty()
    try:
        width = os.get_terminal_size(sys.stdout.fileno()).columns if tty else 80
    except OSError:
        width = 80
    # NO_COLOR (no-color.org) is the client's: the server cannot see its environment
    reply = request(path, {"protocol": PROTOCOL, "cmd": "ask", "options": options, "cwd": os.getcwd(),
                           "tty": tty, "width": width, "no_color": bool(os.environ.get("NO_COLOR"))})
    if reply is None or reply.get("fallback") or "exit" not in reply:
        return None
    sys.stdout.write(reply.get("stdout", ""))
    sys.stderr.write(reply.get("stderr", ""))
    sys.stdout.flush()
    return int(reply["exit"])
