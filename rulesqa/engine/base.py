"""What every engine shares: atomic actions that are either applied whole or refused with a rule."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from rulesqa.engine.rules import Rule
from rulesqa.engine.trace import Trace


class Refused(Exception):
    """An action the rules do not allow; ``rule`` is the rule that forbids it."""

    def __init__(self, rule: Rule, message: str):
        super().__init__(message)
        self.rule = rule
        self.message = message


class Engine:
    """Holds a state, a seeded RNG and a trace; :meth:`run` applies one action atomically."""

    refused_prefix = "Refused"

    def __init__(self, state: Any, seed: int = 0):
        self.state = state
        self.rng = random.Random(seed)
        self.trace = Trace()
        self._action = ""

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
            self.trace.add(action, f"{self.refused_prefix}: {refusal.message}", refusal.rule, refused=True)
            return False
        return True

    def before_action(self) -> None:
        """Hook: rules that apply whenever a state arises (run before each action)."""

    def after_action(self) -> None:
        """Hook: rules that apply whenever a state arises (run after each action)."""

    def log(self, text: str, rule: Rule, reading: str | None = None) -> None:
        self.trace.add(self._action, text, rule, reading)
