"""Does a rule say what a player claims? Claim vs section -> supported, contradicted or not found.

Deterministic, without a language model:

1. find the sentence that decides: among the sentences of the cited section
   (with its subrules), or of the best sections for the claim, the one closest
   to the claim — dense similarity with the multilingual embedder plus the
   share of the claim's words it contains (glossary translations included);
2. check it for the classic dispute errors: a number that differs ("three
   scrolls" vs "2 Scrolls", digits or words, English and Russian), a flipped
   negation (can / cannot, может / не может; "can attack" against "cannot act"
   at all), a changed quantifier (only one, at most / any number), an opposite
   (most / least), another member of a group, the order of priorities (which
   kind of unit, which tier, comes first or next), who does what to whom
   (the sides of "win", "attack", "heal" swapped), a price for what the rule
   says is free ("Venting costs 1 gas token" against "Venting is free.");
3. decide: too far from every sentence -> not found; a check fails ->
   contradicted; close enough -> supported, unless the claim picks by a
   superlative the sentence does not use ("the weakest unit") -> not found.
"""

from __future__ import annotations

from rulesqa.verify.checks import Check, run_checks
from rulesqa.verify.negation import as_written, flipped_negations, forbidden_in_general, modal_actions, polarity
from rulesqa.verify.numbers import counted, miscounted, numbers, says_one, stated_for
from rulesqa.verify.priority import priority_swap, tier_order_swap
from rulesqa.verify.roles import swapped_roles
from rulesqa.verify.verdict import VERDICTS, Verdict, VerifyResult, exit_code, score_table, unmentioned_terms, verify
from rulesqa.verify.wording import (
    any_where_only,
    extra_list_items,
    free_against_price,
    listed_names,
    missing_superlatives,
    opposites,
    quantifier,
    superlatives,
    swapped_members,
    worthless_against_value,
)

__all__ = ["VERDICTS", "Check", "Verdict", "VerifyResult", "any_where_only", "as_written", "counted", "exit_code",
           "extra_list_items", "flipped_negations", "forbidden_in_general", "free_against_price", "listed_names",
           "miscounted", "missing_superlatives", "modal_actions", "numbers", "opposites", "polarity", "priority_swap",
           "quantifier", "run_checks", "says_one", "score_table", "stated_for", "superlatives", "swapped_members",
           "swapped_roles", "tier_order_swap", "unmentioned_terms", "verify", "worthless_against_value"]
