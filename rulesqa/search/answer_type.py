"""What kind of answer a question asks for, and whether a rule can give it.

Classic question answering checks the *answer type* before trusting a
passage: "how many …?" wants a quantity, and a rule that states none cannot
answer it however close its words are ("Сколько карт нужно взять в начале
хода?" matches the rule on playing cards on your Turn, which names no
number). Only the quantity type is checked: it is common at the table, and
its test — does the rule state a number? — is reliable in both languages.
"""

from __future__ import annotations

import re

from rulesqa.chunking import Chunk

_ASKS_QUANTITY = re.compile(
    r"\bhow\s+(?:many|much)\b|\bсколько\b|\bкак\s+много\b"
    # "what is the limit / maximum …?", "какой лимит / максимум …?": a number is the answer too
    r"|\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:\w+\s+)?(?:limit|maximum|max|minimum)\b"
    r"|\bкак(?:ой|ов|ова|ая)\s+(?:\w+\s+)?(?:лимит|максимум|минимум|предел)\b",
    re.IGNORECASE)

_NUMBER_WORDS = (
    # English: cardinals, "once"/"twice", "half". Not "no": it is in too many rules to count as a quantity.
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|once|twice|half|single|"
    r"unlimited|"
    # Russian stems: один/одна/одну…, два/две/двух, три/трёх, четыре…десять, раз, половина
    r"од(?:ин|на|ну|но|ного|ной|ним|ному)|дв(?:а|е|ух|умя)|тр(?:и|ех|ём|ем)|четыр\w*|пят\w*|шест\w*|"
    r"сем\w*|восем\w*|девят\w*|десят\w*|раз|половин\w*|единствен\w*"
)
_STATES_QUANTITY = re.compile(rf"\d|\b(?:{_NUMBER_WORDS})\b", re.IGNORECASE)
# The rule's own number ("208.3. …") at the start of a line is a citation, not a quantity.
_RULE_NUMBER = re.compile(r"^\s*\d+(?:\.\d+)*[a-zа-я]?\.?", re.MULTILINE | re.IGNORECASE)


def asks_quantity(question: str) -> bool:
    """True for "how many / how much / сколько / как много" and "what is the limit / какой лимит" questions."""
    return bool(_ASKS_QUANTITY.search(question))


def states_quantity(chunk: Chunk) -> bool:
    """True when the rule's text states a number (digits or a number word), its own rule number aside."""
    return bool(_STATES_QUANTITY.search(_RULE_NUMBER.sub(" ", chunk.text.replace("ё", "е"))))
