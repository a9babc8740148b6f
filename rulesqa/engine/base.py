"""What every engine shares: atomic actions that are either applied whole or refused with a rule."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from rulesqa.engine.phrases import Phrasebook, phrasebook
from rulesqa.engine.rules import Rule
from rulesqa.engine.trace import Trace


class Refused(Exception):
    """An action the rules do not allow; ``rule`` is the rule that forbids it."""

    def __init__(self, rule: Rule, message: str, reading: str | None = None):
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.reading = reading  # how the text was read to refuse it, when it does not say so outright


class Engine:
    """Holds a state, a seeded RNG and a trace; :meth:`run` applies one action atomically.

    ``lang`` is the language the trace is told in (``en`` or ``ru``); the rules it cites are quoted as written.
    """

    def __init__(self, state: Any, seed: int = 0, lang: str = "en"):
        self.state = state
        self.rng = random.Random(seed)
        self.say: Phrasebook = phrasebook(lang)
        self.trace = Trace(lang=self.say.lang)
        self._action = ""

    @property
    def refused_prefix(self) -> str:
        return self.say("refused")

    def run(self, action: str, apply: Callable[[], None]) -> bool:
        """Apply one action. Returns False (state and RNG unchanged, one refused step) when it is refused."""
        saved_state = copy.deepcopy(self.state)
        saved_rng = self.rng.getstate()
        saved_steps = len(self.trace.steps)
        self._action = action
        try:
            self.before_action()
            apply()
            self.after_action()
        except Refused as refusal:
            self.state = saved_state
            self.rng.setstate(saved_rng)
            del self.trace.steps[saved_steps:]
            self.trace.add(action, f"{self.refused_prefix}: {refusal.message}", refusal.rule, refusal.reading,
                           refused=True)
            return False
        return True

    def before_action(self) -> None:
        """Hook: rules that apply whenever a state arises (run before each action)."""

    def after_action(self) -> None:
        """Hook: rules that apply whenever a state arises (run after each action)."""

    def step(self, key: str, rule: Rule, reading: str | None = None, **values: Any) -> None:
        """Record the phrase ``key`` (with ``values``) as a step applying ``rule``; ``reading`` is a reading's key."""
        self.trace.step(self._action, key, rule, reading, **values)

    def refuse(self, rule: Rule, key: str, reading: str | None = None, **values: Any) -> Refused:
        """The refusal ``key`` (with ``values``), forbidden by ``rule``: ``raise self.refuse(…)``; ``reading`` is the
        key of how the text was read to refuse it."""
        return Refused(rule, self.say(key, **values), self.say.reading(reading))
