"""The rules the engine applies, each with its citation id and the verbatim sentence it applies.

Every trace step carries one of these. ``tests/test_engine_citations.py``
checks that each id resolves in the index of the bundled corpus and that each
quote is a verbatim part of that rule's text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    quote: str


DECK = "h3-deck-building"

PLAYER_DECK = Rule(f"{DECK}/1/the-player-deck",
                   "All players have a unique Deck representing their Main Hero's Abilities and Equipment.")
DISCARD_AFTER_USE = Rule(f"{DECK}/1/playing-discarding",
                         "After a card is used, discard it; each player has their own separate Discard Pile.")
EMPTY_DECK = Rule(f"{DECK}/1/empty-deck",
                  "If your Deck is empty at the moment you need to draw a card, simply shuffle your Discard Pile "
                  "to form a brand-new Deck and continue drawing from it.")
GAIN = Rule(f"{DECK}/1/gaining-cards",
            "you put that card directly into your hand unless the effect says otherwise.")
SEARCH = Rule(f"{DECK}/1/searching",
              "you may either look at the top X cards, take one to your hand and discard the rest, OR instead "
              "gain the top card of that Deck's Discard Pile.")
MARKET_RESHUFFLE = Rule(f"{DECK}/1/decks-discard-piles",
                        "If a Deck runs out, reshuffle it and discard its top card to form a new Discard Pile.")
MARKET_REFILL = Rule(f"{DECK}/1/decks-discard-piles",
                     "Whenever a Discard Pile is empty, refill it with that Deck's top card.")
PERMANENT = Rule(f"{DECK}/1/effect-types",
                 "Permanent - stays in play until discarded or replaced, played like other cards; you may have "
                 "only one at a time (playing another discards the first), and while in play you may use either "
                 "its Basic or Expert effect, not both at once.")
REMOVE = Rule(f"{DECK}/1/removing-cards",
              "Whenever the game instructs you to Remove a card, you take it completely out of the game and return "
              "it to the box - it does not go to your Discard Pile and will never cycle back into your Deck.")
BOB_PAYS = Rule(f"{DECK}/1/searching-example",
                "He spends the token, pays the cost of 5 shown on his Town Board, and may Поиск(2) the Spell Deck.")
BASIC_OR_EXPERT = Rule(f"{DECK}/2/statistic-ability",
                       "All Statistic and Ability cards have a Basic Effect and a stronger Expert Effect below it; "
                       "choose which you use.")
EXPERT_LIMIT = Rule(f"{DECK}/2/statistic-ability",
                    "The number of Expert Effects per Round is limited by your Main Hero's Level (track with Black "
                    "Cubes on your Hero Board).")
SPELL_LIMIT = Rule(f"{DECK}/2/spell", "In Combat you may play only one Spell per Combat Round.")
SPECIALTY_EXEMPT = Rule(f"{DECK}/2/hero-specialty",
                        "the limit of one Spell per Combat Round does not apply to them.")
SCROLL_GAIN = Rule(f"{DECK}/3/spell-scrolls",
                   "When you gain a Scroll, place it by your Hero Board and put the top 2 Spell cards face-down on "
                   "it; you may look at them anytime and they do not count toward your Hand Limit.")
SCROLL_LIMIT = Rule(f"{DECK}/3/spell-scrolls",
                    "You can have 2 Scrolls; gaining a third, draw the new Spells then decide to discard the new "
                    "Scroll or replace one you have (with all its Spells).")
SCROLL_CAST = Rule(f"{DECK}/3/casting-scroll-spells",
                   "You play Spells from a Scroll like any other, except: they do not count toward your Spell limit "
                   "(you may also play a hand Spell that Combat Round)")
SCROLL_SELL = Rule(f"{DECK}/3/selling-carryover",
                   "You can sell Scroll Spells at a Trading Post for 2 gold each (in addition to other Trading Post "
                   "effects).")
SCROLL_SPELL_REMOVED = Rule(f"{DECK}/3/selling-carryover",
                            "After using or selling a Spell, the Spell card is removed, not discarded; when the last "
                            "Spell on a Scroll is gone, return the Scroll to its Deck.")

ALL_RULES: tuple[Rule, ...] = tuple(v for v in list(globals().values()) if isinstance(v, Rule))
