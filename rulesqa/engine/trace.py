"""A trace: the steps of a worked example, each citing the rule it applies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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

    def add(self, action: str, text: str, rule: Rule, reading: str | None = None, refused: bool = False) -> None:
        self.steps.append(Step(action, text, rule, reading, refused))

    def to_json(self) -> list[dict[str, Any]]:
        return [step.to_json(n) for n, step in enumerate(self.steps, start=1)]
