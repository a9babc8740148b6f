"""The dictionary of everyday rulebook words across languages, and the words of one language for one thing."""

from __future__ import annotations

import pytest

from rulesqa.search.common_words import synonyms, translates, translations
from rulesqa.search.lexical import tokenize


@pytest.mark.parametrize(("word", "other"), [
    ("wins", "побеждает"), ("побеждает", "wins"), ("game", "партия"), ("ничьей", "ties"), ("закончилась", "runs"),
    ("tokens", "жетонов"), ("ход", "turn"), ("dealt", "раздайте"), ("раздают", "deals"),
    ("тянет", "draw"), ("ключевое", "keyword"), ("слово", "keyword"),
    ("нанять", "hire"), ("загрузить", "load"), ("короткая", "short"), ("фунтами", "pounds"),
    ("длится", "lasts"), ("клетку", "hex"), ("врагом", "enemy"), ("попаданием", "hit"),
    ("обменивать", "traded"), ("перебрасывать", "reroll"), ("отложены", "aside"), ("носить", "carry"),
    # an action and the weather or season a rulebook names ("Отдохнуть: …", "Половодье: …", "### Лето")
    ("resting", "отдохнуть"), ("flood", "половодье"), ("передавать", "give"), ("пурга", "blizzard"), ("буря", "storm"), ("summer", "лето"),
])
def test_a_word_and_its_translation(word: str, other: str) -> None:
    assert translates(word, other)


@pytest.mark.parametrize(("word", "other"), [
    ("earn", "gain"),  # the same language: a synonym is not a translation
    ("wins", "coins"), ("партия", "turn"),
])
def test_words_that_are_not_translations(word: str, other: str) -> None:
    assert not translates(word, other)


def test_a_games_own_terms_are_left_to_its_glossary() -> None:
    def in_dictionary(word: str) -> bool:
        return bool(translations(tokenize(word)[0]))

    assert in_dictionary("coins") and not in_dictionary("lantern") and not in_dictionary("шахтёр")


def test_words_rulebooks_use_for_the_same_thing() -> None:
    assert {"gain", "get"} <= synonyms("earn") and "repair" in synonyms("fix") and "return" in synonyms("back")
    assert not synonyms("ship") and "earn" not in synonyms("earn")
    assert "clear" in synonyms("rid") and "убра" in synonyms("избав")  # "get rid of" snow is "clear" it
    # "How many actions do I get per round?" — "… until every player has taken two actions"
    assert set(tokenize("take taken took")) <= synonyms("get")
    assert set(tokenize("возьмите берёт")) <= synonyms(tokenize("получает")[0])
    # "Что делать, если на делянке закончились брёвна?" — "Если на делянке не осталось брёвен, …"
    assert tokenize("осталось")[0] in synonyms(tokenize("закончились")[0])
    # "What can a tug do without fuel?" — "A tug with no fuel can only Grapple and Dock."; "someone else's" track is
    # "another player's"
    assert "no" in synonyms("without") and tokenize("another")[0] in synonyms(tokenize("someone")[0])
    # "How much income do I get per city?" — "Every baron collects $2 for each city"
    assert "collect" in synonyms("get") and "each" in synonyms("per")
    # but dealing is not taking: "Who deals the moon token?" is not "… takes the moon token and plays first."
    assert "deal" not in synonyms("take")


def test_money_is_what_a_game_calls_its_money() -> None:
    """"How much money does each company start with?" is answered by "Take 12 pounds from the bank"."""
    assert {"pound", "coin", "gold"} <= synonyms("money") and "money" in synonyms("pound")
    assert "деньг" in synonyms("фунт") and translates("денег", "pounds") and translates("деньги", "money")
    assert "деньг" in synonyms("гривн") and translates("гривен", "coins")
    assert "money" in synonyms("crown") and translates("монеты", "crowns")
    assert "coin" in synonyms("silver") and translates("серебра", "silver")  # "buy every cube there for 1 silver"
    assert "деньг" in synonyms("динар") and "money" in synonyms("dinar")  # "Каждый купец получает … 10 динаров"


def test_twice_is_asked_of_a_rule_that_says_once() -> None:
    """"Can I take the same action twice?" is asked of "You may take the same action more than once."."""
    assert "onc" in synonyms("twice") and "повторн" in synonyms("дважд")


def test_what_is_left_at_the_end_and_what_it_is_worth() -> None:
    """"How many points is leftover silver worth?" is answered by "1 point for every 3 silver", and "How are
    leftover coins scored?" by "1 reputation for every 3 silver coins left" or "Each unused blend | 1 point"."""
    assert {"left", "unus", "remain", "still"} <= synonyms("leftov")
    assert "point" in synonyms("worth") and "score" in synonyms("worth")


def test_where_a_thing_goes_is_where_it_is_put() -> None:
    """"Where does a raid counter go?" is asked of "place a raid counter on the longest route"."""
    assert {"put", "place"} <= synonyms("go")


def test_a_verb_and_its_noun_of_hiring() -> None:
    """"Сколько стоит нанять работника?" — "| Наём работника | 2 монеты |"."""
    assert "наем" in synonyms(tokenize("нанять")[0])


def test_denarii_are_money() -> None:
    assert "money" in synonyms("denarii") and "деньг" in synonyms(tokenize("денарий")[0])


def test_the_advanced_variant_in_either_language() -> None:
    """"Что меняется в усложнённом варианте?" names the section "Advanced Variant"."""
    assert "advanc" in translations(tokenize("усложнённом")[0]) and "вариант" in translations("variant")


@pytest.mark.parametrize(("asked", "ruled"), [
    # "На сколько клеток двигается фишка?" — "передвиньте свою фишку на число клеток …"
    ("двигается", "передвиньте"), ("переместить", "передвинуть"),
    # "Как собрать яблоко?" — "4.2. Сбор яблок"
    ("собрать", "сбор"),
])
def test_russian_verbs_of_moving_and_gathering_in_other_words(asked: str, ruled: str) -> None:
    assert tokenize(ruled)[0] in synonyms(tokenize(asked)[0])


def test_a_family_game_and_a_campaign_in_either_language() -> None:
    assert "семейн" in translations(tokenize("family")[0]) and "campaign" in translations(tokenize("кампании")[0])
