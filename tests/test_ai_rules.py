"""The AI rules and the Russian card-game rules, case by case.

Each expected result was worked out by hand from the cited sentence (quoted
in rulesqa/engine/rules.py); each case also checks that the deciding rule is
cited in the trace.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesqa.engine import rules as R
from rulesqa.engine.ai import (
    TIERS,
    AiResult,
    Unit,
    ai_hero_turn,
    ai_siege,
    cast_ai_spell,
    choose_target,
    parse_site,
    parse_unit,
    resolve_might,
)
from rulesqa.engine.aideck import AiDeck, AiDeckEngine, ai_card_type
from rulesqa.engine.cardgame import Ability, CardGameEngine, Side, Table
from rulesqa.engine.rules import Rule
from rulesqa.engine.scenario import AI_DECK_ACTIONS, CARD_GAME_ACTIONS


def units(*specs: str):  # type: ignore[no-untyped-def]
    return [parse_unit(s) for s in specs]


def cited(result: AiResult) -> set[Rule]:
    return {step.rule for step in result.trace.steps}


# (case, attacker, targets, chosen, player chooses, rule that decides)
TARGETING = [
    ("same tier before a closer lower tier", "M:ground:silver", ["A:ground:silver:dist=3", "B:ground:bronze:dist=1"],
     ["A"], False, R.AI_MELEE_TARGETING),
    ("no same tier: the next lower tier first", "M:ground:golden",
     ["A:ground:silver:dist=2", "B:ground:bronze:dist=1", "C:flying:azure:dist=1"], ["A"], False, R.AI_MELEE_TARGETING),
    ("lower tiers down to Bronze before any higher tier", "M:flying:silver",
     ["A:ground:bronze:dist=5", "B:ground:golden:dist=1"], ["A"], False, R.AI_MELEE_TARGETING),
    ("only higher tiers: ascending", "M:ground:bronze", ["A:ground:azure:dist=1", "B:ground:golden:dist=3"],
     ["B"], False, R.AI_MELEE_TARGETING),
    ("Azure attacker descends golden, silver, bronze", "M:ground:azure",
     ["A:ground:bronze:dist=1", "B:ground:golden:dist=4"], ["B"], False, R.AI_MELEE_TARGETING),
    ("the closest of the tier", "M:flying:silver", ["A:ground:silver:dist=3", "B:flying:silver:dist=1"],
     ["B"], False, R.AI_CLOSEST),
    ("a tie: the player chooses", "M:ground:silver", ["A:ground:silver:dist=2", "B:ranged:silver:dist=2"],
     ["A", "B"], True, R.AI_CLOSEST),
    ("a tie only counts within the chosen tier", "M:ground:silver",
     ["A:ground:silver:dist=2", "B:ground:silver:dist=2", "C:ground:bronze:dist=1"], ["A", "B"], True, R.AI_CLOSEST),
    ("an unreachable unit is not a valid target", "M:ground:silver",
     ["A:ground:silver:dist=1:unreachable", "B:ground:bronze:dist=1"], ["B"], False, R.AI_CLOSEST),
    ("melee units attack ranged units by tier like any other", "M:ground:bronze",
     ["A:ranged:bronze:dist=2", "B:ground:bronze:dist=1"], ["B"], False, R.AI_CLOSEST),
    ("no valid target at all: no attack, no Defend", "M:ground:silver", ["A:ground:silver:unreachable"],
     [], False, R.AI_NO_DEFEND),
    ("no player units", "M:flying:golden", [], [], False, R.AI_NO_DEFEND),
    ("Ranged: a Ranged target before a closer Ground one", "S:ranged:silver",
     ["A:ground:silver:dist=1", "B:ranged:silver:dist=5"], ["B"], False, R.AI_RANGED_TARGETING),
    ("Ranged: a lower-tier Ranged target before a same-tier Ground one", "S:ranged:silver",
     ["A:ground:silver:dist=1", "B:ranged:bronze:dist=4"], ["B"], False, R.AI_RANGED_TARGETING),
    ("Ranged: even a higher-tier Ranged target first", "S:ranged:bronze",
     ["A:ground:bronze:dist=1", "B:ranged:azure:dist=6"], ["B"], False, R.AI_RANGED_TARGETING),
    ("Ranged: no Ranged targets, Ground and Flying by tier", "S:ranged:golden",
     ["A:flying:silver:dist=2", "B:ground:golden:dist=5"], ["B"], False, R.AI_RANGED_TARGETING),
    ("Ranged: the closest Ranged target of the tier (the Ranged text: 'attacking the closest')", "S:ranged:silver",
     ["A:ranged:silver:dist=4", "B:ranged:silver:dist=2"], ["B"], False, R.AI_RANGED_TARGETING),
    ("Ranged: unreachable Ranged targets do not count", "S:ranged:silver",
     ["A:ranged:silver:unreachable", "B:ground:bronze:dist=3"], ["B"], False, R.AI_RANGED_TARGETING),
    ("Ranged: tie among Ground and Flying, the player chooses", "S:ranged:silver",
     ["A:ground:silver:dist=2", "B:flying:silver:dist=2"], ["A", "B"], True, R.AI_CLOSEST),
    ("Arrow Tower acts as a Silver unit", "Arrow Tower:tower:bronze",
     ["A:ground:golden:dist=1", "B:ground:silver:dist=3"], ["B"], False, R.AI_ARROW_TOWER),
    ("Arrow Tower shoots Ranged first (our reading)", "Arrow Tower:tower:silver",
     ["A:ranged:bronze:dist=4", "B:ground:silver:dist=1"], ["A"], False, R.AI_RANGED_TARGETING),
    ("Arrow Tower on a tie: least health remaining", "Arrow Tower:tower:silver",
     ["A:ground:silver:hp=3:dist=1", "B:ground:silver:hp=1:dist=1"], ["B"], False, R.AI_ARROW_TOWER),
    ("Arrow Tower tied on health too: the player chooses", "Arrow Tower:tower:silver",
     ["A:ground:silver:hp=2:dist=1", "B:flying:silver:hp=2:dist=1"], ["A", "B"], True, R.AI_CLOSEST),
]


@pytest.mark.parametrize(("case", "attacker", "targets", "chosen", "chooses", "rule"), TARGETING,
                         ids=[c[0] for c in TARGETING])
def test_ai_targeting(case: str, attacker: str, targets: list[str], chosen: list[str], chooses: bool,
                      rule: Rule) -> None:
    result = choose_target(parse_unit(attacker), units(*targets))
    assert (result.chosen, result.player_chooses) == (chosen, chooses)
    assert rule in cited(result)


MIGHT = [
    ("the first unit can attack: Might boosts it", ["Z:ground:bronze", "L:ranged:golden"],
     ["A:ground:bronze:dist=1"], "Z", ["A"]),
    ("the first cannot: Might passes to the next that can", ["Z:ground:bronze:blocked=A|B", "L:ranged:golden"],
     ["A:ground:bronze:dist=1", "B:ranged:silver:dist=3"], "L", ["B"]),
    ("nobody can attack: Might has no effect", ["Z:ground:bronze", "L:ranged:golden"],
     ["A:ground:bronze:unreachable"], None, []),
]


@pytest.mark.parametrize(("case", "attackers", "targets", "boosted", "chosen"), MIGHT, ids=[c[0] for c in MIGHT])
def test_might_card(case: str, attackers: list[str], targets: list[str], boosted: str | None,
                    chosen: list[str]) -> None:
    result = resolve_might(units(*attackers), units(*targets))
    assert result.chosen == chosen
    assert result.details.get("might_unit") == boosted
    assert R.AI_MIGHT_PASSES in cited(result)


# (case, spell, player units, AI units, chosen, player chooses, used, rule)
SPELLS = [
    ("Fireball: the group with more higher-tier units", "Fireball",
     ["X:ground:bronze:adj=Y|Z", "Y:ground:golden:adj=X", "Z:ground:golden:adj=X"], [], ["X"], False, True,
     R.AI_MULTI_TARGET),
    ("Chain Lightning: equal groups, the least health remaining", "Chain Lightning",
     ["Q1:ground:bronze:hp=1:adj=Q2|Q3", "Q2:ground:bronze:hp=1:adj=Q1", "Q3:ground:bronze:hp=1:adj=Q1",
      "P1:ground:bronze:hp=2:adj=P2|P3", "P2:ground:bronze:hp=2:adj=P1", "P3:ground:bronze:hp=2:adj=P1"], [],
     ["Q1"], False, True, R.AI_MULTI_TIE),
    ("Fireball: still tied, you choose", "Fireball",
     ["A:ground:silver:hp=2:adj=B", "B:ground:silver:hp=2:adj=A"], [], ["A", "B"], True, True, R.AI_MULTI_TIE),
    ("Fireball: a unit with three neighbours is not 'one or two' (our reading)", "Fireball",
     ["X:ground:golden:hp=5:adj=A|B|C", "A:ground:bronze:hp=1:adj=X", "B:ground:bronze:hp=2:adj=X",
      "C:ground:bronze:hp=3:adj=X"], [], ["A"], False, True, R.AI_MULTI_TIE),
    ("Fireball: nobody adjacent, a unit away from AI units", "Fireball",
     ["A:ground:silver:near-ai", "B:ranged:bronze"], [], ["B"], False, True, R.AI_MULTI_FALLBACK),
    ("Fireball: several away from AI units, the player chooses", "Fireball",
     ["A:ground:silver", "B:ranged:bronze"], [], ["A", "B"], True, True, R.AI_MULTI_FALLBACK),
    ("Fireball: everyone next to an AI unit, not used", "Fireball",
     ["A:ground:silver:near-ai", "B:ground:bronze:near-ai"], [], [], False, False, R.AI_MULTI_NONE),
    ("Stone Skin: the highest Initiative", "Stone Skin", [], ["A:ground:silver:init=5", "B:flying:golden:init=7"],
     ["B"], False, True, R.AI_INSTANT_DEFENSE),
    ("Stone Skin: tied Initiative, the player chooses", "Stone Skin", [],
     ["A:ground:silver:init=7", "B:flying:golden:init=7"], ["A", "B"], True, True, R.AI_INSTANT_DEFENSE),
    ("Stone Skin: no AI unit", "Stone Skin", [], [], [], False, False, R.AI_INSTANT_DEFENSE),
    ("Cure: the most damaged", "Cure", [], ["A:ground:bronze:hp=2:max=5", "B:ground:azure:hp=2:max=4"],
     ["A"], False, True, R.AI_HEALING),
    ("Cure: equally hurt, the highest tier", "Cure", [], ["A:ground:bronze:hp=1:max=3", "B:ground:golden:hp=4:max=6"],
     ["B"], False, True, R.AI_HEALING),
    ("Cure: equally hurt and same tier, the player chooses", "Cure", [],
     ["A:ground:silver:hp=1:max=3", "B:flying:silver:hp=4:max=6"], ["A", "B"], True, True, R.AI_HEALING),
    ("Cure: nobody hurt", "Cure", [], ["A:ground:silver:hp=3:max=3"], [], False, False, R.AI_HEALING),
    ("Fire Shield: more than half activated, not cast", "Fire Shield",
     ["P:ground:silver:activated", "Q:ground:golden:activated"], ["T:ground:silver", "U:ground:azure:activated"],
     [], False, False, R.AI_BUFF),
    ("Fire Shield: exactly half activated, cast", "Fire Shield",
     ["P:ground:silver:activated", "Q:ground:golden"], ["T:ground:silver", "U:ground:azure:activated"],
     ["T"], False, True, R.AI_BUFF),
    ("Fire Shield: lower tiers are not counted", "Fire Shield",
     ["P:ground:bronze:activated", "Q:ground:bronze:activated", "R:ground:azure"],
     ["T:ground:golden", "U:ground:bronze:activated"], ["T"], False, True, R.AI_BUFF),
    ("Weakness: the attack provokes a Retaliation", "Weakness", ["D:ground:silver:retaliates"], ["A:ground:silver"],
     ["D"], False, True, R.AI_WEAKENER),
    ("Weakness: no Retaliation, not cast", "Weakness", ["D:ground:silver"], ["A:ranged:silver"],
     [], False, False, R.AI_WEAKENER),
]


@pytest.mark.parametrize(("case", "spell", "enemy", "ai", "chosen", "chooses", "used", "rule"), SPELLS,
                         ids=[c[0] for c in SPELLS])
def test_ai_spells(case: str, spell: str, enemy: list[str], ai: list[str], chosen: list[str], chooses: bool,
                   used: bool, rule: Rule) -> None:
    result = cast_ai_spell(spell, units(*enemy), units(*ai))
    assert (result.chosen, result.player_chooses, result.used) == (chosen, chooses, used)
    assert rule in cited(result)


# (case, hero on tile, sites, town, goal, moved, reached, rule)
MOVES = [
    ("a player's Hero on the Tile comes first", "Catherine:hero:dist=2", ["Mine:mine:dist=1"], "Town:town:dist=1",
     ["Catherine"], 2, True, R.AI_NO_SURRENDER),
    ("a far Hero: 3 MP of movement", "Catherine:hero:dist=5", [], None, ["Catherine"], 3, False, R.AI_HERO_TURN),
    ("else the nearest Mine or Settlement", None, ["Mine:mine:dist=4", "Village:settlement:dist=2"],
     "Town:town:dist=1", ["Village"], 2, True, R.AI_HERO_NEUTRALS),
    ("flagged places are not targets: the player's Town", None, ["Mine:mine:dist=1:flagged"], "Town:town:dist=6",
     ["Town"], 3, False, R.AI_HERO_TURN),
    ("equally near places: the player chooses", None, ["Mine:mine:dist=2", "Village:settlement:dist=2"], None,
     ["Mine", "Village"], 0, False, R.AI_HERO_TURN),
    ("Neutral Units on the way lose automatically", None, ["Mine:mine:dist=2:neutral=Pikemen@1"], None,
     ["Mine"], 2, True, R.AI_HERO_NEUTRALS),
    # discovering costs 1 MP of the 3 (issue 41, 2: it once cost nothing, and 3 Fields still cost 3 MP)
    ("a face-down Tile costs 1 MP; the player orients it", None, ["Mine:mine:dist=3:unexplored=2"], None,
     ["Mine"], 2, False, R.AI_HERO_TILES),
    ("a face-down Tile discovered with the last MP is not entered", None, ["Mine:mine:dist=4:unexplored=3"], None,
     ["Mine"], 2, False, R.AI_HERO_TILES),
    ("nothing to do: it stays", None, [], None, [], 0, False, R.AI_HERO_TURN),
]


@pytest.mark.parametrize(("case", "hero", "sites", "town", "goal", "moved", "reached", "rule"), MOVES,
                         ids=[c[0] for c in MOVES])
def test_ai_hero_moves(case: str, hero: str | None, sites: list[str], town: str | None, goal: list[str], moved: int,
                       reached: bool, rule: Rule) -> None:
    result = ai_hero_turn(parse_site(hero) if hero else None, [parse_site(s) for s in sites],
                          parse_site(town) if town else None)
    assert result.chosen == goal
    assert result.details.get("moved", 0) == moved and result.details.get("reached", False) == reached
    assert rule in cited(result)


def test_discovering_a_tile_is_paid_for_in_the_mp_the_trace_says_are_spent() -> None:
    result = ai_hero_turn(None, [parse_site("Mine:mine:dist=3:unexplored=2")], None)
    texts = [step.text for step in result.trace.steps]
    assert any("face-down Tile" in t and "(1 MP)" in t for t in texts)
    assert "It spends 3 of its 3 MP moving 2 Fields toward Mine." in texts


def test_reaching_a_hero_cites_no_surrender_and_no_rewards() -> None:
    result = ai_hero_turn(parse_site("Catherine:hero:dist=1"), [], None)
    assert {R.AI_NO_SURRENDER, R.AI_NO_REWARDS} <= cited(result)


# --- a Siege: the Gate and the Walls (issue 41) ------------------------------------------------------------------

BEHIND = ["Pikemen:ground:bronze:hp=4:dist=1", "Swordsmen:ground:silver:hp=6:dist=2", "Archers:ranged:bronze:hp=3:dist=3"]
# (case, behind the Walls, AI unit, gate, chosen, route, rule that decides the route)
SIEGES = [
    ("the Gate in front of the highest HP", BEHIND, None, ["Swordsmen"], ["Swordsmen"], None, R.AI_SIEGE_GATE),
    ("tied on the highest HP: the player chooses", ["A:ground:silver:hp=5", "B:ground:bronze:hp=5"], None,
     ["A", "B"], ["A", "B"], None, R.AI_SIEGE_GATE),
    ("a Flying unit flies over the Walls", BEHIND, "Griffins:flying:silver", ["Swordsmen"], ["Swordsmen"], "over",
     R.AI_SIEGE_WALLS),
    ("a Ground unit moves through the Gate", BEHIND, "Orcs:ground:bronze", ["Swordsmen"], ["Pikemen"], "gate",
     R.AI_SIEGE_WALLS),
    ("a Ranged unit shoots (a reading), never the Walls", BEHIND, "Liches:ranged:golden", ["Swordsmen"], ["Archers"],
     "shoots", R.AI_SIEGE_WALLS),
    ("no target it can reach: it Defends", BEHIND, "Orcs:ground:bronze:blocked=Pikemen|Swordsmen|Archers",
     ["Swordsmen"], [], "defends", R.AI_SIEGE_WALLS),
    ("the Arrow Tower shoots as a Silver unit", BEHIND, "Arrow Tower:tower:bronze", ["Swordsmen"], ["Archers"],
     "shoots", R.AI_ARROW_TOWER),
]


@pytest.mark.parametrize(("case", "behind", "attacker", "gate", "chosen", "route", "rule"), SIEGES,
                         ids=[c[0] for c in SIEGES])
def test_ai_siege(case: str, behind: list[str], attacker: str | None, gate: list[str], chosen: list[str],
                  route: str | None, rule: Rule) -> None:
    result = ai_siege(units(*behind), parse_unit(attacker) if attacker else None)
    assert result.details["gate"] == gate and result.chosen == chosen and result.details.get("route") == route
    assert rule in cited(result) and R.AI_SIEGE_GATE in cited(result)
    assert R.AI_NO_DEFEND not in cited(result)  # in a Siege the text instructs the unit to Defend
    gate_step = next(s for s in result.trace.steps if s.rule == R.AI_SIEGE_GATE)
    assert gate_step.reading  # whose unit (or a tie) is a reading


def test_the_gate_needs_the_health_of_the_units_behind_the_walls() -> None:
    with pytest.raises(ValueError, match="give hp=N for Pikemen"):
        ai_siege(units("Pikemen:ground:bronze", "Swordsmen:ground:silver:hp=6"))
    with pytest.raises(ValueError, match="at least one"):
        ai_siege([])


_SIEGE_UNITS = st.builds(
    lambda n, k, t, hp, d, r: Unit(f"U{n}", k, t, hp=hp, hp_given=True, dist=d, reachable=r),
    st.integers(0, 9), st.sampled_from(["ground", "flying", "ranged"]), st.sampled_from(TIERS), st.integers(1, 9),
    st.integers(1, 5), st.booleans())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(behind=st.lists(_SIEGE_UNITS, min_size=1, max_size=5, unique_by=lambda u: u.name),
       kind=st.sampled_from(["ground", "flying", "ranged", "tower", None]), tier=st.sampled_from(TIERS))
def test_a_siege_puts_the_gate_at_the_highest_hp_and_never_attacks_the_walls(behind, kind, tier) -> None:  # type: ignore[no-untyped-def]
    """Any units behind the Walls: the Gate goes in front of one with the highest health; an AI unit attacks one of
    them it can reach, by its route, or Defends only when it can reach none; every step cites an AI rule."""
    attacker = Unit("AI", kind, tier) if kind else None
    for lang in ("en", "ru"):
        result = ai_siege(behind, attacker, lang=lang)
        top = max(u.hp for u in behind)
        assert result.details["gate"] and all(u.hp == top for u in behind if u.name in result.details["gate"])
        assert len(result.details["gate"]) == sum(1 for u in behind if u.hp == top)
        if attacker is None:
            continue
        reachable = {u.name for u in behind if u.reachable}
        assert set(result.chosen) <= reachable
        route = result.details["route"]
        assert (route == "defends") is (not reachable and kind != "tower")
        assert route in ({"ground": {"gate"}, "flying": {"over"}}.get(kind, {"shoots"}) | {"defends"})
        assert all(step.rule.id.startswith("h3-ai-rules/") for step in result.trace.steps)


# --- the AI's own cards: the AI Deck and the AI Spell Deck (issue 41) ---------------------------------------------

def ai_deck(deck: list[str], spells: list[str] | None = None, **lists: Any) -> AiDeckEngine:
    state = AiDeck(scenario_spells=spells or [], **lists)
    state.deck = state.new_cards(deck)
    return AiDeckEngine(state, seed=1)


def _names_of(cards) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.name for c in cards]


@pytest.mark.parametrize(("yours", "free", "built"), [
    ([], [], ["Fireball", "Cure"]),  # not in your Deck: the Spell itself
    (["Cure"], [], ["Fireball", "Magic Arrow"]),  # in your Deck, no copy free: a Magic Arrow
    (["Cure"], ["Cure"], ["Fireball", "Cure"]),  # in your Deck, but a copy is free
    (["cure", "Fireball"], ["Fireball"], ["Fireball", "Magic Arrow"]),
])
def test_the_ai_spell_deck_is_built_in_setup_and_a_spell_you_hold_is_a_magic_arrow(
        yours: list[str], free: list[str], built: list[str]) -> None:
    engine = ai_deck(["Magic"], ["Fireball", "Cure"], in_your_deck=yours, free_copies=free)
    assert engine.run("ai_setup", engine.setup)
    assert _names_of(engine.state.spells) == built
    rules = [s.rule for s in engine.trace.steps]
    assert R.AI_SPELL_DECK_SETUP in rules and (R.AI_MAGIC_ARROW in rules) is bool(yours)
    arrows = [s for s in engine.trace.steps if s.rule == R.AI_MAGIC_ARROW and "Magic Arrow takes" in s.text]
    assert all(s.reading for s in arrows) and len(arrows) == built.count("Magic Arrow")
    assert R.AI_SPELL_SURPLUS in rules  # 2 Spells, 1 Magic card: more Spells than Magic cards, as intended
    assert not engine.run("ai_setup", engine.setup)  # built once, during setup
    assert engine.trace.steps[-1].rule == R.AI_SPELL_DECK_SETUP and _names_of(engine.state.spells) == built


def test_no_surplus_step_when_the_ai_spell_deck_is_not_larger_than_its_magic_cards() -> None:
    engine = ai_deck(["Magic", "Magic"], ["Fireball", "Cure"])
    engine.run("ai_setup", engine.setup)
    assert R.AI_SPELL_SURPLUS not in [s.rule for s in engine.trace.steps]


def test_a_magic_card_casts_the_next_spell_and_its_discard_pile_is_reshuffled_when_it_empties() -> None:
    engine = ai_deck(["Magic", "Might", "Magic", "Magic"], ["Fireball", "Cure"])
    engine.run("ai_setup", engine.setup)  # no shuffle: Fireball on top
    engine.run("ai_activate", lambda: engine.activate("Liches"))
    assert engine.state.cast_log == ["Fireball"] and _names_of(engine.state.spell_discard) == ["Fireball"]
    assert _names_of(engine.state.discard) == ["Magic"]  # the AI card is discarded after it is resolved
    assert [s.rule for s in engine.trace.steps[-4:]] == [R.AI_APPLIES, R.AI_MAGIC_CARD, R.AI_MAGIC_CARD,
                                                         R.AI_DISCARD_CARD]
    engine.run("ai_activate", lambda: engine.activate("Wights"))  # Might: no Spell
    assert engine.state.cast_log == ["Fireball"] and R.AI_DRAW_CARD in [s.rule for s in engine.trace.steps[-3:]]
    engine.run("ai_activate", lambda: engine.activate("Liches"))
    engine.run("ai_activate", lambda: engine.activate("Liches"))  # the AI Spell Deck is empty: reshuffled
    reshuffle = [s for s in engine.trace.steps if s.rule == R.AI_MAGIC_CARD and s.reading and "shuffled" in s.text]
    assert len(reshuffle) == 1 and len(engine.state.cast_log) == 3
    assert engine.state.deck == [] and len(engine.state.discard) == 4


def test_stone_skin_stays_beside_the_combat_board_until_the_next_combat_gathers_it() -> None:
    engine = ai_deck(["Magic", "Magic"], ["Stone Skin"])
    engine.run("ai_setup", engine.setup)
    engine.run("ai_activate", lambda: engine.activate("Liches"))
    assert _names_of(engine.state.in_play) == ["Stone Skin"] and engine.state.spell_discard == []
    assert R.AI_DEFENSE_IN_PLAY in [s.rule for s in engine.trace.steps]
    engine.run("ai_activate", lambda: engine.activate("Liches"))  # nothing left to cast: a reading says so
    nothing = [s for s in engine.trace.steps if s.text.startswith("Magic: the AI Spell Deck and its discard pile")]
    assert nothing and nothing[0].reading and engine.state.cast_log == ["Stone Skin"]
    engine.run("ai_combat", engine.combat)
    assert _names_of(engine.state.spells) == ["Stone Skin"] and engine.state.in_play == []
    assert len(engine.state.deck) == 2 and engine.state.discard == []
    assert all(s.reading for s in engine.trace.steps[-2:])  # what the shuffle takes in is a reading


def test_an_empty_ai_deck_is_reshuffled_and_says_it_is_a_reading() -> None:
    engine = ai_deck([])
    engine.state.discard = engine.state.new_cards(["Might"])
    engine.run("ai_activate", lambda: engine.activate("Liches"))
    assert engine.trace.steps[0].rule == R.AI_APPLIES and engine.trace.steps[0].reading
    assert _names_of(engine.state.discard) == ["Might"] and engine.state.deck == []
    empty = ai_deck([])
    empty.run("ai_activate", lambda: empty.activate("Liches"))
    assert len(empty.trace.steps) == 1 and empty.trace.steps[0].reading


def test_a_skill_card_applies_the_ability_set_aside_and_never_discards_it() -> None:
    engine = ai_deck(["Skill", "Might", "Skill"], ability="Armorer")
    assert engine.run("ai_setup", engine.setup)
    assert _names_of(engine.state.set_aside) == ["Armorer"] and engine.trace.steps[-1].rule == R.AI_SKILL_SET_ASIDE
    for unit in ("Pikemen", "Griffins", "Swordsmen"):
        engine.run("ai_activate", lambda u=unit: engine.activate(u))  # type: ignore[misc]
    assert engine.state.applied_log == ["Armorer", "Armorer"] and _names_of(engine.state.set_aside) == ["Armorer"]
    assert _names_of(engine.state.discard) == ["Skill", "Might", "Skill"]  # the Skill cards are discarded as usual
    used = [s for s in engine.trace.steps if s.rule == R.AI_SKILL_USE]
    assert len(used) == 2 and all(s.reading for s in used)  # when a Skill card is "used" is a reading


def test_skill_cards_need_the_card_the_scenario_indicates_and_without_them_nothing_is_set_aside() -> None:
    missing = ai_deck(["Skill"])
    assert not missing.run("ai_setup", missing.setup)
    assert missing.trace.steps[-1].rule == R.AI_SKILL_SET_ASIDE and not missing.state.built
    none = ai_deck(["Might"], ability="Armorer")
    assert none.run("ai_setup", none.setup) and none.state.set_aside == []
    drawn = ai_deck(["Skill"])  # past setup, nothing set aside: the Skill card cannot be resolved
    assert not drawn.run("ai_activate", lambda: drawn.activate("Pikemen"))
    assert drawn.trace.steps[-1].rule == R.AI_SKILL_SET_ASIDE and _names_of(drawn.state.deck) == ["Skill"]


_AI_CARDS = st.sampled_from(["Might", "Magic", "Magic 2", "Skill", "Мощь", "Магия", "Навык"])
_AI_SPELLS = st.sampled_from(["Fireball", "Stone Skin", "Cure", "Magic Arrow", "Weakness"])
_AI_DECK_ACTIONS = st.one_of(st.just({"do": "ai_setup"}), st.just({"do": "ai_combat"}),
                             st.builds(lambda u: {"do": "ai_activate", "unit": u},
                                       st.sampled_from(["Liches", "Wights"])))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=st.lists(_AI_CARDS, max_size=6), discard=st.lists(_AI_CARDS, max_size=3),
       spells=st.lists(_AI_SPELLS, max_size=5), yours=st.lists(_AI_SPELLS, max_size=3),
       free=st.lists(_AI_SPELLS, max_size=2), seed=st.integers(0, 5), plan=st.lists(_AI_DECK_ACTIONS, max_size=20),
       ability=st.sampled_from([None, "Armorer"]))
def test_the_ai_deck_conserves_its_cards_and_no_zone_goes_negative(deck, discard, spells, yours, free, seed,  # type: ignore[no-untyped-def]
                                                                   plan, ability) -> None:
    """Random AI Deck play, refusals included: no AI card or AI Spell is lost or duplicated, only setup brings
    Spells in (one card per Scenario Spell) and sets the Skill cards' Ability aside, which is never discarded, AI cards
    stay AI cards, and a refusal changes nothing."""
    state = AiDeck(scenario_spells=spells, in_your_deck=yours, free_copies=free, ability=ability)
    state.deck, state.discard = state.new_cards(deck), state.new_cards(discard)
    engine = AiDeckEngine(state, seed)
    ai_cards = {c.uid for c in state.all_cards()}
    set_aside: list[int] = []
    for action in plan:
        before = repr(engine.state)
        spells_before = {c.uid for c in [*engine.state.spells, *engine.state.spell_discard, *engine.state.in_play]}
        _, apply = AI_DECK_ACTIONS[action["do"]]
        done = engine.run(action["do"], lambda a=action, f=apply: f(engine, a))
        if not done:
            assert repr(engine.state) == before and engine.trace.steps[-1].refused
        now = [c.uid for c in engine.state.all_cards()]
        assert len(now) == len(set(now)), "a card is in two places"
        assert {c.uid for c in [*engine.state.deck, *engine.state.discard]} == ai_cards
        assert all(ai_card_type(c.name) for c in [*engine.state.deck, *engine.state.discard])
        spells_now = {c.uid for c in [*engine.state.spells, *engine.state.spell_discard, *engine.state.in_play]}
        if done and action["do"] == "ai_setup":
            assert len(spells_now - spells_before) == len(spells) and spells_before <= spells_now
            skills = any(ai_card_type(c.name) == "skill" for c in [*engine.state.deck, *engine.state.discard])
            assert [c.name for c in engine.state.set_aside] == (["Armorer"] if skills else [])
            set_aside = [c.uid for c in engine.state.set_aside]
        else:
            assert spells_now == spells_before, "a Spell appeared or was lost"
            assert [c.uid for c in engine.state.set_aside] == (set_aside if engine.state.built else [])
        assert all(c.name in ("Stone Skin",) for c in engine.state.in_play)
        draws = sum(1 for s in engine.trace.steps if s.rule == R.AI_APPLIES and not s.reading)
        assert 0 <= len(engine.state.cast_log) + len(engine.state.applied_log) <= draws


# --- the Russian card game ----------------------------------------------------------------------

def table(**players: Side) -> CardGameEngine:
    return CardGameEngine(Table(players=dict(players)))


def test_a_second_weapon_destroys_the_first_211_3() -> None:
    engine = table(Анна=Side(resources=4))
    assert engine.run("play_support", lambda: engine.play_support("Анна", "Меч", "оружие", 2))
    assert engine.run("play_support", lambda: engine.play_support("Анна", "Топор", "weapon", 2))
    side = engine.state.players["Анна"]
    assert side.support == {"оружие": "Топор"} and side.graveyard == ["Меч"]
    assert engine.trace.steps[-1].rule == R.CG_SUPPORT_DESTROY


def test_support_cards_of_different_classes_stay_together_211_3() -> None:
    engine = table(Анна=Side(resources=0, support={"оружие": "Меч"}))
    assert engine.run("play_support", lambda: engine.play_support("Анна", "Кольчуга", "доспех"))
    assert engine.state.players["Анна"].support == {"оружие": "Меч", "доспех": "Кольчуга"}


@pytest.mark.parametrize(("card_class", "cost", "rule"), [("щит", 0, R.CG_SUPPORT_CLASSES), ("амулет", 5, R.CG_SUPPORT_PLAY)])
def test_support_cards_refused(card_class: str, cost: int, rule: Rule) -> None:
    engine = table(Анна=Side(resources=1))
    assert not engine.run("play_support", lambda: engine.play_support("Анна", "Карта", card_class, cost))
    assert engine.trace.steps[-1].rule == rule and engine.trace.steps[-1].text.startswith("Нельзя")
    assert engine.state.players["Анна"].support == {} and engine.state.players["Анна"].resources == 1


def test_first_turn_weakness_209_2() -> None:
    engine = table(Борис=Side())
    engine.run("creature_enters", lambda: engine.creature_enters("Борис", "Медведь"))
    assert not engine.run("attack", lambda: engine.attack("Борис", "Медведь"))
    assert engine.trace.steps[-1].rule == R.CG_FIRST_TURN
    assert engine.run("defend", lambda: engine.defend("Борис", "Медведь"))
    engine.run("next_turn", engine.next_turn)
    assert engine.run("attack", lambda: engine.attack("Борис", "Медведь"))
    assert engine.trace.steps[-1].rule == R.CG_CREATURES


def test_a_creature_that_changed_controller_cannot_act_this_turn_209_2() -> None:
    engine = table(Анна=Side(creatures={"Волк": 0}), Борис=Side())
    assert engine.run("attack", lambda: engine.attack("Анна", "Волк"))
    engine.run("change_control", lambda: engine.change_control("Волк", "Борис"))
    assert not engine.run("attack", lambda: engine.attack("Борис", "Волк"))
    assert engine.run("defend", lambda: engine.defend("Борис", "Волк"))


@pytest.mark.parametrize("action", ["attack", "defend"])
def test_a_hero_neither_strikes_nor_defends_208_4(action: str) -> None:
    engine = table(Анна=Side())
    assert not engine.run(action, lambda: getattr(engine, action)("Анна", "Герой", hero=True))
    assert engine.trace.steps[-1].rule == R.CG_HERO_NO_ATTACK


def test_a_spell_needs_every_ability_legal_210_2() -> None:
    engine = table(Анна=Side(resources=3))
    assert not engine.run("cast_spell", lambda: engine.cast_spell("Анна", "Стрела", 1, [Ability("Цель", legal=False)]))
    assert engine.trace.steps[-1].rule == R.CG_SPELL_LEGAL
    assert engine.state.players["Анна"].resources == 3 and engine.state.players["Анна"].graveyard == []


def test_a_dependent_ability_is_checked_only_when_it_resolves_210_3() -> None:
    engine = table(Анна=Side(resources=3))
    abilities = [Ability("Первая"), Ability("Зависимая", legal=False, depends=True, legal_on_resolve=False),
                 Ability("Третья")]
    assert engine.run("cast_spell", lambda: engine.cast_spell("Анна", "Молния", 3, abilities))
    rules = [s.rule for s in engine.trace.steps]
    assert R.CG_SPELL_DEPENDENT in rules and R.CG_SPELL_SKIP in rules
    assert engine.state.queue_log == ["Первая", "Третья"]
    assert engine.state.players["Анна"].graveyard == ["Молния"]


def test_unit_text_errors_say_the_format() -> None:
    with pytest.raises(ValueError, match="the tier is one of bronze, silver, golden, azure"):
        parse_unit("A:ground:platinum")
    assert parse_unit("A:ground:gold").tier == "golden"  # what players also call it
    with pytest.raises(ValueError, match="hp needs a whole number"):
        parse_unit("A:ground:silver:hp=lots")
    with pytest.raises(ValueError, match="unknown part 'wings'"):
        parse_unit("A:flying:silver:wings")


def test_damage_taken_may_be_written_instead_of_full_health() -> None:
    assert parse_unit("Orcs:ground:silver:hp=2:damage=3").damage == 3
    assert parse_unit("Orcs:ground:silver:damage=3:hp=2").max_hp == 5  # in either order
    assert parse_unit("Orcs:ground:silver:hp=2:max=5:damage=3").damage == 3
    with pytest.raises(ValueError, match="max=4 is not hp=2 \\+ damage=3"):
        parse_unit("Orcs:ground:silver:hp=2:max=4:damage=3")
    healed = cast_ai_spell("Cure", [], units("Orcs:ground:silver:hp=2:damage=3", "Goblins:ground:bronze:hp=1:damage=3"))
    assert healed.chosen == ["Orcs"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_four_mutually_adjacent_units_are_not_told_they_are_not_adjacent(lang: str) -> None:
    """Issue 41, 4: Fireball with 4 mutually adjacent player units cited "If no player units are adjacent to one
    another", which is false there, as if it applied. The case the text does not name is now said to be a reading."""
    from rulesqa.engine.ai import multi_target, parse_unit

    crowd = [parse_unit(f"{n}:ground:silver:adj=" + "|".join(m for m in "ABCD" if m != n)) for n in "ABCD"]
    result = multi_target("Fireball", crowd, lang)
    fallback = [s for s in result.trace.steps if s.rule == R.AI_MULTI_FALLBACK]
    assert fallback and fallback[0].reading  # never cited as if the text said so
    apart = multi_target("Fireball", [parse_unit("A:ground:silver"), parse_unit("B:ranged:bronze")], lang)
    assert not next(s for s in apart.trace.steps if s.rule == R.AI_MULTI_FALLBACK).reading  # the case it names


@pytest.mark.parametrize("depends", [True, False])
def test_an_ability_illegal_when_it_leaves_the_queue_is_skipped_and_a_reading_says_when_the_text_is_silent(
        depends: bool) -> None:
    """Issue 41: legal_on_resolve = false was ignored on an ability that does not refer to an earlier one (it
    resolved); 210.3 speaks only of those that do, so the skip of another is a reading the trace states."""
    engine = table(Анна=Side(resources=3))
    abilities = [Ability("Нанесите 2 раны"), Ability("Возьмите карту", depends=depends, legal_on_resolve=False)]
    assert engine.run("cast_spell", lambda: engine.cast_spell("Анна", "Молния", 1, abilities))
    assert engine.state.queue_log == ["Нанесите 2 раны"]
    skipped = engine.trace.steps[-1]
    assert skipped.rule == R.CG_SPELL_SKIP
    assert bool(skipped.reading) is not depends


def test_a_trace_never_states_a_health_nobody_gave() -> None:
    """Issue 41: traces said "1 HP" of a unit given without health (1 is only the default the engine counts with)."""
    bare, told = parse_unit("Pikemen:ground:bronze"), parse_unit("Archers:ranged:bronze:hp=3")
    assert "HP" not in bare.describe() and "здоровье" not in bare.describe("ru")
    assert "3 HP" in told.describe() and "здоровье 3" in told.describe("ru")


# --- 208.3, 208.5, 211.4 (issue 41) ----------------------------------------------------------------

def test_a_heros_ability_needs_closing_it_paying_or_both_208_3() -> None:
    engine = table(Анна=Side(resources=3, hero="Мерлин"))
    assert not engine.run("hero_ability", lambda: engine.hero_ability("Анна", "Лечение", cost=4))
    assert engine.trace.steps[-1].rule == R.CG_HERO_ABILITY and not engine.state.players["Анна"].hero_closed
    assert engine.run("hero_ability", lambda: engine.hero_ability("Анна", "Лечение", cost=2))
    side = engine.state.players["Анна"]
    assert side.hero_closed and side.resources == 1
    assert not engine.run("hero_ability", lambda: engine.hero_ability("Анна", "Молитва"))  # closed already
    assert engine.trace.steps[-1].reading  # when a hero opens is not in the fragment
    assert engine.run("hero_ability", lambda: engine.hero_ability("Анна", "Знание", cost=1, close=False))
    assert engine.state.players["Анна"].resources == 0 and engine.state.queue_log == ["Лечение", "Знание"]
    assert engine.run("hero_ability", lambda: engine.hero_ability("Анна", "Взгляд", close=False))
    assert engine.trace.steps[-2].reading  # neither closing nor paying: "в основном"


def test_an_effect_on_a_player_applies_to_their_hero_208_5() -> None:
    engine = table(Борис=Side(hero="Моргана"))
    assert engine.run("effect_on_player", lambda: engine.effect_on_player("Борис", "2 жетона молитвы"))
    assert engine.state.players["Борис"].hero_effects == ["2 жетона молитвы"]
    assert engine.trace.steps[-1].rule == R.CG_PLAYER_IS_HERO and "Моргана" in engine.trace.steps[-1].text


def test_a_support_card_is_never_attacked_nor_wounded_211_4() -> None:
    engine = table(Анна=Side(creatures={"Волк": 0}), Борис=Side(support={"местность": "Болото"},
                                                                creatures={"Медведь": 0}, hero="Моргана"))
    assert not engine.run("attack", lambda: engine.attack("Анна", "Волк", target="Болото"))
    assert engine.trace.steps[-1].rule == R.CG_SUPPORT_UNTOUCHABLE
    assert not engine.run("wound", lambda: engine.wound("Борис", "Болото"))
    assert engine.trace.steps[-1].rule == R.CG_SUPPORT_UNTOUCHABLE and engine.state.players["Борис"].wounds == {}
    assert engine.run("attack", lambda: engine.attack("Анна", "Волк", target="Моргана"))
    assert engine.run("wound", lambda: engine.wound("Борис", "Моргана", 2))
    assert engine.trace.steps[-1].rule == R.CG_HERO_WOUNDS and engine.state.players["Борис"].wounds == {"Моргана": 2}


_CG_NAMES = st.sampled_from(["Меч", "Топор", "Волк", "Медведь", "Мерлин", "Болото"])
_CG_PLAYERS = st.sampled_from(["Анна", "Борис"])
_CG_ACTIONS = st.one_of(
    st.builds(lambda p, c, k, n: {"do": "play_support", "player": p, "card": c, "class": k, "cost": n}, _CG_PLAYERS,
              _CG_NAMES, st.sampled_from(["оружие", "местность", "weapon", "щит"]), st.integers(-1, 3)),
    st.builds(lambda p, c: {"do": "creature_enters", "player": p, "card": c}, _CG_PLAYERS, _CG_NAMES),
    st.builds(lambda c, p: {"do": "change_control", "card": c, "to": p}, _CG_NAMES, _CG_PLAYERS),
    st.builds(lambda p, c, t: {"do": "attack", "player": p, "card": c, **({"target": t} if t else {})}, _CG_PLAYERS,
              _CG_NAMES, st.one_of(st.none(), _CG_NAMES)),
    st.builds(lambda p, c: {"do": "defend", "player": p, "card": c}, _CG_PLAYERS, _CG_NAMES),
    st.just({"do": "next_turn"}),
    st.builds(lambda p, a, n, c: {"do": "hero_ability", "player": p, "ability": a, "cost": n, "close": c},
              _CG_PLAYERS, _CG_NAMES, st.integers(-1, 3), st.booleans()),
    st.builds(lambda p, e: {"do": "effect_on_player", "player": p, "effect": e}, _CG_PLAYERS, _CG_NAMES),
    st.builds(lambda p, c, n: {"do": "wound", "player": p, "card": c, "n": n}, _CG_PLAYERS, _CG_NAMES,
              st.integers(-1, 3)),
    st.builds(lambda p, n, legal: {"do": "cast_spell", "player": p, "card": "Молния", "cost": n, "abilities": [
        {"text": "Первая", "legal": legal}, {"text": "Вторая", "depends": True, "legal_on_resolve": False}]},
        _CG_PLAYERS, st.integers(-1, 3), st.booleans()),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(resources=st.tuples(st.integers(0, 5), st.integers(0, 5)), plan=st.lists(_CG_ACTIONS, max_size=25))
def test_card_game_play_conserves_cards_and_no_count_goes_negative(resources: tuple[int, int], plan: list) -> None:  # type: ignore[type-arg]
    """Random card-game actions, refusals included: every card paid for is in play or in a graveyard exactly once,
    no resource or wound count goes below zero, a support card never has a wound, and a refusal changes nothing."""
    engine = table(Анна=Side(resources=resources[0], hero="Мерлин"),
                   Борис=Side(resources=resources[1], support={"местность": "Болото"}, hero="Моргана"))
    played = 1  # support cards and spells that have come into the game (Болото to start with)
    for action in plan:
        before = repr(engine.state)
        _, apply = CARD_GAME_ACTIONS[action["do"]]
        done = engine.run(action["do"], lambda a=action, f=apply: f(engine, a))
        if not done:
            assert repr(engine.state) == before and engine.trace.steps[-1].refused
        elif action["do"] in ("play_support", "cast_spell"):
            played += 1
        sides = engine.state.players.values()
        assert sum(len(s.support) + len(s.graveyard) for s in sides) == played
        for side in sides:
            assert side.resources >= 0 and all(n > 0 for n in side.wounds.values())
            assert not set(side.wounds) & set(side.support.values()) - set(side.creatures) - {side.hero}
