"""Text output for worked examples: numbered steps with their citations, then the final zones."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from rulesqa.engine.ai import AiResult
from rulesqa.engine.aideck import AiDeck
from rulesqa.engine.cardgame import Table
from rulesqa.engine.phrases import Term
from rulesqa.engine.scenario import Outcome
from rulesqa.engine.state import State
from rulesqa.engine.trace import Trace

WORDS = {
    "en": {"seed": "seed", "reading": "reading", "final": "Final zones:", "match": "Matches the expected result.",
           "differs": "Differs from the expected result:", "hand": "Hand", "deck": "Deck (top first)",
           "discard": "Discard Pile (top first)", "removed": "Removed", "permanent": "Permanent", "scroll": "Scroll",
           "with": "with", "no-spells": "with no Spells", "gold": "Gold", "top-first": "top first",
           "its-discard": "its Discard Pile", "empty": "empty", "turn": "Turn", "resources": "resources",
           "support": "support", "creatures": "creatures", "graveyard": "graveyard", "none": "none",
           "resolved": "Abilities resolved", "not-your-turn": "It is not your Turn.", "ongoing": "Ongoing",
           "power": "Power played", "hero": "hero", "closed": "closed", "effects": "effects", "wounds": "wounds",
           "ai_deck": "AI Deck (top first)", "ai_discard": "its discard pile",
           "spell_deck": "AI Spell Deck (top first)", "spell_discard": "its discard pile",
           "in_play": "In play beside the Combat Board", "cast": "Spells cast", "set_aside": "Set aside",
           "applied": "Abilities applied"},
    "ru": {"seed": "seed", "reading": "как прочитано", "final": "Итог:", "match": "Совпадает с ожидаемым результатом.",
           "differs": "Отличается от ожидаемого результата:", "hand": "Рука", "deck": "Колода (сверху вниз)",
           "discard": "Сброс (сверху вниз)", "removed": "Удалены из игры", "permanent": "Постоянная карта",
           "scroll": "Свиток", "with": "с заклинаниями", "no-spells": "без заклинаний", "gold": "Золото",
           "top-first": "сверху вниз", "its-discard": "её сброс", "empty": "пусто", "turn": "Ход",
           "resources": "ресурсы", "support": "поддержка", "creatures": "существа", "graveyard": "кладбище",
           "none": "нет", "resolved": "Выполненные способности", "not-your-turn": "Сейчас не ваш ход.",
           "ongoing": "Длящиеся", "power": "Сыграно Силы", "hero": "герой", "closed": "закрыт",
           "effects": "эффекты", "wounds": "раны",
           "ai_deck": "Колода ИИ (сверху вниз)", "ai_discard": "её сброс",
           "spell_deck": "Колода заклинаний ИИ (сверху вниз)", "spell_discard": "её сброс",
           "in_play": "В игре сбоку от поля боя", "cast": "Применённые заклинания", "set_aside": "Отложены",
           "applied": "Применённые способности"},
}


def print_trace(console: Console, trace: Trace, lang: str = "en") -> None:
    for n, step in enumerate(trace.steps, start=1):
        text = escape(step.text)
        console.print(f"{n:>3}. {f'[red]{text}[/]' if step.refused else text}  [cyan]\\[{escape(step.rule.id)}][/]")
        if step.reading:
            console.print(f"     [dim]{WORDS[lang]['reading']}: {escape(step.reading)}[/]")


def print_outcome(console: Console, outcome: Outcome) -> None:
    lang = outcome.scenario.lang
    words = WORDS[lang]
    console.print(f"[bold]{escape(outcome.scenario.title)}[/] [dim]({words['seed']} {outcome.scenario.seed})[/]")
    print_trace(console, outcome.trace, lang)
    console.print(words["final"])
    if isinstance(outcome.state, Table):
        print_table(console, outcome.state, lang)
    elif isinstance(outcome.state, AiDeck):
        print_ai_deck(console, outcome.state, lang)
    else:
        print_state(console, outcome.state, lang)
    if outcome.scenario.expect:
        if outcome.mismatches:
            console.print(f"[bold red]{words['differs']}[/]")
            for line in outcome.mismatches:
                console.print(f"  {escape(line)}")
        else:
            console.print(f"[bold green]{words['match']}[/]")


def print_state(console: Console, state: State, lang: str = "en") -> None:
    words = WORDS[lang]
    data = state.to_json()
    player = data["player"]
    if not player["your_turn"]:
        console.print(f"  {words['not-your-turn']}")
    for key in ("hand", "deck", "discard", "removed", "ongoing"):
        if player[key]:
            console.print(f"  {words[key]}: {escape(', '.join(player[key]))}")
    if player["permanent"]:
        console.print(f"  {words['permanent']}: {escape(player['permanent'])}")
    for n, scroll in enumerate(player["scrolls"], start=1):
        spells = f"{words['with']} {', '.join(scroll['spells'])}" if scroll["spells"] else words["no-spells"]
        console.print(f"  {words['scroll']} {n}: {escape(scroll['card'])} {escape(spells)}")
    console.print(f"  {words['gold']}: {player['gold']}")
    if player["power"]:
        console.print(f"  {words['power']}: {player['power']}")
    for name, market in data["decks"].items():
        deck = Term("deck", name).render(lang, "Nom")
        console.print(f"  {deck} ({words['top-first']}): {escape(', '.join(market['deck']) or words['empty'])}; "
                      f"{words['its-discard']}: {escape(', '.join(market['discard']) or words['empty'])}")


def print_ai_deck(console: Console, state: AiDeck, lang: str = "en") -> None:
    words = WORDS[lang]
    data = state.to_json()
    for pile, its in (("ai_deck", "ai_discard"), ("spell_deck", "spell_discard")):
        console.print(f"  {words[pile]}: {escape(', '.join(data[pile]) or words['empty'])}; "
                      f"{words[its]}: {escape(', '.join(data[its]) or words['empty'])}")
    for key in ("in_play", "set_aside", "cast", "applied"):
        if data[key]:
            console.print(f"  {words[key]}: {escape(', '.join(data[key]))}")


def print_table(console: Console, table: Table, lang: str = "ru") -> None:
    words = WORDS[lang]
    data = table.to_json()
    console.print(f"  {words['turn']}: {data['turn']}")
    for name, side in data["players"].items():
        support = ", ".join(f"{Term('class', kind).render(lang, '')}: {card}"
                            for kind, card in side["support"].items()) or words["none"]
        creatures = ", ".join(side["creatures"]) or words["none"]
        console.print(f"  {escape(name)}: {words['resources']} {side['resources']}; {words['support']} — "
                      f"{escape(support)}; {words['creatures']} — {escape(creatures)}; "
                      f"{words['graveyard']} — {escape(', '.join(side['graveyard']) or words['empty'])}")
        hero = []
        if side["hero"] or side["hero_closed"]:
            hero.append(f"{words['hero']} — {side['hero'] or '?'}" + (f" ({words['closed']})" if side["hero_closed"]
                                                                     else ""))
        if side["hero_effects"]:
            hero.append(f"{words['effects']} — {', '.join(side['hero_effects'])}")
        if side["wounds"]:
            hero.append(f"{words['wounds']} — " + ", ".join(f"{card}: {n}" for card, n in side["wounds"].items()))
        if hero:
            console.print(f"    {escape('; '.join(hero))}")
    if data["resolved"]:
        console.print(f"  {words['resolved']}: {escape('; '.join(data['resolved']))}")


def print_ai_result(console: Console, title: str, result: AiResult) -> None:
    console.print(f"[bold]{escape(title)}[/]")
    print_trace(console, result.trace, result.trace.lang)
    mark = "[yellow]" if result.player_chooses else "[bold]"
    console.print(f"{mark}{escape(result.decision)}[/]")
