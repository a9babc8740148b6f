"""Ready-made worked examples, shared by ``rulesqa example`` and ``rulesqa ask``."""

from __future__ import annotations

from typing import Any

from rulesqa.engine.ai import (
    AiResult,
    ai_hero_turn,
    ai_siege,
    cast_ai_spell,
    choose_target,
    parse_site,
    parse_unit,
    resolve_might,
    spell_kind,
)
from rulesqa.engine.phrases import Term, phrasebook
from rulesqa.engine.scenario import Outcome, parse_scenario, run_scenario

DEFAULT_CARDS = {
    "spell": ["Magic Arrow", "Fireball", "Cure", "Stone Skin", "Chain Lightning", "Weakness"],
    "ability": ["Archery", "Logistics", "Wisdom", "Leadership", "Tactics", "Armorer"],
    "artifact": ["Sword of Hellfire", "Shield of the Dwarven Lords", "Helm of the Alabaster Unicorn",
                 "Ring of Vitality", "Boots of Speed", "Cape of Conjuring"],
}
DEFAULT_DISCARD = {"spell": ["Curse"], "ability": ["Mysticism"], "artifact": ["Orb of Tempestuous Fire"]}


def starting_piles(deck: str, deck_cards: list[str] | None, discard: list[str] | None) -> tuple[list[str], list[str]]:
    """The Deck and Discard Pile a Поиск example starts from.

    With neither pile given, the sample piles. A Deck given without its Discard Pile starts with an empty one
    (which the rules then refill from the Deck's top card): a sample card is never mixed into a position the
    player described.
    """
    if deck_cards is None and discard is None:
        return list(DEFAULT_CARDS.get(deck, [])), list(DEFAULT_DISCARD.get(deck, []))
    return list(DEFAULT_CARDS.get(deck, []) if deck_cards is None else deck_cards), list(discard or [])


def search_example(deck: str = "spell", x: int = 2, deck_cards: list[str] | None = None,
                   discard: list[str] | None = None, take: str | None = None, seed: int = 0,
                   lang: str = "en") -> Outcome:
    """Поиск(X) on one shared Deck, from a stated starting position; the trace is told in ``lang``."""
    cards, pile = starting_piles(deck, deck_cards, discard)
    action: dict[str, object] = {"do": "search", "deck": deck, "x": x}
    if take:
        action["take"] = take
    scenario = parse_scenario({
        "title": phrasebook(lang)("search.title", x=x, deck=Term("deck", deck)),
        "seed": seed,
        "lang": lang,
        "decks": {deck: {"deck": cards, "discard": pile}},
        "actions": [action],
    }, "example search")
    return run_scenario(scenario)


def third_scroll_example(keep: str = "replace-1", seed: int = 0, lang: str = "en") -> Outcome:
    """Gaining a third Spell Scroll while holding two."""
    scenario = parse_scenario({
        "title": phrasebook(lang)("scroll.title"),
        "seed": seed,
        "lang": lang,
        "decks": {"scroll": {"deck": ["Scroll A", "Scroll B", "Scroll C"]},
                  "spell": {"deck": DEFAULT_CARDS["spell"], "discard": ["Curse"]}},
        "actions": [{"do": "gain_scroll"}, {"do": "gain_scroll"}, {"do": "gain_scroll", "keep": keep}],
    }, "example third scroll")
    return run_scenario(scenario)


def empty_deck_example(draws: int = 2, seed: int = 0, lang: str = "en") -> Outcome:
    """Drawing from a Deck that runs out."""
    scenario = parse_scenario({
        "title": phrasebook(lang)("empty-deck.title"),
        "seed": seed,
        "lang": lang,
        "player": {"deck": ["Might"], "discard": ["Magic", "Logistics", "Archery"]},
        "actions": [{"do": "draw", "count": draws}],
    }, "example empty deck")
    return run_scenario(scenario)


# --- AI and card-game examples for `ask` -------------------------------------------------------

GENERIC_TARGETS = ["Griffins:flying:silver:hp=3:dist=2", "Pikemen:ground:bronze:hp=4:dist=1",
                   "Archers:ranged:bronze:hp=2:dist=4"]


def ai_target_example(attacker: str = "Marksmen:ranged:silver", targets: list[str] | None = None,
                      lang: str = "en") -> AiResult:
    return choose_target(parse_unit(attacker), [parse_unit(t) for t in (targets or GENERIC_TARGETS)], lang=lang)


def ai_might_example(attackers: list[str] | None = None, targets: list[str] | None = None,
                     lang: str = "en") -> AiResult:
    """A Might card drawn for an AI unit that cannot attack (it cannot reach the only player unit) passes on."""
    attackers = attackers or ["Pikemen:ground:bronze:blocked=Swordsmen", "Griffins:flying:silver"]
    targets = targets or ["Swordsmen:ground:silver:dist=3"]
    return resolve_might([parse_unit(a) for a in attackers], [parse_unit(t) for t in targets], lang)


def ai_spell_example(spell: str, lang: str = "en") -> AiResult:
    kind = spell_kind(spell)
    enemy = {"multi-target": ["Pikemen:ground:bronze:hp=4:adj=Swordsmen", "Swordsmen:ground:silver:hp=5:adj=Pikemen",
                              "Archers:ranged:bronze:hp=2"],
             "weakener": ["Swordsmen:ground:silver:retaliates"]}.get(kind or "", [])
    ai = {"instant-defense": ["Skeletons:ground:bronze:init=3", "Wights:flying:silver:init=6"],
          "healing": ["Skeletons:ground:bronze:hp=1:max=3", "Liches:ranged:golden:hp=2:max=4"],
          "buff": ["Wights:flying:silver", "Liches:ranged:golden:activated", "Skeletons:ground:bronze:activated"],
          "weakener": ["Wights:flying:silver"]}.get(kind or "", [])
    return cast_ai_spell(spell, [parse_unit(u) for u in enemy], [parse_unit(u) for u in ai], lang)


def ai_move_example(lang: str = "en") -> AiResult:
    sites = [parse_site("Gold Mine:mine:dist=2:neutral=Pikemen@1"), parse_site("Sawmill:mine:dist=4")]
    return ai_hero_turn(None, sites, parse_site("your Town:town:dist=6"), lang)


def ai_deck_example(kind: str = "magic", lang: str = "en") -> Outcome:
    """The AI's own cards on sample ones: "magic" (the AI Spell Deck: a Magic Arrow standing in for a Spell you
    hold, the shuffle before Combat, Magic cards casting until the AI Spell Deck is reshuffled) or "skill" (the
    assigned Ability set aside, applied by each Skill card and never discarded)."""
    data = _AI_DECK_SAMPLES[kind]
    units = ["Liches", "Skeletons", "Wights", "Liches"][: data["activations"]]
    return run_scenario(parse_scenario({
        "title": phrasebook(lang)(f"aideck.title-{kind}"), "game": "ai-deck", "seed": 3, "lang": lang,
        "ai": data["ai"], "actions": [{"do": "ai_setup"}, {"do": "ai_combat"},
                                      *({"do": "ai_activate", "unit": u} for u in units)],
    }, "example"))


_AI_DECK_SAMPLES: dict[str, dict[str, Any]] = {
    "magic": {"ai": {"deck": ["Magic", "Might", "Magic"], "scenario_spells": ["Fireball", "Cure"],
                     "in_your_deck": ["Cure"]}, "activations": 4},
    "skill": {"ai": {"deck": ["Skill", "Might", "Skill"], "ability": "Armorer"}, "activations": 3},
}


def ai_siege_example(lang: str = "en") -> AiResult:
    """Walls and Gate with no arrangement: the Gate in front of the highest-HP unit; Griffins fly over the Walls."""
    behind = ["Pikemen:ground:bronze:hp=4:dist=1", "Swordsmen:ground:silver:hp=6:dist=2",
              "Archers:ranged:bronze:hp=3:dist=3"]
    return ai_siege([parse_unit(u) for u in behind], parse_unit("Griffins:flying:silver"), lang=lang)


def card_game_example(kind: str, lang: str = "ru") -> Outcome:
    """Russian card-game procedures: "support", "first-turn" or "spell", on sample cards named in ``lang``."""
    n = _CARD_GAME_NAMES["ru" if lang == "ru" else "en"]
    anna = n["player"]
    actions = {
        "support": [{"do": "play_support", "player": anna, "card": n["sword"], "class": "оружие"},
                    {"do": "play_support", "player": anna, "card": n["axe"], "class": "оружие"}],
        "first-turn": [{"do": "creature_enters", "player": anna, "card": n["bear"]},
                       {"do": "attack", "player": anna, "card": n["bear"]},
                       {"do": "defend", "player": anna, "card": n["bear"]},
                       {"do": "next_turn"}, {"do": "attack", "player": anna, "card": n["bear"]}],
        "spell": [{"do": "cast_spell", "player": anna, "card": n["lightning"], "cost": 2, "abilities": [
            {"text": n["ability-1"]},
            {"text": n["ability-2"], "depends": True, "legal_on_resolve": False},
            {"text": n["ability-3"]}]}],
    }[kind]
    return run_scenario(parse_scenario({"title": n[f"title-{kind}"], "game": "card-game", "lang": lang,
                                        "players": {anna: {"resources": 3}}, "actions": actions}, n["where"]))


_CARD_GAME_NAMES = {
    "ru": {"player": "Анна", "sword": "Меч", "axe": "Топор", "bear": "Медведь", "lightning": "Цепная молния",
           "ability-1": "Нанесите 2 раны выбранному существу", "ability-2": "Нанесите 1 рану соседнему с ним существу",
           "ability-3": "Возьмите карту", "title-support": "Вторая карта поддержки того же класса",
           "title-first-turn": "Слабость первого хода", "title-spell": "Розыгрыш заклинания и Очередь",
           "where": "пример"},
    "en": {"player": "Anna", "sword": "Sword", "axe": "Axe", "bear": "Bear", "lightning": "Chain Lightning",
           "ability-1": "Deal 2 wounds to the chosen creature", "ability-2": "Deal 1 wound to a creature next to it",
           "ability-3": "Draw a card", "title-support": "A second support card of the same class",
           "title-first-turn": "First-turn weakness", "title-spell": "Playing a spell and the Queue",
           "where": "example"},
}
