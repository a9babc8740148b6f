"""Answer types: a "how many" question is only answered by a rule that states a number."""

from __future__ import annotations

import pytest

from rulesqa.chunking import Chunk
from rulesqa.search.answer_type import asks_quantity, states_quantity


def rule(text: str, lang: str = "en") -> Chunk:
    return Chunk(id="doc/x", doc="doc", key="x", label="Doc › x", title="x", lang=lang, kind="rule", text=text,
                 file="doc.txt", line=1)


@pytest.mark.parametrize(
    ("question", "quantity"),
    [("How many spell scrolls can I hold?", True), ("how much gold does selling give?", True),
     ("Сколько карт в колоде?", True), ("СКОЛЬКО раз выполняется этап?", True),
     ("Can a hero attack?", False), ("What happens when my deck is empty?", False),
     ("Many players ask about scrolls", False), ("Как много карт можно держать?", True), ("Как играть картой?", False),
     # asking for a limit asks for a number; asking whether there is one does not
     ("What is the hand limit?", True), ("What's the maximum number of Scrolls?", True),
     ("Какой лимит карт в руке?", True), ("Каков предел руки?", True), ("Is there a limit on Spells?", False)],
)
def test_quantity_questions_are_recognised(question: str, quantity: bool) -> None:
    assert asks_quantity(question) is quantity


@pytest.mark.parametrize(
    ("text", "lang", "states"),
    [("You can have 2 Scrolls.", "en", True),
     ("In Combat you may play only one Spell per Combat Round.", "en", True),
     ("Their units are fixed; they have no Board.", "en", False),  # "no" is everywhere: not a quantity
     ("301.1. Подготовительный этап выполняется один раз за игру.", "ru", True),
     ("211.3. … не более одного оружия …", "ru", True),
     ("Cards can be played only on your Turn.", "en", False),
     # the rule's own number is a citation, not a quantity
     ("208.1. Герой - Тип карты. Персонификация игрока.", "ru", False),
     ("100.1a Subrules are lettered.", "en", False)],
)
def test_a_rule_states_a_quantity_in_digits_or_words(text: str, lang: str, states: bool) -> None:
    assert states_quantity(rule(text, lang)) is states
