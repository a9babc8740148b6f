"""The game state the engine works on: ordered zones of cards, gold and per-round counters.

Every pile is a list whose first element is its top card. Each physical card
has a unique ``uid``, so a test can check that no card is ever lost or
duplicated while it moves between zones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The Ability, Artifact and Spell Decks, and the expansion's Spell Scroll Deck.
MARKETS = ("ability", "artifact", "spell", "scroll")


@dataclass(frozen=True)
class Card:
    uid: int
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass
class Market:
    """A shared deck (Ability, Artifact, Spell, Spell Scroll) and its own Discard Pile."""

    deck: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)


@dataclass
class Scroll:
    """A Spell Scroll by the Hero Board, with its face-down Spells."""

    card: Card
    spells: list[Card]
    origin: str  # the market it came from, where it returns when empty


@dataclass
class State:
    deck: list[Card] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    removed: list[Card] = field(default_factory=list)
    permanent: Card | None = None
    scrolls: list[Scroll] = field(default_factory=list)
    gold: int = 0
    level: int = 1
    markets: dict[str, Market] = field(default_factory=lambda: {name: Market() for name in MARKETS})
    experts_used: int = 0
    spells_this_combat_round: int = 0
    in_combat: bool = False
    next_uid: int = 1
    your_turn: bool = True  # is it your Turn? (cards are played only then, or in your Main Hero's Combat)
    combat_with_hero: bool = True  # does the Combat under way involve your Main Hero?
    ongoing: list[Card] = field(default_factory=list)  # Ongoing cards in play, until used up or your next Turn
    faction: str | None = None  # your Faction (Necropolis, Castle, …), when the scenario gives it
    war_machine_visit: bool = False  # a War Machine was bought at the Trading Post during this Visit
    power: int = 0  # Power played and not yet consumed by casting a Spell
    round: int = 1  # the Round, counted from 1 (new_round adds one)
    mage_guild: int | None = None  # the Round your Mage Guild was built in, if it is

    def new_card(self, name: str) -> Card:
        card = Card(self.next_uid, name)
        self.next_uid += 1
        return card

    def new_cards(self, names: list[str]) -> list[Card]:
        return [self.new_card(n) for n in names]

    def all_cards(self) -> list[Card]:
        """Every card in the game, wherever it is (each exactly once if the engine is right)."""
        cards = [*self.deck, *self.hand, *self.discard, *self.removed, *self.ongoing]
        if self.permanent is not None:
            cards.append(self.permanent)
        for scroll in self.scrolls:
            cards.extend([scroll.card, *scroll.spells])
        for market in self.markets.values():
            cards.extend([*market.deck, *market.discard])
        return cards

    def to_json(self) -> dict[str, Any]:
        def names(cards: list[Card]) -> list[str]:
            return [c.name for c in cards]

        return {
            "player": {
                "deck": names(self.deck), "hand": names(self.hand), "discard": names(self.discard),
                "removed": names(self.removed),
                "permanent": self.permanent.name if self.permanent else None,
                "scrolls": [{"card": s.card.name, "spells": names(s.spells), "from": s.origin} for s in self.scrolls],
                "gold": self.gold, "level": self.level, "experts_used": self.experts_used,
                "spells_this_combat_round": self.spells_this_combat_round, "in_combat": self.in_combat,
                "your_turn": self.your_turn, "combat_with_hero": self.combat_with_hero,
                "ongoing": names(self.ongoing),
                "round": self.round, "mage_guild": self.mage_guild, "power": self.power,
                "faction": self.faction, "war_machine_visit": self.war_machine_visit,
            },
            "decks": {name: {"deck": names(m.deck), "discard": names(m.discard)} for name, m in self.markets.items()
                      if m.deck or m.discard},
        }
