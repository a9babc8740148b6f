"""A question that names its game by its document's title is about that document."""

from __future__ import annotations

import pytest

from rulesqa.search.documents import document_titles, named_documents
from rulesqa.store import StoredIndex

TITLES = {
    "card-game-rules": ["Комплексные правила карточной игры", "Comprehensive rules of the card game"],
    "h3-ai-rules": ["AI Rules", "Правила ИИ"],
    "h3-deck-building": ["Deck-building", "Колодостроение"],
}


@pytest.mark.parametrize(("question", "named"), [
    ("Can a support card be destroyed in the card game?", {"card-game-rules"}),
    ("Что такое заклинание в карточной игре?", {"card-game-rules"}),
    ("What do the AI rules say about surrender?", {"h3-ai-rules"}),
    ("Какие правила ИИ?", {"h3-ai-rules"}),
    # one title word is not the title: "card", "AI", "rules" are everyday words of every game
    ("What is a card?", set()),
    ("Who do AI units attack?", set()),
    ("What do the rules say about the comprehensive setup?", set()),
    ("Where are the rules of this game?", set()),
])
def test_a_document_is_named_by_two_consecutive_words_of_its_title(question: str, named: set[str]) -> None:
    assert named_documents(question, TITLES) == named


def test_naming_every_document_narrows_nothing() -> None:
    assert named_documents("card game AI rules deck building", TITLES) == frozenset()


def test_titles_come_from_the_manifest_and_their_translations(bundled_index: StoredIndex) -> None:
    titles = document_titles(bundled_index)
    assert "Comprehensive rules of the card game" in titles["card-game-rules"]
    assert "Комплексные правила карточной игры" in titles["card-game-rules"]
    assert titles["h3-ai-rules"] == ["AI Rules", "Правила ИИ"]

