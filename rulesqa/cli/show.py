"""``rulesqa show ID…``: the exact text of a rule, by id, number, prefix or label."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.markup import escape

from rulesqa.cli.common import open_for_lookup, out, print_json, told_in, user_errors
from rulesqa.cli.options import DocOption, IndexOption, JsonOption
from rulesqa.errors import EXIT_NOT_ANSWERED, EXIT_OK


def show_command(
    ids: Annotated[list[str], typer.Argument(help="Citation ids, rule numbers (208.3), id prefixes or labels.")],
    no_children: Annotated[bool, typer.Option(
        "--no-children", help="Show a parent rule without its subrules.")] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", help="Give label paths in en or ru (corpus/labels.tsv); default: as the source writes them, or in "
                         "the language of a label you typed.")] = None,
    index: IndexOption = None,
    json_output: JsonOption = False,
    doc: DocOption = None,
) -> None:
    """Show the verbatim text of rules, with label path, document and page reference."""
    from rulesqa import listings

    with user_errors():
        if lang is not None:
            told_in(lang)  # a bad --lang is named before the index is opened
        rules = open_for_lookup(index)
        rules.check_doc(doc)
        results = listings.show(rules.stored, ids, doc, children=not no_children, lang=lang)
    if json_output:
        print_json({"results": results})
    else:
        for n, entry in enumerate(results):
            if n:
                out.print()
            _print_entry(entry)
    raise typer.Exit(EXIT_OK if all(e["found"] for e in results) else EXIT_NOT_ANSWERED)


def _print_entry(entry: dict[str, Any]) -> None:
    if entry["how"] == "document":
        from rulesqa.cli.toc import print_tree

        out.print(f"[bold]{escape(entry['document']['title'])}[/]  ({escape(entry['document']['id'])}): "
                  f"show one of its rules by id (rulesqa toc {escape(entry['document']['id'])} for all levels)")
        print_tree(entry["outline"], 1)
    elif entry["found"]:
        for n, rule in enumerate(entry["rules"]):
            page = f" · {rule['page']}" if rule["page"] else ""
            indent = "" if n == 0 else "  "
            out.print(f"{indent}[bold cyan]{escape(rule['id'])}[/] · {escape(rule['localized_label'])}{escape(page)}")
            out.print(f"{indent}[dim]{escape(rule['localized_title'])}, {escape(rule['file'])}:{rule['line']}[/]")
            for line in rule["text"].splitlines():
                out.print(f"{indent}{escape(line)}")
            if n + 1 < len(entry["rules"]):
                out.print()
    elif entry["how"] == "ambiguous":
        out.print(f"'{escape(entry['query'])}' matches several rules; say which:", markup=True)
        for chunk_id in entry["matches"]:
            out.print(f"  {escape(chunk_id)}")
    else:
        nearest = ", ".join(entry["nearest"]) or "none"
        out.print(f"No such rule: '{escape(entry['query'])}'. Nearest ids: {escape(nearest)}")
