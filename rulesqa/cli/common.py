"""What every command shares: the index path, consoles, and turning errors into exit codes."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console

from rulesqa.cli.terminal import console
from rulesqa.errors import EXIT_FAILURE, RulesqaError
from rulesqa.settings import default_index

DEFAULT_INDEX = Path("index")

#: The command-line options every command shares, defined in :mod:`rulesqa.cli.options` (they need Typer, which
#: the in-process ``ask`` never loads) and still found here by name.
_OPTIONS = frozenset({"IndexOption", "JsonOption", "TopOption", "LangOption", "DocOption", "TellOption"})


def __getattr__(name: str) -> Any:
    if name in _OPTIONS:
        from rulesqa.cli import options

        return getattr(options, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


out = console(highlight=False, soft_wrap=True)
err = console(stderr=True, highlight=False, soft_wrap=True)

def told_in(lang: str | None, default: str = "en") -> str:
    """The language a worked example is told in: ``--lang`` checked, else ``default``."""
    from rulesqa.errors import UsageError

    if lang is None:
        return default
    if lang not in ("en", "ru"):
        raise UsageError(f"--lang must be en or ru (got {lang!r})")
    return lang


#: "-" reads the question or claim from standard input, at most this much (the question itself is bounded later)
MAX_STDIN_CHARS = 1_000_000


def from_stdin(value: str, what: str) -> str:
    """``value``, or for "-" the text piped in on standard input (``echo "…" | rulesqa ask -``), as ``cat -``
    reads it; a usage error when the pipe holds more than :data:`MAX_STDIN_CHARS`."""
    if value != "-":
        return value
    from rulesqa.errors import UsageError

    text = sys.stdin.read(MAX_STDIN_CHARS + 1)
    if len(text) > MAX_STDIN_CHARS:
        raise UsageError(f"the {what} piped in is longer than {MAX_STDIN_CHARS:,} characters; pipe in one {what}")
    return text.strip()


def configured(name: str, given: Any, default: Any) -> Any:
    """A flag as given, else the config file's setting, else ``default`` (a config file that cannot be used is a
    usage error that names it)."""
    from rulesqa.settings import setting

    with user_errors():
        return setting(name, given, default)


def resolve_index(flag: Path | None) -> Path:
    """``--index``, else the default index (:func:`rulesqa.settings.default_index`)."""
    if flag is not None:
        return flag
    with user_errors():
        return Path(default_index())


def open_for_lookup(index: Path | None) -> Any:
    """The index at ``--index`` (or the default one) for commands that look rules up rather than rank them
    (show, toc, docs, glossary): no embedder is loaded. Progress notes go to stderr."""
    from rulesqa.api import open_index

    return open_index(resolve_index(index), mode="bm25", notify=lambda m: err.print(m, markup=False))


def json_text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n"


def print_json(data: Any) -> None:
    sys.stdout.write(json_text(data))


def reported(exc: BaseException, console: Console | None = None) -> int:
    """Print a user error (a :class:`RulesqaError`, an interrupt, an OSError on the user's paths) as one clear line;
    its exit code."""
    console = console or err
    if isinstance(exc, RulesqaError):
        console.print(f"error: {exc}", markup=False)
        return exc.exit_code
    if isinstance(exc, KeyboardInterrupt):
        console.print("interrupted; nothing was changed", markup=False)
        return 130
    assert isinstance(exc, OSError)  # disk full, permission denied, … while reading or writing user paths
    where = f"{exc.filename}: " if exc.filename else ""
    console.print(f"error: {where}{exc.strerror or exc}", markup=False)
    return EXIT_FAILURE


#: What :func:`user_errors` and :func:`reported` turn into a message and an exit code
USER_ERRORS = (RulesqaError, KeyboardInterrupt, OSError)


@contextmanager
def user_errors(console: Console | None = None) -> Iterator[None]:
    """Print a :class:`RulesqaError` as one clear line and exit with its code; no traceback."""
    try:
        yield
    except USER_ERRORS as exc:
        import typer

        raise typer.Exit(reported(exc, console)) from None
