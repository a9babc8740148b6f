"""``rulesqa docs`` and ``rulesqa toc [DOC]``: what the index holds, and each document's outline with its ids."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.markup import escape

from rulesqa.cli.common import open_for_lookup, out, print_json, user_errors
from rulesqa.cli.options import IndexOption, JsonOption
from rulesqa.errors import EXIT_OK


def docs_command(index: IndexOption = None, json_output: JsonOption = False) -> None:
    """List the documents of the index: id, title, language, format, edition and how many units each has."""
    from rulesqa.listings import documents as listed

    with user_errors():
        documents = listed(open_for_lookup(index).stored)
    if json_output:
        print_json({"documents": documents})
        raise typer.Exit(EXIT_OK)
    for d in documents:
        edition = f", {d['edition']}" if d["edition"] else ""
        out.print(f"[bold]{escape(d['id'])}[/]  {escape(d['title'])}  ({d['lang']}, {d['format']}{escape(edition)}, "
                  f"{d['units']} units, {escape(str(d['file']))})")
    raise typer.Exit(EXIT_OK)


def print_tree(nodes: list[dict[str, Any]], indent: int) -> None:
    """An outline of :func:`outline`, one id and title a line, indented by level."""
    for n in nodes:
        out.print(f"{'  ' * indent}[cyan]{escape(n['id'])}[/]  {escape(n['title'])}")
        print_tree(n["children"], indent + 1)


def toc_command(
    doc: Annotated[str | None, typer.Argument(help="A document id (see rulesqa docs); default: every document.")]
    = None,
    depth: Annotated[int, typer.Option("--depth", help="How many levels to show (0: all).", min=0)] = 0,
    index: IndexOption = None,
    json_output: JsonOption = False,
) -> None:
    """Show the outline of the rules: every section's id (for `rulesqa show ID`) and title, as a tree."""
    from rulesqa.listings import toc

    with user_errors():
        trees = toc(open_for_lookup(index).stored, doc, depth)["documents"]
    if json_output:
        print_json({"documents": trees})
        raise typer.Exit(EXIT_OK)
    for n, tree in enumerate(trees):
        if n:
            out.print()
        out.print(f"[bold]{escape(tree['title'])}[/]  ({escape(tree['id'])})")
        print_tree(tree["outline"], 1)
    raise typer.Exit(EXIT_OK)
