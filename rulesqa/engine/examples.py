"""Ready-made worked examples, shared by ``rulesqa example`` and ``rulesqa ask``."""

from __future__ import annotations

from rulesqa.engine.scenario import Outcome, parse_scenario, run_scenario
from rulesqa.engine.state import MARKET_NAMES

DEFAULT_CARDS = {
    "spell": ["Magic Arrow", "Fireball", "Cure", "Stone Skin", "Chain Lightning", "Weakness"],
    "ability": ["Archery", "Logistics", "Wisdom", "Leadership", "Tactics", "Armorer"],
    "artifact": ["Sword of Hellfire", "Shield of the Dwarven Lords", "Helm of the Alabaster Unicorn",
                 "Ring of Vitality", "Boots of Speed", "Cape of Conjuring"],
}
DEFAULT_DISCARD = {"spell": ["Curse"], "ability": ["Mysticism"], "artifact": ["Orb of Tempestuous Fire"]}


def search_example(deck: str = "spell", x: int = 2, deck_cards: list[str] | None = None,
                   discard: list[str] | None = None, take: str | None = None, seed: int = 0) -> Outcome:
    """Поиск(X) on one shared Deck, from a stated starting position."""
    cards = DEFAULT_CARDS.get(deck, []) if deck_cards is None else deck_cards
    pile = DEFAULT_DISCARD.get(deck, []) if discard is None else discard
    action: dict[str, object] = {"do": "search", "deck": deck, "x": x}
    if take:
        action["take"] = take
    scenario = parse_scenario({
        "title": f"Поиск({x}) the {MARKET_NAMES.get(deck, deck)}",
        "seed": seed,
        "decks": {deck: {"deck": cards, "discard": pile}},
        "actions": [action],
    }, "example search")
    return run_scenario(scenario)


def third_scroll_example(keep: str = "replace-1", seed: int = 0) -> Outcome:
    """Gaining a third Spell Scroll while holding two."""
    scenario = parse_scenario({
        "title": "Gaining a third Spell Scroll",
        "seed": seed,
        "decks": {"scroll": {"deck": ["Scroll A", "Scroll B", "Scroll C"]},
                  "spell": {"deck": DEFAULT_CARDS["spell"], "discard": ["Curse"]}},
        "actions": [{"do": "gain_scroll"}, {"do": "gain_scroll"}, {"do": "gain_scroll", "keep": keep}],
    }, "example third scroll")
    return run_scenario(scenario)


def empty_deck_example(draws: int = 2, seed: int = 0) -> Outcome:
    """Drawing from a Deck that runs out."""
    scenario = parse_scenario({
        "title": "Drawing when your Deck is empty",
        "seed": seed,
        "player": {"deck": ["Might"], "discard": ["Magic", "Logistics", "Archery"]},
        "actions": [{"do": "draw", "count": draws}],
    }, "example empty deck")
    return run_scenario(scenario)
