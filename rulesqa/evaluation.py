"""Scoring retrieval against a question set with gold substrings (``rulesqa eval``).

A question set is JSON lines: ``{"id", "lang", "q", "gold": [substrings]}``.
A retrieved chunk is a hit when its text contains one of the gold substrings,
compared after :func:`normalise_for_match`. Empty gold means the rules do not
answer the question, and the right behaviour is to abstain.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesqa.errors import UsageError

_DASHES = re.compile(r"[\u2010-\u2015\u2212-]")
_QUOTES = re.compile(r"[\"'«»„“”‘’‚‹›`]")
_SPACES = re.compile(r"\s+")


def normalise_for_match(text: str) -> str:
    """Casefolded, ё→е, one kind of dash and quote, whitespace runs collapsed."""
    text = text.casefold().replace("ё", "е")
    text = _DASHES.sub("-", text)
    text = _QUOTES.sub('"', text)
    return _SPACES.sub(" ", text).strip()


@dataclass(frozen=True)
class EvalQuestion:
    id: str
    lang: str
    q: str
    gold: tuple[str, ...]

    def is_hit(self, chunk_text: str) -> bool:
        text = normalise_for_match(chunk_text)
        return any(normalise_for_match(g) in text for g in self.gold)


def read_questions(path: Path) -> list[EvalQuestion]:
    """Read a question set; :class:`UsageError` naming the line for anything malformed."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise UsageError(f"{path}: no such question file") from None
    except (UnicodeDecodeError, IsADirectoryError):
        raise UsageError(f"{path}: is not a UTF-8 JSON-lines file") from None
    questions = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            question = EvalQuestion(id=str(data["id"]), lang=str(data.get("lang", "")), q=str(data["q"]),
                                    gold=tuple(str(g) for g in data.get("gold", [])))
        except (ValueError, KeyError, TypeError):
            raise UsageError(
                f"{path}:{number}: expected a JSON object with 'id', 'q' and 'gold' (list of strings)"
            ) from None
        questions.append(question)
    if not questions:
        raise UsageError(f"{path}: holds no questions")
    return questions


@dataclass
class QuestionOutcome:
    question: EvalQuestion
    ranked_ids: list[str]
    answered: bool
    first_hit: int | None  # 1-based rank of the first hit among the ranked results
    direction: str  # "en→ru": question language → language of the rule that answers it; "none" if unanswerable


@dataclass
class Metrics:
    count: int = 0
    recall_at_1: float = 0.0
    recall_at_5: float = 0.0
    mrr: float = 0.0


@dataclass
class EvalReport:
    outcomes: list[QuestionOutcome]
    overall: Metrics
    by_direction: dict[str, Metrics]
    unanswerable: int
    abstained_correctly: int
    wrongly_abstained: int
    wrongly_answered: int
    abstention_precision: float
    abstention_recall: float
    settings: dict[str, Any] = field(default_factory=dict)


# question -> (ranked chunk ids, chunk text by id, chunk language by id, answered?)
Ranker = Callable[[EvalQuestion], tuple[list[str], dict[str, str], dict[str, str], bool]]


def evaluate(questions: Sequence[EvalQuestion], rank: Ranker,
             gold_lang: Callable[[EvalQuestion], str] | None = None) -> EvalReport:
    """Run every question through ``rank`` and score the results.

    ``rank`` returns the ranked chunk ids, their texts, their languages and
    whether the system answered (did not abstain). ``gold_lang`` gives the
    language of the rule that answers a question (for the direction), found
    in the whole corpus; without it, the language of the first hit is used.
    """
    outcomes = []
    for question in questions:
        ids, texts, langs, answered = rank(question)
        first_hit = next((i for i, cid in enumerate(ids, start=1) if question.is_hit(texts[cid])), None)
        if question.gold:
            hit_lang = gold_lang(question) if gold_lang else (langs[ids[first_hit - 1]] if first_hit else "?")
            direction = f"{question.lang}→{hit_lang}"
        else:
            direction = "none"
        outcomes.append(QuestionOutcome(question, ids, answered, first_hit, direction))
    answerable = [o for o in outcomes if o.question.gold]
    by_direction: dict[str, Metrics] = {}
    for direction in sorted({o.direction for o in answerable}):
        by_direction[direction] = _metrics([o for o in answerable if o.direction == direction])
    unanswerable = [o for o in outcomes if not o.question.gold]
    abstained = [o for o in outcomes if not o.answered]
    correct_abstentions = sum(1 for o in abstained if not o.question.gold)
    return EvalReport(
        outcomes=outcomes,
        overall=_metrics(answerable),
        by_direction=by_direction,
        unanswerable=len(unanswerable),
        abstained_correctly=correct_abstentions,
        wrongly_abstained=sum(1 for o in answerable if not o.answered),
        wrongly_answered=sum(1 for o in unanswerable if o.answered),
        abstention_precision=correct_abstentions / len(abstained) if abstained else 1.0,
        abstention_recall=correct_abstentions / len(unanswerable) if unanswerable else 1.0,
    )


def _metrics(outcomes: Sequence[QuestionOutcome]) -> Metrics:
    n = len(outcomes)
    if not n:
        return Metrics()
    return Metrics(
        count=n,
        recall_at_1=sum(1 for o in outcomes if o.first_hit == 1) / n,
        recall_at_5=sum(1 for o in outcomes if o.first_hit is not None and o.first_hit <= 5) / n,
        mrr=sum(1 / o.first_hit for o in outcomes if o.first_hit) / n,
    )


def evaluate_index(rules: Any, questions: Sequence[EvalQuestion], k: int = 5) -> EvalReport:
    """Evaluate a :class:`rulesqa.api.RulesIndex`: the top ``k`` results ``ask`` gives per question, in order."""

    def rank(question: EvalQuestion) -> tuple[list[str], dict[str, str], dict[str, str], bool]:
        lang = question.lang if question.lang in ("en", "ru") else "auto"
        answer = rules.ask(question.q, k=k, lang=lang)
        ids = [r.citation.id for r in answer.results]
        return (ids, {r.citation.id: r.text for r in answer.results},
                {r.citation.id: r.citation.lang for r in answer.results}, answer.answered)

    def gold_lang(question: EvalQuestion) -> str:
        langs = sorted({c.lang for c in rules.stored.chunks if question.is_hit(c.text)})
        return "+".join(langs) or "none"

    report = evaluate(questions, rank, gold_lang)
    manifest = rules.stored.manifest
    report.settings = {"model": manifest["embedder"]["id"], "mode": rules.searcher.mode, "k": k,
                       "chunks": manifest["chunk_count"]}
    return report


def report_json(report: EvalReport) -> dict[str, Any]:
    def metrics(m: Metrics) -> dict[str, Any]:
        return {"count": m.count, "recall_at_1": round(m.recall_at_1, 4), "recall_at_5": round(m.recall_at_5, 4),
                "mrr": round(m.mrr, 4)}

    return {
        "settings": report.settings,
        "questions": len(report.outcomes),
        "answerable": report.overall.count,
        "overall": metrics(report.overall),
        "by_direction": {d: metrics(m) for d, m in report.by_direction.items()},
        "abstention": {
            "unanswerable": report.unanswerable,
            "abstained_correctly": report.abstained_correctly,
            "precision": round(report.abstention_precision, 4),
            "recall": round(report.abstention_recall, 4),
            "wrongly_abstained": report.wrongly_abstained,
            "wrongly_answered": report.wrongly_answered,
        },
        "outcomes": [
            {"id": o.question.id, "lang": o.question.lang, "q": o.question.q, "direction": o.direction,
             "first_hit": o.first_hit, "answered": o.answered, "top": o.ranked_ids[:5],
             "correct": (o.first_hit == 1 and o.answered) if o.question.gold else not o.answered}
            for o in report.outcomes
        ],
    }
