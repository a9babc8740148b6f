"""Questions that are, or name, a citation: ``208.3``, ``rule 211.3``, ``правило 209.1``, ``card-game-rules/208.3``."""

from __future__ import annotations

import re
from dataclasses import dataclass

# "208.3", "100.1a", and a number of three levels or more joined by dashes ("1-2-1"; "2-4" is a range of players)
RULE_NUMBER = re.compile(r"(?<![\w.\-])(\d{1,4}(?:\.\d{1,4})+[a-zа-я]?|\d{1,4}(?:-\d{1,4}){2,}[a-zа-я]?)"
                         r"(?![\w]|[.\-]\d)")
CHUNK_ID = re.compile(r"(?<![\w/.-])([a-z0-9][a-z0-9._-]*+/[\w./~-]+)")
# Words that only introduce a citation; a question made of these and citations is a pure lookup.
_CITATION_WORDS = re.compile(
    r"\b(rule|rules|section|see|show|cite|п|пункт|правило|правила|раздел|статья|см)\b\.?", re.I
)


@dataclass(frozen=True)
class CitedQuery:
    numbers: tuple[str, ...]  # rule numbers as written: "208.3", "100.1a"
    ids: tuple[str, ...]  # full citation ids: "card-game-rules/208.3"
    only_citations: bool  # nothing else in the question ("rule 211.3")


def find_citations(question: str) -> CitedQuery:
    ids = tuple(m.rstrip(".") for m in CHUNK_ID.findall(question))
    rest = CHUNK_ID.sub(" ", question)
    numbers = tuple(n.rstrip(".") for n in RULE_NUMBER.findall(rest))
    rest = RULE_NUMBER.sub(" ", rest)
    rest = _CITATION_WORDS.sub(" ", rest)
    bare = re.fullmatch(r"\s*(\d{1,4})\.?\s*", rest)
    if bare:  # "208", "rule 208", "раздел 208": a section heading
        numbers += (bare.group(1),)
        rest = ""
    only = bool(ids or numbers) and not re.search(r"\w", rest)
    return CitedQuery(numbers=numbers, ids=ids, only_citations=only)
