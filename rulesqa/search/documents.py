"""Which documents a question is about: the one it names, and not the ones whose rules are for someone else.

**Named.** "Can a support card be destroyed in the card game?".

The corpus holds more than one game. A question that names one by its
document's title ("in the card game", "в карточной игре", "in the AI
rules") is about that document; without that, the other game's rules that
share its words ("card", "game") may rank first. A document is named when
two or more consecutive words of its title, in either language (the title
and its translation in ``labels.tsv``), stand together in the question, and
not all of them are words every rulebook title has ("rules", "правила").

**For someone else.** Some documents hold rules for one party only: the AI
rules are how the AI plays. ``applies_to`` in ``corpus.toml`` names that party
(``["AI", "Enemy", "Neutral Units"]``); a question that names none of them —
in either language, through the glossary — is not about that document ("How
many movement points does my hero have?" is not answered by "AI Heroes have 3
MP").
"""

from __future__ import annotations

import functools
from typing import Any

from rulesqa.search.glossary import contains_words, same_stem
from rulesqa.search.lexical import tokenize
from rulesqa.text import guess_language

# Title words that name no document in particular.
_GENERIC = frozenset(tokenize("rules rule rulebook guide правила правило"))
MIN_RUN = 2


def named_documents(question: str, titles: dict[str, list[str]]) -> frozenset[str]:
    """The ids of the documents ``question`` names by their titles (``titles``: document id -> its titles).

    A document titled only in another language than the title the question names may be named too, under a name
    nobody wrote down: "How many players can play Alchemists' Guild?" names the game of the rules titled "Гильдия
    алхимиков" as much as its "Alchemists' Guild FAQ", and is not about the FAQ alone."""
    asked = tokenize(question)
    named: set[str] = set()
    named_in: set[str] = set()  # the languages of the titles named
    for doc, names in titles.items():
        for name in names:
            if _shares_a_run(asked, _title_tokens(name)):
                named.add(doc)
                named_in.add(guess_language(name))
    named |= {doc for doc, names in titles.items() if named_in.isdisjoint(guess_language(name) for name in names)}
    return frozenset() if len(named) == len(titles) else frozenset(named)  # naming every document narrows nothing


def named_title_words(question: str, titles: dict[str, list[str]]) -> frozenset[str]:
    """The stemmed words of every title ``question`` names: "How many players is Canal Barons for?" says which game
    it asks about with "Canal Barons", not where in the rules the number stands (answer_type.answers_how_many)."""
    asked = tokenize(question)
    return frozenset(t for names in titles.values() for name in names if _shares_a_run(asked, _title_tokens(name))
                     for t in _title_tokens(name))


@functools.lru_cache(maxsize=4096)
def _title_tokens(title: str) -> tuple[str, ...]:
    return tuple(tokenize(title))


def _shares_a_run(asked: list[str], title: tuple[str, ...]) -> bool:
    """True when ≥ MIN_RUN consecutive title words, not all generic, stand consecutively in ``asked``."""
    for i in range(len(asked)):
        for j in range(len(title)):
            size = 0
            while (i + size < len(asked) and j + size < len(title)
                   and same_stem(asked[i + size], title[j + size])):
                size += 1
            if size >= MIN_RUN and not all(t in _GENERIC for t in title[j:j + size]):
                return True
    return False


def documents_for_others(question: str, parties: dict[str, list[tuple[str, ...]]]) -> frozenset[str]:
    """The documents whose rules are for a party (``parties``: document id -> that party's names, stemmed) that
    ``question`` does not name."""
    asked = tokenize(question)
    return frozenset(doc for doc, names in parties.items()
                     if not any(contains_words(asked, list(name)) for name in names))


def document_parties(index: Any) -> dict[str, list[tuple[str, ...]]]:
    """Document id -> the names of the party its rules are for (``applies_to``), with every glossary name of
    each in both languages ("AI" -> "AI", "ИИ", "Искусственный интеллект"), stemmed; documents for everyone
    are left out."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for document in index.manifest.get("documents", []):
        words = [str(w) for w in document.get("applies_to") or []]
        if not words:
            continue
        names = [*words, *(variant for word in words for term in index.glossary.lookup(word)[:1]
                           for lang in ("en", "ru") for variant in term.variants(lang))]
        stemmed = list(dict.fromkeys(t for t in (tuple(tokenize(n)) for n in names) if t))
        if stemmed:  # words that are all function words ("the") name no one: the rules are for everyone
            out[str(document["id"])] = stemmed
    return out


def document_titles(index: Any) -> dict[str, list[str]]:
    """Document id -> its title as the manifest gives it and that title's translations (``labels.tsv``)."""
    out: dict[str, list[str]] = {}
    for document in index.manifest.get("documents", []):
        title = str(document.get("title") or "")
        if title:
            names = [title, *(index.labels.localize(title, lang) for lang in ("en", "ru"))]
            out[str(document["id"])] = list(dict.fromkeys(names))
    return out
