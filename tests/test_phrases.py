"""Worked examples told in the reader's language: the words change, the result and the citations never do."""

from __future__ import annotations

import json
import re
import string
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesqa.engine.ai import (
    ai_hero_turn,
    ai_siege,
    cast_ai_spell,
    choose_target,
    parse_site,
    parse_unit,
    resolve_might,
)
from rulesqa.engine.deckbuilding import DeckEngine
from rulesqa.engine.examples import (
    ai_deck_example,
    card_game_example,
    empty_deck_example,
    search_example,
    third_scroll_example,
)
from rulesqa.engine.phrases import PHRASES, Count, Names, Phrasebook, Term, russian_plural
from rulesqa.engine.scenario import ACTIONS, ScenarioError, load_scenario, parse_scenario, run_scenario
from rulesqa.engine.state import MARKETS, Market, State
from rulesqa.engine.trace import Trace
from tests.conftest import ROOT
from tests.test_engine import actions, card_lists

SCENARIOS = sorted([*(ROOT / "examples").glob("*.toml"), *(ROOT / "tests" / "scenarios").glob("*.toml")])
CYRILLIC = re.compile(r"[а-яё]", re.I)
# words of the English templates that must not be left in a Russian step (card names such as "Magic Arrow" may)
ENGLISH = re.compile(r"\b(?:you|your|the|is|goes|Deck|Discard Pile|attacks?|targets?|player|chooses|Spell)\b")


def _user_words(path: Path) -> list[str]:
    """Every name a scenario gives (cards, players, ability texts), longest first: they stay as the user wrote them."""
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                found.append(str(key))
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(tomllib.loads(path.read_text(encoding="utf-8")))
    return sorted(set(found), key=len, reverse=True)


def _told(text: str, user_words: list[str]) -> str:
    """``text`` without the user's own words: what the template said."""
    for word in user_words:
        text = text.replace(word, "")
    return text


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", sorted(PHRASES))
def test_every_phrase_says_the_same_things_in_both_languages(key: str) -> None:
    en, ru = PHRASES[key]["en"], PHRASES[key]["ru"]
    assert CYRILLIC.search(ru) or not re.search(r"[a-z]{3}", ru.replace("seed", "")), key  # it is Russian
    # a value may change its form (spent, spent_mp) but none is dropped: each language names what the other names
    base = {f.split("_")[0] for f in _fields(en)}
    assert base == {f.split("_")[0] for f in _fields(ru)}, key


@pytest.mark.parametrize(("n", "word"), [(1, "1 карта"), (2, "2 карты"), (4, "4 карты"), (5, "5 карт"), (11, "11 карт"),
                                         (12, "12 карт"), (21, "21 карта"), (22, "22 карты"), (111, "111 карт"),
                                         (0, "0 карт")])
def test_russian_counts_take_the_plural_their_number_needs(n: int, word: str) -> None:
    assert Count(n, "card").render("ru", "") == word
    assert russian_plural(n) == ["карта", "карты", "карт"].index(word.split()[1])


def test_words_take_the_form_the_sentence_asks_for() -> None:
    ru, en = Phrasebook("ru"), Phrasebook("en")
    assert ru("search.rest", rest=Names(("Cure",)), deck=Term("deck", "spell"), top="Cure") == \
        "Остальные (Cure) уходят в сброс колоды заклинаний; сверху теперь Cure."
    assert ru("deck.both-empty", deck=Term("deck", "ability")) == "Колода способностей и её сброс пусты: взять нечего."
    assert en("deck.both-empty", deck=Term("deck", "ability")) == \
        "The Ability Deck and its Discard Pile are both empty: there is no card to take."
    assert Count(1, "card").render("ru", "acc") == "1 карту"
    assert Names(()).render("ru", "") == "ничего" and Names((), "none").render("en", "") == "none"
    assert Term("spell", "Fireball").render("ru", "") == "Огненный шар"
    assert Term("spell", "Frost Ring").render("ru", "") == "Frost Ring"  # a Spell the rules do not name stays as given


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        Phrasebook("de")
    with pytest.raises(ScenarioError, match="lang must be one of en, ru"):
        parse_scenario({"lang": "de", "actions": []})


def _outcome_json(outcome) -> dict:  # type: ignore[no-untyped-def]
    data = outcome.to_json()
    return {"state": data["state"], "applied": data["applied"], "refused": data["refused"],
            "citations": [s["citation"] for s in data["steps"]], "readings": [bool(s["reading"]) for s in data["steps"]],
            "refusals": [s["refused"] for s in data["steps"]], "mismatches": data["mismatches"]}


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_every_scenario_tells_the_same_story_in_english_and_russian(path: Path) -> None:
    scenario = load_scenario(path)
    if scenario.game == "card-game":  # the sample cards are Russian; the English telling keeps them as written
        assert scenario.lang == "ru"
    told = {lang: run_scenario(replace(load_scenario(path), lang=lang)) for lang in ("en", "ru")}
    assert _outcome_json(told["en"]) == _outcome_json(told["ru"])
    user_words = _user_words(path)
    for step in told["ru"].trace.steps:
        assert CYRILLIC.search(step.text) and not ENGLISH.search(_told(step.text, user_words)), step.text
        assert step.reading is None or CYRILLIC.search(step.reading)
    for step in told["en"].trace.steps:
        assert not CYRILLIC.search(_told(step.text, user_words).replace("Поиск", "")), step.text


@pytest.mark.parametrize("example", [
    lambda lang: search_example("spell", 3, ["Magic Arrow"], lang=lang),
    lambda lang: search_example("artifact", 2, [], [], lang=lang),  # both empty: refused
    lambda lang: search_example("ability", 2, take="Wisdom", lang=lang),  # not among the top 2: refused
    lambda lang: third_scroll_example(lang=lang),
    lambda lang: third_scroll_example("discard-new", lang=lang),
    lambda lang: empty_deck_example(lang=lang),
    lambda lang: card_game_example("support", lang),
    lambda lang: card_game_example("first-turn", lang),
    lambda lang: card_game_example("spell", lang),
    lambda lang: ai_deck_example("magic", lang),
    lambda lang: ai_deck_example("skill", lang),
])
def test_ready_made_examples_come_out_the_same_in_both_languages(example) -> None:  # type: ignore[no-untyped-def]
    en, ru = example("en"), example("ru")
    assert [s.rule.id for s in en.trace.steps] == [s.rule.id for s in ru.trace.steps]
    assert en.applied == ru.applied and en.refused == ru.refused
    assert all(CYRILLIC.search(s.text) and not ENGLISH.search(s.text) for s in ru.trace.steps)
    assert all(not ENGLISH.search(s.text) for s in ru.trace.steps)
    if en.scenario.game != "card-game":
        assert en.to_json()["state"] == ru.to_json()["state"]
        assert CYRILLIC.search(ru.scenario.title) and ru.to_json()["lang"] == "ru"


UNITS = ["Griffins:flying:silver:hp=3:dist=2", "Pikemen:ground:bronze:hp=4:dist=1:adj=Swordsmen",
         "Swordsmen:ground:silver:hp=5:dist=1:adj=Pikemen:retaliates", "Archers:ranged:bronze:hp=2:dist=4",
         "Monks:ranged:golden:hp=2:dist=4:unreachable"]
AI_UNITS = ["Skeletons:ground:bronze:init=3:hp=1:max=3", "Wights:flying:silver:init=6:activated",
            "Liches:ranged:golden:hp=2:max=4:init=6"]
AI_DECISIONS = [
    lambda units, ai, lang: choose_target(parse_unit("Marksmen:ranged:silver"), units, lang=lang),
    lambda units, ai, lang: choose_target(parse_unit("Arrow Tower:tower:silver"), units, lang=lang),
    lambda units, ai, lang: choose_target(parse_unit("Dragons:flying:azure"), units, lang=lang),
    lambda units, ai, lang: choose_target(parse_unit("Imps:ground:bronze"), [], lang=lang),
    lambda units, ai, lang: resolve_might([parse_unit("Pikemen:ground:bronze:blocked=Griffins|Pikemen|Swordsmen|"
                                                      "Archers"), parse_unit("Wolves:ground:silver")], units, lang),
    *[lambda units, ai, lang, s=spell: cast_ai_spell(s, units, ai, lang)
      for spell in ("Fireball", "Chain Lightning", "Stone Skin", "Cure", "Fire Shield", "Weakness")],
    lambda units, ai, lang: cast_ai_spell("Fireball", [parse_unit("Imps:ground:bronze:near-ai")], ai, lang),
    lambda units, ai, lang: ai_hero_turn(None, [parse_site("Gold Mine:mine:dist=2:neutral=Pikemen@1:unexplored=1"),
                                                parse_site("Sawmill:mine:dist=2")], None, lang),
    lambda units, ai, lang: ai_hero_turn(parse_site("Catherine:hero:dist=1"), [], None, lang),
    lambda units, ai, lang: ai_hero_turn(None, [], parse_site("Town:town:dist=5"), lang),
    lambda units, ai, lang: ai_hero_turn(None, [], None, lang),
    lambda units, ai, lang: ai_siege(units[:4], parse_unit("Orcs:ground:bronze"), lang=lang),
    lambda units, ai, lang: ai_siege(units[:4], parse_unit("Liches:ranged:golden:blocked=Griffins|Pikemen|Swordsmen|"
                                                           "Archers"), lang=lang),
]


@pytest.mark.parametrize("decide", AI_DECISIONS)
def test_ai_decisions_come_out_the_same_in_both_languages(decide) -> None:  # type: ignore[no-untyped-def]
    units, ai = [parse_unit(u) for u in UNITS], [parse_unit(u) for u in AI_UNITS]
    en, ru = decide(units, ai, "en"), decide(units, ai, "ru")
    assert (en.chosen, en.player_chooses, en.used, en.details) == (ru.chosen, ru.player_chooses, ru.used, ru.details)
    assert [s.rule.id for s in en.trace.steps] == [s.rule.id for s in ru.trace.steps]
    assert en.trace.lang == "en" and ru.trace.lang == "ru"
    for text in [ru.decision, *(s.text for s in ru.trace.steps), *(s.reading or "" for s in ru.trace.steps)]:
        assert not ENGLISH.search(text), text
    assert CYRILLIC.search(ru.decision) and not CYRILLIC.search(en.decision)


def test_a_continued_trace_keeps_its_language() -> None:
    """A Might card's trace goes on in choose_target: it must not switch language half-way."""
    trace = Trace(lang="ru")
    choose_target(parse_unit("Imps:ground:bronze"), [parse_unit(UNITS[0])], trace)
    assert all(CYRILLIC.search(s.text) for s in trace.steps)


def test_the_json_of_an_example_says_its_language() -> None:
    data = json.loads(json.dumps(search_example(lang="ru").to_json(), ensure_ascii=False))
    assert data["lang"] == "ru" and data["title"] == "Поиск(2) в колоде заклинаний"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=card_lists, hand=card_lists, discard=card_lists, markets=st.lists(st.tuples(card_lists, card_lists),
       min_size=4, max_size=4), level=st.integers(0, 3), seed=st.integers(0, 10), plan=st.lists(actions, max_size=20))
def test_any_play_is_told_alike_in_both_languages(deck, hand, discard, markets, level, seed, plan) -> None:  # type: ignore[no-untyped-def]
    """Random actions, refusals included, run side by side in English and Russian: the same state and citations
    after every action, and every Russian sentence Russian, with no template field left unfilled."""
    engines = {}
    for lang in ("en", "ru"):
        state = State(level=level)
        state.deck, state.hand, state.discard = state.new_cards(deck), state.new_cards(hand), state.new_cards(discard)
        for name, (pile, trash) in zip(MARKETS, markets, strict=True):
            state.markets[name] = Market(state.new_cards(pile), state.new_cards(trash))
        engines[lang] = DeckEngine(state, seed, lang)
    for action in plan:
        _, apply = ACTIONS[action["do"]]
        for engine in engines.values():
            engine.run(action["do"], lambda a=action, f=apply, e=engine: f(e, a))
        en, ru = engines["en"], engines["ru"]
        assert en.state.to_json() == ru.state.to_json()
        assert [s.rule.id for s in en.trace.steps] == [s.rule.id for s in ru.trace.steps]
    for step in engines["ru"].trace.steps:
        assert CYRILLIC.search(step.text) and "{" not in step.text and "}" not in step.text, step.text
