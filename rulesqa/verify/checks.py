"""All checks of a claim against one rule sentence; a failed one makes the verdict "contradicted"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulesqa.search.lexical import dehyphenated
from rulesqa.verify.messages import say
from rulesqa.verify.negation import as_written, flipped_negations, forbidden_in_general
from rulesqa.verify.numbers import fmt, miscounted, misordered, numbers, stated_for
from rulesqa.verify.priority import priority_swap, tier_order_swap
from rulesqa.verify.roles import swapped_roles
from rulesqa.verify.wording import (
    any_number_against_count,
    excepted,
    extra_list_items,
    free_against_price,
    only_against_any,
    opposites,
    quantifier,
    swapped_members,
    worthless_against_value,
)


@dataclass
class Check:
    name: str  # numbers | negation | quantifier | opposite | member | list | priority | roles | exception | price
    ok: bool
    detail: str


def run_checks(claim: str, sentence: str, translations: dict[str, list[str]], lang: str = "en",
               glossary: Any = None) -> list[Check]:
    # (the sentence as it reads: a word a line-end hyphen split is one word, "по од-" / "ному жетону" says one)
    sentence = dehyphenated(sentence)
    out = []
    for stated_word, claimed_word in opposites(claim, sentence):
        out.append(Check("opposite", False, say(lang, "swap", stated=stated_word, claimed=claimed_word)))
    for stated_member, claimed_member in (swapped_members(claim, sentence, glossary) if glossary else []):
        out.append(Check("member", False, say(lang, "swap", stated=stated_member, claimed=claimed_member)))
    tiers = tier_order_swap(claim, sentence)
    if tiers:
        out.append(Check("priority", False, say(lang, "tier-next" if tiers[2] else "tier-order",
                                                 stated=say(lang, tiers[0]), claimed=say(lang, tiers[1]))))
    roles = swapped_roles(claim, sentence, glossary) if glossary else None
    if roles:
        out.append(Check("roles", False, say(lang, "swap", stated=roles[0], claimed=roles[1])))
    swapped = priority_swap(claim, sentence, glossary) if glossary else None
    if swapped:
        out.append(Check("priority", False, say(lang, "priority", stated=swapped[0], claimed=swapped[1])))
    listed = extra_list_items(claim, sentence)
    if listed:
        out.append(Check("list", False, say(lang, "list", stated=", ".join(listed[0]), extra=", ".join(listed[1]))))
    free = free_against_price(claim, sentence)
    if free:
        out.append(Check("price", False, say(lang, "free", words=free)))
    worthless = worthless_against_value(claim, sentence)
    if worthless:
        out.append(Check("value", False, say(lang, "worthless", words=worthless)))
    claimed, stated = numbers(claim), stated_for(claim, sentence, translations)
    wrong_count = miscounted(claim, sentence, translations)
    if wrong_count:
        out.append(Check("numbers", False, say(lang, "numbers", stated=fmt(wrong_count[0]),
                                               claimed=fmt(wrong_count[1]))))
    elif claimed and stated and claimed.isdisjoint(stated):
        out.append(Check("numbers", False, say(lang, "numbers", stated=fmt(stated), claimed=fmt(claimed))))
    elif claimed and stated:
        out.append(Check("numbers", True, say(lang, "numbers-ok", common=fmt(claimed & stated))))
    ordered = misordered(claim, sentence)
    if ordered:
        out.append(Check("numbers", False, say(lang, "swap", stated=ordered[0], claimed=ordered[1])))
    q_claim, q_rule = quantifier(claim), quantifier(sentence)
    if q_rule == "exceeding":  # "if you hold more than 8 cards, discard down to 8": a case, not how many
        q_rule = None
    if q_claim == "exceeding":  # only past a limit is it wrong: "more than 2 Heroes" is "any number" of them
        if q_rule == "restrictive":
            out.append(Check("quantifier", False, say(lang, "past-limit")))
    elif q_claim == "required" or q_rule == "required":  # a minimum against a limit, which allows fewer
        if {q_claim, q_rule} == {"required", "restrictive"}:
            out.append(Check("quantifier", False, say(lang, "below-limit" if q_rule == "restrictive"
                                                       else "above-minimum")))
    elif q_claim and q_rule and q_claim != q_rule:
        words = {"restrictive": say(lang, "limit"), "unrestricted": say(lang, "no-limit")}
        out.append(Check("quantifier", False, say(lang, "quantifier", rule=words[q_rule], claim=words[q_claim])))
    elif q_claim is None and q_rule == "restrictive" and (limited := only_against_any(claim, sentence,
                                                                                       translations)):
        out.append(Check("quantifier", False, say(lang, "only", rule=limited[0], claim=limited[1])))
    elif q_claim == "unrestricted" and q_rule is None and numbers(sentence):
        out.append(Check("quantifier", False, say(lang, "quantifier-number", stated=fmt(numbers(sentence)))))
    elif q_claim == "unrestricted" and (count := any_number_against_count(claim, sentence, translations)) is not None:
        # "any number of trades" where the rule allows any number of customers and one trade
        out.append(Check("quantifier", False, say(lang, "quantifier-number", stated=fmt({count}))))
    flipped = flipped_negations(claim, sentence, translations)
    forbidden = forbidden_in_general(claim, sentence, translations)
    exception = excepted(claim, sentence, translations)
    if exception is not None:
        # the claim is about what the rule leaves out: it holds there only the other way round
        if flipped:
            out.append(Check("negation", True, say(lang, "negation-ok")))
        else:
            out.append(Check("exception", False, say(lang, "exception", words=exception)))
    elif forbidden and not flipped:
        out.append(Check("negation", False, say(lang, "any-action", words=", ".join(as_written(claim, forbidden)))))
    elif flipped:
        out.append(Check("negation", False, say(lang, "negation", words=", ".join(as_written(claim, flipped)))))
    else:
        out.append(Check("negation", True, say(lang, "negation-ok")))
    return out
