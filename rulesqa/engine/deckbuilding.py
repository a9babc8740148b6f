"""Deck-building procedures of the Heroes III board game, step by step, each step citing its rule.

Every public method is one action; :meth:`Engine.run` applies it whole or
refuses it (:class:`Refused`) with the rule that forbids it, leaving the state
exactly as before. Randomness (shuffles) comes only from the seeded RNG.
"""

from __future__ import annotations

from rulesqa.engine import rules as R
from rulesqa.engine.base import Engine, Refused
from rulesqa.engine.rules import Rule
from rulesqa.engine.state import MARKET_NAMES, MARKETS, Card, Market, Scroll, State

# The Decks whose Discard Piles are refilled and which are reshuffled when they run out.
REFILLED = ("ability", "artifact", "spell")
READING_RESHUFFLE = (
    "The text does not say what 'reshuffle it' takes in. We read it as for a player's own Deck: shuffle the "
    "Deck's Discard Pile to form a new Deck, then discard the new Deck's top card to start a new Discard Pile. "
    "Cards already being looked at stay out of the reshuffle."
)
READING_SCROLL_RETURN = "The text does not say where in its Deck; we put the Scroll at the bottom."
READING_SCROLL_DISCARD = (
    "A discarded Scroll goes to the Discard Pile of the Deck it came from, and its Spells to the Spell Deck's "
    "Discard Pile."
)
READING_EXPERT = "We count every Expert effect used, from any card, against the Level."


def _names(cards: list[Card]) -> str:
    return ", ".join(c.name for c in cards) if cards else "nothing"


def _count(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _find(cards: list[Card], name: str) -> Card | None:
    wanted = name.strip().casefold()
    return next((c for c in cards if c.name.casefold() == wanted), None)


class DeckEngine(Engine):
    """Applies deck-building actions to a :class:`State`, recording a :class:`Trace`."""

    state: State

    def before_action(self) -> None:
        self._maintain()

    def after_action(self) -> None:
        self._maintain()

    def _maintain(self) -> None:
        """Whenever a shared Deck's Discard Pile is empty, refill it with that Deck's top card."""
        for name in REFILLED:
            market = self.state.markets[name]
            if not market.discard and market.deck:
                card = market.deck.pop(0)
                market.discard.insert(0, card)
                self.log(f"The {MARKET_NAMES[name]}'s Discard Pile is empty: its top card, {card}, refills it.",
                          R.MARKET_REFILL)

    def _market(self, name: str) -> Market:
        if name not in self.state.markets:
            raise Refused(R.SEARCH, f"there is no '{name}' deck; use one of {', '.join(MARKETS)}")
        return self.state.markets[name]

    def _take_market_top(self, name: str) -> Card | None:
        """The top card of a shared Deck, reshuffling it first when it has run out."""
        market = self.state.markets[name]
        if not market.deck and name not in REFILLED:  # the Spell Scroll Deck has no such rule
            return None
        if not market.deck:
            if not market.discard:
                self.log(f"The {MARKET_NAMES[name]} and its Discard Pile are both empty: there is no card to take.",
                          R.MARKET_RESHUFFLE)
                return None
            market.deck = market.discard
            market.discard = []
            self.rng.shuffle(market.deck)
            top = market.deck.pop(0)
            market.discard.insert(0, top)
            self.log(
                f"The {MARKET_NAMES[name]} has run out: its Discard Pile is shuffled into a new Deck "
                f"({_count(len(market.deck) + 1)}) and its top card, {top}, is discarded to form a new Discard Pile.",
                R.MARKET_RESHUFFLE, READING_RESHUFFLE,
            )
            if not market.deck:
                return None
        return market.deck.pop(0)

    # --- the player's own cards -------------------------------------------------------

    def draw(self, count: int = 1) -> None:
        if count < 1:
            raise Refused(R.PLAYER_DECK, f"cannot draw {count} cards")
        for _ in range(count):
            if not self.state.deck:
                if not self.state.discard:
                    self.log("Your Deck and your Discard Pile are both empty: there is no card to draw.",
                              R.EMPTY_DECK)
                    return
                self.state.deck = self.state.discard
                self.state.discard = []
                self.rng.shuffle(self.state.deck)
                self.log(f"Your Deck is empty when you must draw: your Discard Pile ({_count(len(self.state.deck))}) "
                          "is shuffled into a brand-new Deck.", R.EMPTY_DECK)
            card = self.state.deck.pop(0)
            self.state.hand.append(card)
            self.log(f"You draw {card} from your Deck into your hand.", R.PLAYER_DECK)

    def gain(self, name: str | None = None, *, from_deck: str | None = None, to: str = "hand") -> None:
        """Gain a card: a named one from outside (a reward, a purchase) or the top of a shared Deck."""
        if to not in ("hand", "discard", "deck"):
            raise Refused(R.GAIN, f"a gained card goes to the hand, discard or deck, not '{to}'")
        if from_deck is not None:
            self._market(from_deck)
            card = self._take_market_top(from_deck)
            if card is None:
                raise Refused(R.GAIN, f"the {MARKET_NAMES[from_deck]} has no card to gain")
            origin = f"the top of the {MARKET_NAMES[from_deck]}"
        elif name:
            card = self.state.new_card(name)
            origin = "outside your cards (a reward or purchase)"
        else:
            raise Refused(R.GAIN, "say which card is gained, or from which deck")
        if to == "hand":
            self.state.hand.append(card)
            self.log(f"You gain {card} from {origin}; it goes directly into your hand.", R.GAIN)
        elif to == "discard":
            self.state.discard.insert(0, card)
            self.log(f"You gain {card} from {origin}; the effect says so, so it goes to your Discard Pile.", R.GAIN)
        else:
            self.state.deck.insert(0, card)
            self.log(f"You gain {card} from {origin}; the effect says so, so it goes on top of your Deck.", R.GAIN)

    def _from_hand(self, name: str, rule: Rule) -> Card:
        card = _find(self.state.hand, name)
        if card is None:
            raise Refused(rule, f"{name} is not in your hand (hand: {_names(self.state.hand)})")
        self.state.hand.remove(card)
        return card

    def discard(self, name: str) -> None:
        card = self._from_hand(name, R.DISCARD_AFTER_USE)
        self.state.discard.insert(0, card)
        self.log(f"You discard {card} to your own Discard Pile.", R.DISCARD_AFTER_USE)

    def remove(self, name: str) -> None:
        zones = {"hand": self.state.hand, "discard": self.state.discard, "deck": self.state.deck}
        for zone, cards in zones.items():
            card = _find(cards, name)
            if card is not None:
                cards.remove(card)
                self.state.removed.append(card)
                self.log(f"You remove {card} (from your {zone}): it goes back to the box, out of the game for good.",
                          R.REMOVE)
                return
        if _find(self.state.removed, name) is not None:
            raise Refused(R.REMOVE, f"{name} was removed from the game already; removed cards never come back")
        raise Refused(R.REMOVE, f"{name} is not in your hand, Discard Pile or Deck")

    def play(self, name: str, effect: str = "basic") -> None:
        """Play a Statistic or Ability card with its Basic or Expert effect, then discard it."""
        self._check_effect(effect)
        card = self._from_hand(name, R.DISCARD_AFTER_USE)
        self._use_effect(card, effect)
        self.state.discard.insert(0, card)
        self.log(f"After it is used, {card} is discarded to your Discard Pile.", R.DISCARD_AFTER_USE)

    def _check_effect(self, effect: str) -> None:
        if effect == "both":
            raise Refused(R.PERMANENT, "a card's Basic and Expert effects cannot both be used at once")
        if effect not in ("basic", "expert"):
            raise Refused(R.EXPERT_LIMIT, f"the effect is 'basic' or 'expert', not '{effect}'")

    def _use_effect(self, card: Card, effect: str) -> None:
        if effect == "expert":
            if self.state.experts_used >= self.state.level:
                raise Refused(R.EXPERT_LIMIT, f"you have used {self.state.experts_used} Expert effect(s) this Round "
                                              f"and your Hero's Level is {self.state.level}")
            self.state.experts_used += 1
            self.log(f"You use the Expert effect of {card} ({self.state.experts_used} of {self.state.level} this "
                      "Round, the limit being your Hero's Level).", R.EXPERT_LIMIT, READING_EXPERT)
        else:
            self.log(f"You use the Basic effect of {card}.", R.BASIC_OR_EXPERT)

    def play_permanent(self, name: str, effect: str = "basic") -> None:
        self._check_effect(effect)
        card = self._from_hand(name, R.PERMANENT)
        previous = self.state.permanent
        if previous is not None:
            self.state.discard.insert(0, previous)
        self.state.permanent = card
        replaced = f"; {previous} was in play and is discarded (only one at a time)" if previous else ""
        self.log(f"You put {card} into play as your Permanent{replaced}.", R.PERMANENT)
        self._use_effect(card, effect)

    def pay(self, gold: int, rule: Rule = R.BOB_PAYS) -> None:
        if gold < 0:
            raise Refused(rule, f"cannot pay {gold} gold")
        if gold > self.state.gold:
            raise Refused(rule, f"paying {gold} gold needs {gold}, you have {self.state.gold}")
        self.state.gold -= gold
        self.log(f"You pay {gold} gold ({self.state.gold} left).", rule)

    # --- Search(X) / Поиск(X) -----------------------------------------------------------

    def search(self, deck: str, x: int, take: str | None = None) -> None:
        """Поиск(X): look at the top X and take one (``take`` = its name), or ``take="discard-top"``."""
        self._market(deck)
        if deck == "scroll":
            raise Refused(R.SEARCH, "Поиск(X) works on the Ability, Artifact or Spell Deck")
        if take is not None and take.strip().casefold() in ("discard-top", "discard", "b"):
            self._search_discard_top(deck)
            return
        if x < 1:
            raise Refused(R.SEARCH, f"Поиск(X) needs X of at least 1 (got {x})")
        if x > 1000:
            raise Refused(R.SEARCH, f"Поиск({x}) is more than any Deck holds; X can be at most 1000")
        market = self.state.markets[deck]
        before = len(market.deck)
        self.log(f"Поиск({x}) the {MARKET_NAMES[deck]} ({_count(before)} in it): you look at its top "
                  f"{_count(x)}.", R.SEARCH)
        seen: list[Card] = []
        for _ in range(x):
            card = self._take_market_top(deck)
            if card is None:
                break
            seen.append(card)
        short = f" (only {len(seen)} could be seen)" if len(seen) < x else ""
        self.log(f"You see: {_names(seen)}{short}.", R.SEARCH)
        if not seen:
            raise Refused(R.SEARCH, f"the {MARKET_NAMES[deck]} and its Discard Pile are empty: there is nothing to "
                                    "look at")
        chosen = seen[0] if take is None else _find(seen, take)
        if chosen is None:
            assert take is not None  # with no choice the first card seen is taken
            # a refused action leaves no steps behind, so say where the cards after a reshuffle came from
            shuffled = ""
            if 0 < before < len(seen):
                shuffled = (f"; the {MARKET_NAMES[deck]} ran out after {_names(seen[:before])} and the rest came from "
                            "its reshuffled Discard Pile (the shuffle depends on the seed)")
                started = _find(market.discard, take)
                if started is not None:
                    shuffled += f"; {started} was the new Deck's top card, discarded to start its new Discard Pile"
            raise Refused(R.SEARCH, f"{take} is not among the cards looked at ({_names(seen)}){shuffled}")
        seen.remove(chosen)
        self.state.hand.append(chosen)
        choice = "you choose" if take is not None else "your choice; this example takes the first"
        self.log(f"You take {chosen} into your hand ({choice}).", R.SEARCH)
        for card in seen:
            market.discard.insert(0, card)
        if seen:
            self.log(f"The rest ({_names(seen)}) go to the {MARKET_NAMES[deck]}'s Discard Pile; "
                      f"{seen[-1]} is now on top.", R.SEARCH)

    def _search_discard_top(self, deck: str) -> None:
        market = self.state.markets[deck]
        if not market.discard:
            raise Refused(R.SEARCH, f"the {MARKET_NAMES[deck]}'s Discard Pile is empty, so there is no top card "
                                    "to gain")
        card = market.discard.pop(0)
        self.state.hand.append(card)
        self.log(f"Поиск the {MARKET_NAMES[deck]}, second option: you gain the top card of its Discard Pile, "
                  f"{card}, into your hand.", R.SEARCH)

    # --- Spells and Spell Scrolls --------------------------------------------------------

    def start_combat_round(self) -> None:
        self.state.in_combat = True
        self.state.spells_this_combat_round = 0
        self.log("A new Combat Round begins: one Spell may be played this Combat Round.", R.SPELL_LIMIT)

    def end_combat(self) -> None:
        self.state.in_combat = False
        self.state.spells_this_combat_round = 0
        self.log("The Combat ends: the Spell limit applies only in Combat.", R.SPELL_LIMIT)

    def new_round(self) -> None:
        self.state.experts_used = 0
        self.log(f"A new Round begins: up to {self.state.level} Expert effect(s) may be used.", R.EXPERT_LIMIT)

    def cast_spell(self, name: str, specialty: bool = False) -> None:
        """Play a Spell (or a Spell-like Specialty card) from your hand."""
        if self.state.in_combat and not specialty and self.state.spells_this_combat_round >= 1:
            raise Refused(R.SPELL_LIMIT, f"a Spell was already played this Combat Round; {name} must wait")
        card = self._from_hand(name, R.SPELL_LIMIT)
        if specialty:
            self.log(f"You play {card}, a Specialty card: the one-Spell limit does not apply to it.",
                      R.SPECIALTY_EXEMPT)
        else:
            if self.state.in_combat:
                self.state.spells_this_combat_round += 1
            where = "(your one Spell this Combat Round)" if self.state.in_combat else "(outside Combat)"
            self.log(f"You cast {card} {where}.", R.SPELL_LIMIT)
        self.state.discard.insert(0, card)
        self.log(f"After it is used, {card} is discarded to your Discard Pile.", R.DISCARD_AFTER_USE)

    def gain_scroll(self, source: str = "scroll", keep: str | None = None) -> None:
        """Gain the top card of ``source`` as a Spell Scroll; with two already, ``keep`` decides."""
        self._market(source)
        card = self._take_market_top(source)
        if card is None:
            raise Refused(R.SCROLL_GAIN, f"the {MARKET_NAMES[source]} has no Scroll to gain")
        spells = [s for s in (self._take_market_top("spell") for _ in range(2)) if s is not None]
        scroll = Scroll(card, spells, source)
        self.log(f"You gain the Scroll {card}: it goes by your Hero Board with the top {len(spells)} Spell(s) of "
                  f"the Spell Deck face-down on it ({_names(spells)}); they do not count toward your Hand Limit.",
                  R.SCROLL_GAIN)
        if len(self.state.scrolls) < 2:
            self.state.scrolls.append(scroll)
            return
        choice = (keep or "").strip().casefold()
        if choice == "discard-new":
            self._discard_scroll(scroll)
            self.log(f"You already have 2 Scrolls and choose to discard the new one, {card}, with its Spells.",
                      R.SCROLL_LIMIT, READING_SCROLL_DISCARD)
        elif choice in ("replace-1", "replace-2"):
            slot = int(choice[-1]) - 1
            old = self.state.scrolls[slot]
            self._discard_scroll(old)
            self.state.scrolls[slot] = scroll
            self.log(f"You already have 2 Scrolls and keep the new one in place of Scroll {slot + 1}, {old.card}, "
                      f"which is discarded with all its Spells ({_names(old.spells)}).", R.SCROLL_LIMIT,
                      READING_SCROLL_DISCARD)
        else:
            raise Refused(R.SCROLL_LIMIT, "you already have 2 Scrolls: decide with keep = replace-1, replace-2 or "
                                          "discard-new")

    def _discard_scroll(self, scroll: Scroll) -> None:
        self.state.markets[scroll.origin].discard.insert(0, scroll.card)
        for spell in scroll.spells:
            self.state.markets["spell"].discard.insert(0, spell)

    def _take_scroll_spell(self, scroll_number: int, name: str, rule: Rule) -> tuple[Scroll, Card]:
        if not 1 <= scroll_number <= len(self.state.scrolls):
            raise Refused(rule, f"there is no Scroll {scroll_number} (you have {len(self.state.scrolls)})")
        scroll = self.state.scrolls[scroll_number - 1]
        spell = _find(scroll.spells, name)
        if spell is None:
            raise Refused(rule, f"{name} is not on Scroll {scroll_number} ({_names(scroll.spells)})")
        scroll.spells.remove(spell)
        return scroll, spell

    def cast_scroll_spell(self, scroll_number: int, name: str) -> None:
        scroll, spell = self._take_scroll_spell(scroll_number, name, R.SCROLL_CAST)
        self.log(f"You cast {spell} from Scroll {scroll_number}; it does not count toward your Spell limit.",
                  R.SCROLL_CAST)
        self._remove_scroll_spell(scroll, spell)

    def sell_scroll_spell(self, scroll_number: int, name: str) -> None:
        scroll, spell = self._take_scroll_spell(scroll_number, name, R.SCROLL_SELL)
        self.state.gold += 2
        self.log(f"You sell {spell} from Scroll {scroll_number} at a Trading Post for 2 gold "
                  f"({self.state.gold} gold).", R.SCROLL_SELL)
        self._remove_scroll_spell(scroll, spell)

    def _remove_scroll_spell(self, scroll: Scroll, spell: Card) -> None:
        self.state.removed.append(spell)
        self.log(f"{spell} is removed from the game, not discarded.", R.SCROLL_SPELL_REMOVED)
        if not scroll.spells:
            self.state.scrolls.remove(scroll)
            self.state.markets[scroll.origin].deck.append(scroll.card)
            self.log(f"The last Spell on {scroll.card} is gone: the Scroll returns to the "
                      f"{MARKET_NAMES[scroll.origin]}.", R.SCROLL_SPELL_REMOVED, READING_SCROLL_RETURN)
