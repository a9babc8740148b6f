"""The roles check: who does what to whom.

"Neutral Units always win against AI Heroes" uses every word of "AI Heroes automatically win Combat against any
Neutral Units", so similarity and the other checks see the rule saying it. What differs is which side of the
verb each stands on. For the verbs of one side acting on another (win, beat, attack, heal, …), the game terms
both texts name on each side of the verb, within its clause, are compared: the claim that has the rule's two
sides the other way round is contradicted. Terms and verbs are compared across languages by the glossary and the
verb groups below, with the claim read subject first ("Нейтральные отряды побеждают героев ИИ").
"""

from __future__ import annotations

from typing import Any

from rulesqa.search.lexical import tokenize
from rulesqa.verify.patterns import CLAUSE_END, WORD

# Verbs of one side acting on the other: each group is one verb in both languages (English words, Russian stems).
_RELATIONS = (("win", "beat", "defeat", "побежда", "побед", "выигр"), ("attack", "атак"), ("heal", "леч"),
              ("target",), ("surrender",), ("retaliate",))
_RELATION_OF = {stem: n for n, group in enumerate(_RELATIONS) for word in group
                for stem in (tokenize(word) if word.isascii() else [word])}


def _words(text: str) -> list[tuple[str, int, int]]:
    """(stem, start, end) of each word of ``text`` that tokenizes to one stem, stop words left out."""
    out = []
    for match in WORD.finditer(text):
        stems = tokenize(match.group(0))
        if len(stems) == 1:
            out.append((stems[0], match.start(), match.end()))
    return out


_Side = dict[str, tuple[int, str]]


def _sides(text: str, glossary: Any) -> tuple[str, str, _Side, _Side] | None:
    """(the relation verb's group, the verb as written, terms before it, terms after it) in the verb's clause:
    headword -> (where it stands, as written). ``None`` without a relation verb."""
    words = _words(text)
    stems = [w[0] for w in words]
    verb = next((i for i, stem in enumerate(stems) if _relation(stem) is not None), None)
    if verb is None:
        return None
    clause_start = max((m.end() for m in CLAUSE_END.finditer(text, 0, words[verb][1])), default=0)
    ends = [m.start() for m in CLAUSE_END.finditer(text, words[verb][2])]
    clause_end = ends[0] if ends else len(text)
    before: dict[str, tuple[int, str]] = {}
    after: dict[str, tuple[int, str]] = {}
    for start, end, term in glossary.spans(stems):
        if start <= verb < end or words[start][1] < clause_start or words[end - 1][2] > clause_end:
            continue
        side = before if end <= verb else after
        side.setdefault(term.headword, (start, text[words[start][1]:words[end - 1][2]]))
    return str(_relation(stems[verb])), text[words[verb][1]:words[verb][2]], before, after


def _relation(stem: str) -> int | None:
    """The relation group of a stemmed word ("wins" and "побеждают" are one), or ``None``."""
    if stem in _RELATION_OF:
        return _RELATION_OF[stem]
    return next((n for prefix, n in _RELATION_OF.items() if not prefix.isascii() and stem.startswith(prefix)), None)


def _as_written(side: _Side, names: set[str]) -> str:
    return " ".join(written for _, written in sorted(side[n] for n in names))


def swapped_roles(claim: str, sentence: str, glossary: Any) -> tuple[str, str] | None:
    """(the rule's order, the claim's order) as "X … verb … Y" when the claim puts the rule's two sides of the
    same verb the other way round, else ``None``."""
    said, rule = _sides(claim, glossary), _sides(sentence, glossary)
    if said is None or rule is None or said[0] != rule[0]:
        return None
    shared = (said[2].keys() | said[3].keys()) & (rule[2].keys() | rule[3].keys())
    claim_before, claim_after = said[2].keys() & shared, said[3].keys() & shared
    rule_before, rule_after = rule[2].keys() & shared, rule[3].keys() & shared
    if not (claim_before and claim_after) or claim_before & claim_after:
        return None
    if claim_before != rule_after or claim_after != rule_before:
        return None
    return (f"{_as_written(rule[2], rule_before)} … {rule[1]} … {_as_written(rule[3], rule_after)}",
            f"{_as_written(said[2], claim_before)} … {said[1]} … {_as_written(said[3], claim_after)}")
