"""Procedures of the Russian card-game rules (card-game-rules), told in Russian unless asked otherwise.

- support cards: paid for, they go from the hand into play (211.2); at most one
  of each class per player, a new one destroys the old one of its class (211.3);
- creatures: first-turn weakness — a creature cannot act on the turn it entered
  play or changed controller, but can defend (209.2); heroes neither strike nor
  defend (208.4);
- spells: every ability must be legal to declare (210.2), except those that
  depend on an earlier ability's result (210.3); pay, the spell goes to the
  graveyard, its abilities enter the Queue in order and resolve; a dependent
  ability that has become illegal is skipped (210.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesqa.engine import rules as R
from rulesqa.engine.base import Engine
from rulesqa.engine.phrases import Term

# Support-card classes (211.1), with the English names accepted on input.
CLASSES = {"оружие": "оружие", "доспех": "доспех", "амулет": "амулет", "местность": "местность",
           "событие": "событие", "weapon": "оружие", "armor": "доспех", "armour": "доспех", "amulet": "амулет",
           "terrain": "местность", "location": "местность", "event": "событие"}


@dataclass
class Side:
    """One player's cards in play and resources."""

    resources: int = 0
    support: dict[str, str] = field(default_factory=dict)  # class -> card
    creatures: dict[str, int] = field(default_factory=dict)  # creature -> turn it entered play / changed controller
    graveyard: list[str] = field(default_factory=list)
    hero: str | None = None  # the hero's name, when given
    hero_closed: bool = False  # closed (to use an ability, 208.3)
    hero_effects: list[str] = field(default_factory=list)  # effects on the hero, the player's included (208.5)
    wounds: dict[str, int] = field(default_factory=dict)  # character -> wounds received (the hero under its name)


@dataclass
class Table:
    players: dict[str, Side] = field(default_factory=dict)
    turn: int = 1
    queue_log: list[str] = field(default_factory=list)  # abilities resolved, in order

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "players": {name: {"resources": p.resources, "support": dict(p.support),
                               "creatures": sorted(p.creatures), "graveyard": list(p.graveyard),
                               "hero": p.hero, "hero_closed": p.hero_closed, "hero_effects": list(p.hero_effects),
                               "wounds": dict(p.wounds)}
                        for name, p in self.players.items()},
            "resolved": list(self.queue_log),
        }


@dataclass(frozen=True)
class Ability:
    """One ability of a spell (abilities are separated by full stops on the card)."""

    text: str
    legal: bool = True  # can it be legally declared now?
    depends: bool = False  # refers to the result of an earlier ability of the same spell (210.3)
    legal_on_resolve: bool = True  # is it still legal when it leaves the Queue?


class CardGameEngine(Engine):
    state: Table

    def __init__(self, state: Table, seed: int = 0, lang: str = "ru"):
        super().__init__(state, seed, lang)

    @property
    def refused_prefix(self) -> str:
        return self.say("cg.refused")

    def _side(self, player: str) -> Side:
        if player not in self.state.players:
            self.state.players[player] = Side()
        return self.state.players[player]

    def _pay(self, player: str, cost: int, card: str, rule: R.Rule, key: str = "cg.pay") -> None:
        side = self._side(player)
        if cost < 0:
            raise self.refuse(rule, "cg.cost-negative", cost=cost)
        if cost > side.resources:
            raise self.refuse(rule, "cg.cannot-pay", player=player, card=card, cost=cost, have=side.resources)
        side.resources -= cost
        self.step(key, rule, player=player, card=card, cost=cost, left=side.resources)

    def play_support(self, player: str, card: str, card_class: str, cost: int = 0) -> None:
        kind = CLASSES.get(card_class.strip().casefold())
        if kind is None:
            raise self.refuse(R.CG_SUPPORT_CLASSES, "cg.unknown-class", name=card_class)
        self._pay(player, cost, card, R.CG_SUPPORT_PLAY)
        side = self._side(player)
        self.step("cg.support", R.CG_SUPPORT_PLAY, card=card, kind=Term("class", kind), player=player)
        old = side.support.get(kind)
        if old is not None:
            side.graveyard.append(old)
            self.step("cg.support-replaced", R.CG_SUPPORT_DESTROY, player=player, kind=Term("class", kind), old=old)
        else:
            self.step("cg.support-first", R.CG_SUPPORT_ONE, player=player, kind=Term("class", kind))
        side.support[kind] = card

    def _hero(self, player: str) -> str:
        return self._side(player).hero or self.say("cg.hero")

    def _support_owner(self, card: str) -> str | None:
        return next((name for name, side in self.state.players.items() if card in side.support.values()), None)

    def hero_ability(self, player: str, ability: str, cost: int = 0, close: bool = True) -> None:
        """Use an ability of the player's hero: close the hero, pay the ability's cost, or both (208.3)."""
        side = self._side(player)
        hero = self._hero(player)
        if close:
            if side.hero_closed:
                raise self.refuse(R.CG_HERO_ABILITY, "cg.hero-closed", "reading.hero-closed", player=player, hero=hero,
                                  ability=ability)
            side.hero_closed = True
            self.step("cg.hero-closes", R.CG_HERO_ABILITY, player=player, hero=hero, ability=ability)
        if cost:
            self._pay(player, cost, ability, R.CG_HERO_ABILITY, "cg.pay-ability")
        if not close and not cost:
            self.step("cg.hero-free", R.CG_HERO_ABILITY, "reading.hero-free", ability=ability)
        self.state.queue_log.append(ability)
        self.step("cg.hero-ability", R.CG_HERO_ABILITY, player=player, hero=hero, ability=ability)

    def effect_on_player(self, player: str, effect: str) -> None:
        """A card targets a player, or an effect is put on or applies to a player: it applies to their hero (208.5)."""
        self._side(player).hero_effects.append(effect)
        self.step("cg.effect-on-hero", R.CG_PLAYER_IS_HERO, player=player, effect=effect, hero=self._hero(player))

    def wound(self, player: str, card: str, n: int = 1) -> None:
        """``n`` wounds to a character of ``player``: a creature (209.1) or the hero (208.2); never a support card."""
        if n < 1:
            raise self.refuse(R.CG_CREATURES, "cg.wound-count", n=n)
        side = self._side(player)
        if card in side.support.values():
            raise self.refuse(R.CG_SUPPORT_UNTOUCHABLE, "cg.wound-support", card=card)
        is_hero = side.hero is not None and card == side.hero
        if not is_hero and card not in side.creatures:
            raise self.refuse(R.CG_CREATURES, "cg.no-card", player=player, card=card)
        side.wounds[card] = side.wounds.get(card, 0) + n
        if is_hero:
            self.step("cg.wound-hero", R.CG_HERO_WOUNDS, player=player, hero=card, n=n, total=side.wounds[card])
        else:
            self.step("cg.wound-creature", R.CG_CREATURES, player=player, card=card, n=n, total=side.wounds[card])

    def creature_enters(self, player: str, card: str) -> None:
        self._side(player).creatures[card] = self.state.turn
        self.step("cg.enters", R.CG_FIRST_TURN, card=card, player=player)

    def change_control(self, card: str, to: str) -> None:
        owner = next((name for name, side in self.state.players.items() if card in side.creatures), None)
        if owner is None:
            raise self.refuse(R.CG_FIRST_TURN, "cg.no-creature", card=card)
        del self.state.players[owner].creatures[card]
        self._side(to).creatures[card] = self.state.turn
        self.step("cg.control", R.CG_FIRST_TURN, card=card, player=to)

    def _creature(self, player: str, card: str, rule: R.Rule) -> int:
        side = self._side(player)
        if card not in side.creatures:
            raise self.refuse(rule, "cg.not-theirs", player=player, card=card)
        return side.creatures[card]

    def attack(self, player: str, card: str, hero: bool = False, target: str | None = None) -> None:
        if hero:
            raise self.refuse(R.CG_HERO_NO_ATTACK, "cg.hero-attack", card=card)
        entered = self._creature(player, card, R.CG_CREATURES)
        if entered == self.state.turn:
            raise self.refuse(R.CG_FIRST_TURN, "cg.first-turn", card=card)
        if target is None:
            self.step("cg.attack", R.CG_CREATURES, card=card, player=player)
            return
        if self._support_owner(target) is not None:
            raise self.refuse(R.CG_SUPPORT_UNTOUCHABLE, "cg.attack-support", card=target)
        owner = next((name for name, side in self.state.players.items() if name != player
                      and (target in side.creatures or target == side.hero)), None)
        if owner is None:
            raise self.refuse(R.CG_CREATURES, "cg.no-target", target=target)
        self.step("cg.attack-target", R.CG_CREATURES, card=card, player=player, target=target, owner=owner)

    def defend(self, player: str, card: str, hero: bool = False) -> None:
        if hero:
            raise self.refuse(R.CG_HERO_NO_ATTACK, "cg.hero-defend", card=card)
        entered = self._creature(player, card, R.CG_CREATURES)
        if entered == self.state.turn:
            self.step("cg.defend-first-turn", R.CG_FIRST_TURN, card=card, player=player)
        else:
            self.step("cg.defend", R.CG_CREATURES, card=card, player=player)

    def next_turn(self) -> None:
        self.state.turn += 1
        self.step("cg.turn", R.CG_FIRST_TURN, turn=self.state.turn)

    def cast_spell(self, player: str, card: str, cost: int, abilities: list[Ability]) -> None:
        for n, ability in enumerate(abilities, start=1):
            if ability.depends:
                self.step("cg.depends", R.CG_SPELL_DEPENDENT, n=n, text=ability.text)
            elif not ability.legal:
                raise self.refuse(R.CG_SPELL_LEGAL, "cg.illegal", n=n, text=ability.text, card=card)
        self.step("cg.legal", R.CG_SPELL_LEGAL, card=card)
        self._pay(player, cost, card, R.CG_SPELL_PAY)
        self._side(player).graveyard.append(card)
        self.step("cg.queue", R.CG_SPELL_PAY, card=card, count=len(abilities))
        for n, ability in enumerate(abilities, start=1):
            if not ability.legal_on_resolve:
                reading = None if ability.depends else "reading.skip-independent"
                self.step("cg.skipped", R.CG_SPELL_SKIP, reading, n=n, text=ability.text)
                continue
            self.state.queue_log.append(ability.text)
            self.step("cg.resolves", R.CG_SPELL_PAY, n=n, text=ability.text)
