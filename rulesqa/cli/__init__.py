"""The ``rulesqa`` command: one small module per command, all logic in the core.

The Typer app (:mod:`rulesqa.cli.commands`) is built on first use: importing one command's module (as the in-process
``ask`` does) does not import every command.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from rulesqa.errors import EXIT_INTERNAL


def __getattr__(name: str) -> Any:
    if name == "app":
        from rulesqa.cli.commands import app

        return app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Run the CLI. A bug (an exception no command expects) is one clear line and exit 70, not a traceback;
    ``RULESQA_DEBUG=1`` shows the traceback."""
    from rulesqa.cli.commands import app

    guarded(app)


def guarded(run: Any) -> Any:
    """``run()``, with a bug turned into one line and exit 70 (``RULESQA_DEBUG=1``: the traceback)."""
    try:
        return run()
    except Exception as exc:  # the last resort: every user error is handled where it happens
        if os.environ.get("RULESQA_DEBUG"):
            raise
        sys.stderr.write(f"rulesqa: internal error ({type(exc).__name__}: {exc}). This is a bug in rulesqa, not in "
                         "what you typed; please report it with the command you ran (RULESQA_DEBUG=1 shows the "
                         "traceback).\n")
        sys.exit(EXIT_INTERNAL)
