"""``rulesqa glossary TERM``: English ↔ Russian game terms, and the rules that use them."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape

from rulesqa.cli.common import open_for_lookup, out, print_json, user_errors
from rulesqa.cli.options import IndexOption, JsonOption
from rulesqa.errors import EXIT_NOT_ANSWERED, EXIT_OK

MAX_SECTIONS = 12


def glossary_command(
    term: Annotated[str, typer.Argument(help="A game term in English or Russian: Deck, Колода, Поиск, …")],
    index: IndexOption = None,
    json_output: JsonOption = False,
) -> None:
    """Look up a game term in the bilingual glossary, with the sections where it occurs."""
    from rulesqa import listings

    with user_errors():
        listings.check_term(term)
        stored = open_for_lookup(index).stored
        report = listings.glossary(stored, term)
    found, suggestions, said_in = report["entries"], report["suggestions"], report["sections"]
    if json_output:
        print_json(report)
    elif found:
        for entry in found:
            out.print(f"[bold]{escape('; '.join(entry['en']))}[/]  ⇄  [bold]{escape('; '.join(entry['ru']))}[/]")
            if entry["note"]:
                out.print(f"  [dim]{escape(entry['note'])}[/]")
            if entry["group"]:
                others = [t.en[0] for t in stored.glossary.terms
                          if t.group == entry["group"] and t.en[0] != entry["en"][0]]
                out.print(f"  [dim]one of the {escape(entry['group'])}s; the others: {escape(', '.join(others))}[/]")
            sections = entry["sections"]
            shown = ", ".join(sections[:MAX_SECTIONS]) + (f" … ({len(sections)} in all)" if len(sections) > MAX_SECTIONS
                                                          else "")
            out.print(f"  in: {escape(shown) if sections else 'no section of the corpus'}")
    else:
        hint = f" Did you mean: {', '.join(suggestions)}?" if suggestions else ""
        out.print(f"No glossary entry for '{escape(term)}'.{escape(hint)}")
        if said_in:
            shown = ", ".join(said_in[:MAX_SECTIONS]) + (f" … ({len(said_in)} in all)" if len(said_in) > MAX_SECTIONS
                                                         else "")
            out.print(f"  The rules say it in: {escape(shown)}")
            out.print("  To find it from questions in the other language, add a line for it to the corpus's "
                      "glossary.tsv (English, a tab, Russian) and run rulesqa ingest.")
    raise typer.Exit(EXIT_OK if found else EXIT_NOT_ANSWERED)

