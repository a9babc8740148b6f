"""Definition questions find the line that defines the term, in either language."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from rulesqa.search.definitions import asked_subject, asked_term, defining_pattern, term_names
from rulesqa.store import StoredIndex


@pytest.mark.parametrize(("question", "term"), [
    ("What is a Permanent card?", "Permanent card"), ("What does Ongoing mean?", "Ongoing"),
    ("What are War Machines?", "War Machines"), ("Что такое Поиск?", "Поиск"),
    ("Что означает Карта мира?", "Карта мира"), ("Кто такой главный герой?", "главный герой"),
    ("Can I play a Permanent card?", None), ("What happens when my deck is empty?", None),
    ("What counts as a dam?", "dam"), ("What is considered a finished dam?", "finished dam"),
    ("Что считается плотиной?", "плотиной"),
])
def test_definition_questions_are_recognised(question: str, term: str | None) -> None:
    assert asked_term(question) == term


@pytest.mark.parametrize(("question", "subject", "term"), [
    # what a thing does is quoted from its defining line, but the searcher still weighs the whole question
    ("What does an Ongoing effect do?", "Ongoing effect", None), ("Что делает постоянная карта?", "постоянная карта", None),
    ("What is a Permanent card?", "Permanent card", "Permanent card"),
    ("What does the AI hero do if there is no mine nearby?", None, None),  # a situation, not a thing
])
def test_what_a_thing_does_is_asked_about_the_thing(question: str, subject: str | None, term: str | None) -> None:
    assert (asked_subject(question), asked_term(question)) == (subject, term)


def test_a_glossary_term_is_looked_for_under_all_its_names(bundled_index: StoredIndex) -> None:
    glossary = bundled_index.glossary
    assert {"Permanent", "Постоянный"} <= set(term_names("Permanent card", glossary))
    assert "Spell" in term_names("заклинание в карточной игре", glossary)  # a qualifier after the term
    assert "Search" in term_names("Search(X)", glossary)
    # a glossary word among others is not what is asked about
    assert term_names("attack value of Griffins", glossary) == ["attack value of Griffins"]


@pytest.mark.parametrize(("text", "defines"), [
    ("Instant - resolved immediately. Permanent - stays in play until discarded or replaced", True),
    ("Поиск(X): look at the top X and take one", True),
    ("208.1. Постоянный - тип эффекта.", True),
    ("War Machines are permanent cards", False),  # another term
    ("This is how cards are permanently thinned out of your deck.", False),
    ("Permanent cards are not part of your Deck.", False),
    ("Permanent-looking cards", False),  # a hyphen is not a definition's dash
    # a Markdown glossary: the term in bold, maybe a list item, the colon inside the bold or not
    ("**Permanent**: stays in play until discarded.", True), ("- **Permanent** - stays in play.", True),
    ("**Поиск:** посмотрите верхние X карт.", True), ("**Important**: Permanent cards stay.", False),
    # a numbered rule that defines it in prose, its number with or without a dot or a section sign
    ("§5.1 A Permanent is a card that stays in play.", True), ("5.1 Permanent: stays in play.", True),
    ("A Permanent is a card that stays in play.", True),
])
def test_a_defining_line_starts_with_the_term_and_a_dash_colon_or_is(text: str, defines: bool) -> None:
    pattern = defining_pattern(["Permanent", "Постоянный", "Search", "Поиск"])
    assert bool(pattern.search(text)) is defines


@given(st.text(max_size=120))
@example(" ")  # found by CI: a blank term has no names, and nothing is its definition
def test_any_question_reads_without_failing(question: str) -> None:
    from rulesqa.search.glossary import Glossary

    term = asked_term("What is " + question + "?")
    assert term is None or term.strip()
    # whatever the player typed becomes a name in a regular expression: it must be escaped, never break it
    names = term_names(question, Glossary([]))
    if question.strip():
        assert names and defining_pattern(names).search(f"{names[0]} - is defined here.")
    else:  # no term at all: nothing is its definition
        assert names == [] and defining_pattern(names).search("Anything - is defined here.") is None
