"""Procedures of the Russian card-game rules (card-game-rules), with traces in Russian.

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
from rulesqa.engine.base import Engine, Refused

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


@dataclass
class Table:
    players: dict[str, Side] = field(default_factory=dict)
    turn: int = 1
    queue_log: list[str] = field(default_factory=list)  # abilities resolved, in order

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "players": {name: {"resources": p.resources, "support": dict(p.support),
                               "creatures": sorted(p.creatures), "graveyard": list(p.graveyard)}
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
    refused_prefix = "Нельзя"

    def _side(self, player: str) -> Side:
        if player not in self.state.players:
            self.state.players[player] = Side()
        return self.state.players[player]

    def _pay(self, player: str, cost: int, card: str, rule: R.Rule) -> None:
        side = self._side(player)
        if cost < 0:
            raise Refused(rule, f"стоимость не может быть отрицательной ({cost})")
        if cost > side.resources:
            raise Refused(rule, f"игрок {player} не может оплатить «{card}»: стоимость {cost}, "
                                f"доступно {side.resources}")
        side.resources -= cost
        self.log(f"Игрок {player} оплачивает стоимость карты «{card}» ({cost}); остаётся {side.resources}.", rule)

    def play_support(self, player: str, card: str, card_class: str, cost: int = 0) -> None:
        kind = CLASSES.get(card_class.strip().casefold())
        if kind is None:
            raise Refused(R.CG_SUPPORT_CLASSES,
                          f"класс «{card_class}» неизвестен: карты поддержки бывают оружие, доспехи, амулеты, "
                          "местности и события")
        self._pay(player, cost, card, R.CG_SUPPORT_PLAY)
        side = self._side(player)
        self.log(f"Карта поддержки «{card}» ({kind}) переходит из руки игрока {player} в игровую зону.",
                 R.CG_SUPPORT_PLAY)
        old = side.support.get(kind)
        if old is not None:
            side.graveyard.append(old)
            self.log(f"У игрока {player} в игровой зоне появилась ещё одна карта класса «{kind}»: "
                     f"прежняя, «{old}», уничтожается.", R.CG_SUPPORT_DESTROY)
        else:
            self.log(f"Других карт класса «{kind}» у игрока {player} нет: не более одной карты каждого класса.",
                     R.CG_SUPPORT_ONE)
        side.support[kind] = card

    def creature_enters(self, player: str, card: str) -> None:
        self._side(player).creatures[card] = self.state.turn
        self.log(f"Существо «{card}» появляется в игровой зоне игрока {player}: в этот ход оно не может действовать, "
                 "но может выступать в защиту.", R.CG_FIRST_TURN)

    def change_control(self, card: str, to: str) -> None:
        owner = next((name for name, side in self.state.players.items() if card in side.creatures), None)
        if owner is None:
            raise Refused(R.CG_FIRST_TURN, f"существа «{card}» нет в игровой зоне")
        del self.state.players[owner].creatures[card]
        self._side(to).creatures[card] = self.state.turn
        self.log(f"Существо «{card}» переходит под контроль игрока {to}: в этот ход оно не может действовать, но может "
                 "выступать в защиту.", R.CG_FIRST_TURN)

    def _creature(self, player: str, card: str, rule: R.Rule) -> int:
        side = self._side(player)
        if card not in side.creatures:
            raise Refused(rule, f"у игрока {player} нет существа «{card}» в игровой зоне")
        return side.creatures[card]

    def attack(self, player: str, card: str, hero: bool = False) -> None:
        if hero:
            raise Refused(R.CG_HERO_NO_ATTACK, f"«{card}» — герой: герой не может атаковать ударом")
        entered = self._creature(player, card, R.CG_CREATURES)
        if entered == self.state.turn:
            raise Refused(R.CG_FIRST_TURN, f"«{card}» появилось в игровой зоне (или сменило контролирующего игрока) "
                                           "в этот ход: слабость первого хода, действовать оно не может")
        self.log(f"Существо «{card}» (игрок {player}) атакует ударом персонажа противника.", R.CG_CREATURES)

    def defend(self, player: str, card: str, hero: bool = False) -> None:
        if hero:
            raise Refused(R.CG_HERO_NO_ATTACK, f"«{card}» — герой: герой не может выступать защитником")
        entered = self._creature(player, card, R.CG_CREATURES)
        note = " (слабость первого хода не мешает защите)" if entered == self.state.turn else ""
        rule = R.CG_FIRST_TURN if entered == self.state.turn else R.CG_CREATURES
        self.log(f"Существо «{card}» (игрок {player}) выступает в защиту{note}.", rule)

    def next_turn(self) -> None:
        self.state.turn += 1
        self.log(f"Начинается ход {self.state.turn}: существа, появившиеся раньше, могут действовать.",
                 R.CG_FIRST_TURN)

    def cast_spell(self, player: str, card: str, cost: int, abilities: list[Ability]) -> None:
        for n, ability in enumerate(abilities, start=1):
            if ability.depends:
                self.log(f"Способность {n} («{ability.text}») ссылается на результат предыдущей: её легальность "
                         "при добавлении в Очередь не проверяется.", R.CG_SPELL_DEPENDENT)
            elif not ability.legal:
                raise Refused(R.CG_SPELL_LEGAL, f"способность {n} («{ability.text}») нельзя легально заявить, "
                                                f"поэтому заклинание «{card}» сыграть нельзя")
        self.log(f"Все способности заклинания «{card}» можно легально заявить.", R.CG_SPELL_LEGAL)
        self._pay(player, cost, card, R.CG_SPELL_PAY)
        self._side(player).graveyard.append(card)
        self.log(f"Заклинание «{card}» попадает на кладбище; его способности ({len(abilities)}) попадают в Очередь "
                 "в том порядке, в котором перечислены.", R.CG_SPELL_PAY)
        for n, ability in enumerate(abilities, start=1):
            if ability.depends and not ability.legal_on_resolve:
                self.log(f"Способность {n} («{ability.text}») при выходе из Очереди стала нелегальной: она "
                         "пропускается.", R.CG_SPELL_SKIP)
                continue
            self.state.queue_log.append(ability.text)
            self.log(f"Выполняется способность {n}: «{ability.text}».", R.CG_SPELL_PAY)
