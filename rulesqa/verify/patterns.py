"""Text patterns the claim checks share."""

from __future__ import annotations

import re

WORD = re.compile(r"[\w'’]+")
# Quantifier phrases. Restrictive ones contain "not"/"не", so they are masked before negations are counted.
RESTRICTIVE = re.compile(
    r"\b(?:only|at most|up to|no more than|not more than|one at a time|maximum of|at a time|a limit of)\b|"
    r"не более|не больше|только|лишь|максимум|не свыше", re.I)
UNRESTRICTED = re.compile(
    r"\b(?:any number|unlimited|as many as you|no limit|without limit|as many|all of them)\b|"
    r"любое количество|сколько угодно|неограничен\w*|без ограничени\w*|любое число", re.I)
