"""Training the verdict model (rulesqa/learn/verdicts.py), part of ``make models`` (rulesqa/learn/train.py).

Every labelled claim of a train or dev book is verified as ``rulesqa verify`` does, with the ranker just trained
and without a verdict model; the judge's verdict is right when it is the table's, and, for "supported" or
"contradicted", when it was decided by the rule the claim is about (the one its table names, or one that holds its
evidence). LightGBM learns from the train books how likely the judge is to be right; the bar a verdict must reach
(``sure``) is the lowest that gives at most one confident wrong verdict in 25 claims, of the published rulebooks and
of the team's own each — precision first, for a wrong "contradicted" at the table is worse than none.

The bar is chosen on the dev books' claims and on the train books' claims as judged by models that did not learn
from their book (out of fold: each published rulebook is a fold of its own, the team's books are dealt among the
folds). The dev books alone hold 104 claims on published rulebooks, and a bar chosen on them let one confident wrong
verdict in eight through on the train books' published ones; out of fold, six books more answer for it.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rulesqa.learn.folds import held_out
from rulesqa.learn.kept import Item, kept
from rulesqa.learn.sources import Book
from rulesqa.learn.trees import from_lightgbm, sigmoid
from rulesqa.learn.verdicts import VERDICT_FEATURES

MAX_CONFIDENT_WRONG = 1 / 25
SMALLER_TREES = {"num_leaves": 7, "min_data_in_leaf": 10}  # than the ranker's (train.PARAMS): fewer rows
ROUNDS = 200


@dataclass
class Claim:
    book: str
    split: str
    id: str
    expected: str
    verdict: str  # the judge's
    right: bool  # … and whether it is right (see module)
    features: npt.NDArray[np.float32]
    real: bool = False


def verdict_is_right(claim: dict[str, Any], verdict: str, rule_id: str | None, rule_text: str) -> bool:
    """Is ``verdict``, decided by the rule ``rule_id`` (whose text is ``rule_text``), the right one for a claim of a
    table: the expected verdict, and for "supported" or "contradicted" the rule the claim is about."""
    from rulesqa.evaluation import normalise_for_match

    if verdict != claim["verdict"]:
        return False
    if verdict == "not-found":
        return True
    evidence = [normalise_for_match(e) for e in claim.get("evidence") or []]
    if evidence:
        return any(e in normalise_for_match(rule_text) for e in evidence)
    rule = claim.get("rule")
    return not rule or (rule_id is not None and (rule_id == rule or rule_id.split("~")[0] == rule
                                                 or rule_id.startswith(rule + "/") or rule.startswith(rule_id)))


def collect(book: Book, index: Path, ranker: Path, cache: Path) -> list[Claim]:
    """Every claim of ``book`` verified, with the verdict model's features (kept in ``cache`` while the book, its
    claims, rulesqa's code and the ranker are unchanged)."""

    def compute() -> list[Item]:
        return [({"id": c.id, "expected": c.expected, "verdict": c.verdict, "right": c.right}, {"x": c.features})
                for c in _collect(book, index, ranker)]

    return [Claim(book.name, book.split, meta["id"], meta["expected"], meta["verdict"], meta["right"], arrays["x"],
                  book.real)
            for meta, arrays in kept(cache, "claims", book, book.claims, compute, ranker.read_bytes())]


def _collect(book: Book, index: Path, ranker: Path) -> list[Claim]:
    from rulesqa.api import RulesIndex
    from rulesqa.embed import get_embedder
    from rulesqa.errors import RulesqaError
    from rulesqa.learn.trees import load
    from rulesqa.store import load_index
    from rulesqa.verify import verify

    stored = load_index(index)
    rules = RulesIndex(stored, get_embedder(stored.manifest["embedder"]["id"]))
    rules.searcher.__dict__["ranker"] = load(ranker)  # the ranker just trained, as the next release answers with
    rules.searcher.__dict__["verdict_model"] = None  # the judge's own verdicts
    out = []
    for path in book.claims:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            claim = json.loads(line)
            try:
                result = verify(rules, claim["claim"], claim.get("cite"), signals=True)
            except RulesqaError:  # a --cite the rules do not have: no verdict to weigh
                continue
            rule_id = None if result.citation is None else result.citation.id
            chunk = None if rule_id is None else stored.get(rule_id)
            right = verdict_is_right(claim, result.verdict, rule_id, "" if chunk is None else chunk.text)
            out.append(Claim(book.name, book.split, claim["id"], claim["verdict"], result.verdict, right,
                             np.asarray(result.signals, dtype=np.float32), book.real))
    return out


def figures(claims: list[Claim], right: npt.NDArray[np.float64], sure: float) -> dict[str, Any]:
    """Right, confident wrong, and unclear (verdicts turned "not found"), with the model's bar at ``sure``."""
    from rulesqa.learn.verdicts import decide

    got = [decide(c.verdict, float(p), sure)[0] for c, p in zip(claims, right, strict=True)]
    good = [g == c.expected and (g == "not-found" or c.right) for c, g in zip(claims, got, strict=True)]
    wrong = [g in ("supported", "contradicted") and not ok for g, ok in zip(got, good, strict=True)]
    n = max(1, len(claims))
    return {"claims": len(claims), "right": round(sum(good) / n, 4), "confident_wrong": sum(wrong),
            "judge_right": round(sum(1 for c in claims if c.right) / n, 4),
            "judge_confident_wrong": sum(1 for c in claims if c.verdict != "not-found" and not c.right),
            "unclear": sum(1 for c, g in zip(claims, got, strict=True) if g != c.verdict)}


def _fit(rows: list[Claim]) -> Any:
    import lightgbm as lgb

    from rulesqa.learn.train import PARAMS, REAL_WEIGHT

    x = np.stack([c.features for c in rows]).astype(np.float32)
    y = np.array([c.right for c in rows], dtype=np.int8)
    weight = np.array([REAL_WEIGHT if c.real else 1.0 for c in rows], dtype=np.float32)
    return lgb.train({**PARAMS, **SMALLER_TREES}, lgb.Dataset(x, label=y, weight=weight,
                                                             feature_name=list(VERDICT_FEATURES)), ROUNDS)


def _right(booster: Any, rows: list[Claim]) -> npt.NDArray[np.float64]:
    """The model's probability that the judge is right, for each claim."""
    if not rows:
        return np.zeros(0)
    raw = booster.predict(np.stack([c.features for c in rows]).astype(np.float32), raw_score=True)
    return sigmoid(np.asarray(raw, dtype=np.float64))


def out_of_fold(rows: list[Claim]) -> npt.NDArray[np.float64]:
    """Each claim's probability by a model trained without its book (rulesqa/learn/folds.py)."""
    out = np.zeros(len(rows))
    for held, rest in held_out(rows):
        out[held] = _right(_fit(rest), [rows[i] for i in held])
    return out


def choose_bar(rows: list[Claim], right: npt.NDArray[np.float64]) -> float:
    """The lowest bar with at most MAX_CONFIDENT_WRONG of confident wrong verdicts among the published rulebooks'
    claims and among the team's each: pooled, the team's easier claims (a judge right 96% of the time) would hide
    twice the confident wrong verdicts on published ones."""
    groups = [[i for i, c in enumerate(rows) if c.real == real] for real in (True, False)]
    for bar in sorted({round(float(p), 6) for p in right} | {0.0}):
        if all(figures([rows[i] for i in group], right[group], bar)["confident_wrong"]
               <= MAX_CONFIDENT_WRONG * len(group) for group in groups if group):
            return bar
    return 1.0


def train(claims: list[Claim]) -> tuple[dict[str, Any], dict[str, Any]]:
    import lightgbm as lgb

    by_split: dict[str, list[Claim]] = defaultdict(list)
    for c in claims:
        by_split[c.split].append(c)
    booster = _fit(by_split["train"])
    dev, dev_right = by_split["dev"], _right(booster, by_split["dev"])
    unseen = out_of_fold(by_split["train"])
    sure = choose_bar(dev + by_split["train"], np.concatenate([dev_right, unseen]))
    judged = {"train": (by_split["train"], _right(booster, by_split["train"])), "dev": (dev, dev_right),
              "train out of fold": (by_split["train"], unseen)}
    result = {}
    for name, (rows, right) in judged.items():
        for real in (False, True):
            group = [i for i, c in enumerate(rows) if c.real == real]
            result[f"{name}{' real' if real else ''}"] = figures([rows[i] for i in group], right[group], sure)
    from rulesqa.learn.train import PARAMS  # (not at the top: train.py imports this module)

    meta = {"sure": round(sure, 6), "tree_count": booster.num_trees(), "params": {**PARAMS, **SMALLER_TREES},
            "lightgbm": lgb.__version__,
            "figures": result, "books": {split: sorted({c.book for c in rows}) for split, rows in by_split.items()}}
    return from_lightgbm(booster.dump_model(), meta), result
