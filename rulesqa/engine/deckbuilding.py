"""Deck-building procedures of the Heroes III board game, step by step, each step citing its rule.

Every public method is one action; :meth:`Engine.run` applies it whole or
refuses it (:class:`Refused`) with the rule that forbids it, leaving the state
exactly as before. Randomness (shuffles) comes only from the seeded RNG.
"""

from __future__ import annotations

from rulesqa.engine import rules as R
from rulesqa.engine.base import Engine, Refused
from rulesqa.engine.phrases import Count, Term, names
from rulesqa.engine.rules import Rule
from rulesqa.engine.state import MARKETS, Card, Market, Scroll, State

# The Decks whose Discard Piles are refilled and which are reshuffled when they run out.
REFILLED = ("ability", "artifact", "spell")
# Card effect types a played card may be given (a Permanent is played with play_permanent).
EFFECT_TYPES = ("instant", "activation", "map", "ongoing")


def _deck(name: str) -> Term:
    return Term("deck", name)


def _cards(n: int) -> Count:
    return Count(n, "card")


def is_necromancy(name: str) -> bool:
    """A Necromancy card: one whose name says Necromancy (the engine knows cards by name only)."""
    return "necromancy" in name.casefold() or "некромант" in name.casefold()


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
                self.step("deck.refill", R.MARKET_REFILL, deck=_deck(name), card=card)

    def _market(self, name: str) -> Market:
        if name not in self.state.markets:
            raise self.refuse(R.SEARCH, "deck.unknown", name=name, choices=", ".join(MARKETS))
        return self.state.markets[name]

    def _take_market_top(self, name: str) -> Card | None:
        """The top card of a shared Deck, reshuffling it first when it has run out."""
        market = self.state.markets[name]
        if not market.deck and name not in REFILLED:  # the Spell Scroll Deck has no such rule
            return None
        if not market.deck:
            if not market.discard:
                self.step("deck.both-empty", R.MARKET_RESHUFFLE, deck=_deck(name))
                return None
            market.deck = market.discard
            market.discard = []
            self.rng.shuffle(market.deck)
            top = market.deck.pop(0)
            market.discard.insert(0, top)
            self.step("deck.reshuffle", R.MARKET_RESHUFFLE, "reading.reshuffle", deck=_deck(name),
                      cards=_cards(len(market.deck) + 1), top=top)
            if not market.deck:
                return None
        return market.deck.pop(0)

    # --- the player's own cards -------------------------------------------------------

    def start_deck(self, cards: list[str], shuffle: bool = False) -> None:
        """Build the starting Deck during setup: 9 cards (top first, or shuffled with the seed)."""
        if len(cards) != R.STARTING_SIZE:
            raise self.refuse(R.STARTING_DECK, "start.count", n=len(cards), size=R.STARTING_SIZE)
        held = [*self.state.deck, *self.state.hand, *self.state.discard, *self.state.removed,
                *([self.state.permanent] if self.state.permanent else [])]
        if held:
            raise self.refuse(R.STARTING_DECK, "start.after-setup", "reading.after-setup", cards=_cards(len(held)))
        deck = self.state.new_cards(cards)
        if shuffle:
            self.rng.shuffle(deck)
        self.state.deck = deck
        self.step("start.deck", R.STARTING_DECK, "reading.start-deck", cards=_cards(len(deck)), names=names(deck))

    def draw(self, count: int = 1) -> None:
        if count < 1:
            raise self.refuse(R.PLAYER_DECK, "draw.bad-count", count=count)
        for _ in range(count):
            if not self.state.deck:
                if not self.state.discard:
                    self.step("draw.nothing", R.EMPTY_DECK)
                    return
                self.state.deck = self.state.discard
                self.state.discard = []
                self.rng.shuffle(self.state.deck)
                self.step("draw.reshuffle", R.EMPTY_DECK, cards=_cards(len(self.state.deck)))
            card = self.state.deck.pop(0)
            self.state.hand.append(card)
            self.step("draw", R.PLAYER_DECK, card=card)
            if is_necromancy(card.name) and self._not_necropolis():
                self.step("necro.drawn", R.NECROMANCY, card=card, faction=self.state.faction)

    def gain(self, name: str | None = None, *, from_deck: str | None = None, to: str = "hand") -> None:
        """Gain a card: a named one from outside (a reward, a purchase) or the top of a shared Deck."""
        if to not in ("hand", "discard", "deck"):
            raise self.refuse(R.GAIN, "gain.bad-zone", to=to)
        if from_deck is not None:
            self._market(from_deck)
            card = self._take_market_top(from_deck)
            if card is None:
                raise self.refuse(R.GAIN, "gain.deck-empty", deck=_deck(from_deck))
            origin = self.say("origin.deck-top", deck=_deck(from_deck))
        elif name:
            card = self.state.new_card(name)
            origin = self.say("origin.outside")
        else:
            raise self.refuse(R.GAIN, "gain.what")
        if to == "hand":
            self.state.hand.append(card)
        elif to == "discard":
            self.state.discard.insert(0, card)
        else:
            self.state.deck.insert(0, card)
        self.step(f"gain.{to}", R.GAIN, card=card, origin=origin)

    def _from_hand(self, name: str, rule: Rule) -> Card:
        card = _find(self.state.hand, name)
        if card is None:
            raise self.refuse(rule, "hand.missing", name=name, hand=names(self.state.hand))
        self.state.hand.remove(card)
        return card

    def _not_necropolis(self) -> bool:
        faction = self.state.faction
        return faction is not None and faction.strip().casefold() not in ("necropolis", "некрополис")

    def redraw(self, name: str) -> None:
        """A non-Necropolis player discards a Necromancy card they drew and draws another."""
        if not is_necromancy(name):
            raise self.refuse(R.NECROMANCY, "necro.not-one", name=name)
        if self.state.faction is None:
            raise self.refuse(R.NECROMANCY, "necro.faction-unknown", name=name)
        if not self._not_necropolis():
            raise self.refuse(R.NECROMANCY, "necro.necropolis", name=name)
        card = self._from_hand(name, R.NECROMANCY)
        self.state.discard.insert(0, card)
        self.step("necro.redraw", R.NECROMANCY, "reading.redraw", card=card, faction=self.state.faction)
        self.draw(1)

    def _may_play(self, name: str) -> None:
        """Cards can be played only on your Turn, or in a Combat involving your Main Hero."""
        if is_necromancy(name) and self._not_necropolis():
            raise self.refuse(R.NECROMANCY, "necro.cannot-use", name=name, faction=self.state.faction)
        if self.state.your_turn:
            return
        if self.state.in_combat and self.state.combat_with_hero:
            self.step("turn.combat-play", R.OWN_TURN, name=name)
            return
        raise self.refuse(R.OWN_TURN, "turn.not-yours", name=name)

    def start_turn(self) -> None:
        """Your Turn begins; your Ongoing cards end."""
        self.state.your_turn = True
        self.step("turn.start", R.OWN_TURN)
        for card in self.state.ongoing:
            self.state.discard.insert(0, card)
            self.step("kind.ongoing-ends", R.ONGOING, "reading.ongoing-ends", card=card)
        self.state.ongoing = []

    def end_turn(self) -> None:
        """Your Turn ends: another player's Turn follows."""
        if not self.state.your_turn:
            raise self.refuse(R.OWN_TURN, "turn.already-over")
        self.state.your_turn = False
        self.step("turn.end", R.OWN_TURN)
        if self.state.war_machine_visit:
            self.state.war_machine_visit = False
            self.step("war.visit-ends", R.WAR_MACHINE_VISIT, "reading.visit-ends")

    def discard(self, name: str) -> None:
        card = self._from_hand(name, R.DISCARD_AFTER_USE)
        self.state.discard.insert(0, card)
        self.step("discard", R.DISCARD_AFTER_USE, card=card)

    def remove(self, name: str) -> None:
        zones = {"hand": self.state.hand, "discard": self.state.discard, "deck": self.state.deck}
        for zone, cards in zones.items():
            card = _find(cards, name)
            if card is not None:
                cards.remove(card)
                self.state.removed.append(card)
                self.step("remove", R.REMOVE, card=card, zone=self.say(f"zone.{zone}"))
                return
        if _find(self.state.removed, name) is not None:
            raise self.refuse(R.REMOVE, "remove.again", name=name)
        raise self.refuse(R.REMOVE, "remove.missing", name=name)

    def play(self, name: str, effect: str = "basic", power: int = 0, kind: str | None = None) -> None:
        """Play a Statistic or Ability card with its Basic or Expert effect (or an Empowered card's single effect),
        then discard it; ``power`` is the Power the card adds, as printed on it (a Power card); ``kind`` is its
        effect type (instant, activation, map, ongoing), when given."""
        if effect != "empowered":
            self._check_effect(effect)
        if power < 0:
            raise self.refuse(R.EMPOWER, "power.negative", power=power)
        self._check_kind(name, kind)
        self._may_play(name)
        card = self._from_hand(name, R.DISCARD_AFTER_USE)
        if effect == "empowered":
            self.step("empowered", R.EMPOWERED, card=card, used=self.state.experts_used, level=self.state.level)
        else:
            self._use_effect(card, effect)
        if power:
            self.state.power += power
            self.step("power.played", R.EMPOWER, card=card, power=power, total=self.state.power)
        self._after_use(card, kind)

    def _check_kind(self, name: str, kind: str | None) -> None:
        """What a card's effect type forbids before it is played: a Map effect in Combat, an Activation outside."""
        if kind is None:
            return
        if kind not in EFFECT_TYPES:
            raise self.refuse(R.EFFECT_TYPES, "kind.unknown", kind=kind, kinds=", ".join(EFFECT_TYPES))
        if kind == "map" and self.state.in_combat:
            raise self.refuse(R.MAP, "kind.map-in-combat", name=name)
        if kind == "activation" and not self.state.in_combat:
            raise self.refuse(R.ACTIVATION, "kind.activation-outside", name=name)

    def _after_use(self, card: Card, kind: str | None) -> None:
        """The card's effect type, then where it goes: an Ongoing card stays in play, any other is discarded."""
        if kind == "instant":
            self.step("kind.instant", R.INSTANT, card=card)
        elif kind == "activation":
            self.step("kind.activation", R.ACTIVATION, "reading.activation", card=card)
        elif kind == "map":
            self.step("kind.map", R.MAP, card=card)
        elif kind == "ongoing":
            self.state.ongoing.append(card)
            self.step("kind.ongoing", R.ONGOING, card=card)
            return
        self.state.discard.insert(0, card)
        self.step("after-use", R.DISCARD_AFTER_USE, card=card)

    def use_up(self, name: str) -> None:
        """An Ongoing card in play is used up: it is discarded."""
        card = _find(self.state.ongoing, name)
        if card is None:
            raise self.refuse(R.ONGOING, "kind.not-ongoing", name=name, ongoing=names(self.state.ongoing, "none"))
        self.state.ongoing.remove(card)
        self.state.discard.insert(0, card)
        self.step("kind.used-up", R.ONGOING, card=card)

    def _check_effect(self, effect: str) -> None:
        if effect == "both":
            raise self.refuse(R.PERMANENT, "effect.both")
        if effect not in ("basic", "expert"):
            raise self.refuse(R.EXPERT_LIMIT, "effect.unknown", effect=effect)

    def _use_effect(self, card: Card, effect: str, choice: Rule = R.BASIC_OR_EXPERT) -> None:
        """Use the card's Basic or Expert effect; ``choice`` is the rule that lets this kind of card choose (a
        Statistic or Ability card's, or a Permanent's own)."""
        if effect == "expert":
            if self.state.experts_used >= self.state.level:
                raise self.refuse(R.EXPERT_LIMIT, "expert.limit", used=self.state.experts_used,
                                  level=self.state.level)
            self.state.experts_used += 1
            self.step("expert", R.EXPERT_LIMIT, "reading.expert", card=card, used=self.state.experts_used,
                      level=self.state.level)
        else:
            self.step("basic", choice, card=card)

    def play_permanent(self, name: str, effect: str = "basic") -> None:
        self._check_effect(effect)
        self._may_play(name)
        card = self._from_hand(name, R.PERMANENT)
        previous = self.state.permanent
        if previous is not None:
            self.state.discard.insert(0, previous)
        self.state.permanent = card
        if previous is None:
            self.step("permanent", R.PERMANENT, card=card)
        else:
            self.step("permanent.replaces", R.PERMANENT, card=card, previous=previous)
        self._use_effect(card, effect, choice=R.PERMANENT)

    def pay(self, gold: int, rule: Rule = R.SPELL_BOOK, reading: str | None = "reading.pay-spell-book") -> None:
        """Pay gold: by default the cost of the Spell Book Token, which the text leaves to your Town Board."""
        if gold < 0:
            raise self.refuse(rule, "pay.negative", gold=gold)
        if gold > self.state.gold:
            raise self.refuse(rule, "pay.short", gold=gold, have=self.state.gold)
        self.state.gold -= gold
        self.step("pay", rule, reading, gold=gold, left=self.state.gold)

    # --- War Machines ------------------------------------------------------------------

    def buy_war_machine(self, name: str, at: str, cost: int) -> None:
        """Buy a War Machine at a Trading Post or a War Machine Factory for ``cost`` gold (the price printed)."""
        where = at.strip().casefold()
        if where not in ("trading-post", "factory"):
            raise self.refuse(R.WAR_MACHINES, "war.where", at=at)
        self.pay(cost, R.WAR_MACHINE_VISIT if where == "trading-post" else R.WAR_MACHINES, "reading.war-machine-cost")
        card = self.state.new_card(name)
        self.state.hand.append(card)
        self.step("war.bought-trading-post" if where == "trading-post" else "war.bought-factory", R.WAR_MACHINES,
                  card=card)
        self.step("gain.hand", R.GAIN, card=card, origin=self.say("origin.outside"))
        if where == "trading-post":
            self.state.war_machine_visit = True
            self.step("war.visit", R.WAR_MACHINE_VISIT)

    def end_visit(self) -> None:
        """The Visit to a Field ends."""
        self.state.war_machine_visit = False
        self.step("war.visit-ends", R.WAR_MACHINE_VISIT)

    # --- the Mage Guild and the Spell Book Token ----------------------------------------

    def build_mage_guild(self) -> None:
        if self.state.mage_guild is not None:
            raise self.refuse(R.SPELL_BOOK, "guild.built", round=self.state.mage_guild)
        self.state.mage_guild = self.state.round
        self.step("guild.build", R.SPELL_BOOK, round=self.state.round)

    def use_spell_book(self, cost: int) -> None:
        """Use the Spell Book Token, which the Mage Guild enables from the Round after it is built; pay ``cost``."""
        built = self.state.mage_guild
        if built is None:
            raise self.refuse(R.SPELL_BOOK, "token.no-guild")
        if built >= self.state.round:
            raise self.refuse(R.SPELL_BOOK, "token.same-round", round=self.state.round)
        self.step("token.use", R.SPELL_BOOK, "reading.spell-book", built=built, round=self.state.round)
        self.pay(cost)

    # --- Search(X) / Поиск(X) -----------------------------------------------------------

    def search(self, deck: str, x: int, take: str | None = None) -> None:
        """Поиск(X): look at the top X and take one (``take`` = its name), or ``take="discard-top"``."""
        self._market(deck)
        if deck == "scroll":
            raise self.refuse(R.SEARCH, "search.scroll-deck")
        if take is not None and take.strip().casefold() in ("discard-top", "discard", "b"):
            self._search_discard_top(deck)
            return
        if x < 1:
            raise self.refuse(R.SEARCH, "search.x-small", x=x)
        if x > 1000:
            raise self.refuse(R.SEARCH, "search.x-big", x=x)
        market = self.state.markets[deck]
        before = len(market.deck)
        self.step("search.look", R.SEARCH, x=x, deck=_deck(deck), in_deck=_cards(before), cards=_cards(x))
        seen: list[Card] = []
        for _ in range(x):
            card = self._take_market_top(deck)
            if card is None:
                break
            seen.append(card)
        if len(seen) < x:
            self.step("search.seen-short", R.SEARCH, seen=names(seen), n=len(seen))
        else:
            self.step("search.seen", R.SEARCH, seen=names(seen))
        if not seen:
            if market.discard:  # a reshuffle put the Deck's only cards back on its Discard Pile: option two is left
                raise self.refuse(R.SEARCH, "search.only-pile", deck=_deck(deck), card=market.discard[0])
            raise self.refuse(R.SEARCH, "search.nothing", deck=_deck(deck))
        chosen = seen[0] if take is None else _find(seen, take)
        if chosen is None:
            assert take is not None  # with no choice the first card seen is taken
            # a refused action leaves no steps behind, so say where the cards after a reshuffle came from
            why = self.say("search.not-seen", take=take, seen=names(seen))
            if 0 < before < len(seen):
                why += self.say("search.ran-out", deck=_deck(deck), before=names(seen[:before]))
                started = _find(market.discard, take)
                if started is not None:
                    why += self.say("search.started-pile", card=started)
            raise Refused(R.SEARCH, why)
        seen.remove(chosen)
        self.state.hand.append(chosen)
        self.step("search.take" if take is not None else "search.take-first", R.SEARCH, card=chosen)
        for card in seen:
            market.discard.insert(0, card)
        if seen:
            self.step("search.rest", R.SEARCH, rest=names(seen), deck=_deck(deck), top=seen[-1])

    def _search_discard_top(self, deck: str) -> None:
        market = self.state.markets[deck]
        if not market.discard:
            raise self.refuse(R.SEARCH, "search.pile-empty", deck=_deck(deck))
        card = market.discard.pop(0)
        self.state.hand.append(card)
        self.step("search.pile-top", R.SEARCH, deck=_deck(deck), card=card)

    # --- Spells and Spell Scrolls --------------------------------------------------------

    def start_combat_round(self, your_hero: bool = True) -> None:
        """A Combat Round begins; ``your_hero`` says whether the Combat involves your Main Hero."""
        self.state.in_combat = True
        self.state.spells_this_combat_round = 0
        self.state.combat_with_hero = your_hero
        self.step("combat-round", R.SPELL_LIMIT)
        if not your_hero:
            self.step("combat.not-your-hero", R.OWN_TURN)

    def end_combat(self) -> None:
        self.state.in_combat = False
        self.state.combat_with_hero = True
        self.state.spells_this_combat_round = 0
        self.step("combat-end", R.SPELL_LIMIT)

    def new_round(self) -> None:
        self.state.experts_used = 0
        self.state.round += 1
        self.step("round", R.EXPERT_LIMIT, level=self.state.level)

    def cast_spell(self, name: str, specialty: bool = False, effect_power: int = 0, kind: str | None = None) -> None:
        """Play a Spell (or a Spell-like Specialty card) from your hand; ``effect_power`` is the Power the effect
        used costs, as printed on the card (0: the top effect, usually free); ``kind`` is its effect type."""
        self._check_kind(name, kind)
        self._may_play(name)
        if self.state.in_combat and not specialty and self.state.spells_this_combat_round >= 1:
            raise self.refuse(R.SPELL_LIMIT, "spell.limit", name=name)
        if effect_power < 0:
            raise self.refuse(R.EMPOWER, "power.negative", power=effect_power)
        if effect_power > self.state.power:
            raise self.refuse(R.EMPOWER, "power.short", name=name, cost=effect_power, power=self.state.power)
        card = self._from_hand(name, R.SPELL_LIMIT)
        if specialty:
            self.step("spell.specialty", R.SPECIALTY_EXEMPT, card=card)
        else:
            if self.state.in_combat:
                self.state.spells_this_combat_round += 1
            self.step("spell.cast-combat" if self.state.in_combat else "spell.cast", R.SPELL_LIMIT, card=card)
        if self.state.power or effect_power:
            played, self.state.power = self.state.power, 0
            key = "power.consumed-cheaper" if effect_power < played else "power.consumed"
            self.step(key, R.POWER_CONSUMED, "reading.specialty-power" if specialty else None, card=card,
                      power=played, cost=effect_power)
        self._after_use(card, kind)

    def gain_scroll(self, source: str = "scroll", keep: str | None = None) -> None:
        """Gain the top card of ``source`` as a Spell Scroll; with two already, ``keep`` decides."""
        self._market(source)
        card = self._take_market_top(source)
        if card is None:
            raise self.refuse(R.SCROLL_GAIN, "scroll.deck-empty", deck=_deck(source))
        spells = [s for s in (self._take_market_top("spell") for _ in range(2)) if s is not None]
        scroll = Scroll(card, spells, source)
        self.step("scroll.gain", R.SCROLL_GAIN, card=card, count=Count(len(spells), "spell"), spells=names(spells))
        if not spells:  # a Scroll is kept only while a Spell is on it
            self.state.markets[source].deck.append(card)
            self.step("scroll.returns-empty", R.SCROLL_SPELL_REMOVED, "reading.scroll-empty", card=card,
                      deck=_deck(source))
            return
        if len(self.state.scrolls) < 2:
            self.state.scrolls.append(scroll)
            return
        choice = (keep or "").strip().casefold()
        if choice == "discard-new":
            self._discard_scroll(scroll)
            self.step("scroll.discard-new", R.SCROLL_LIMIT, "reading.scroll-discard", card=card)
        elif choice in ("replace-1", "replace-2"):
            slot = int(choice[-1]) - 1
            old = self.state.scrolls[slot]
            self._discard_scroll(old)
            self.state.scrolls[slot] = scroll
            self.step("scroll.replace", R.SCROLL_LIMIT, "reading.scroll-discard", slot=slot + 1, old=old.card,
                      spells=names(old.spells))
        else:
            raise self.refuse(R.SCROLL_LIMIT, "scroll.limit")

    def _discard_scroll(self, scroll: Scroll) -> None:
        self.state.markets[scroll.origin].discard.insert(0, scroll.card)
        for spell in scroll.spells:
            self.state.markets["spell"].discard.insert(0, spell)

    def _take_scroll_spell(self, scroll_number: int, name: str, rule: Rule) -> tuple[Scroll, Card]:
        if not 1 <= scroll_number <= len(self.state.scrolls):
            raise self.refuse(rule, "scroll.missing", n=scroll_number, have=len(self.state.scrolls))
        scroll = self.state.scrolls[scroll_number - 1]
        spell = _find(scroll.spells, name)
        if spell is None:
            raise self.refuse(rule, "scroll.spell-missing", name=name, n=scroll_number, spells=names(scroll.spells))
        scroll.spells.remove(spell)
        return scroll, spell

    def cast_scroll_spell(self, scroll_number: int, name: str, effect_power: int = 0) -> None:
        self._may_play(name)
        if effect_power:
            raise self.refuse(R.SCROLL_NO_EMPOWER, "scroll.no-empower", name=name, cost=effect_power)
        scroll, spell = self._take_scroll_spell(scroll_number, name, R.SCROLL_CAST)
        self.step("scroll.cast", R.SCROLL_CAST, spell=spell, n=scroll_number)
        if self.state.power:
            self.step("scroll.lowest-power-stays", R.SCROLL_NO_EMPOWER, "reading.scroll-power", spell=spell,
                      power=self.state.power)
        else:
            self.step("scroll.lowest", R.SCROLL_NO_EMPOWER, spell=spell)
        self._remove_scroll_spell(scroll, spell)

    def sell_scroll_spell(self, scroll_number: int, name: str) -> None:
        if self.state.war_machine_visit:
            raise self.refuse(R.WAR_MACHINE_VISIT, "war.no-other-function", name=name)
        scroll, spell = self._take_scroll_spell(scroll_number, name, R.SCROLL_SELL)
        self.state.gold += 2
        self.step("scroll.sell", R.SCROLL_SELL, spell=spell, n=scroll_number, gold=self.state.gold)
        self._remove_scroll_spell(scroll, spell)

    def _remove_scroll_spell(self, scroll: Scroll, spell: Card) -> None:
        self.state.removed.append(spell)
        self.step("scroll.spell-removed", R.SCROLL_SPELL_REMOVED, spell=spell)
        if not scroll.spells:
            self.state.scrolls.remove(scroll)
            self.state.markets[scroll.origin].deck.append(scroll.card)
            self.step("scroll.returns", R.SCROLL_SPELL_REMOVED, "reading.scroll-return", card=scroll.card,
                      deck=_deck(scroll.origin))
