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
STARTING_DECK = Rule(f"{DECK}/1/the-player-deck", "Each Deck starts with 9 cards, built during setup.")
STARTING_SIZE = 9
OWN_TURN = Rule(f"{DECK}/1/playing-discarding",
                "Cards can be played only on your Turn, or in a Combat involving your Main Hero.")
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
EFFECT_TYPES = Rule(f"{DECK}/1/effect-types", "Card effect types: Instant, Activation, Map, Ongoing, Permanent.")
INSTANT = Rule(f"{DECK}/1/effect-types", "Instant - resolved immediately.")
ACTIVATION = Rule(f"{DECK}/1/effect-types", "Activation - must be played when Activating your own unit in Combat.")
MAP = Rule(f"{DECK}/1/effect-types", "Map - cannot be used during Combat.")
ONGOING = Rule(f"{DECK}/1/effect-types",
               "Ongoing - lasts until used up or until the player who played them starts their next Turn.")
REMOVE = Rule(f"{DECK}/1/removing-cards",
              "Whenever the game instructs you to Remove a card, you take it completely out of the game and return "
              "it to the box - it does not go to your Discard Pile and will never cycle back into your Deck.")
BASIC_OR_EXPERT = Rule(f"{DECK}/2/statistic-ability",
                       "All Statistic and Ability cards have a Basic Effect and a stronger Expert Effect below it; "
                       "choose which you use.")
EXPERT_LIMIT = Rule(f"{DECK}/2/statistic-ability",
                    "The number of Expert Effects per Round is limited by your Main Hero's Level (track with Black "
                    "Cubes on your Hero Board).")
NECROMANCY = Rule(f"{DECK}/2/statistic-ability",
                  "Necromancy cards are Necropolis-only; a non-Necropolis player who draws one may discard and redraw "
                  "or keep it, but cannot otherwise use Faction-specific cards.")
EMPOWERED = Rule(f"{DECK}/2/statistic-ability",
                 "Empowered Statistic (Inferno) and Empowered Ability (Naval Battles) cards have a single effect equal "
                 "to the Expert one without using your Expert slot.")
EMPOWER = Rule(f"{DECK}/2/spell", "Empower a Spell by paying Power (e.g. by playing a Power card) to reach stronger "
                                  "effects.")
POWER_CONSUMED = Rule(f"{DECK}/2/spell", "Casting consumes all played Power; you may use a cheaper effect than paid "
                                         "for.")
SPELL_BOOK = Rule(f"{DECK}/2/spell", "Spells come from building the Mage Guild, which also enables the Spell Book "
                                     "Token (not the Round it is built).")
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
SCROLL_NO_EMPOWER = Rule(f"{DECK}/3/casting-scroll-spells",
                         "you use the Spell's lowest Power effect without paying its cost; you cannot Empower it or "
                         "use it to add Power to another Spell.")
SCROLL_SELL = Rule(f"{DECK}/3/selling-carryover",
                   "You can sell Scroll Spells at a Trading Post for 2 gold each (in addition to other Trading Post "
                   "effects).")
SCROLL_SPELL_REMOVED = Rule(f"{DECK}/3/selling-carryover",
                            "After using or selling a Spell, the Spell card is removed, not discarded; when the last "
                            "Spell on a Scroll is gone, return the Scroll to its Deck.")

WAR_MACHINES = Rule(f"{DECK}/3/war-machines", "War Machines are permanent cards that can be bought at either a Trading "
                                              "Post or a War Machine Factory.")
WAR_MACHINE_VISIT = Rule(f"{DECK}/3/war-machines", "If you buy one at the Trading Post, you cannot use any of that "
                                                   "Field's other functions during that Visit, and they are more "
                                                   "expensive there.")


# --- AI rules (h3-ai-rules) -------------------------------------------------------------------

AI = "h3-ai-rules"
AI_APPLIES = Rule(f"{AI}/1/when-ai-rules-apply",
                  "When an AI Hero activates a unit, first draw and resolve the next AI card.")
AI_MELEE_TARGETING = Rule(f"{AI}/1/ground-flying-targeting",
                          "Enemy Ground and Flying units prioritize attacking units of the same tier; if impossible, "
                          "a lower tier (descending to Bronze); if also impossible, a higher tier (ascending).")
AI_CLOSEST = Rule(f"{AI}/1/ground-flying-targeting",
                  "With more than one valid target, they attack the closest; on a tie the player chooses.")
AI_RANGED_TARGETING = Rule(f"{AI}/1/ranged-targeting",
                           "Ranged units prioritize other Ranged units in the same tier order (same, then lower, then "
                           "higher); if there are no Ranged targets, they prioritize Ground and Flying units in the "
                           "same order, attacking the closest.")
AI_NO_DEFEND = Rule(f"{AI}/1/ranged-targeting", "Enemy units cannot Defend unless instructed to.")
AI_ARROW_TOWER = Rule(f"{AI}/1/ai-siege",
                      "The Arrow Tower is treated like a Silver unit, but on tied targets it attacks the one with the "
                      "least health remaining.")
AI_SIEGE_GATE = Rule(f"{AI}/1/ai-siege", "When Walls and Gate are mentioned but no arrangement is given, place the "
                                        "Gate in front of the unit with the highest HP.")
AI_SIEGE_WALLS = Rule(f"{AI}/1/ai-siege", "By default units do not attack the Walls - they fly over or move through "
                                         "the Gate toward their target, or Defend if they cannot.")
AI_MIGHT_PASSES = Rule(f"{AI}/3/might",
                       "If the currently active AI unit has no valid target to attack, the Might effect is not "
                       "wasted - it instead applies to the next AI unit that is able to make an attack this "
                       "activation.")
AI_SHUFFLE = Rule(f"{AI}/3/might", "Shuffle the AI Deck before each Combat; each card's strength scales with "
                                   "Difficulty.")
AI_DRAW_CARD = Rule(f"{AI}/3/might", "When an AI unit activates, you draw an AI card for it; AI Might cards modify the "
                                     "unit that is about to attack, boosting that single attack.")
AI_SPELL_DECK_SETUP = Rule(f"{AI}/3/magic", "During setup build the AI Spell Deck from the Scenario's Spells; shuffle "
                                            "it before each Combat.")
AI_MAGIC_CARD = Rule(f"{AI}/3/magic", "When an AI Magic card is drawn, draw the next Spell from the AI Spell Deck and "
                                      "cast it; discarded Spells go to its own discard pile (reshuffle if it empties).")
AI_SPELL_SURPLUS = Rule(f"{AI}/3/magic", "The AI Spell Deck may hold more Spells than there are Magic cards - "
                                         "intentional.")
AI_MAGIC_ARROW = Rule(f"{AI}/3/magic", "If a needed Spell is in your Deck and no copy is free, substitute a Magic "
                                       "Arrow.")
AI_SKILL_SET_ASIDE = Rule(f"{AI}/3/skill", "If Skill cards are included, set aside the indicated related card "
                                         "(usually an Ability).")
AI_SKILL_USE = Rule(f"{AI}/3/skill", "When an AI Skill card is used, apply the assigned Ability card but do not "
                                     "discard it; discard the AI Skill card as usual.")
AI_DISCARD_CARD = Rule(f"{AI}/3/skill", "After resolving any AI card, discard it.")
AI_DEFENSE_IN_PLAY = Rule(f"{AI}/4/instant-defense", "When you draw one, place the card to the side of the Combat "
                                                     "Board to show it is in play")
AI_MULTI_TARGET = Rule(f"{AI}/4/multi-target-spells",
                       "When drawn, target any unit with one or two adjacent units from the player's army, "
                       "prioritizing groups with more higher-tier units.")
AI_MULTI_TIE = Rule(f"{AI}/4/multi-target-spells",
                    "If more than one valid group, attack the one with the least health remaining; if still tied, "
                    "you choose.")
AI_MULTI_FALLBACK = Rule(f"{AI}/4/multi-target-spells",
                         "If no player units are adjacent to one another, target units not adjacent to any AI units.")
AI_MULTI_NONE = Rule(f"{AI}/4/multi-target-spells", "If that is also impossible, do not use this Spell.")
AI_INSTANT_DEFENSE = Rule(f"{AI}/4/instant-defense",
                          "then put a Defense Token on the AI unit with the highest Initiative.")
AI_HEALING = Rule(f"{AI}/4/healing",
                  "find the AI unit that has taken the most damage and remove that damage, starting with the "
                  "highest-tier unit available if several are equally hurt.")
AI_BUFF = Rule(f"{AI}/4/buffs-weakeners",
               "check the tier of the target unit and count units of the same or higher tier on the Board; if more "
               "than half have already activated this Round, do not cast it.")
AI_WEAKENER = Rule(f"{AI}/4/buffs-weakeners",
                   "if the AI's activated unit is about to attack in a way that will provoke a Retaliation, cast it on "
                   "the retaliating enemy to lower their attack.")
AI_HERO_TURN = Rule(f"{AI}/2/ai-hero-turns",
                    "Unless specified, AI Heroes start in their Town, take turns after the player, and have 3 MP, "
                    "spent in descending priority: if a player's Hero is on the same Tile, move toward them to start "
                    "Combat; else move toward the nearest Mine or Settlement they could flag; else move toward the "
                    "player's Town.")
AI_HERO_NEUTRALS = Rule(f"{AI}/2/ai-hero-turns",
                        "AI Heroes automatically win Combat against any Neutral Units, flagging/visiting Fields they "
                        "pass through but gaining no benefits.")
AI_HERO_TILES = Rule(f"{AI}/2/ai-hero-turns",
                     "They discover face-down Tiles as normal (1 MP); the player chooses the Tile's orientation.")
AI_NO_SURRENDER = Rule(f"{AI}/2/surrender-rewards",
                       "AI Heroes cannot surrender and you cannot surrender to them; they fight until they run out "
                       "of units.")
AI_NO_REWARDS = Rule(f"{AI}/2/surrender-rewards",
                     "Winning Combat against an AI Hero does not grant any rewards unless stated by the Scenario.")

# --- the Russian card game (card-game-rules) ---------------------------------------------------

CG = "card-game-rules"
CG_HERO_WOUNDS = Rule(f"{CG}/208.2", "Герои могут получать раны и эффекты, а также обладают способностями.")
CG_HERO_ABILITY = Rule(f"{CG}/208.3", "Для использования способностей героя в основном требуется его закрытие, оплата "
                                      "способности (при её наличии) или всё вместе.")
CG_PLAYER_IS_HERO = Rule(f"{CG}/208.5", "Если какая-то карта выбирает целью игрока, накладывает на игрока эффект или "
                                        "какой-либо эффект применяется к игроку, этот эффект применяется к герою этого "
                                        "игрока.")
CG_HERO_NO_ATTACK = Rule(f"{CG}/208.4", "Герой не может атаковать ударом и выступать защитником.")
CG_CREATURES = Rule(f"{CG}/209.1", "Существа, располагающиеся в игровой зоне, могут атаковать ударом персонажа "
                                   "противника, получать раны, выступать в защиту от ударов существ противника.")
CG_FIRST_TURN = Rule(f"{CG}/209.2", "Это означает, что оно не может действовать (но может выступать в защиту) в тот "
                                    "ход, когда оно появилось в игровой зоне или поменяло контролирующего его игрока.")
CG_SPELL_PAY = Rule(f"{CG}/210.2", "Для розыгрыша заклинания, необходимо оплатить его стоимость, заклинание попадает "
                                   "на кладбище, а все способности этого заклинания попадают в Очередь в том порядке, "
                                   "в котором они перечислены и начинают выполняться.")
CG_SPELL_LEGAL = Rule(f"{CG}/210.2", "Таким образом, чтобы заклинание можно было сыграть, необходимо, чтобы все "
                                     "способности заклинания можно было легально заявить (способности разделяются "
                                     "точкой).")
CG_SPELL_DEPENDENT = Rule(f"{CG}/210.3", "то её легальность не проверяется для добавления в Очередь.")
CG_SPELL_SKIP = Rule(f"{CG}/210.3", "В случае, если эта способность при выходе из Очереди становится нелегальной, она "
                                    "пропускается и выполняются следующие по Очереди способности заклинания.")
CG_SUPPORT_PLAY = Rule(f"{CG}/211.2", "Оплатив стоимость карты поддержки, из руки она переходит в игровую зону и "
                                      "начинает влиять на игровой процесс.")
CG_SUPPORT_ONE = Rule(f"{CG}/211.3", "Под контролем каждого игрока может быть не более одной карты поддержки каждого "
                                     "класса в игровой зоне")
CG_SUPPORT_DESTROY = Rule(f"{CG}/211.3", "В случае если в игровой зоне у игрока появляется ещё одна карта поддержки, "
                                         "остальные его карты поддержки того же класса уничтожаются.")
CG_SUPPORT_UNTOUCHABLE = Rule(f"{CG}/211.4", "Карту поддержки нельзя атаковать, она не может получать раны.")
CG_SUPPORT_CLASSES = Rule(f"{CG}/211.1", "Карты поддержки в зависимости от класса подразделяются на оружие, доспехи, "
                                         "амулеты, местности и события.")

ALL_RULES: tuple[Rule, ...] = tuple(v for v in list(globals().values()) if isinstance(v, Rule))
