"""What the verdict model knows of a claim judged against the rules, and how its probabilities decide.

The hand-written judge (rulesqa/verify/verdict.py) finds the deciding sentence and runs the classic checks —
numbers, negation, quantifiers, opposites, members, lists, priorities, roles, prices — and gives its verdict. Each of
those is a feature here, beside how close the sentence is to the claim by both embedders (against the whole rulebook,
as the ranker reads them), how much of the claim's words it says, what the claim names that the rules never use, and
whether the claim is across languages. A model trained on labelled claims (rulesqa/learn/train.py) gives the
probability that the judge's verdict is right; :func:`decide` keeps a verdict only when the model is sure enough of
it, precision first: a "supported" or "contradicted" it doubts becomes "not found" with the reason "unclear — read
the rule" and the rule quoted. (A wrong verdict at the table is worse than none.)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from rulesqa.learn.features import MISSING

CHECKS = ("negation", "numbers", "quantifier", "opposite", "member", "list", "priority", "roles", "price", "value",
          "exception")
VERDICT_FEATURES: tuple[str, ...] = (
    "h_supported", "h_contradicted", "h_not_found", "r_far", "r_near", "r_says", "r_other",
    "similarity", "coverage", "score", "related", "says", "top_score", "score_gap", "candidates",
    *(f"check_{name}" for name in CHECKS), "failed_checks",
    "claim_numbers", "unknown", "unmentioned", "claim_words", "cross_lang", "cited", "faq",
    "search_confidence", "use", "use_z", "e5", "e5_z", "e5_rank",
)


def features(*, verdict: str, reason_kind: str, deciding: Any, candidates: Sequence[Any], checks: Sequence[Any],
             claim: str, claim_lang: str, numbers: bool, unknown: int, unmentioned: int, cited: bool,
             search_confidence: float | None, use_all: npt.NDArray[np.float32] | None,
             e5_all: npt.NDArray[np.float32] | None, row: int | None) -> npt.NDArray[np.float32]:
    """One row of :data:`VERDICT_FEATURES` (see module)."""
    x = np.full(len(VERDICT_FEATURES), MISSING, dtype=np.float32)
    col = {name: i for i, name in enumerate(VERDICT_FEATURES)}
    x[col["h_supported"]] = float(verdict == "supported")
    x[col["h_contradicted"]] = float(verdict == "contradicted")
    x[col["h_not_found"]] = float(verdict == "not-found")
    for kind in ("far", "near", "says", "other"):
        x[col[f"r_{kind}"]] = float(reason_kind == kind)
    if deciding is not None:
        x[col["similarity"]] = deciding.similarity
        x[col["coverage"]] = deciding.coverage
        x[col["score"]] = deciding.score
        x[col["related"]] = float(deciding.related)
        x[col["says"]] = float(deciding.says)
        x[col["cross_lang"]] = float(deciding.chunk.lang != claim_lang)
        x[col["faq"]] = float(deciding.chunk.is_question)
    if candidates:
        x[col["top_score"]] = candidates[0].score
        x[col["score_gap"]] = candidates[0].score - (candidates[1].score if len(candidates) > 1 else 0.0)
    x[col["candidates"]] = float(len(candidates))
    found = {c.name: c.ok for c in checks}
    for name in CHECKS:
        x[col[f"check_{name}"]] = -1.0 if name not in found else float(found[name])
    x[col["failed_checks"]] = float(sum(1 for c in checks if not c.ok))
    x[col["claim_numbers"]] = float(numbers)
    x[col["unknown"]] = float(unknown)
    x[col["unmentioned"]] = float(unmentioned)
    x[col["claim_words"]] = math.log1p(len(claim.split()))
    x[col["cited"]] = float(cited)
    if search_confidence is not None:
        x[col["search_confidence"]] = search_confidence
    for name, every in (("use", use_all), ("e5", e5_all)):
        if every is not None and row is not None:
            x[col[name]] = every[row]
            x[col[f"{name}_z"]] = (every[row] - float(every.mean())) / (float(every.std()) or 1.0)
            if name == "e5":
                x[col["e5_rank"]] = math.log(1 + int((every > every[row]).sum()))
    return x


def decide(verdict: str, right: float, sure: float) -> tuple[str, bool]:
    """(verdict, unclear): ``verdict`` when the model gives it a probability ``right`` of at least ``sure`` of being
    right; else "not-found", unclear. A "not found" is kept as it is: it claims nothing."""
    if verdict == "not-found" or right >= sure:
        return verdict, False
    return "not-found", True
