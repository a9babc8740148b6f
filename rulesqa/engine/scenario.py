"""Scenarios: a starting state and a list of actions, read from TOML and run by the engine.

::

    title = "Bob Searches 2 of the Spell Deck"
    seed = 1
    [player]                      # every key optional
    gold = 5
    level = 1
    deck = ["Might", "Magic"]     # top card first, in every list
    hand = []
    discard = []
    permanent = "Town Portal"
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
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesqa.engine.deckbuilding import DeckEngine
from rulesqa.engine.state import MARKETS, Market, State
from rulesqa.engine.trace import Trace
from rulesqa.errors import RulesqaError


class ScenarioError(RulesqaError):
    """A scenario file that cannot be read or has an invalid action."""


# action -> (allowed keys with their types, how to apply it)
ActionSpec = tuple[dict[str, type | tuple[type, ...]], Callable[[DeckEngine, dict[str, Any]], None]]
ACTIONS: dict[str, ActionSpec] = {
    "draw": ({"count": int}, lambda e, a: e.draw(a.get("count", 1))),
    "gain": ({"card": str, "from_deck": str, "to": str},
             lambda e, a: e.gain(a.get("card"), from_deck=a.get("from_deck"), to=a.get("to", "hand"))),
    "discard": ({"card": str}, lambda e, a: e.discard(a["card"])),
    "remove": ({"card": str}, lambda e, a: e.remove(a["card"])),
    "play": ({"card": str, "effect": str}, lambda e, a: e.play(a["card"], a.get("effect", "basic"))),
    "play_permanent": ({"card": str, "effect": str},
                       lambda e, a: e.play_permanent(a["card"], a.get("effect", "basic"))),
    "pay": ({"gold": int}, lambda e, a: e.pay(a["gold"])),
    "search": ({"deck": str, "x": int, "take": str}, lambda e, a: e.search(a["deck"], a.get("x", 1), a.get("take"))),
    "cast": ({"card": str, "specialty": bool}, lambda e, a: e.cast_spell(a["card"], a.get("specialty", False))),
    "combat_round": ({}, lambda e, a: e.start_combat_round()),
    "end_combat": ({}, lambda e, a: e.end_combat()),
    "new_round": ({}, lambda e, a: e.new_round()),
    "gain_scroll": ({"from": str, "keep": str}, lambda e, a: e.gain_scroll(a.get("from", "scroll"), a.get("keep"))),
    "cast_scroll_spell": ({"scroll": int, "spell": str}, lambda e, a: e.cast_scroll_spell(a["scroll"], a["spell"])),
    "sell_scroll_spell": ({"scroll": int, "spell": str}, lambda e, a: e.sell_scroll_spell(a["scroll"], a["spell"])),
}
REQUIRED = {"discard": ("card",), "remove": ("card",), "play": ("card",), "play_permanent": ("card",),
            "pay": ("gold",), "search": ("deck", "x"), "cast": ("card",), "cast_scroll_spell": ("scroll", "spell"),
            "sell_scroll_spell": ("scroll", "spell")}
_PLAYER_LISTS = ("deck", "hand", "discard", "removed")


@dataclass
class Scenario:
    title: str
    seed: int
    state: State
    actions: list[dict[str, Any]]
    expect: dict[str, Any] = field(default_factory=dict)


@dataclass
class Outcome:
    scenario: Scenario
    trace: Trace
    state: State
    applied: int
    refused: int
    mismatches: list[str]

    def to_json(self) -> dict[str, Any]:
        return {"title": self.scenario.title, "seed": self.scenario.seed, "steps": self.trace.to_json(),
                "state": self.state.to_json(), "applied": self.applied, "refused": self.refused,
                "expected": self.scenario.expect or None, "mismatches": self.mismatches}


def load_scenario(path: Path) -> Scenario:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ScenarioError(f"{path}: no such scenario file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot be read ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"{path}: is not valid TOML ({exc})") from None
    return parse_scenario(data, str(path))


def parse_scenario(data: dict[str, Any], where: str = "scenario") -> Scenario:
    unknown = set(data) - {"title", "seed", "player", "decks", "actions", "expect"}
    if unknown:
        raise ScenarioError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError(f"{where}: seed must be a whole number")
    state = State()
    player = _table(data.get("player", {}), f"{where} [player]")
    for key, value in player.items():
        if key in _PLAYER_LISTS:
            setattr(state, key, state.new_cards(_names(value, f"{where} [player].{key}")))
        elif key in ("gold", "level"):
            if not isinstance(value, int) or value < 0:
                raise ScenarioError(f"{where} [player].{key}: must be a whole number ≥ 0")
            setattr(state, key, value)
        elif key == "permanent":
            if not isinstance(value, str):
                raise ScenarioError(f"{where} [player].permanent: must be a card name")
            state.permanent = state.new_card(value) if value else None
        else:
            raise ScenarioError(f"{where} [player]: unknown key '{key}'")
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
    expect = _table(data.get("expect", {}), f"{where} [expect]")
    return Scenario(str(data.get("title", where)), seed, state, actions, expect)


def check_action(action: Any, where: str) -> None:
    if not isinstance(action, dict) or "do" not in action:
        raise ScenarioError(f"{where}: needs do = one of {', '.join(ACTIONS)}")
    kind = action["do"]
    if kind not in ACTIONS:
        raise ScenarioError(f"{where}: unknown action '{kind}'; use one of {', '.join(ACTIONS)}")
    allowed, _ = ACTIONS[kind]
    for key, value in action.items():
        if key == "do":
            continue
        if key not in allowed:
            raise ScenarioError(f"{where} ({kind}): unknown key '{key}'; allowed: {', '.join(allowed) or 'none'}")
        if not isinstance(value, allowed[key]) or (allowed[key] is int and isinstance(value, bool)):
            raise ScenarioError(f"{where} ({kind}): '{key}' has the wrong type ({type(value).__name__})")
    for key in REQUIRED.get(kind, ()):
        if key not in action:
            raise ScenarioError(f"{where} ({kind}): needs '{key}'")


def run_scenario(scenario: Scenario) -> Outcome:
    engine = DeckEngine(scenario.state, scenario.seed)
    applied = refused = 0
    for action in scenario.actions:
        _, apply = ACTIONS[action["do"]]
        if engine.run(action["do"], lambda a=action, f=apply: f(engine, a)):  # type: ignore[misc]
            applied += 1
        else:
            refused += 1
    return Outcome(scenario, engine.trace, engine.state, applied, refused, _mismatches(engine.state, scenario.expect))


def _mismatches(state: State, expect: dict[str, Any]) -> list[str]:
    """Differences between the final state and ``[expect]`` (paths like ``hand`` or ``decks.spell.discard``)."""
    actual = state.to_json()
    flat: dict[str, Any] = {**actual["player"]}
    for name in MARKETS:
        market = state.markets[name]
        flat[f"decks.{name}.deck"] = [c.name for c in market.deck]
        flat[f"decks.{name}.discard"] = [c.name for c in market.discard]
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
