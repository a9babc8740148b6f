"""``rulesqa example …``: worked examples of procedures, every step citing its rule."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from rulesqa.cli.common import out, print_json, told_in, user_errors
from rulesqa.cli.engine_output import print_ai_result, print_outcome
from rulesqa.cli.options import JsonOption, TellOption

if TYPE_CHECKING:
    from rulesqa.engine.ai import AiResult, Unit

example_app = typer.Typer(help="Worked examples of rules procedures, step by step, every step cited.",
                          no_args_is_help=True, rich_markup_mode=None)


def _split(value: str | None) -> list[str] | None:
    return None if value is None else [v.strip() for v in value.split(",") if v.strip()]


@example_app.command("search")
def search_command(
    deck: Annotated[str, typer.Option("--deck", help="ability, artifact or spell.")] = "spell",
    x: Annotated[int, typer.Option("--x", help="X of Поиск(X): how many cards to look at.")] = 2,
    deck_cards: Annotated[str | None, typer.Option(
        "--deck-cards", help='The Deck, top first: "Magic Arrow,Fireball,Cure".')] = None,
    discard: Annotated[str | None, typer.Option("--discard", help='Its Discard Pile, top first: "Curse".')] = None,
    take: Annotated[str | None, typer.Option(
        "--take", help="The card to keep, or discard-top to gain the Discard Pile's top card instead.")] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed for any shuffle.")] = 0,
    lang: TellOption = None,
    json_output: JsonOption = False,
) -> None:
    """Поиск(X) / Search(X) on the Ability, Artifact or Spell Deck.

    Exit code 8 when the rules refuse what was asked (say, --take a card that is in the Deck but not among
    the top X): the trace shows the refusal and the rule behind it.
    """
    from rulesqa.engine.examples import search_example, starting_piles
    from rulesqa.errors import EXIT_OK, EXIT_REFUSED, UsageError

    with user_errors():
        if deck not in ("ability", "artifact", "spell"):
            raise UsageError(f"--deck must be ability, artifact or spell (got {deck!r})")
        cards = _split(deck_cards)
        pile = _split(discard)
        known = [card for pile_cards in starting_piles(deck, cards, pile) for card in pile_cards]
        names = {c.strip().casefold() for c in known} | {"discard-top", "discard", "b"}
        if take is not None and take.strip().casefold() not in names:
            raise UsageError(f"--take {take!r} is neither in the Deck nor in its Discard Pile "
                             f"({', '.join(known) or 'both empty'}): name a card of the Deck, or use discard-top")
        outcome = search_example(deck, x, cards, pile, take, seed, told_in(lang))
    if json_output:
        print_json(outcome.to_json())
    else:
        print_outcome(out, outcome)
    raise typer.Exit(EXIT_REFUSED if outcome.refused else EXIT_OK)


def _units(specs: list[str] | None, what: str) -> list[Unit]:
    from rulesqa.engine.ai import parse_unit
    from rulesqa.errors import UsageError

    try:
        return [parse_unit(spec) for spec in specs or []]
    except ValueError as exc:
        raise UsageError(f"{what} {exc}") from None


def _emit(title: str, result: AiResult, inputs: dict[str, Any], json_output: bool) -> None:
    if json_output:
        print_json({"title": title, "lang": result.trace.lang, **result.to_json(), "inputs": inputs})
    else:
        print_ai_result(out, title, result)


@example_app.command("ai-target")
def ai_target_command(
    attacker: Annotated[list[str], typer.Option(
        "--attacker", help="The AI unit (repeat for the next units of this activation): "
                           "NAME:KIND:TIER, e.g. Marksmen:ranged:silver.")],
    target: Annotated[list[str] | None, typer.Option(
        "--target", help="A player unit: NAME:KIND:TIER[:hp=N][:dist=N][:unreachable], e.g. "
                         "Griffins:flying:silver:hp=3:dist=2.")] = None,
    might: Annotated[bool, typer.Option("--might", help="The AI card drawn is a Might card.")] = False,
    lang: TellOption = None,
    json_output: JsonOption = False,
) -> None:
    """Which of the player's units an AI unit attacks (tiers, distance, ties, the Arrow Tower, Might)."""
    from rulesqa.engine.ai import choose_target, resolve_might, unit_json

    with user_errors():
        told = told_in(lang)
        attackers = _units(attacker, "--attacker")
        targets = _units(target, "--target")
        if might or len(attackers) > 1:
            result = resolve_might(attackers, targets, told)
        else:
            result = choose_target(attackers[0], targets, lang=told)
    _emit(result.trace.words("ai.attack-title", attacker=attackers[0].name), result,
          {"attackers": [unit_json(u) for u in attackers], "targets": [unit_json(u) for u in targets]}, json_output)


@example_app.command("ai-spell")
def ai_spell_command(
    spell: Annotated[str, typer.Option(
        "--spell", help="Fireball, Chain Lightning, Stone Skin, Cure, Fire Shield or Weakness.")],
    enemy: Annotated[list[str] | None, typer.Option(
        "--enemy", help="A player unit: NAME:KIND:TIER[:hp=N][:adj=A|B][:near-ai][:retaliates][:activated].")] = None,
    ai: Annotated[list[str] | None, typer.Option(
        "--ai", help="An AI unit (the first is the activated one): NAME:KIND:TIER[:hp=N][:max=N][:init=N]"
                     "[:activated].")] = None,
    lang: TellOption = None,
    json_output: JsonOption = False,
) -> None:
    """What an AI Spell card targets, or whether the AI casts it at all."""
    from rulesqa.engine.ai import cast_ai_spell, unit_json
    from rulesqa.engine.phrases import Term
    from rulesqa.errors import UsageError

    with user_errors():
        told = told_in(lang)
        player_units, ai_units = _units(enemy, "--enemy"), _units(ai, "--ai")
        try:
            result = cast_ai_spell(spell, player_units, ai_units, told)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    _emit(result.trace.words("spell.title", spell=Term("spell", spell)), result,
          {"spell": spell, "enemy": [unit_json(u) for u in player_units], "ai": [unit_json(u) for u in ai_units]},
          json_output)


@example_app.command("ai-siege")
def ai_siege_command(
    behind: Annotated[list[str], typer.Option(
        "--behind", help="A unit behind the Walls, with its health: NAME:KIND:TIER:hp=N[:dist=N] (repeat).")],
    attacker: Annotated[str | None, typer.Option(
        "--attacker", help="The AI unit that activates: NAME:KIND:TIER[:blocked=A|B].")] = None,
    target: Annotated[list[str] | None, typer.Option(
        "--target", help="A player unit it may attack (default: the units behind the Walls): "
                         "NAME:KIND:TIER[:hp=N][:dist=N][:unreachable].")] = None,
    lang: TellOption = None,
    json_output: JsonOption = False,
) -> None:
    """A Siege: where the Gate goes, and how an AI unit gets past the Walls (or Defends)."""
    from rulesqa.engine.ai import ai_siege, unit_json
    from rulesqa.errors import UsageError

    with user_errors():
        told = told_in(lang)
        walled = _units(behind, "--behind")
        acting = _units([attacker], "--attacker")[0] if attacker else None
        targets = _units(target, "--target") if target else None
        try:
            result = ai_siege(walled, acting, targets, told)
        except ValueError as exc:
            raise UsageError(f"--behind: {exc}") from None
    _emit(result.trace.words("siege.title"), result,
          {"behind": [unit_json(u) for u in walled], "attacker": unit_json(acting) if acting else None,
           "targets": [unit_json(u) for u in (walled if targets is None else targets)]}, json_output)


@example_app.command("ai-move")
def ai_move_command(
    hero: Annotated[str | None, typer.Option(
        "--hero", help="A player's Hero on the AI Hero's Tile: NAME:hero:dist=N.")] = None,
    site: Annotated[list[str] | None, typer.Option(
        "--site", help="A Mine or Settlement: NAME:mine|settlement:dist=N[:flagged][:neutral=UNITS@N]"
                       "[:unexplored=N].")] = None,
    town: Annotated[str | None, typer.Option("--town", help="The player's Town: NAME:town:dist=N.")] = None,
    lang: TellOption = None,
    json_output: JsonOption = False,
) -> None:
    """Where an AI Hero spends its 3 MP."""
    from dataclasses import asdict

    from rulesqa.engine.ai import ai_hero_turn, parse_site
    from rulesqa.errors import UsageError

    with user_errors():
        try:
            hero_site = parse_site(hero) if hero else None
            sites = [parse_site(s) for s in site or []]
            town_site = parse_site(town) if town else None
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        result = ai_hero_turn(hero_site, sites, town_site, told_in(lang))
    _emit(result.trace.words("move.title"), result,
          {"hero": asdict(hero_site) if hero_site else None, "sites": [asdict(s) for s in sites],
           "town": asdict(town_site) if town_site else None}, json_output)
