"""The command-line options several commands share (Typer annotations)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from rulesqa.settings import INDEX_ENV

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
