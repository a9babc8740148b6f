"""``rulesqa server start|stop|status``: the local query server that makes ``ask`` fast."""

from __future__ import annotations

import typer

from rulesqa.cli.common import err, out, resolve_index
from rulesqa.cli.options import IndexOption

server_app = typer.Typer(help="The local query server that keeps an index loaded for fast `ask`.",
                         no_args_is_help=True, rich_markup_mode=None)


@server_app.command("status")
def status_command(index: IndexOption = None) -> None:
    """Say whether a server runs for the index, and where its socket is."""
    from rulesqa.client import socket_path
    from rulesqa.server import running

    path = resolve_index(index)
    state = "running" if running(path) else "not running"
    out.print(f"server for {path}: {state} (socket {socket_path(path)})", markup=False)


@server_app.command("start")
def start_command(index: IndexOption = None) -> None:
    """Start the server in the background; `ask` uses it while it runs (it stops after 15 idle minutes)."""
    import time

    from rulesqa.client import socket_path
    from rulesqa.server import running, server_pid, start_in_background

    path = resolve_index(index)
    if running(path):
        out.print(f"server for {path}: already running (pid {server_pid(path) or '?'})", markup=False)
        return
    problem = start_in_background(path)
    if problem is not None:
        err.print(f"error: server for {path} not started: {problem}", markup=False)
        raise typer.Exit(1)
    socket = socket_path(path)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (running(path) and socket.exists()):
        time.sleep(0.05)
    if running(path) and socket.exists():
        out.print(f"server for {path}: running (pid {server_pid(path) or '?'})", markup=False)
        return
    err.print(f"error: server for {path} did not start; its log says why: {socket.with_suffix('.log')}",
              markup=False)
    raise typer.Exit(1)


@server_app.command("stop")
def stop_command(index: IndexOption = None) -> None:
    """Stop the server of the index, if one runs."""
    from rulesqa.server import server_pid, stop

    path = resolve_index(index)
    stopped = stop(path)
    if stopped is None:
        err.print(f"error: server for {path} still runs (pid {server_pid(path) or '?'}); stop it with: "
                  f"kill {server_pid(path) or '<pid>'}", markup=False)
        raise typer.Exit(1)
    out.print(f"server for {path}: {'stopped' if stopped else 'was not running'}", markup=False)
