"""Scenarios: a starting state and a list of actions, read from TOML and run by the engine.

::

    title = "Bob Searches 2 of the Spell Deck"
    seed = 1
    lang = "en"                   # the language the steps are told in: en | ru
    [player]                      # every key optional
    gold = 5
    level = 1
    deck = ["Might", "Magic"]     # top card first, in every list
    hand = []
    discard = []
    permanent = "Town Portal"
    your_turn = true              # false: the scenario starts on another player's Turn
    faction = "Castle"            # Necromancy cards are Necropolis-only
    round = 2                     # the Round (from 1)
    mage_guild = 1                # the Round your Mage Guild was built in
    [decks.spell]                 # ability | artifact | spell | scroll
    deck = ["Magic Arrow", "Fireball"]
    discard = ["Curse"]
    [[actions]]
    do = "search"                 # see ACTIONS for each action's keys
    deck = "spell"
    x = 2
    take = "Fireball"
    [expect]                      # optional: the final state the scenario must reach
    hand = ["Fireball"]
    "decks.spell.discard" = ["Magic Arrow", "Curse"]

``game = "card-game"`` runs the Russian card game from ``[players.NAME]`` tables; ``game = "ai-deck"`` runs the
AI's own cards from an ``[ai]`` table (``deck``, ``discard``, ``scenario_spells``, ``spell_deck``,
``spell_discard``, ``in_your_deck``, ``free_copies``, ``ability``) with ``ai_setup``, ``ai_combat`` and ``ai_activate``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rulesqa.bounded import parse_toml, read_regular
from rulesqa.engine.aideck import AiDeck, AiDeckEngine, ai_card_type
from rulesqa.engine.base import Engine
from rulesqa.engine.cardgame import Ability, CardGameEngine, Side, Table
from rulesqa.engine.deckbuilding import DeckEngine
from rulesqa.engine.phrases import LANGS
from rulesqa.engine.state import MARKETS, Market, State
from rulesqa.engine.trace import Trace
from rulesqa.errors import RulesqaError


class ScenarioError(RulesqaError):
    """A scenario file that cannot be read or has an invalid action."""


# action -> (allowed keys with their types, how to apply it)
ActionSpec = tuple[dict[str, type | tuple[type, ...]], Callable[[DeckEngine, dict[str, Any]], None]]
ACTIONS: dict[str, ActionSpec] = {
    "start_deck": ({"cards": list, "shuffle": bool},
                   lambda e, a: e.start_deck(a["cards"], a.get("shuffle", False))),
    "draw": ({"count": int}, lambda e, a: e.draw(a.get("count", 1))),
    "gain": ({"card": str, "from_deck": str, "to": str},
             lambda e, a: e.gain(a.get("card"), from_deck=a.get("from_deck"), to=a.get("to", "hand"))),
    "discard": ({"card": str}, lambda e, a: e.discard(a["card"])),
    "redraw": ({"card": str}, lambda e, a: e.redraw(a["card"])),
    "remove": ({"card": str}, lambda e, a: e.remove(a["card"])),
    "play": ({"card": str, "effect": str, "power": int, "type": str},
             lambda e, a: e.play(a["card"], a.get("effect", "basic"), a.get("power", 0), a.get("type"))),
    "use_up": ({"card": str}, lambda e, a: e.use_up(a["card"])),
    "play_permanent": ({"card": str, "effect": str},
                       lambda e, a: e.play_permanent(a["card"], a.get("effect", "basic"))),
    "pay": ({"gold": int}, lambda e, a: e.pay(a["gold"])),
    "build_mage_guild": ({}, lambda e, a: e.build_mage_guild()),
    "buy_war_machine": ({"card": str, "at": str, "cost": int},
                        lambda e, a: e.buy_war_machine(a["card"], a["at"], a["cost"])),
    "end_visit": ({}, lambda e, a: e.end_visit()),
    "spell_book": ({"cost": int}, lambda e, a: e.use_spell_book(a["cost"])),
    "search": ({"deck": str, "x": int, "take": str}, lambda e, a: e.search(a["deck"], a.get("x", 1), a.get("take"))),
    "cast": ({"card": str, "specialty": bool, "effect_power": int, "type": str},
             lambda e, a: e.cast_spell(a["card"], a.get("specialty", False), a.get("effect_power", 0),
                                       a.get("type"))),
    "combat_round": ({"your_hero": bool}, lambda e, a: e.start_combat_round(a.get("your_hero", True))),
    "start_turn": ({}, lambda e, a: e.start_turn()),
    "end_turn": ({}, lambda e, a: e.end_turn()),
    "end_combat": ({}, lambda e, a: e.end_combat()),
    "new_round": ({}, lambda e, a: e.new_round()),
    "gain_scroll": ({"from": str, "keep": str}, lambda e, a: e.gain_scroll(a.get("from", "scroll"), a.get("keep"))),
    "cast_scroll_spell": ({"scroll": int, "spell": str, "effect_power": int},
                          lambda e, a: e.cast_scroll_spell(a["scroll"], a["spell"], a.get("effect_power", 0))),
    "sell_scroll_spell": ({"scroll": int, "spell": str}, lambda e, a: e.sell_scroll_spell(a["scroll"], a["spell"])),
}
def _abilities(raw: list[Any]) -> list[Ability]:
    return [Ability(a["text"], a.get("legal", True), a.get("depends", False), a.get("legal_on_resolve", True))
            for a in raw]


CardAction = Callable[[CardGameEngine, dict[str, Any]], None]
CARD_GAME_ACTIONS: dict[str, tuple[dict[str, type | tuple[type, ...]], CardAction]] = {
    "play_support": ({"player": str, "card": str, "class": str, "cost": int},
                     lambda e, a: e.play_support(a["player"], a["card"], a["class"], a.get("cost", 0))),
    "creature_enters": ({"player": str, "card": str}, lambda e, a: e.creature_enters(a["player"], a["card"])),
    "change_control": ({"card": str, "to": str}, lambda e, a: e.change_control(a["card"], a["to"])),
    "attack": ({"player": str, "card": str, "hero": bool, "target": str},
               lambda e, a: e.attack(a["player"], a["card"], a.get("hero", False), a.get("target"))),
    "hero_ability": ({"player": str, "ability": str, "cost": int, "close": bool},
                     lambda e, a: e.hero_ability(a["player"], a["ability"], a.get("cost", 0), a.get("close", True))),
    "effect_on_player": ({"player": str, "effect": str}, lambda e, a: e.effect_on_player(a["player"], a["effect"])),
    "wound": ({"player": str, "card": str, "n": int}, lambda e, a: e.wound(a["player"], a["card"], a.get("n", 1))),
    "defend": ({"player": str, "card": str, "hero": bool},
               lambda e, a: e.defend(a["player"], a["card"], a.get("hero", False))),
    "next_turn": ({}, lambda e, a: e.next_turn()),
    "cast_spell": ({"player": str, "card": str, "cost": int, "abilities": list},
                   lambda e, a: e.cast_spell(a["player"], a["card"], a.get("cost", 0), _abilities(a["abilities"]))),
}
CARD_GAME_REQUIRED = {"play_support": ("player", "card", "class"), "creature_enters": ("player", "card"),
                      "change_control": ("card", "to"), "attack": ("player", "card"), "defend": ("player", "card"),
                      "cast_spell": ("player", "card", "abilities"), "hero_ability": ("player", "ability"),
                      "effect_on_player": ("player", "effect"), "wound": ("player", "card")}
AiAction = Callable[[AiDeckEngine, dict[str, Any]], None]
AI_DECK_ACTIONS: dict[str, tuple[dict[str, type | tuple[type, ...]], AiAction]] = {
    "ai_setup": ({}, lambda e, a: e.setup()),
    "ai_combat": ({}, lambda e, a: e.combat()),
    "ai_activate": ({"unit": str}, lambda e, a: e.activate(a["unit"])),
}
AI_DECK_REQUIRED: dict[str, tuple[str, ...]] = {"ai_activate": ("unit",)}
_AI_LISTS = ("deck", "discard", "spell_deck", "spell_discard", "scenario_spells", "in_your_deck", "free_copies")
GAMES = ("deck-building", "card-game", "ai-deck")

REQUIRED = {"start_deck": ("cards",), "discard": ("card",), "redraw": ("card",), "use_up": ("card",),
            "remove": ("card",), "play": ("card",), "play_permanent": ("card",), "pay": ("gold",),
            "spell_book": ("cost",), "buy_war_machine": ("card", "at", "cost"), "search": ("deck", "x"),
            "cast": ("card",),
            "cast_scroll_spell": ("scroll", "spell"), "sell_scroll_spell": ("scroll", "spell")}
_PLAYER_LISTS = ("deck", "hand", "discard", "removed")


@dataclass
class Scenario:
    title: str
    seed: int
    state: State | Table | AiDeck
    actions: list[dict[str, Any]]
    expect: dict[str, Any] = field(default_factory=dict)
    game: str = "deck-building"
    lang: str = "en"  # the language the steps are told in


@dataclass
class Outcome:
    scenario: Scenario
    trace: Trace
    state: State | Table | AiDeck
    applied: int
    refused: int
    mismatches: list[str]

    def to_json(self) -> dict[str, Any]:
        return {"title": self.scenario.title, "game": self.scenario.game, "lang": self.scenario.lang,
                "seed": self.scenario.seed,
                "steps": self.trace.to_json(),
                "state": self.state.to_json(), "applied": self.applied, "refused": self.refused,
                "expected": self.scenario.expect or None, "mismatches": self.mismatches}


def load_scenario(path: Path) -> Scenario:
    import tomllib

    try:
        data = parse_toml(read_regular(path).decode("utf-8"))
    except FileNotFoundError:
        raise ScenarioError(f"{path}: no such scenario file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot be read ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path}: is not valid TOML ({exc})") from None
    except ValueError as exc:  # a FIFO or device, or nesting past the bound
        raise ScenarioError(f"{path}: {exc}; a scenario needs a regular TOML file a few levels deep") from None
    return parse_scenario(data, str(path))


def parse_scenario(data: dict[str, Any], where: str = "scenario") -> Scenario:
    unknown = set(data) - {"title", "seed", "lang", "game", "player", "players", "decks", "ai", "actions", "expect"}
    if unknown:
        raise ScenarioError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError(f"{where}: seed must be a whole number")
    game = data.get("game", "deck-building")
    if game not in GAMES:
        raise ScenarioError(f"{where}: game must be one of {', '.join(GAMES)} (got {game!r})")
    lang = data.get("lang", "ru" if game == "card-game" else "en")
    if lang not in LANGS:
        raise ScenarioError(f"{where}: lang must be one of {', '.join(LANGS)} (got {lang!r})")
    if game == "card-game":
        return replace(_parse_card_game(data, seed, where), lang=lang)
    if game == "ai-deck":
        return replace(_parse_ai_deck(data, seed, where), lang=lang)
    if "ai" in data:
        raise ScenarioError(f"{where}: [ai] belongs to game = \"ai-deck\"")
    if "players" in data:
        raise ScenarioError(f"{where}: [players] belongs to game = \"card-game\"; deck-building uses [player]")
    state = State()
    player = _table(data.get("player", {}), f"{where} [player]")
    for key, value in player.items():
        if key in _PLAYER_LISTS:
            setattr(state, key, state.new_cards(_names(value, f"{where} [player].{key}")))
        elif key in ("gold", "level", "round", "mage_guild"):
            least = 1 if key in ("round", "mage_guild") else 0
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                raise ScenarioError(f"{where} [player].{key}: must be a whole number ≥ {least}")
            setattr(state, key, value)
        elif key == "faction":
            if not isinstance(value, str) or not value.strip():
                raise ScenarioError(f"{where} [player].faction: must be a Faction's name, e.g. \"Necropolis\"")
            state.faction = value.strip()
        elif key == "your_turn":
            if not isinstance(value, bool):
                raise ScenarioError(f"{where} [player].your_turn: must be true or false")
            state.your_turn = value
        elif key == "permanent":
            if not isinstance(value, str):
                raise ScenarioError(f"{where} [player].permanent: must be a card name")
            state.permanent = state.new_card(value) if value else None
        else:
            raise ScenarioError(f"{where} [player]: unknown key '{key}'")
    if state.mage_guild is not None and state.mage_guild > state.round:
        raise ScenarioError(f"{where} [player].mage_guild: Round {state.mage_guild} is after this Round "
                            f"({state.round})")
    for name, table in _table(data.get("decks", {}), f"{where} [decks]").items():
        if name not in MARKETS:
            raise ScenarioError(f"{where} [decks.{name}]: unknown deck; use {', '.join(MARKETS)}")
        table = _table(table, f"{where} [decks.{name}]")
        if set(table) - {"deck", "discard"}:
            raise ScenarioError(f"{where} [decks.{name}]: only 'deck' and 'discard' are allowed")
        state.markets[name] = Market(state.new_cards(_names(table.get("deck", []), f"{where} [decks.{name}].deck")),
                                     state.new_cards(_names(table.get("discard", []),
                                                            f"{where} [decks.{name}].discard")))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError(f"{where}: 'actions' must be a list of [[actions]] tables")
    for n, action in enumerate(actions, start=1):
        check_action(action, f"{where} action #{n}")
        if action["do"] == "start_deck":
            action["cards"] = _names(action["cards"], f"{where} action #{n} (start_deck) cards")
    expect = _table(data.get("expect", {}), f"{where} [expect]")
    return Scenario(str(data.get("title", where)), seed, state, actions, expect, lang=lang)


def _parse_card_game(data: dict[str, Any], seed: int, where: str) -> Scenario:
    if "player" in data or "decks" in data:
        raise ScenarioError(f"{where}: a card-game scenario has [players.NAME] tables, not [player] or [decks]")
    table = Table()
    for name, raw in _table(data.get("players", {}), f"{where} [players]").items():
        raw = _table(raw, f"{where} [players.{name}]")
        if set(raw) - {"resources", "support", "creatures", "hero", "hero_closed"}:
            raise ScenarioError(f"{where} [players.{name}]: only resources, support, creatures, hero and hero_closed "
                                "are allowed")
        hero = raw.get("hero")
        if hero is not None and (not isinstance(hero, str) or not hero.strip()):
            raise ScenarioError(f"{where} [players.{name}].hero: must be the hero's name")
        if not isinstance(raw.get("hero_closed", False), bool):
            raise ScenarioError(f"{where} [players.{name}].hero_closed: must be true or false")
        resources = raw.get("resources", 0)
        if not isinstance(resources, int) or resources < 0:
            raise ScenarioError(f"{where} [players.{name}].resources: must be a whole number ≥ 0")
        support = _table(raw.get("support", {}), f"{where} [players.{name}].support")
        if not all(isinstance(v, str) for v in support.values()):
            raise ScenarioError(f"{where} [players.{name}].support: maps a class to a card name")
        creatures = _names(raw.get("creatures", []), f"{where} [players.{name}].creatures")
        # creatures already in play entered on an earlier turn
        table.players[name] = Side(resources, dict(support), {c: 0 for c in creatures},
                                   hero=hero.strip() if hero else None, hero_closed=raw.get("hero_closed", False))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError(f"{where}: 'actions' must be a list of [[actions]] tables")
    for n, action in enumerate(actions, start=1):
        check_action(action, f"{where} action #{n}", CARD_GAME_ACTIONS, CARD_GAME_REQUIRED)
        for ability in action.get("abilities", []):
            if (not isinstance(ability, dict) or not isinstance(ability.get("text"), str)
                    or set(ability) - {"text", "legal", "depends", "legal_on_resolve"}
                    or not all(isinstance(ability[flag], bool) for flag in ("legal", "depends", "legal_on_resolve")
                               if flag in ability)):
                raise ScenarioError(f"{where} action #{n}: each ability is {{text = \"…\", legal = true, "
                                    "depends = false, legal_on_resolve = true}")
    expect = _table(data.get("expect", {}), f"{where} [expect]")
    return Scenario(str(data.get("title", where)), seed, table, actions, expect, "card-game")


def _parse_ai_deck(data: dict[str, Any], seed: int, where: str) -> Scenario:
    if set(data) & {"player", "players", "decks"}:
        raise ScenarioError(f"{where}: an ai-deck scenario has an [ai] table, not [player], [players] or [decks]")
    raw = _table(data.get("ai", {}), f"{where} [ai]")
    unknown = set(raw) - {*_AI_LISTS, "ability"}
    if unknown:
        raise ScenarioError(f"{where} [ai]: unknown key(s) {', '.join(sorted(unknown))}; allowed: "
                            f"{', '.join(_AI_LISTS)}, ability")
    ability = raw.get("ability")
    if ability is not None and (not isinstance(ability, str) or not ability.strip()):
        raise ScenarioError(f"{where} [ai].ability: must be the name of the card set aside for Skill cards")
    lists = {key: _names(raw.get(key, []), f"{where} [ai].{key}") for key in _AI_LISTS}
    for key in ("deck", "discard"):
        for name in lists[key]:
            if ai_card_type(name) is None:
                raise ScenarioError(f"{where} [ai].{key}: '{name}' is not an AI card; an AI card's name starts with "
                                    "its type: Might, Magic or Skill (Мощь, Магия, Навык)")
    if (lists["spell_deck"] or lists["spell_discard"]) and lists["scenario_spells"]:
        raise ScenarioError(f"{where} [ai]: give the Scenario's Spells (scenario_spells, built by ai_setup) or an AI "
                            "Spell Deck already built (spell_deck, spell_discard), not both")
    state = AiDeck(scenario_spells=lists["scenario_spells"], in_your_deck=lists["in_your_deck"],
                   free_copies=lists["free_copies"], built=bool(lists["spell_deck"] or lists["spell_discard"]))
    state.deck, state.discard = state.new_cards(lists["deck"]), state.new_cards(lists["discard"])
    state.spells, state.spell_discard = state.new_cards(lists["spell_deck"]), state.new_cards(lists["spell_discard"])
    if ability is not None:
        if state.built:  # past setup: the card is set aside already
            state.set_aside = [state.new_card(ability.strip())]
        else:
            state.ability = ability.strip()
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError(f"{where}: 'actions' must be a list of [[actions]] tables")
    for n, action in enumerate(actions, start=1):
        check_action(action, f"{where} action #{n}", AI_DECK_ACTIONS, AI_DECK_REQUIRED)
    expect = _table(data.get("expect", {}), f"{where} [expect]")
    return Scenario(str(data.get("title", where)), seed, state, actions, expect, "ai-deck")


def check_action(action: Any, where: str, table: dict[str, Any] | None = None,
                 required: dict[str, tuple[str, ...]] | None = None) -> None:
    table = ACTIONS if table is None else table
    required = REQUIRED if required is None else required
    if not isinstance(action, dict) or "do" not in action:
        raise ScenarioError(f"{where}: needs do = one of {', '.join(table)}")
    kind = action["do"]
    if kind not in table:
        raise ScenarioError(f"{where}: unknown action '{kind}'; use one of {', '.join(table)}")
    allowed, _ = table[kind]
    for key, value in action.items():
        if key == "do":
            continue
        if key not in allowed:
            raise ScenarioError(f"{where} ({kind}): unknown key '{key}'; allowed: {', '.join(allowed) or 'none'}")
        if not isinstance(value, allowed[key]) or (allowed[key] is int and isinstance(value, bool)):
            raise ScenarioError(f"{where} ({kind}): '{key}' must be {_wanted(allowed[key])} (got {value!r})")
    for key in required.get(kind, ()):
        if key not in action:
            raise ScenarioError(f"{where} ({kind}): needs '{key}'")


def run_scenario(scenario: Scenario) -> Outcome:
    engine: Engine
    table: dict[str, Any]
    if isinstance(scenario.state, Table):
        engine, table = CardGameEngine(scenario.state, scenario.seed, scenario.lang), CARD_GAME_ACTIONS
    elif isinstance(scenario.state, AiDeck):
        engine, table = AiDeckEngine(scenario.state, scenario.seed, scenario.lang), AI_DECK_ACTIONS
    else:
        engine, table = DeckEngine(scenario.state, scenario.seed, scenario.lang), ACTIONS
    # the rules of a state that arises hold for the starting position too (an empty Discard Pile is refilled), so
    # no state shown, even after a refused first action, breaks them
    engine.run("setup", lambda: None)
    applied = refused = 0
    for action in scenario.actions:
        _, apply = table[action["do"]]
        if engine.run(action["do"], lambda a=action, f=apply: f(engine, a)):  # type: ignore[misc]
            applied += 1
        else:
            refused += 1
    return Outcome(scenario, engine.trace, engine.state, applied, refused, _mismatches(engine.state, scenario.expect))


def _flatten(state: State | Table | AiDeck) -> dict[str, Any]:
    """The state as ``path -> value``: ``hand``, ``decks.spell.discard``, ``players.Анна.support``, ``ai_deck``."""
    if isinstance(state, AiDeck):
        return state.to_json()
    if isinstance(state, Table):
        data = state.to_json()
        flat: dict[str, Any] = {"turn": data["turn"], "resolved": data["resolved"]}
        for name, side in data["players"].items():
            for key, value in side.items():
                flat[f"players.{name}.{key}"] = value
        return flat
    flat = {**state.to_json()["player"]}
    for name in MARKETS:
        market = state.markets[name]
        flat[f"decks.{name}.deck"] = [c.name for c in market.deck]
        flat[f"decks.{name}.discard"] = [c.name for c in market.discard]
    return flat


def _mismatches(state: State | Table | AiDeck, expect: dict[str, Any]) -> list[str]:
    """Differences between the final state and ``[expect]`` (paths like ``hand`` or ``decks.spell.discard``)."""
    flat = _flatten(state)
    out = []
    for key, wanted in expect.items():
        if key not in flat:
            out.append(f"[expect] {key}: not a part of the state (use e.g. hand, gold, decks.spell.discard)")
        elif flat[key] != wanted:
            out.append(f"{key}: expected {wanted!r}, got {flat[key]!r}")
    return out


def _table(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: must be a table")
    return value


def _names(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ScenarioError(f"{where}: must be a list of card names")
    return [v.strip() for v in value]


_TYPE_WORDS = {int: "a whole number", str: "a text in quotes", list: 'a list such as ["A", "B"]', bool: "true or false",
               float: "a number", dict: "a table"}


def _wanted(types: type | tuple[type, ...]) -> str:
    """What a scenario key takes, in words: "a whole number", "a text in quotes or a whole number"."""
    return " or ".join(_TYPE_WORDS.get(t, t.__name__) for t in (types if isinstance(types, tuple) else (types,)))
