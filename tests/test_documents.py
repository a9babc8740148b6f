"""A question that names its game by its document's title is about that document."""

from __future__ import annotations

import pytest

from rulesqa.search.documents import document_parties, document_titles, documents_for_others, named_documents
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


def test_a_document_titled_only_in_another_language_may_be_the_one_named() -> None:
    """The game's rules are titled in Russian alone, its FAQ in English: naming the game in English does not say
    which of them the question is about. A second English document the question does not name is still left out."""
    titles = {"alch": ["Гильдия алхимиков"], "alch-faq": ["Alchemists' Guild FAQ"]}
    assert named_documents("How many players can play Alchemists' Guild?", titles) == frozenset()
    titles["variants"] = ["Solo Variants"]
    assert named_documents("How many players can play Alchemists' Guild?", titles) == {"alch", "alch-faq"}


def test_titles_come_from_the_manifest_and_their_translations(bundled_index: StoredIndex) -> None:
    titles = document_titles(bundled_index)
    assert "Comprehensive rules of the card game" in titles["card-game-rules"]
    assert "Комплексные правила карточной игры" in titles["card-game-rules"]
    assert titles["h3-ai-rules"] == ["AI Rules", "Правила ИИ"]



# --- documents whose rules are for one party (applies_to in corpus.toml) ---------------------------------------

@pytest.mark.parametrize(("question", "for_others"), [
    # the AI rules are how the AI plays: a question about one's own hero is not about them
    ("How many movement points does my hero have?", {"h3-ai-rules"}),
    ("Сколько очков движения у героя игрока?", {"h3-ai-rules"}),
    ("Может ли герой атаковать и защищаться?", {"h3-ai-rules"}),  # "и" is a conjunction, not "ИИ"
    # the party named in either language, by any of its glossary names
    ("How many movement points does an AI hero have?", set()),
    ("Сколько очков движения у героя ИИ?", set()),
    ("Кого в первую очередь атакуют стрелки противника?", set()),
    ("Who do enemy flyers attack?", set()),
    ("Do neutral units fight back?", set()),
    ("Что делают нейтральные отряды?", set()),
])
def test_a_document_for_one_party_is_for_questions_that_name_it(bundled_index: StoredIndex, question: str,
                                                                for_others: set[str]) -> None:
    assert documents_for_others(question, document_parties(bundled_index)) == for_others


def test_the_party_comes_from_the_manifest_with_its_glossary_names(bundled_index: StoredIndex) -> None:
    parties = document_parties(bundled_index)
    assert set(parties) == {"h3-ai-rules"}  # the other documents are for every player
    assert {("ai",), ("и",), ("искусствен", "интеллект"), ("enemi",), ("противник",)} <= set(parties["h3-ai-rules"])


@pytest.mark.usefixtures("hand_written")  # (the hand-written score, which the learned ranker reads as a feature)
def test_a_question_not_about_the_ai_ranks_the_ai_rules_lower(bundled_index: StoredIndex) -> None:
    from rulesqa.embed.fake import FakeEmbedder
    from rulesqa.search.searcher import OTHER_DOCUMENT_PENALTY, Searcher

    question = "How many movement points does my hero have?"
    searcher = Searcher(bundled_index, FakeEmbedder(), "hybrid")
    for_all = Searcher(bundled_index, FakeEmbedder(), "hybrid")
    for_all._parties = {}  # as if the AI rules were for every player

    def score(s: Searcher) -> float:
        return next(h.score for h in s.search(question, k=20).hits if h.chunk.id == "h3-ai-rules/2/ai-hero-turns")

    assert searcher.read(question).for_others == {"h3-ai-rules"}
    assert score(searcher) == pytest.approx(score(for_all) - OTHER_DOCUMENT_PENALTY, abs=1e-6)


def test_applies_to_words_that_name_no_one_leave_the_document_for_everyone() -> None:
    from types import SimpleNamespace

    index = SimpleNamespace(
        manifest={"documents": [{"id": "solo", "applies_to": ["the", "и"]}, {"id": "ai", "applies_to": ["bot"]}]},
        glossary=SimpleNamespace(lookup=lambda word: []),
    )
    parties = document_parties(index)
    assert parties == {"ai": [("bot",)]}
    assert documents_for_others("What does the bot do?", parties) == frozenset()
    assert documents_for_others("What do I do?", parties) == {"ai"}
