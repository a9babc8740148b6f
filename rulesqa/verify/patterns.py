"""Text patterns the claim checks share."""

from __future__ import annotations

import re

WORD = re.compile(r"[\w'’]+")
# the punctuation that ends a clause: what a check reads of a clause stops there
CLAUSE_END = re.compile(r"[,;:.()!?]")
# Quantifier phrases. Restrictive ones contain "not"/"не", so they are masked before negations are counted.
# A limit said with a negation before "more than" is one too: "never has more than 3 hull points" is "at most 3"
# ("An airship has at most 3 hull points" was read as a flipped negation); "cannot hold more than", "не может быть
# больше". Up to three words between: "No player may ever have more than …".
_NEGATED_MORE = (r"\b(?:never|cannot|can't|not|no)\s+(?:[\w'’]+\s+){0,3}?more\s+than\b|"
                 r"(?<![\w])(?:не|нельзя)\s+(?:\w+\s+){0,3}?(?:больше|более)(?!\w)")
_NUMBER_AFTER = (r"(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|одн\w*|дв\w*|тр\w*|четыр\w*|пят\w*|"
                 r"шест\w*|сем\w*|восьм\w*|девят\w*|десят\w*)")
RESTRICTIVE = re.compile(
    r"\b(?:only|at most|up to|no more than|not more than|one at a time|maximum of|at a time|a limit of)\b|"
    r"не более|не больше|только|лишь|максимум|не свыше|"
    # "проезжает до 4 домов" is "up to 4"; not "до конца игры"
    rf"(?<![\w])до\s+{_NUMBER_AFTER}|" + _NEGATED_MORE, re.I)
# A minimum: "at least 3", "must … all 4", "не менее 3" — a claim of one is wrong where the rule only sets a limit
# ("up to 4"), which allows fewer. Not "exactly": "exactly one action" is what "only one action" says.
REQUIRED = re.compile(
    rf"\b(?:at least|no fewer than|not fewer than)\s+{_NUMBER_AFTER}|"
    rf"\b(?:must|have to|has to|always)\b[^.,;]*\ball\s+{_NUMBER_AFTER}|"
    rf"(?<![\w])(?:не менее|не меньше|как минимум)\s+{_NUMBER_AFTER}|"
    rf"(?<![\w])(?:обязан\w*|должен|должна|должны|всегда)(?![\w])[^.,;]*(?<![\w])все\s+{_NUMBER_AFTER}", re.I)
# "more than N" said without a negation: past a number (a claim's "can have more than 3" against a limit of 3).
# "больше" only before a number: "больше нет" is "no longer".
EXCEEDING = re.compile(
    rf"\b(?:more than|over|in excess of)\s+(?:{_NUMBER_AFTER}|a single)\b|"
    rf"(?<![\w])(?:больше|более|свыше)\s+(?:чем\s+)?{_NUMBER_AFTER}", re.I)
UNRESTRICTED = re.compile(
    r"\b(?:any number|unlimited|as many as you|no limit|without limit|as many|all of them)\b|"
    r"любое количество|сколько угодно|неограничен\w*|без ограничени\w*|любое число", re.I)
