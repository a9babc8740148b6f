"""A trace: the steps of a worked example, each citing the rule it applies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulesqa.engine.phrases import phrasebook
from rulesqa.engine.rules import Rule


@dataclass(frozen=True)
class Step:
    action: str  # the action this step belongs to: "search", "draw", …
    text: str  # what happened, in plain words
    rule: Rule  # the rule applied (citation id + the verbatim sentence)
    reading: str | None = None  # how an ambiguous sentence was read, when it was
    refused: bool = False  # the action was not allowed; nothing changed

    def to_json(self, number: int) -> dict[str, Any]:
        return {"n": number, "action": self.action, "text": self.text, "citation": self.rule.id,
                "quote": self.rule.quote, "reading": self.reading, "refused": self.refused}


@dataclass
class Trace:
    steps: list[Step] = field(default_factory=list)
    lang: str = "en"  # the language its steps are told in

    def add(self, action: str, text: str, rule: Rule, reading: str | None = None, refused: bool = False) -> None:
        self.steps.append(Step(action, text, rule, reading, refused))

    def step(self, action: str, key: str, rule: Rule, reading: str | None = None, **values: Any) -> None:
        """Add the phrase ``key`` (see :mod:`rulesqa.engine.phrases`) in this trace's language."""
        say = phrasebook(self.lang)
        self.add(action, say(key, **values), rule, say.reading(reading))

    def words(self, key: str, **values: Any) -> str:
        """The phrase ``key`` in this trace's language, for text outside the steps (a decision, a title)."""
        return phrasebook(self.lang)(key, **values)

    def to_json(self) -> list[dict[str, Any]]:
        return [step.to_json(n) for n, step in enumerate(self.steps, start=1)]
