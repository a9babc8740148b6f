"""Text output for worked examples: numbered steps with their citations, then the final zones."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from rulesqa.engine.ai import AiResult
from rulesqa.engine.cardgame import Table
from rulesqa.engine.scenario import Outcome
from rulesqa.engine.state import MARKET_NAMES, State
from rulesqa.engine.trace import Trace

WORDS = {
    "en": {"seed": "seed", "reading": "reading", "final": "Final zones:", "match": "Matches the expected result.",
           "differs": "Differs from the expected result:"},
    "ru": {"seed": "seed", "reading": "как прочитано", "final": "Итог:", "match": "Совпадает с ожидаемым результатом.",
           "differs": "Отличается от ожидаемого результата:"},
}


def print_trace(console: Console, trace: Trace, lang: str = "en") -> None:
    for n, step in enumerate(trace.steps, start=1):
        text = escape(step.text)
        console.print(f"{n:>3}. {f'[red]{text}[/]' if step.refused else text}  [cyan]\\[{escape(step.rule.id)}][/]")
        if step.reading:
            console.print(f"     [dim]{WORDS[lang]['reading']}: {escape(step.reading)}[/]")


def print_outcome(console: Console, outcome: Outcome) -> None:
    lang = "ru" if outcome.scenario.game == "card-game" else "en"
    words = WORDS[lang]
    console.print(f"[bold]{escape(outcome.scenario.title)}[/] [dim]({words['seed']} {outcome.scenario.seed})[/]")
    print_trace(console, outcome.trace, lang)
    console.print(words["final"])
    if isinstance(outcome.state, Table):
        print_table(console, outcome.state)
    else:
        print_state(console, outcome.state)
    if outcome.scenario.expect:
        if outcome.mismatches:
            console.print(f"[bold red]{words['differs']}[/]")
            for line in outcome.mismatches:
                console.print(f"  {escape(line)}")
        else:
            console.print(f"[bold green]{words['match']}[/]")


def print_state(console: Console, state: State) -> None:
    data = state.to_json()
    player = data["player"]
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


def print_table(console: Console, table: Table) -> None:
    data = table.to_json()
    console.print(f"  Ход: {data['turn']}")
    for name, side in data["players"].items():
        support = ", ".join(f"{kind}: {card}" for kind, card in side["support"].items()) or "нет"
        console.print(f"  {escape(name)}: ресурсы {side['resources']}; поддержка — {escape(support)}; "
                      f"существа — {escape(', '.join(side['creatures']) or 'нет')}; "
                      f"кладбище — {escape(', '.join(side['graveyard']) or 'пусто')}")
    if data["resolved"]:
        console.print(f"  Выполненные способности: {escape('; '.join(data['resolved']))}")


def print_ai_result(console: Console, title: str, result: AiResult) -> None:
    console.print(f"[bold]{escape(title)}[/]")
    print_trace(console, result.trace)
    mark = "[yellow]" if result.player_chooses else "[bold]"
    console.print(f"{mark}{escape(result.decision)}[/]")
