"""``rulesqa verify "CLAIM" [--cite ID]``: does the rule say that? supported / contradicted / not found."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape

from rulesqa.cli.common import err, from_stdin, out, print_json, resolve_index, user_errors
from rulesqa.cli.options import DocOption, IndexOption, JsonOption

LABELS = {
    "en": {"supported": "SUPPORTED", "contradicted": "CONTRADICTED", "not-found": "NOT FOUND", "rule": "Rule",
           "elsewhere": "Says it instead"},
    "ru": {"supported": "ВЕРНО", "contradicted": "ПРОТИВОРЕЧИТ ПРАВИЛАМ", "not-found": "НЕ НАЙДЕНО",
           "rule": "Правило", "elsewhere": "Об этом говорит"},
}
STYLES = {"supported": "bold green", "contradicted": "bold red", "not-found": "bold yellow"}


def verify_command(
    claim: Annotated[str, typer.Argument(
        help='What a player says the rules say: "you can hold three scrolls"; - reads it from stdin.')],
    cite: Annotated[str | None, typer.Option(
        "--cite", help="The rule the player cites: an id, number (208.3) or label.")] = None,
    index: IndexOption = None,
    json_output: JsonOption = False,
    doc: DocOption = None,
) -> None:
    """Check a claim against the rules: supported, contradicted or not found, with the sentence that decides."""
    from rulesqa.api import open_index
    from rulesqa.verify import exit_code, verify

    with user_errors():
        claim = from_stdin(claim, "claim")
        rules = open_index(resolve_index(index), notify=lambda m: err.print(m, markup=False))
        result = verify(rules, claim, cite, doc=doc)
    if json_output:
        print_json(result.to_json())
    else:
        words = LABELS.get(result.lang, LABELS["en"])
        out.print(f"[{STYLES[result.verdict]}]{words[result.verdict]}[/]: {escape(result.reason)}")
        if result.sentence and result.citation:
            page = f" · {result.citation.page}" if result.citation.page else ""
            rule = f"[cyan]{escape(result.citation.id)}[/]{escape(page)}"
            out.print(f"  {words['rule']} {rule}: “{escape(result.sentence)}”")
        if result.elsewhere:
            other = result.elsewhere
            out.print(f"  {words['elsewhere']}: [cyan]{escape(other['id'])}[/] ({other['verdict']}): "
                      f"“{escape(other['sentence'])}”")
    raise typer.Exit(exit_code(result.verdict))
