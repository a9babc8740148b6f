"""The ``rulesqa`` command's entry point: the server fast path for ``ask``, else the full CLI.

Kept free of heavy imports: deciding costs nothing when the fast path does not apply.
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
        from rulesqa import prewarm

        # answered in this process: load the model's files while the CLI imports
        if options:
            prewarm.start(str(options["index"]))
    from rulesqa.cli import main as cli_main

    cli_main()
