"""What a test of one question or claim checks, now that a learned model decides whether to answer or settle.

Whether the first rule is likely enough to be given as the answer, and whether a verdict is sure enough to settle
a dispute, are thresholds chosen on held-out books: they are measured on sets of questions and claims
(tests/test_learn.py, bench/), not pinned question by question. A test of one question pins what the reader is
shown first — the rule and its quote — and a test of one claim pins the verdict the rule leads to, settled or, where
the model is not sure, "not found" leaning to it.
"""

from __future__ import annotations

from typing import Any

from rulesqa.verify.messages import say


def first_quote(rules: Any, question: str) -> tuple[str, str]:
    """The first result's citation id and its quote: the answer's text when answered, else the sentences that would
    be quoted from it (answer.key_sentences)."""
    from rulesqa.answer import key_sentences

    answer = rules.ask(question)
    if answer.answered and answer.citation is not None:
        return answer.citation.id, answer.text or ""
    assert answer.results, question
    first = answer.results[0].citation.id
    return first, key_sentences(rules.searcher, question, rules.stored.get(first))


def leans_to(result: Any, verdict: str) -> bool:
    """``verdict``, or "not found" as unclear, leaning to it."""
    if not result.unclear:
        return bool(result.verdict == verdict)
    marker = "\x00"
    head = say(result.lang, "unclear", verdict=say(result.lang, f"verdict-{verdict}"), reason=marker).split(marker)[0]
    return bool(result.verdict == "not-found" and result.reason.startswith(head))
