"""The ``rulesqa`` command's entry point: ``ask`` by the server when one runs, else in this process without
building the whole CLI; every other command (and any ``ask`` the fast parser does not understand) by the full CLI.

Kept free of heavy imports: deciding costs nothing when the fast path does not apply. The Typer app and its option
parsing (with pydantic) cost a one-question process about 0.15 s; ``ask``'s own options need none of it.
"""

from __future__ import annotations

import sys


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["ask"]:
        from rulesqa.client import parse_ask, try_ask

        options = parse_ask(argv[1:])
        code = try_ask(options)
        if code is not None:
            sys.exit(code)
        if options:
            from rulesqa import prewarm

            # answered in this process: load the model's files while the core imports
            prewarm.start(str(options["index"]))
            from rulesqa.cli import guarded
            from rulesqa.cli.answering import answer_in_process

            sys.exit(guarded(lambda: answer_in_process(options)))
    from rulesqa.cli import main as cli_main

    cli_main()
