"""``rulesqa server start|stop|status``: the local query server that makes ``ask`` fast."""

from __future__ import annotations

import typer

from rulesqa.cli.common import IndexOption, out, resolve_index

server_app = typer.Typer(help="The local query server that keeps an index loaded for fast `ask`.",
                         no_args_is_help=True)


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
    """Start the server in the background (ask also starts it by itself)."""
    from rulesqa.client import disabled
    from rulesqa.server import running, start_in_background

    path = resolve_index(index)
    if disabled():
        out.print("RULESQA_NO_SERVER is set: not starting a server", markup=False)
        raise typer.Exit(1)
    if not running(path):
        start_in_background(path)
    out.print(f"server for {path}: starting (or running)", markup=False)


@server_app.command("stop")
def stop_command(index: IndexOption = None) -> None:
    """Stop the server of the index, if one runs."""
    from rulesqa.server import stop

    path = resolve_index(index)
    out.print(f"server for {path}: {'stopped' if stop(path) else 'was not running'}", markup=False)
