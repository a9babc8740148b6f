"""The deck-building engine: golden traces, the book's example, cited steps, and invariants under any play."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesqa.engine import rules as R
from rulesqa.engine.deckbuilding import DeckEngine
from rulesqa.engine.examples import search_example
from rulesqa.engine.scenario import ACTIONS, Outcome, ScenarioError, load_scenario, parse_scenario, run_scenario
from rulesqa.engine.state import MARKETS, Market, Scroll, State
from tests.conftest import ROOT

SCENARIOS = sorted([*(ROOT / "examples").glob("*.toml"), *(ROOT / "tests" / "scenarios").glob("*.toml")])
GOLDEN = ROOT / "tests" / "golden" / "engine"


def test_every_rule_the_engine_cites_resolves_and_is_quoted_verbatim(bundled_index) -> None:  # type: ignore[no-untyped-def]
    for rule in R.ALL_RULES:
        chunk = bundled_index.get(rule.id)
        assert chunk is not None, rule.id
        assert rule.quote in chunk.text, (rule.id, rule.quote)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenarios_match_their_golden_trace_and_their_expectations(path: Path) -> None:
    outcome = run_scenario(load_scenario(path))
    produced = json.dumps(outcome.to_json(), ensure_ascii=False, indent=2) + "\n"
    golden = GOLDEN / f"{path.stem}.json"
    if os.environ.get("RULESQA_UPDATE_GOLDEN") == "1":
        golden.write_text(produced, encoding="utf-8")
    assert produced == golden.read_text(encoding="utf-8")
    assert outcome.mismatches == []
    again = run_scenario(load_scenario(path))  # same seed, same output, byte for byte
    assert json.dumps(again.to_json(), ensure_ascii=False, indent=2) + "\n" == produced


def test_every_step_cites_a_rule_of_the_engine_and_never_an_example() -> None:
    ids = {rule.id for rule in R.ALL_RULES}
    assert not [rule.id for rule in R.ALL_RULES if rule.id.endswith("-example")]
    for path in SCENARIOS:
        for step in run_scenario(load_scenario(path)).trace.steps:
            assert step.rule.id in ids


def test_the_books_bob_example() -> None:
    """Bob Searches 2 of the Spell Deck: Curse on the discard, Magic Arrow and Fireball on top; keeps Fireball."""
    outcome = run_scenario(load_scenario(ROOT / "examples" / "bob-searches-the-spell-deck.toml"))
    state = outcome.state
    assert [c.name for c in state.hand] == ["Fireball"]
    assert [c.name for c in state.markets["spell"].discard] == ["Magic Arrow", "Curse"]
    assert state.gold == 0
    texts = [s.text for s in outcome.trace.steps]
    assert "You see: Magic Arrow, Fireball." in texts
    # issue 41: the payment cited the example itself; it is the Spell Book Token's rule that decides it
    assert [s.rule.id for s in outcome.trace.steps] == [
        *["h3-deck-building/2/spell"] * 2, *["h3-deck-building/1/searching"] * 4]
    assert all(s.reading for s in outcome.trace.steps[:2])  # the price is the Town Board's, not the text's


def test_search_with_too_few_cards_reshuffles_and_states_its_reading() -> None:
    outcome = run_scenario(load_scenario(ROOT / "examples" / "search-runs-out.toml"))
    reshuffle = [s for s in outcome.trace.steps if s.rule == R.MARKET_RESHUFFLE]
    assert len(reshuffle) == 1 and reshuffle[0].reading and "reshuffle it" in reshuffle[0].reading
    assert [c.name for c in outcome.state.hand] == ["Magic Arrow"]


def test_a_card_not_seen_after_a_reshuffle_is_refused_saying_where_the_cards_went() -> None:
    # 2 cards, Поиск(3): the third comes from the reshuffled Discard Pile, whose new top card starts a new pile
    outcome = search_example("spell", 3, ["Magic Arrow", "Fireball"], ["Curse", "Cure"], take="Cure", seed=1)
    step = outcome.trace.steps[-1]
    assert step.refused and step.rule == R.SEARCH
    assert "not among the cards looked at (Magic Arrow, Fireball, Curse)" in step.text
    assert "ran out after Magic Arrow, Fireball" in step.text
    assert "Cure was the new Deck's top card, discarded to start its new Discard Pile" in step.text
    assert [c.name for c in outcome.state.markets["spell"].discard] == ["Curse", "Cure"]  # nothing changed


@pytest.mark.parametrize(("deck_cards", "discard"), [(["Bless"], None), ([], ["Curse"])])
def test_a_search_with_only_the_discard_pile_left_says_so_and_offers_its_top_card(
        deck_cards: list[str], discard: list[str] | None) -> None:
    """Issue 41, 1: a 1-card Spell Deck with an empty Discard Pile (or an empty Deck over one discard) was refused
    with "the Spell Deck and its Discard Pile are empty" while a card lay there, and the zones shown broke the
    refill rule (a Deck's card over an empty Discard Pile)."""
    outcome = search_example("spell", 2, deck_cards, discard)
    market = outcome.state.markets["spell"]
    card = (deck_cards or discard or [""])[0]
    assert [c.name for c in market.deck] == [] and [c.name for c in market.discard] == [card]  # refilled
    step = outcome.trace.steps[-1]
    assert step.refused and step.rule == R.SEARCH
    assert "are empty" not in step.text and f"whose top card is {card}" in step.text and "discard-top" in step.text
    taken = search_example("spell", 2, deck_cards, discard, take="discard-top")
    assert taken.refused == 0 and [c.name for c in taken.state.hand] == [card]


def test_a_refused_action_changes_nothing() -> None:
    state = State(hand=[], gold=3)
    engine = DeckEngine(state, seed=1)
    before = json.dumps(engine.state.to_json())
    assert engine.run("pay", lambda: engine.pay(5)) is False
    assert json.dumps(engine.state.to_json()) == before
    step = engine.trace.steps[-1]
    assert step.refused and step.rule == R.SPELL_BOOK and "you have 3" in step.text


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"actions": [{"do": "fly"}]}, "unknown action 'fly'"),
        ({"actions": [{"do": "search", "deck": "spell"}]}, "needs 'x'"),
        ({"actions": [{"do": "draw", "count": "two"}]}, r"'count' must be a whole number \(got 'two'\)"),
        ({"actions": [{"do": "draw", "cards": 2}]}, "unknown key 'cards'"),
        ({"player": {"hand": "Fireball"}}, r"\[player\].hand: must be a list of card names"),
        ({"decks": {"market": {"deck": []}}}, "unknown deck"),
        ({"colour": "red"}, "unknown key"),
    ],
)
def test_bad_scenarios_name_the_problem(data: dict, message: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(ScenarioError, match=message):
        parse_scenario(data, "s.toml")


# --- invariants under any sequence of actions -------------------------------------------

names = st.sampled_from(["Magic Arrow", "Fireball", "Cure", "Might", "Magic", "Curse", "Scroll", "Necromancy"])
card_lists = st.lists(names, max_size=5)
_types = st.one_of(st.none(), st.sampled_from(["instant", "activation", "map", "ongoing", "reaction"]))
actions = st.one_of(
    st.builds(lambda n: {"do": "draw", "count": n}, st.integers(0, 4)),
    st.builds(lambda c: {"do": "gain", "card": c}, names),
    st.builds(lambda d: {"do": "gain", "from_deck": d}, st.sampled_from(MARKETS)),
    st.builds(lambda c: {"do": "discard", "card": c}, names),
    st.builds(lambda c: {"do": "redraw", "card": c}, names),
    st.builds(lambda c: {"do": "remove", "card": c}, names),
    st.builds(lambda c, e, p, t: {"do": "play", "card": c, "effect": e, "power": p, **({"type": t} if t else {})},
              names, st.sampled_from(["basic", "expert", "both", "empowered"]), st.integers(-1, 3), _types),
    st.builds(lambda c: {"do": "use_up", "card": c}, names),
    st.builds(lambda c: {"do": "play_permanent", "card": c}, names),
    st.builds(lambda d, x, t: {"do": "search", "deck": d, "x": x, **({"take": t} if t else {})},
              st.sampled_from(["ability", "artifact", "spell"]), st.integers(-1, 6),
              st.one_of(st.none(), names, st.just("discard-top"))),
    st.builds(lambda c, s, p, t: {"do": "cast", "card": c, "specialty": s, "effect_power": p,
                                  **({"type": t} if t else {})}, names, st.booleans(), st.integers(-1, 4), _types),
    st.builds(lambda h: {"do": "combat_round", **({"your_hero": h} if h is not None else {})},
              st.one_of(st.none(), st.booleans())),
    st.just({"do": "end_combat"}), st.just({"do": "new_round"}),
    st.just({"do": "start_turn"}), st.just({"do": "end_turn"}),
    st.builds(lambda g: {"do": "pay", "gold": g}, st.integers(-1, 6)),
    st.builds(lambda c, s: {"do": "start_deck", "cards": c, "shuffle": s}, st.lists(names, min_size=8, max_size=10),
              st.booleans()),
    st.builds(lambda c, w, g: {"do": "buy_war_machine", "card": c, "at": w, "cost": g}, names,
              st.sampled_from(["trading-post", "factory", "market"]), st.integers(-1, 6)),
    st.just({"do": "end_visit"}),
    st.just({"do": "build_mage_guild"}), st.builds(lambda g: {"do": "spell_book", "cost": g}, st.integers(-1, 6)),
    st.builds(lambda k: {"do": "gain_scroll", **({"keep": k} if k else {})},
              st.one_of(st.none(), st.sampled_from(["replace-1", "replace-2", "discard-new"]))),
    st.builds(lambda n, c, p: {"do": "cast_scroll_spell", "scroll": n, "spell": c, "effect_power": p},
              st.integers(1, 3), names, st.sampled_from([0, 0, 1])),
    st.builds(lambda n, c: {"do": "sell_scroll_spell", "scroll": n, "spell": c}, st.integers(1, 3), names),
)
GROWS_HAND = {"draw", "gain", "search", "buy_war_machine"}


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=card_lists, hand=card_lists, discard=card_lists, markets=st.lists(st.tuples(card_lists, card_lists),
       min_size=4, max_size=4), level=st.integers(0, 3), seed=st.integers(0, 10), plan=st.lists(actions, max_size=25),
       faction=st.sampled_from([None, "Castle", "Necropolis"]))
def test_no_card_is_lost_duplicated_or_brought_back(deck, hand, discard, markets, level, seed, plan, faction) -> None:  # type: ignore[no-untyped-def]
    state = State(level=level, gold=seed, faction=faction)
    state.deck, state.hand, state.discard = state.new_cards(deck), state.new_cards(hand), state.new_cards(discard)
    for name, (pile, trash) in zip(MARKETS, markets, strict=True):
        state.markets[name] = Market(state.new_cards(pile), state.new_cards(trash))
    engine = DeckEngine(state, seed)
    known = Counter(c.uid for c in state.all_cards())
    removed_so_far: list[int] = []
    for action in plan:
        hand_before = len(engine.state.hand)
        snapshot = json.dumps(engine.state.to_json())
        _, apply = ACTIONS[action["do"]]
        done = engine.run(action["do"], lambda a=action, f=apply: f(engine, a))
        now = Counter(c.uid for c in engine.state.all_cards())
        assert max(now.values(), default=1) == 1, "a card is in two places"
        new = set(now) - set(known)
        assert action["do"] in ("gain", "start_deck", "buy_war_machine") or not new, "a card appeared from nowhere"
        assert set(known) - set(now) == set(), "a card was lost"
        known.update(new)
        removed = [c.uid for c in engine.state.removed]
        assert removed[: len(removed_so_far)] == removed_so_far, "a removed card came back"
        removed_so_far = removed
        if len(engine.state.hand) > hand_before:
            assert action["do"] in GROWS_HAND
        if not done:
            assert json.dumps(engine.state.to_json()) == snapshot
            assert engine.trace.steps[-1].refused
        _no_zone_negative(engine.state)


def _no_zone_negative(state: State) -> None:
    """No count the engine keeps goes below zero, and the per-Round counters stay within their limits."""
    assert state.gold >= 0 and state.experts_used >= 0 and state.spells_this_combat_round in (0, 1)
    assert state.power >= 0
    assert state.round >= 1 and (state.mage_guild is None or 1 <= state.mage_guild <= state.round)
    assert len(state.scrolls) <= 2 and all(len(s.spells) <= 2 for s in state.scrolls)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_scroll_that_gets_no_spell_returns_to_its_deck(lang: str) -> None:
    """Issue 41, 3: with the Spell Deck and its Discard Pile run out, a gained Scroll was kept holding 0 Spells; the
    text keeps a Scroll only while a Spell is on it."""
    def gain(spells: list[str]):  # type: ignore[no-untyped-def]
        return run_scenario(parse_scenario({
            "title": "t", "lang": lang, "decks": {"scroll": {"deck": ["Scroll A", "Scroll B"]},
                                                   "spell": {"deck": spells, "discard": []}},
            "actions": [{"do": "gain_scroll"}]}, "t"))

    empty = gain([])
    assert empty.state.scrolls == []
    assert [c.name for c in empty.state.markets["scroll"].deck] == ["Scroll B", "Scroll A"]
    last = empty.trace.steps[-1]
    assert last.rule == R.SCROLL_SPELL_REMOVED and last.reading
    one = gain(["Bless", "Cure"])  # the refill puts Bless on the Discard Pile, where the reshuffle leaves it too
    assert len(one.state.scrolls) == 1 and [c.name for c in one.state.scrolls[0].spells] == ["Cure"]


def test_a_permanents_effect_is_chosen_under_the_permanent_rule() -> None:
    """Issue 41: a Permanent's Basic effect cited the Statistic and Ability cards' rule (2/statistic-ability); the
    Permanent's own rule lets it use either effect."""
    engine = DeckEngine(State(hand=State().new_cards(["Armor"])), seed=1)
    assert engine.run("play_permanent", lambda: engine.play_permanent("Armor"))
    used = engine.trace.steps[-1]
    assert used.rule == R.PERMANENT and used.rule != R.BASIC_OR_EXPERT


@pytest.mark.parametrize("action", [
    {"do": "play", "card": "Offense"}, {"do": "play_permanent", "card": "Offense"}, {"do": "cast", "card": "Offense"},
    {"do": "cast", "card": "Offense", "specialty": True}])
def test_cards_are_played_only_on_your_turn_or_in_your_main_heros_combat(action: dict) -> None:  # type: ignore[type-arg]
    def run(*before: dict) -> Outcome:  # type: ignore[type-arg]
        return run_scenario(parse_scenario({"player": {"hand": ["Offense"], "your_turn": False},
                                            "actions": [*before, action]}, "t"))

    refused = run()
    assert refused.refused == 1 and refused.trace.steps[-1].rule == R.OWN_TURN
    assert isinstance(refused.state, State) and [c.name for c in refused.state.hand] == ["Offense"]
    assert run({"do": "combat_round", "your_hero": False}).refused == 1
    in_combat = run({"do": "combat_round"})
    assert in_combat.refused == 0 and R.OWN_TURN in [s.rule for s in in_combat.trace.steps]
    assert run({"do": "start_turn"}).refused == 0


def test_the_spell_book_token_is_enabled_from_the_round_after_the_mage_guild_is_built() -> None:
    engine = DeckEngine(State(gold=9), seed=1)
    assert not engine.run("spell_book", lambda: engine.use_spell_book(5))
    assert engine.run("build_mage_guild", engine.build_mage_guild)
    assert not engine.run("spell_book", lambda: engine.use_spell_book(5))
    assert engine.trace.steps[-1].rule == R.SPELL_BOOK and "this Round (1)" in engine.trace.steps[-1].text
    engine.run("new_round", engine.new_round)
    assert engine.run("spell_book", lambda: engine.use_spell_book(5)) and engine.state.gold == 4
    assert not engine.run("spell_book", lambda: engine.use_spell_book(5)) and engine.state.gold == 4


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_starting_deck_is_nine_cards_built_during_setup(lang: str) -> None:
    nine = ["Might"] * 4 + ["Magic"] * 4 + ["Logistics"]
    engine = DeckEngine(State(), seed=3, lang=lang)
    assert not engine.run("start_deck", lambda: engine.start_deck(nine[:8]))
    assert engine.trace.steps[-1].rule == R.STARTING_DECK and engine.state.deck == []
    assert engine.run("start_deck", lambda: engine.start_deck(nine))
    assert [c.name for c in engine.state.deck] == nine and engine.trace.steps[-1].reading  # which nine: a reading
    assert not engine.run("start_deck", lambda: engine.start_deck(nine))  # setup is over
    assert engine.trace.steps[-1].reading and len(engine.state.deck) == 9
    shuffled = DeckEngine(State(), seed=3)
    assert shuffled.run("start_deck", lambda: shuffled.start_deck(nine, shuffle=True))
    assert sorted(c.name for c in shuffled.state.deck) == sorted(nine)


def test_casting_consumes_all_played_power_and_an_effect_costs_what_was_paid() -> None:
    engine = DeckEngine(State(hand=State().new_cards(["Power", "Fireball", "Cure"]), level=0), seed=1)
    assert not engine.run("cast", lambda: engine.cast_spell("Fireball", effect_power=1))
    assert engine.trace.steps[-1].rule == R.EMPOWER
    assert engine.run("play", lambda: engine.play("Power", power=3)) and engine.state.power == 3
    assert engine.run("cast", lambda: engine.cast_spell("Fireball", effect_power=2)) and engine.state.power == 0
    assert engine.trace.steps[-2].rule == R.POWER_CONSUMED and "cheaper" in engine.trace.steps[-2].text
    assert engine.run("cast", lambda: engine.cast_spell("Cure"))  # the free top effect: no Power step
    assert R.POWER_CONSUMED not in [s.rule for s in engine.trace.steps[-2:]]


def test_an_empowered_card_uses_the_expert_effect_without_an_expert_slot() -> None:
    engine = DeckEngine(State(hand=State().new_cards(["Inferno Offense"]), level=0), seed=1)
    assert engine.run("play", lambda: engine.play("Inferno Offense", "empowered"))
    assert engine.state.experts_used == 0 and engine.trace.steps[-2].rule == R.EMPOWERED


@pytest.mark.parametrize(("faction", "playable", "redraws"), [("Castle", False, True), ("Necropolis", True, False),
                                                              (None, True, False)])
def test_necromancy_cards_are_necropolis_only(faction: str | None, playable: bool, redraws: bool) -> None:
    def engine() -> DeckEngine:
        state = State(faction=faction)
        state.hand, state.deck = state.new_cards(["Necromancy"]), state.new_cards(["Logistics"])
        return DeckEngine(state, seed=1)

    played = engine()
    assert played.run("play", lambda: played.play("Necromancy")) is playable
    assert played.trace.steps[-1].rule == (R.DISCARD_AFTER_USE if playable else R.NECROMANCY)
    redrawn = engine()
    assert redrawn.run("redraw", lambda: redrawn.redraw("Necromancy")) is redraws
    assert [c.name for c in redrawn.state.hand] == (["Logistics"] if redraws else ["Necromancy"])


def test_a_map_effect_waits_for_the_end_of_combat_and_an_ongoing_one_for_your_next_turn() -> None:
    engine = DeckEngine(State(hand=State().new_cards(["Town Portal", "Bless"])), seed=1)
    engine.run("combat_round", engine.start_combat_round)
    assert not engine.run("cast", lambda: engine.cast_spell("Town Portal", kind="map"))
    assert engine.trace.steps[-1].rule == R.MAP
    assert engine.run("cast", lambda: engine.cast_spell("Bless", kind="ongoing"))
    assert [c.name for c in engine.state.ongoing] == ["Bless"] and engine.state.discard == []
    engine.run("end_combat", engine.end_combat)
    assert engine.run("cast", lambda: engine.cast_spell("Town Portal", kind="map"))
    engine.run("end_turn", engine.end_turn)
    assert [c.name for c in engine.state.ongoing] == ["Bless"]  # it lasts through the other players' Turns
    engine.run("start_turn", engine.start_turn)
    assert engine.state.ongoing == [] and [c.name for c in engine.state.discard] == ["Bless", "Town Portal"]
    assert engine.trace.steps[-1].rule == R.ONGOING and engine.trace.steps[-1].reading


def test_a_war_machine_bought_at_the_trading_post_closes_its_other_functions_for_the_visit() -> None:
    state = State(gold=10)
    state.scrolls = [Scroll(state.new_card("Scroll A"), state.new_cards(["Cure", "Haste"]), "scroll")]
    engine = DeckEngine(state, seed=1)
    assert engine.run("buy_war_machine", lambda: engine.buy_war_machine("Ballista", "trading-post", 6))
    assert [c.name for c in engine.state.hand] == ["Ballista"] and engine.state.gold == 4
    assert not engine.run("sell_scroll_spell", lambda: engine.sell_scroll_spell(1, "Cure"))
    assert engine.trace.steps[-1].rule == R.WAR_MACHINE_VISIT
    engine.run("end_visit", engine.end_visit)
    assert engine.run("sell_scroll_spell", lambda: engine.sell_scroll_spell(1, "Cure")) and engine.state.gold == 6
    assert engine.run("buy_war_machine", lambda: engine.buy_war_machine("Tent", "factory", 6))
    assert not engine.state.war_machine_visit  # a Factory closes nothing
