"""Definition questions: "What is a Permanent card?", "Что такое Поиск?" want the line that defines the term.

Rulebooks define a term by starting a line or sentence with it and a dash, a colon or "is":
"Permanent - stays in play until discarded or replaced", "Spell Scrolls: hold 2 hidden Spells",
"208.1. Герой - Тип карты". Retrieval alone prefers a rule that merely uses the word ("cards are
permanently thinned out"), so a chunk that defines the asked term ranks DEFINITION_BONUS higher.
"""

from __future__ import annotations

import re

from rulesqa.chunking import NUMBER_OPEN
from rulesqa.search.glossary import Glossary

_ARTICLE = r"(?:(?:an?|the)\s+)?"
_ASKS = (
    # "What counts as a dam?", "What is considered a tie?", "Что считается плотиной?" (before "What is X?", which
    # would read "considered a tie" as its X)
    re.compile(rf"^\s*what\s+(?:counts|is\s+counted|is\s+considered)\s+as\s+{_ARTICLE}(?P<term>.+?)\s*\??\s*$",
               re.I),
    re.compile(rf"^\s*what\s+is\s+considered\s+{_ARTICLE}(?P<term>.+?)\s*\??\s*$", re.I),
    re.compile(r"^\s*что\s+(?:считается|называется)\s+(?P<term>.+?)\s*\??\s*$", re.I),
    re.compile(rf"^\s*(?:what(?:'s|\s+is|\s+are)|define|definition\s+of)\s+{_ARTICLE}(?P<term>.+?)\s*\??\s*$", re.I),
    re.compile(rf"^\s*what\s+(?:does|do)\s+{_ARTICLE}(?P<term>.+?)\s+mean\s*\??\s*$", re.I),
    re.compile(r"^\s*(?:что\s+так(?:ое|ой|ая|ие)|кто\s+так(?:ой|ая|ие)|что\s+(?:означает|значит)(?:\s+термин)?)\s+"
               r"(?P<term>.+?)\s*\??\s*$", re.I),
)
# What may stand between the term and its definition's separator: a plural or case ending, "(X)".
_TAIL = r"\w*(?:\s*\(\w+\))?"
# a colon, a dash between spaces (not the hyphen of "Attack-weakening"), "is"/"are" (not "are not"), "это"
_SEPARATOR = r"(?:\s*:|\s+[-–—]\s|\s+(?:is|are)\s+(?!not\b)|\s+это\s)"
_WORD = re.compile(r"[\w'’]+")
# words that start a qualifier after the term: "Spell in the card game", "заклинание в карточной игре"
_QUALIFIER_START = frozenset("in of for during when on at в во на для при у когда".split())
# (a rule's number before it: "5.1. ", "5.1 ", "§5.1 ", "[5.1] "; the spaces before it bounded, so a run of a
# million blank lines is read once, not once for each of its lines)
_LINE_START = (rf"(?:^|(?<=[.;!?])\s{{1,20}}|(?<=\n))[ \t]{{0,20}}{NUMBER_OPEN}"
               r"(?:\d+(?:\.\d+)*[a-zа-я]?\]?(?:\.[ \t]{0,20}|[ \t]{1,20}))?")
# a Markdown glossary's term is often a list item and in bold: "- **Clearing**: a space of the forest board."
_EMPHASIS = r"(?:\*\*|__|\*|_)?"
# (and in prose, after its article: "A dam is a line of log tiles that crosses the river")
_MARKUP = rf"(?:[-*•]\s+)?{_EMPHASIS}(?:(?:an?|the)\s)?"


# "What does an Ongoing effect do?", "Что делает постоянная карта?": answered by the line that defines it too, when
# the rules have one; but unlike "what is X?" the question is not about the name alone, so it does not narrow
# what the searcher weighs ("Что делает жетон молитвы?" is not answered by a rule that merely names the token)
_ASKS_WHAT_IT_DOES = (
    re.compile(rf"^\s*what\s+(?:does|do)\s+{_ARTICLE}(?P<term>.+?)\s+do\s*\??\s*$", re.I),
    re.compile(r"^\s*что\s+(?:делает|делают)\s+(?P<term>.+?)\s*\??\s*$", re.I),
)


def asked_subject(question: str) -> str | None:
    """The term a question asks what it is or what it does ("Ongoing effect"), or ``None``."""
    for pattern in _ASKS_WHAT_IT_DOES:
        match = pattern.match(question)
        if match:
            return match.group("term")
    return asked_term(question)


def asked_term(question: str) -> str | None:
    """The term a definition question asks about ("Permanent card"), or ``None`` for other questions."""
    for pattern in _ASKS:
        match = pattern.match(question)
        if match:
            return match.group("term")
    return None


# "a Permanent card", "an Ongoing effect", "Мгновенный эффект": the kind of thing, not the term
# … and "Search(X)"
_GENERIC_HEAD = re.compile(r"(?<!\s)\s+(?:cards?|effects?|карт[аы]?|эффекты?)$|(?<!\s)\s*\(\w+\)$", re.I)


def term_names(term: str, glossary: Glossary) -> list[str]:
    """The names a definition of ``term`` may start with: the term as asked ("Permanent" for "Permanent card")
    and, when the asked words are a glossary term (perhaps with a qualifier: "Spell in the card game"), its
    names in both languages ("Permanent", "Постоянный", …). A term among other words ("the attack value of
    Griffins", "the maximum Hand size") is not what is asked about."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    asked = _GENERIC_HEAD.sub("", term.strip()) or term.strip()
    names = [asked]
    words = _WORD.findall(asked)

    def is_the_term(variant: str) -> bool:
        """The asked words are the glossary term, perhaps with a qualifier: "заклинание в карточной игре" is
        "Заклинание"; "attack value of Griffins" is not "Attack"."""
        head = _WORD.findall(variant)
        if not head or len(head) > len(words) or (len(head) < len(words) and
                                                  words[len(head)].casefold() not in _QUALIFIER_START):
            return False
        return all(same_stem(a, b) for w, h in zip(words, head, strict=False)
                   for a, b in zip(tokenize(w) or [w.casefold()], tokenize(h) or [h.casefold()], strict=False))

    for entry, lang in glossary.matches(asked):
        if any(is_the_term(v) for v in entry.variants(lang)):
            names.extend(v for other in ("en", "ru") for v in entry.variants(other))
    return list(dict.fromkeys(n for n in names if n))


def defining_pattern(names: list[str]) -> re.Pattern[str]:
    """Matches a line or sentence that starts with one of ``names`` followed by a dash, a colon or "is"."""
    if not names:
        return re.compile(r"(?!)")  # no name: nothing is its definition
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"{_LINE_START}{_MARKUP}(?:{alternatives}){_TAIL}{_EMPHASIS}{_SEPARATOR}", re.I)
