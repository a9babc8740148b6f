"""``rulesqa docs`` and ``rulesqa toc [DOC]``: what the index holds, and each document's outline with its ids."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.markup import escape

from rulesqa.cli.common import open_for_lookup, out, print_json, user_errors
from rulesqa.cli.options import IndexOption, JsonOption
from rulesqa.errors import EXIT_OK


def _documents(stored: Any) -> list[dict[str, Any]]:
    return [{"id": d["id"], "title": d.get("title") or d["id"], "lang": d.get("lang"), "format": d.get("format"),
             "edition": d.get("edition") or "", "units": d.get("chunks"), "file": d.get("file")}
            for d in stored.manifest.get("documents", [])]


def docs_command(index: IndexOption = None, json_output: JsonOption = False) -> None:
    """List the documents of the index: id, title, language, format, edition and how many units each has."""
    with user_errors():
        documents = _documents(open_for_lookup(index).stored)
    if json_output:
        print_json({"documents": documents})
        raise typer.Exit(EXIT_OK)
    for d in documents:
        edition = f", {d['edition']}" if d["edition"] else ""
        out.print(f"[bold]{escape(d['id'])}[/]  {escape(d['title'])}  ({d['lang']}, {d['format']}{escape(edition)}, "
                  f"{d['units']} units, {escape(str(d['file']))})")
    raise typer.Exit(EXIT_OK)


def outline(stored: Any, doc: str, depth: int) -> list[dict[str, Any]]:
    """The document's units as a tree, down to ``depth`` levels (0: all); a long section's parts (``id~p2``) stand
    under their section, not in the outline."""
    chunks = {c.id: c for c in stored.chunks if c.doc == doc}

    def node(chunk: Any, level: int) -> dict[str, Any]:
        below = [chunks[i] for i in chunk.children if i in chunks and "~" not in i]
        children = [node(c, level + 1) for c in below] if not depth or level < depth else []
        return {"id": chunk.id, "title": chunk.title, "children": children}

    roots = [c for c in chunks.values() if (c.parent is None or c.parent not in chunks) and "~" not in c.id]
    return [node(c, 1) for c in roots]


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
    from rulesqa.errors import UsageError

    with user_errors():
        stored = open_for_lookup(index).stored
        documents = _documents(stored)
        if doc is not None and doc not in {d["id"] for d in documents}:
            known = ", ".join(d["id"] for d in documents)
            raise UsageError(f"no document '{doc}' in this index; its documents are: {known}")
    chosen = [d for d in documents if doc is None or d["id"] == doc]
    trees = [{**d, "outline": outline(stored, d["id"], depth)} for d in chosen]
    if json_output:
        print_json({"documents": trees})
        raise typer.Exit(EXIT_OK)
    for n, tree in enumerate(trees):
        if n:
            out.print()
        out.print(f"[bold]{escape(tree['title'])}[/]  ({escape(tree['id'])})")
        print_tree(tree["outline"], 1)
    raise typer.Exit(EXIT_OK)
