"""``rulesqa web``: serve the phone page and the JSON API (rulesqa/web/) for an index, on this machine or the LAN."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from rulesqa.cli.common import err, out, resolve_index, user_errors
from rulesqa.cli.options import IndexOption
from rulesqa.errors import EXIT_OK, RulesqaError, UsageError

if TYPE_CHECKING:
    import socket

MAX_WORKERS = 64


class CannotListen(RulesqaError):
    """The address cannot be listened on: the port is taken, or needs root (exit 1)."""


def web_command(
    index: IndexOption = None,
    host: Annotated[str, typer.Option(
        "--host", help="Address to listen on. 127.0.0.1 (default): this machine only; 0.0.0.0: every phone on "
                       "your network can read the rules.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to listen on (0: any free one).")] = 8000,
    workers: Annotated[int, typer.Option(
        "--workers", help="Processes answering at once; they share the memory-mapped index.")] = 1,
) -> None:
    """Serve a page for phones and a JSON API over the index: ask, verify, show, toc, glossary. Ctrl-C stops it."""
    with user_errors():
        if not 0 <= port <= 65535:
            raise UsageError(f"--port must be from 0 to 65535 (got {port})")
        if not 1 <= workers <= MAX_WORKERS:
            raise UsageError(f"--workers must be from 1 to {MAX_WORKERS} (got {workers})")
        path = resolve_index(index)
        app = _load(path, workers)
        sock = _listen(host, port)
    address, bound_port = sock.getsockname()[:2]
    _announce(address, bound_port, path)
    try:
        _serve(app, sock, workers, path)
    finally:
        sock.close()
    err.print("stopped", markup=False)
    raise typer.Exit(EXIT_OK)


def _load(path: Path, workers: int) -> Any:
    """The app over the index (one worker), or None after checking the index loads (the workers load their own).
    Never builds or rebuilds the index: a missing or stale one is exit 3 with the command to run."""
    if workers > 1:
        from rulesqa.api import open_index

        open_index(path, mode="bm25", auto_build=False)
        return None
    from rulesqa.web.app import open_app

    err.print(f"loading {path} …", markup=False)
    return open_app(path)


def _listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port``, bound here so that a taken port is a clear message, not a
    traceback from inside the server."""
    import errno
    import socket
    try:
        family, kind, proto, _, where = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                           flags=socket.AI_PASSIVE)[0]
    except (socket.gaierror, UnicodeError):
        raise UsageError(f"--host {host!r} is not an address of this machine; use 127.0.0.1 (this machine only) "
                         "or 0.0.0.0 (your network)") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(where)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise CannotListen(f"port {port} on {host} is in use (another rulesqa web, or another server); "
                               f"choose another with --port, e.g. --port {port + 1 if port else 8001}") from None
        if exc.errno == errno.EACCES:
            raise CannotListen(f"port {port} needs root; use a port from 1024 up, e.g. --port 8000") from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise UsageError(f"--host {host} is not an address of this machine; use 127.0.0.1 (this machine "
                             "only) or 0.0.0.0 (your network)") from None
        raise CannotListen(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)  # the workers of --workers N accept on it
    return sock


def is_loopback(address: str) -> bool:
    import ipaddress

    try:
        return ipaddress.ip_address(address.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def _url(address: str, port: int) -> str:
    return f"http://[{address}]:{port}/" if ":" in address else f"http://{address}:{port}/"


def _announce(address: str, port: int, path: Path) -> None:
    import ipaddress
    import sys

    if is_loopback(address):
        out.print(f"Serving the rules of {path} at {_url(address, port)} (this machine only; Ctrl-C stops it)",
                  markup=False)
        return
    unspecified = ipaddress.ip_address(address.split("%", 1)[0]).is_unspecified
    addresses = lan_addresses() if unspecified else [address]
    urls = [_url(a, port) for a in addresses] or [f"http://THIS-MACHINE'S-ADDRESS:{port}/"]
    out.print(f"Serving the rules of {path} on your network at {', '.join(urls)} (Ctrl-C stops it)",
              markup=False)
    if addresses:
        import segno

        out.print("Scan this with a phone's camera:", markup=False)
        segno.make(urls[0], error="m").terminal(out=sys.stdout, compact=True)
    err.print("warning: anyone on the network can open this address and read these rules (only the rules, their "
              "outline and glossary: no files, no ingest, nothing else); use --host 127.0.0.1 to keep them to this "
              "machine", markup=False)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback, as phones on the network reach it (Linux: each
    interface's address; elsewhere what the host name resolves to)."""
    import socket

    found: list[str] = []
    try:
        import fcntl
        import struct

        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            for _, name in socket.if_nameindex():
                try:
                    packed = fcntl.ioctl(probe.fileno(), 0x8915,  # SIOCGIFADDR
                                         struct.pack("256s", name.encode()[:15]))
                except OSError:
                    continue
                found.append(socket.inet_ntoa(packed[20:24]))
        finally:
            probe.close()
    except (ImportError, OSError, AttributeError):
        pass
    if not found:
        try:
            found = socket.gethostbyname_ex(socket.gethostname())[2]
        except OSError:
            found = []
    return [a for a in dict.fromkeys(found) if not is_loopback(a)]


def _serve(app: Any, sock: socket.socket, workers: int, path: Path) -> None:
    import uvicorn

    settings: dict[str, Any] = {"log_level": "warning", "limit_concurrency": 256, "timeout_keep_alive": 5,
                                "server_header": False}
    if workers == 1:
        uvicorn.Server(uvicorn.Config(app, **settings)).run(sockets=[sock])
        return
    import os
    import sys

    from uvicorn.supervisors import Multiprocess

    from rulesqa.web.app import INDEX_ENV

    os.environ[INDEX_ENV] = str(path.resolve())
    config = uvicorn.Config("rulesqa.web.app:from_environment", factory=True, workers=workers, **settings)
    sys.stdout.flush()
    Multiprocess(config, sockets=[sock]).run()
