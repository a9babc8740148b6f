"""``rulesqa example …``: worked examples of procedures, every step citing its rule."""

from __future__ import annotations

from typing import Annotated

import typer

from rulesqa.cli.common import JsonOption, out, print_json, user_errors
from rulesqa.cli.engine_output import print_outcome

example_app = typer.Typer(help="Worked examples of rules procedures, step by step, every step cited.",
                          no_args_is_help=True)


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
    json_output: JsonOption = False,
) -> None:
    """Поиск(X) / Search(X) on the Ability, Artifact or Spell Deck."""
    from rulesqa.engine.examples import search_example
    from rulesqa.errors import UsageError

    with user_errors():
        if deck not in ("ability", "artifact", "spell"):
            raise UsageError(f"--deck must be ability, artifact or spell (got {deck!r})")
        outcome = search_example(deck, x, _split(deck_cards), _split(discard), take, seed)
    if json_output:
        print_json(outcome.to_json())
    else:
        print_outcome(out, outcome)
