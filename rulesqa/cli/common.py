"""What every command shares: the index path, consoles, and turning errors into exit codes."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from rulesqa.cli.terminal import console
from rulesqa.errors import EXIT_FAILURE, RulesqaError
from rulesqa.settings import INDEX_ENV, default_index

DEFAULT_INDEX = Path("index")

out = console(highlight=False, soft_wrap=True)
err = console(stderr=True, highlight=False, soft_wrap=True)

IndexOption = Annotated[
    Path | None,
    typer.Option("--index", help=f"Index folder. Default: ${INDEX_ENV}, else ./index if it is one, else the "
                                 "config file's index, else your own (rulesqa ingest says where).",
                 show_default=False),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for scripts instead of text.")]
# ask's and repl's: None when not given, so the config file's setting can stand in (see configured)
TopOption = Annotated[int | None, typer.Option(
    "-k", "--top", help="How many sections to show (default 5, or k in the config file).", show_default=False)]
LangOption = Annotated[str | None, typer.Option(
    "--lang", help="Question language: auto, en or ru (default auto, or lang in the config file).",
    show_default=False)]
DocOption = Annotated[str | None, typer.Option(
    "--doc", help="Keep to one document's rules: its id (rulesqa docs lists them).", show_default=False)]
TellOption = Annotated[str | None, typer.Option(
    "--lang", help="Tell the steps in en or ru (rules are quoted as written).", show_default=False)]


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


@contextmanager
def user_errors(console: Console | None = None) -> Iterator[None]:
    """Print a :class:`RulesqaError` as one clear line and exit with its code; no traceback."""
    console = console or err
    try:
        yield
    except RulesqaError as exc:
        console.print(f"error: {exc}", markup=False)
        raise typer.Exit(exc.exit_code) from None
    except KeyboardInterrupt:
        console.print("interrupted; nothing was changed", markup=False)
        raise typer.Exit(130) from None
    except OSError as exc:  # disk full, permission denied, … while reading or writing user paths
        where = f"{exc.filename}: " if exc.filename else ""
        console.print(f"error: {where}{exc.strerror or exc}", markup=False)
        raise typer.Exit(EXIT_FAILURE) from None
