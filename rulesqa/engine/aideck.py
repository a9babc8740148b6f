"""The AI's own cards in the Heroes III board game (h3-ai-rules, 3. AI card types), step by step, each step cited.

The AI Deck holds AI cards (Might, Magic, Skill); the AI Spell Deck holds the Spells the Scenario gives the AI,
with their own discard pile. During setup the AI Spell Deck is built (a Spell that is in your Deck with no free
copy is a Magic Arrow) and, if Skill cards are included, the assigned Ability card is set aside; before each
Combat both Decks are shuffled; when an AI unit activates, the next AI card is drawn and resolved, then discarded:
Might boosts that unit's attack, Magic draws the next Spell of the AI Spell Deck and casts it (reshuffled when it
empties), Skill applies the assigned Ability, which is not discarded. Whom a Spell targets is
:mod:`rulesqa.engine.ai`'s part.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesqa.engine import rules as R
from rulesqa.engine.ai import spell_kind
from rulesqa.engine.base import Engine
from rulesqa.engine.phrases import Count, Term, names
from rulesqa.engine.state import Card

# An AI card's type is the first word of its name ("Magic", "Magic 2", "Магия").
AI_CARD_TYPES = {"might": "might", "мощь": "might", "magic": "magic", "магия": "magic", "skill": "skill",
                 "навык": "skill"}
MAGIC_ARROW = "Magic Arrow"


def ai_card_type(name: str) -> str | None:
    words = name.split()
    return AI_CARD_TYPES.get(words[0].casefold()) if words else None


@dataclass
class AiDeck:
    """The AI's cards. Every pile is a list whose first element is its top card."""

    deck: list[Card] = field(default_factory=list)  # the AI Deck: AI cards
    discard: list[Card] = field(default_factory=list)  # its discard pile
    spells: list[Card] = field(default_factory=list)  # the AI Spell Deck
    spell_discard: list[Card] = field(default_factory=list)  # the AI Spell Deck's own discard pile
    in_play: list[Card] = field(default_factory=list)  # Instant Defense Spells beside the Combat Board
    set_aside: list[Card] = field(default_factory=list)  # the Ability card assigned to Skill cards, never discarded
    ability: str | None = None  # the card the Scenario indicates for Skill cards, before setup sets it aside
    scenario_spells: list[str] = field(default_factory=list)  # the Scenario's Spells, before setup builds the Deck
    in_your_deck: list[str] = field(default_factory=list)  # Spells that are in your Deck
    free_copies: list[str] = field(default_factory=list)  # one entry per free copy of such a Spell
    built: bool = False  # the AI Spell Deck has been built
    cast_log: list[str] = field(default_factory=list)  # Spells the AI cast, in order
    applied_log: list[str] = field(default_factory=list)  # Ability cards applied by Skill cards, in order
    next_uid: int = 1

    def new_card(self, name: str) -> Card:
        card = Card(self.next_uid, name)
        self.next_uid += 1
        return card

    def new_cards(self, cards: list[str]) -> list[Card]:
        return [self.new_card(n) for n in cards]

    def all_cards(self) -> list[Card]:
        """Every AI card and AI Spell, wherever it is (each exactly once if the engine is right)."""
        return [*self.deck, *self.discard, *self.spells, *self.spell_discard, *self.in_play, *self.set_aside]

    def to_json(self) -> dict[str, Any]:
        def listed(cards: list[Card]) -> list[str]:
            return [c.name for c in cards]

        return {"ai_deck": listed(self.deck), "ai_discard": listed(self.discard), "spell_deck": listed(self.spells),
                "spell_discard": listed(self.spell_discard), "in_play": listed(self.in_play),
                "set_aside": listed(self.set_aside), "built": self.built, "cast": list(self.cast_log),
                "applied": list(self.applied_log)}


def _spell(card: Card) -> Term:
    return Term("spell", card.name)


def _cards_of(state: AiDeck, kind: str) -> int:
    return sum(1 for c in [*state.deck, *state.discard] if ai_card_type(c.name) == kind)


class AiDeckEngine(Engine):
    """Applies the AI card actions to an :class:`AiDeck`, recording a trace."""

    state: AiDeck

    def setup(self) -> None:
        """Build the AI Spell Deck from the Scenario's Spells."""
        if self.state.built:
            raise self.refuse(R.AI_SPELL_DECK_SETUP, "aideck.built-already")
        yours = {n.casefold() for n in self.state.in_your_deck}
        free = list(self.state.free_copies)
        built: list[Card] = []
        for name in self.state.scenario_spells:
            if name.casefold() in yours:
                copy = next((f for f in free if f.casefold() == name.casefold()), None)
                if copy is None:
                    built.append(self.state.new_card(MAGIC_ARROW))
                    self.step("aideck.magic-arrow", R.AI_MAGIC_ARROW, "reading.magic-arrow",
                              spell=Term("spell", name))
                    continue
                free.remove(copy)
                self.step("aideck.free-copy", R.AI_MAGIC_ARROW, spell=Term("spell", name))
            built.append(self.state.new_card(name))
        self.state.spells = built
        self.state.built = True
        self.step("aideck.built", R.AI_SPELL_DECK_SETUP, spells=Count(len(built), "spell"), names=names(built))
        magic = _cards_of(self.state, "magic")
        if len(built) > magic:
            self.step("aideck.more-spells", R.AI_SPELL_SURPLUS, spells=Count(len(built), "spell"), magic=magic)
        self._set_aside()

    def _set_aside(self) -> None:
        """If Skill cards are included, set aside the card the Scenario indicates for them."""
        skills = _cards_of(self.state, "skill")
        if not skills:
            if self.state.ability:
                self.step("aideck.no-skill", R.AI_SKILL_SET_ASIDE, ability=self.state.ability)
            return
        if not self.state.ability:
            raise self.refuse(R.AI_SKILL_SET_ASIDE, "aideck.ability-missing", skills=skills)
        card = self.state.new_card(self.state.ability)
        self.state.set_aside.append(card)
        self.state.ability = None
        self.step("aideck.set-aside", R.AI_SKILL_SET_ASIDE, card=card, skills=skills)

    def combat(self) -> None:
        """A Combat begins: the AI Deck and the AI Spell Deck are shuffled."""
        state = self.state
        state.deck, state.discard = [*state.deck, *state.discard], []
        self.rng.shuffle(state.deck)
        self.step("aideck.shuffle", R.AI_SHUFFLE, "reading.ai-gather", cards=Count(len(state.deck), "card"))
        state.spells, state.spell_discard, state.in_play = [*state.spells, *state.spell_discard, *state.in_play], [], []
        self.rng.shuffle(state.spells)
        self.step("aideck.shuffle-spells", R.AI_SPELL_DECK_SETUP, "reading.ai-gather-spells",
                  spells=Count(len(state.spells), "spell"))

    def activate(self, unit: str) -> None:
        """An AI unit activates: the next AI card is drawn for it, resolved and discarded."""
        state = self.state
        if not state.deck:
            if not state.discard:
                self.step("aideck.nothing", R.AI_APPLIES, "reading.ai-nothing", unit=unit)
                return
            state.deck, state.discard = state.discard, []
            self.rng.shuffle(state.deck)
            self.step("aideck.reshuffle", R.AI_APPLIES, "reading.ai-runs-out", cards=Count(len(state.deck), "card"))
        card = state.deck.pop(0)
        kind = ai_card_type(card.name)
        self.step("aideck.draw", R.AI_APPLIES, unit=unit, card=card)
        if kind == "might":
            self.step("aideck.might", R.AI_DRAW_CARD, unit=unit, card=card)
        elif kind == "magic":
            self._magic(unit)
        elif kind == "skill":
            if not state.set_aside:
                raise self.refuse(R.AI_SKILL_SET_ASIDE, "aideck.nothing-set-aside", card=card)
            ability = state.set_aside[0]
            state.applied_log.append(ability.name)
            self.step("aideck.skill", R.AI_SKILL_USE, "reading.skill-used", card=card, ability=ability, unit=unit)
        state.discard.insert(0, card)
        self.step("aideck.discard", R.AI_DISCARD_CARD, card=card)

    def _magic(self, unit: str) -> None:
        """Draw the next Spell from the AI Spell Deck and cast it."""
        state = self.state
        if not state.spells:
            if not state.spell_discard:
                self.step("aideck.no-spell", R.AI_MAGIC_CARD, "reading.no-spell")
                return
            state.spells, state.spell_discard = state.spell_discard, []
            self.rng.shuffle(state.spells)
            self.step("aideck.spell-reshuffle", R.AI_MAGIC_CARD, "reading.spell-reshuffle",
                      spells=Count(len(state.spells), "spell"))
        spell = state.spells.pop(0)
        state.cast_log.append(spell.name)
        self.step("aideck.cast", R.AI_MAGIC_CARD, spell=_spell(spell), unit=unit)
        if spell_kind(spell.name) == "instant-defense":
            state.in_play.append(spell)
            self.step("aideck.in-play", R.AI_DEFENSE_IN_PLAY, spell=_spell(spell))
        else:
            state.spell_discard.insert(0, spell)
            self.step("aideck.spell-discarded", R.AI_MAGIC_CARD, "reading.spell-discarded", spell=_spell(spell))
