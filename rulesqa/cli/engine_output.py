"""Text output for worked examples: numbered steps with their citations, then the final zones."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from rulesqa.engine.scenario import Outcome
from rulesqa.engine.state import MARKET_NAMES


def print_outcome(console: Console, outcome: Outcome) -> None:
    console.print(f"[bold]{escape(outcome.scenario.title)}[/] [dim](seed {outcome.scenario.seed})[/]")
    for n, step in enumerate(outcome.trace.steps, start=1):
        style = "red" if step.refused else ""
        text = escape(step.text)
        console.print(f"{n:>3}. {f'[{style}]{text}[/]' if style else text}  [cyan]\\[{escape(step.rule.id)}][/]")
        if step.reading:
            console.print(f"     [dim]reading: {escape(step.reading)}[/]")
    print_state(console, outcome)
    if outcome.scenario.expect:
        if outcome.mismatches:
            console.print("[bold red]Differs from the expected result:[/]")
            for line in outcome.mismatches:
                console.print(f"  {escape(line)}")
        else:
            console.print("[bold green]Matches the expected result.[/]")


def print_state(console: Console, outcome: Outcome) -> None:
    data = outcome.state.to_json()
    player = data["player"]
    console.print("Final zones:")
    for key, label in (("hand", "Hand"), ("deck", "Deck (top first)"), ("discard", "Discard Pile (top first)"),
                       ("removed", "Removed")):
        if player[key]:
            console.print(f"  {label}: {escape(', '.join(player[key]))}")
    if player["permanent"]:
        console.print(f"  Permanent: {escape(player['permanent'])}")
    for n, scroll in enumerate(player["scrolls"], start=1):
        spells = ", ".join(scroll["spells"]) or "no Spells"
        console.print(f"  Scroll {n}: {escape(scroll['card'])} with {escape(spells)}")
    console.print(f"  Gold: {player['gold']}")
    for name, market in data["decks"].items():
        console.print(f"  {MARKET_NAMES[name]} (top first): {escape(', '.join(market['deck']) or 'empty')}; "
                      f"its Discard Pile: {escape(', '.join(market['discard']) or 'empty')}")
