"""The priority check: which kind of unit comes first.

"Who does it attack first?" is the commonest AI dispute, and the classic error is the order: "Ranged units
prioritize Flying units" against "Ranged units prioritize other Ranged units …; if there are no Ranged targets,
they prioritize Ground and Flying units". Both name the same kinds, so the other checks see no difference; the
order they put them in is the difference.

The rule's order is the order in which the sentence names the members of a priority group (the glossary's "unit
kind" group) after its first priority word ("prioritize", "first", "в первую очередь"). The claim's first is the
member it puts first: after "prioritize" ("prioritize Flying units"), before "before" ("attack Flying units
before Ranged ones"), around "first" ("attack Flying units first"). Both must speak of the same subject (the
member named before the priority word), and a claim with a condition of its own ("if there are no Ranged
targets, …") is not compared: it states a later step of the order.
"""

from __future__ import annotations

import re
from typing import Any

from rulesqa.search.glossary import same_stem
from rulesqa.search.lexical import tokenize
from rulesqa.verify.patterns import WORD

PRIORITY_GROUPS = frozenset({"unit kind"})
_PRIORITY = re.compile(r"^(?:prioriti[sz]\w*|first|before|сначала|прежде|приоритет\w*|предпочита\w*)$", re.I)
_FIRST_IN_LINE = re.compile(r"в\s+первую\s+очередь", re.I)
_CONDITION = re.compile(r"\b(?:if|unless|else|otherwise|если|иначе|когда)\b", re.I)


def priority_swap(claim: str, sentence: str, glossary: Any) -> tuple[str, str] | None:
    """(the rule's first, the claim's first) when the two put different unit kinds first, else ``None``."""
    if _CONDITION.search(claim):
        return None
    rule, said = _read(sentence, glossary), _read(claim, glossary)
    if rule is None or said is None:
        return None
    (rule_subject, _, rule_order, _), (subject, between, after, word) = rule, said
    if not rule_order or subject is None or subject != rule_subject:
        return None
    if word in ("before", "прежде"):
        first = between[-1] if between else None
    elif word in ("first", "сначала"):
        first = after[0] if after else (between[-1] if between else None)
    else:  # prioritize / приоритет / предпочитают: what follows it
        first = after[0] if after else None
    if first is None or first == rule_order[0]:
        return None
    return rule_order[0], first


def _read(text: str, glossary: Any) -> tuple[str | None, list[str], list[str], str] | None:
    """(the subject: the member named first before the priority word; the members named between it and the
    priority word; the members named after the priority word; the priority word), each member once; ``None``
    when there is no priority word."""
    words = WORD.findall(_FIRST_IN_LINE.sub(" first ", text))
    at = next((i for i, w in enumerate(words) if _PRIORITY.match(w)), None)
    if at is None:
        return None
    before = _members(words[:at], glossary)
    return (before[0] if before else None), before[1:], _members(words[at + 1:], glossary), words[at].casefold()


def _members(words: list[str], glossary: Any) -> list[str]:
    """The priority-group members ``words`` name, in order, each once (by their English headword)."""
    tokens = [t for w in words for t in tokenize(w)]
    found: list[tuple[int, str]] = []
    for term in glossary.terms:
        if term.group not in PRIORITY_GROUPS:
            continue
        for variant in (*term.variants("en"), *term.variants("ru")):
            stems = tokenize(variant)
            at = next((i for i in range(len(tokens) - len(stems) + 1)
                       if stems and all(same_stem(tokens[i + j], s) for j, s in enumerate(stems))), None)
            if at is not None:
                found.append((at, term.en[0]))
    out: list[str] = []
    for _, member in sorted(found):
        if member not in out:
            out.append(member)
    return out


# Targets by tier, relative to the attacker's: "attack units of the same tier first; if impossible, a lower tier;
# if also impossible, a higher tier". The classic error puts another of them first ("they attack a higher tier
# first"). Each is named in English words or Russian stems.
_RELATIVE_TIERS = {
    "same": re.compile(r"\bsame\b|\b(?:то[гмт]?о?|так\w*)\s+же\b|\bодинаков\w*", re.I),
    "lower": re.compile(r"\blower\b|\bниже\b|\bнизш\w*|\bболее\s+низк\w*|\bмладш\w*", re.I),
    "higher": re.compile(r"\bhigher\b|\bвыше\b|\bвысш\w*|\bболее\s+высок\w*|\bстарш\w*", re.I),
}
_TIER_WORD = re.compile(r"\b(?:tiers?|тир\w*|уров\w*)\b", re.I)
_FIRST = re.compile(r"\b(?:first|prioriti[sz]\w*|сначала|приоритет\w*)\b|в\s+первую\s+очередь", re.I)


_MISSING = re.compile(r"\b(?:no|not|none|impossible|нет|не|невозможно)\b", re.I)


def tier_order_swap(claim: str, sentence: str) -> tuple[str, str, bool] | None:
    """(the tier the rule attacks, the claim's, whether it is the next one) when the two disagree.

    "They attack a higher tier first" against "same tier first, then lower, then higher" names the wrong first;
    "if there is no target of the same tier, they attack a higher tier" names the wrong next one.
    """
    if not (_TIER_WORD.search(sentence) and _FIRST.search(sentence) and _TIER_WORD.search(claim)):
        return None
    order = _tiers_in_order(sentence)
    condition = _CONDITION.search(claim)
    if condition is None:
        said = _first_tier(claim)
        if not _FIRST.search(claim) or not order or said is None or said == order[0]:
            return None
        return order[0], said, False
    clause, _, rest = claim[condition.end():].partition(",")
    missing, said = _first_tier(clause), _first_tier(rest)
    if not _MISSING.search(clause) or missing not in order or said is None:
        return None
    following = order[order.index(missing) + 1:]
    if not following or said == following[0]:
        return None
    return following[0], said, True


def _tiers_in_order(text: str) -> list[str]:
    """The relative tiers ``text`` names, in the order it first names them."""
    found = sorted((match.start(), name) for name, pattern in _RELATIVE_TIERS.items()
                   for match in [pattern.search(text)] if match is not None)
    return [name for _, name in found]


def _first_tier(text: str) -> str | None:
    """The relative tier ``text`` names first (same, lower, higher), or ``None``."""
    order = _tiers_in_order(text)
    return order[0] if order else None
