"""`verify` on the kinds of claims written outside the team about the bundled rules (issue 37), in claims of our own
wording: a rule number inside the claim, a negation across languages, a permission against a prohibition; and the
verdict model's part: where it doubts the checks' leaning, the verdict is "not found", unclear, with the rule still
quoted and cited and the leaning said in the claim's language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import rulesqa
from rulesqa.learn.ranker import VERDICT, packaged
from rulesqa.learn.trees import load
from rulesqa.learn.verdicts import VERDICT_FEATURES, decide
from rulesqa.verify import verify

pytestmark = pytest.mark.model


@pytest.fixture(scope="module")
def rules(model_index: Path) -> rulesqa.RulesIndex:
    return rulesqa.open_index(model_index)


def test_the_shipped_verdict_model_is_plain_json_of_the_features_verify_computes() -> None:
    path = packaged(VERDICT)
    assert path is not None, "rulesqa ships a verdict model: make models"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert tuple(data["features"]) == VERDICT_FEATURES and 0.0 < data["sure"] < 1.0
    assert load(path).features == VERDICT_FEATURES


def test_a_verdict_the_model_doubts_is_not_found_and_a_not_found_stays() -> None:
    assert decide("contradicted", 0.3, 0.6) == ("not-found", True)
    assert decide("supported", 0.7, 0.6) == ("supported", False)
    assert decide("not-found", 0.1, 0.6) == ("not-found", False)


# Kinds of mistake outside claims found on 0.30, each in a claim of our own wording: (claim, the right verdict)
SETTLED_RIGHT = [
    # a negation in the rule against a permission in the claim, across languages: support cards cannot be attacked
    ("Правило 211.4 разрешает атаковать карту поддержки.", "contradicted"),
    ("Support cards can be attacked like creatures.", "contradicted"),
    # "share one Discard Pile" against "each has its own"
    ("Players share one Discard Pile.", "contradicted"),
    # supported in the rule's own words, and in the other language
    ("Карту поддержки нельзя атаковать.", "supported"),
    # a negation in a second clause: "apply the assigned Ability card but do not discard it"
    ("When you use an AI Skill card, the Ability card assigned to it is discarded as well.", "contradicted"),
    ("When an AI Skill card is used, its assigned Ability card stays and is not discarded.", "supported"),
    # a rule's exception is no opposite: "не может действовать (но может выступать в защиту)", across languages
    ("A creature may defend on the turn it comes into play.", "supported"),
    ("Существо в первый ход не может выступать в защиту.", "contradicted"),
    # "only on your Turn, or in a Combat involving your Main Hero": the second case is allowed too
    ("You may play cards on an opponent's turn when your Main Hero is in that Combat.", "supported"),
    # priorities the right way round
    ("Ranged units attack other Ranged units first.", "supported"),
    ("Each player has a Discard Pile of their own.", "supported"),
]

# Claims the rules settle the other way, or not at all, that verify must never settle wrongly with confidence (it
# may say "not found", unclear): priorities reversed, a limit against "any time", a price the rules never give.
NEVER_CONFIDENTLY_WRONG = [
    ("Ranged units always attack the closest unit first, whatever its type.", "contradicted"),
    ("Cards can be played at any time, even on other players' turns.", "contradicted"),
    ("A Spell Book Token lets you buy any number of Spells per Round.", "not-found"),
]


@pytest.mark.parametrize(("claim", "verdict"), NEVER_CONFIDENTLY_WRONG)
def test_outside_kinds_of_claims_are_never_settled_wrongly(rules: rulesqa.RulesIndex, claim: str,
                                                            verdict: str) -> None:
    assert verify(rules, claim).verdict in (verdict, "not-found")


@pytest.mark.parametrize(("claim", "verdict"), SETTLED_RIGHT)
def test_outside_kinds_of_claims_are_settled_right(rules: rulesqa.RulesIndex, claim: str, verdict: str) -> None:
    assert verify(rules, claim).verdict == verdict


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_verdict_the_model_doubts_says_so_quotes_the_rule_and_gives_its_confidence(
        rules: rulesqa.RulesIndex, lang: str) -> None:
    model = rules.searcher.verdict_model
    assert model is not None
    claim = "Players share one Discard Pile." if lang == "en" else "Правило 211.4 разрешает атаковать карту поддержки."
    sure = verify(rules, claim)
    assert sure.verdict == "contradicted" and not sure.unclear and sure.confidence is not None
    saved = model.meta["sure"]
    model.meta["sure"] = 1.01  # a model that doubts everything: the judge's leaning is withheld, never dropped
    try:
        doubted = verify(rules, claim)
    finally:
        model.meta["sure"] = saved
    data = doubted.to_json()
    assert data["verdict"] == "not-found" and data["unclear"] is True and data["confidence"] == round(
        sure.confidence, 4)
    assert data["sentence"] == sure.sentence and data["citation"] == sure.to_json()["citation"]  # the rule to read
    assert data["reason"].startswith("unclear — read the rule" if lang == "en" else "неясно — прочтите правило")
    assert sure.reason in data["reason"]  # … and which way the checks leaned, and why


def test_a_rule_number_inside_the_claim_is_read_as_its_citation(rules: rulesqa.RulesIndex) -> None:
    assert verify(rules, "Rule 211.4 says a support card can be attacked.").cited_id == "card-game-rules/211.4"
    russian = verify(rules, "Правило 208.3 требует закрыть героя, чтобы использовать его способность.")
    assert russian.cited_id == "card-game-rules/208.3" and russian.verdict != "contradicted"
    # a number that is no rule of these rules is part of the claim
    assert verify(rules, "Rule 999.9 lets you draw two cards.").cited_id is None


def test_the_capitalised_first_word_of_a_russian_claim_is_no_unknown_term(rules: rulesqa.RulesIndex) -> None:
    result = verify(rules, "Карту поддержки нельзя атаковать.")
    assert result.verdict == "supported" and result.citation is not None
    assert result.citation.id == "card-game-rules/211.4"
