"""The ``rulesqa`` command's entry point: ``ask`` by the server when one runs, else in this process without
building the whole CLI; every other command (and any ``ask`` the fast parser does not understand) by the full CLI.

Kept free of heavy imports: deciding costs nothing when the fast path does not apply. The Typer app and its option
parsing (with pydantic) cost a one-question process about 0.15 s; ``ask``'s own options need none of it.
"""

from __future__ import annotations

import os
import sys

#: Commands that encode whole rulebooks in batches, where BLAS threads pay off; every other command answers one
#: question at a time.
BATCH_COMMANDS = frozenset({"ingest"})


def pin_threads(argv: list[str]) -> None:
    """One BLAS thread for the commands that answer questions, unless the user set a count: a question's matrix
    products are small, and on a busy two-core machine OpenBLAS's second thread made warm answers slower (bundled
    corpus, 40 questions, load average 3: p90 229 ms with two threads, 61 ms with one; BENCHMARKS.md). It must be
    set before numpy loads. A server started by ``rulesqa server start`` inherits it."""
    if argv[:1] and argv[0] not in BATCH_COMMANDS:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def color_first(argv: list[str]) -> list[str]:
    """``argv`` with ``--color MODE`` moved in front of the command: it is the root command's option, and may be
    written after the command too (``rulesqa ask --color never "…"``). Nothing after ``--`` is moved."""
    moved: list[str] = []
    rest: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg == "--":
            rest += [arg, *args]
        elif arg == "--color":
            value = next(args, None)
            moved += [arg] if value is None else [arg, value]
        elif arg.startswith("--color="):
            moved.append(arg)
        else:
            rest.append(arg)
    return moved + rest


def main() -> None:
    argv = color_first(sys.argv[1:])
    sys.argv[1:] = argv
    color = None
    if argv[:1] == ["--color"] and len(argv) > 1:
        color, command = argv[1], argv[2:]
    elif argv[:1] and argv[0].startswith("--color="):
        color, command = argv[0].partition("=")[2], argv[1:]
    else:
        command = argv
    pin_threads(command)
    if command[:1] == ["ask"]:
        from rulesqa.client import parse_ask, try_ask

        options = parse_ask(command[1:], color)
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
