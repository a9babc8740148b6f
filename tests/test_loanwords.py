"""A word one language took from the other is that word: "тундра" is "tundra", "пиратов" is "pirates"."""

from __future__ import annotations

import pytest

from rulesqa.search.loanwords import borrowed


@pytest.mark.parametrize(("russian", "english"), [
    ("тундра", "tundra"),
    ("эликсир", "elixir"),  # "x" is "кс"
    ("караван", "caravans"),  # "c" is "к"; the endings differ, the stems do not
    ("пиратов", "pirate"),
    ("локомотив", "locomotive"),
    ("эффект", "effect"),  # a double letter is one sound
    ("салуне", "saloon"),  # and "oo" is "у"
    ("курьера", "courier"),  # "ou" too, and a soft sign before a vowel is the "i" English writes there
])
def test_a_loanword_is_the_word_it_was_taken_from(russian: str, english: str) -> None:
    assert borrowed(russian, english) and borrowed(english, russian)


@pytest.mark.parametrize(("russian", "english"), [
    ("лес", "less"),  # short words look alike by chance
    ("море", "more"),
    ("гривен", "given"),
    ("товар", "toward"),
    ("капитан", "capital"),
    ("корабль", "coral"),
    ("верблюд", "camel"),  # a translation, not a loanword: the model's and the tables' business
])
def test_words_that_only_look_alike_are_not_taken_for_each_other(russian: str, english: str) -> None:
    assert not borrowed(russian, english)


def test_two_words_of_one_language_are_never_loanwords() -> None:
    assert not borrowed("tundra", "tundras")
    assert not borrowed("тундра", "тундры")
