"""The numbered (comprehensive-rules) format: the Russian fragment and full-document features."""

from __future__ import annotations

import pytest

from rulesqa.corpus import numbered
from rulesqa.corpus.reading import decode
from rulesqa.errors import CorpusError


def by_key(doc):  # type: ignore[no-untyped-def]
    return {s.key: s for s in doc.sections}


def test_russian_rules_headings_examples_and_parts(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    doc = next(d for d in bundled_corpus.documents if d.id == "card-game-rules")
    sections = by_key(doc.parsed)
    assert sections["208.3"].parent == "208"
    assert sections["208"].label == "208. Герои"
    # the example and its continuation line belong to the rule above them
    assert sections["208.5"].text.splitlines()[1].startswith("ПРИМЕР. Карта Клирик")
    assert sections["208.5"].text.splitlines()[2] == "Карта Чернокнижие. Выбирает своей целью любого героя ваших оппонентов."
    # a part and its introduction
    assert sections["part-3"].text == (
        "Часть 3. Этапы и фазы игры\n"
        "Игра начинается с подготовительного этапа, а после его окончания переходит в основной этап."
    )
    assert sections["301"].parent == "part-3"
    # the fragment starts inside section 207, whose heading it does not have
    assert sections["207.4"].parent is None


FULL_DOCUMENT = """\ufeffExample Game Comprehensive Rules

These rules are effective as of today.

Contents

1. Game Concepts
100. General
101. The Golden Rule
2. Parts of a Card
200. General
Glossary
Credits

1. Game Concepts

100. General

100.1. These rules apply to any game.

100.1a A two-player game is a game that begins with only two players.

    100.1b A multiplayer game is a game that begins with more than two players.

100.2. To play, each player needs their own deck.
Example: A player with no deck cannot play.

101. The Golden Rule

101.1. Whenever a card's text contradicts these rules, the card takes precedence.

2. Parts of a Card

200. General

200.1. The parts of a card are name, cost and text.
200.1.1. A nested rule keeps its number.

Glossary

Abandon
To turn a scheme face down. See rule 100.1.

Active Player
The player whose turn it is.

Credits

Designed by someone.
"""


def test_full_document_with_bom_toc_subrules_glossary_and_credits() -> None:
    text = decode(FULL_DOCUMENT.encode("utf-8"), "cr.txt").text
    doc = numbered.parse(text, path="cr.txt")
    sections = by_key(doc)
    assert list(sections) == [
        "intro", "1", "100", "100.1", "100.1a", "100.1b", "100.2", "101", "101.1",
        "2", "200", "200.1", "200.1.1", "glossary", "glossary/abandon", "glossary/active-player",
    ]
    assert sections["100.1a"].parent == "100.1"
    assert sections["100.1b"].parent == "100.1"
    assert sections["100.1b"].text.startswith("100.1b A multiplayer game")  # indentation trimmed
    assert sections["100.2"].text.endswith("Example: A player with no deck cannot play.")
    assert sections["100"].parent == "1"
    assert sections["200"].parent == "2"
    assert sections["200.1.1"].parent == "200.1"
    assert sections["glossary/abandon"].text == "Abandon\nTo turn a scheme face down. See rule 100.1."
    roles = {n.role for n in doc.non_rules}
    assert roles == {"toc", "back-matter"}
    toc = next(n for n in doc.non_rules if n.role == "toc")
    assert toc.lines[0].text == "Contents" and toc.lines[-1].text == "Credits"
    assert "Designed by someone." in next(n for n in doc.non_rules if n.role == "back-matter").text


def test_thousands_of_rules() -> None:
    lines = []
    for section in range(100, 140):
        lines.append(f"{section}. Section {section}")
        for rule in range(1, 60):
            lines.append(f"{section}.{rule}. Rule {rule} of section {section} says something.")
            lines.append(f"{section}.{rule}a A subrule of it.")
    doc = numbered.parse("\n".join(lines), path="big.txt")
    assert len(doc.sections) == 40 * (1 + 59 * 2)
    assert by_key(doc)["139.59a"].parent == "139.59"
    assert not doc.warnings


def test_duplicate_rule_numbers_are_kept_and_reported() -> None:
    doc = numbered.parse("100. A\n100.1. First.\n100.1. Again.\n", path="d.txt")
    assert [s.key for s in doc.sections] == ["100", "100.1", "100.1~2"]
    assert doc.warnings == ["d.txt:3: '100.1' is used more than once; this one is cited as '100.1~2'"]


def test_a_numbered_list_item_inside_a_rule_is_not_a_heading() -> None:
    doc = numbered.parse("100. Setup\n100.1. Do these steps:\n1. Shuffle your deck.\n2. Draw seven cards.\n", path="l.txt")
    assert [s.key for s in doc.sections] == ["100", "100.1"]
    assert doc.sections[1].text.endswith("2. Draw seven cards.")


def test_a_file_without_numbered_rules_is_refused() -> None:
    with pytest.raises(CorpusError, match="no numbered rules"):
        numbered.parse("Some heading\nsome text\n", path="n.txt")


LAW_OF_PLAY = """\
4. ACTIONS
4.4 Guard. Until the start of the fighter's next activation, attacks against it roll one fewer die.
4.4.1 A guarding fighter cannot move.
1.2 Can't Beats Can. If one effect says you can and another says you cannot, you cannot.
303.1. Dust cards produce stardust. A player may play only one Dust card during each of their turns.
209.2. Слабость первого хода. Существо не может действовать в тот ход, когда вошло в игру.
5.1.1 Each 5 or 6 is a hit.

GLOSSARY
Adjacent: two hexes that share an edge.
Reach: the hexes within 1 of a fighter.
"""


def test_a_rule_that_opens_with_its_name_is_labelled_by_it() -> None:
    """A rulebook that names its rules ("4.4 Guard.") is cited by number and read by name: the name is in the
    label, the id stays the number. A rule that opens with a sentence, or a Russian one, keeps its number alone."""
    sections = by_key(numbered.parse(LAW_OF_PLAY, path="law.txt"))
    assert sections["4.4"].label == "4.4 Guard"
    assert sections["1.2"].label == "1.2 Can't Beats Can"
    assert sections["4.4.1"].label == "4.4.1"
    assert sections["4.4.1"].parent == "4.4"
    assert sections["303.1"].label == "303.1"  # "Dust cards produce stardust." is a sentence
    assert sections["209.2"].label == "209.2"
    assert sections["5.1.1"].label == "5.1.1"


def test_one_line_glossary_entries_are_a_term_each() -> None:
    sections = by_key(numbered.parse(LAW_OF_PLAY, path="law.txt"))
    assert sections["glossary/adjacent"].label == "Adjacent"
    assert sections["glossary/adjacent"].text == "Adjacent: two hexes that share an edge."
    assert sections["glossary/reach"].text == "Reach: the hexes within 1 of a fighter."


TUNDRA = """1. Общие положения
1.1. В игре участвуют от 2 до 5 игроков.
1.2. Побеждает племя, набравшее больше всего очков славы.
1.3. Партия длится шесть сезонов.

7. Словарь
Бивень — трофей, добытый на охоте на мамонта.
Тундра - поле, где пасутся мамонты.
"""


def test_a_numbered_glossary_of_dashed_entries_is_a_term_each() -> None:
    """"7. Словарь" is the glossary, numbered as the sections before it; "Term — definition" is one entry."""
    sections = by_key(numbered.parse(TUNDRA, path="mammoth.txt"))
    assert sections["glossary"].label == "7. Словарь"
    assert sections["glossary/бивень"].text == "Бивень — трофей, добытый на охоте на мамонта."
    assert sections["glossary/тундра"].label == "Тундра"
    assert "7" not in sections


@pytest.mark.parametrize("heading", ["6. Термины", "6. Terms", "Definitions", "6. Основные термины"])
def test_a_glossary_headed_by_its_terms_is_a_glossary(heading: str) -> None:
    """"6. Термины" over "Трюм — место на планшете корабля …" is the glossary: "Что такое трюм?" is its entry."""
    text = f"1. Основы\n1.1. Играют от 2 до 5 торговцев.\n\n{heading}\nТрюм — место на планшете корабля.\n"
    sections = by_key(numbered.parse(text, path="traders.txt"))
    assert sections["glossary/трюм"].text == "Трюм — место на планшете корабля."


TELEGRAPH = """FRONTIER TELEGRAPH
Series Rules

3.0 SETUP
3.1 Each company starts with $15 and 6 wire.
3.2 Place all companies' office markers in Omaha.

5.0 OPERATIONS
5.1 Build. Pay $2 and 1 wire per segment.
5.1.1 A company may build at most 3 segments per operation.
5.2 Buy Wire. Pay $3 for 2 wire.
"""


def test_a_wargames_n_0_heading_heads_its_rules() -> None:
    """"5.0 OPERATIONS" is the section the rules 5.1, 5.2 stand in, as board wargames number them: its title is in
    their labels ("Setup" tells the setup's numbers apart); each rule keeps its number as its id."""
    sections = by_key(numbered.parse(TELEGRAPH, path="telegraph.txt"))
    assert sections["3.0"].kind == "heading" and sections["3.0"].label == "3.0 SETUP"
    assert sections["3.1"].parent == "3.0" and sections["5.2"].parent == "5.0"
    assert sections["5.1.1"].parent == "5.1"
    assert sections["5.1"].label == "5.1 Build"


SLED = """ГОНКА НА УПРЯЖКАХ

Раздел 2. Подготовка
2.1. Каждый каюр получает нарты, 6 карт собак и 4 жетона корма.
2.2. Все нарты ставятся на клетку старта.

Раздел 3. Ход
3.1. В свой ход каюр разыгрывает от 1 до 3 карт собак.
"""


def test_a_rule_stands_in_the_part_numbered_as_it_is() -> None:
    """"2.1." under "Раздел 2. Подготовка" is a rule of that part (and so of the setup); "Часть 3." of a
    comprehensive-rules document holds 301.1 and stays apart from it (see the bundled card-game rules)."""
    sections = by_key(numbered.parse(SLED, path="sled.txt"))
    assert sections["2.1"].parent == "part-2" and sections["3.1"].parent == "part-3"
    assert sections["part-2"].label == "Раздел 2. Подготовка"
    misnumbered = by_key(numbered.parse("Раздел 2. Подготовка\n3.1. Правило.\n3.2. Правило.\n3.3. Правило.\n",
                                        path="x.txt"))
    assert misnumbered["3.1"].parent is None


DAMS = """BEAVER DAMS
Rules of Play

§1 Overview

§1.1 Beaver Dams is a game for 2 to 4 players.

§4 The Turn

§4.1 On your turn, place one beaver on an empty action space.
§4.2 The actions are:
    (a) Gnaw: take one log tile from the timber yard.
    (b) Fish: take 2 fish tokens from the supply.
§4.3 Only one beaver may stand on each action space.

NOTE: You may place a beaver on an action space even if you cannot carry out its action.
"""


def test_rules_numbered_with_a_section_sign_are_rules() -> None:
    """Legal-style numbering ("§4 The Turn", "§4.2 …") is a comprehensive-rules document's: the number without its
    sign is the key ("§4.2" is rule 4.2), a heading after the sign needs no full stop, and what follows a rule —
    its lettered cases, a NOTE — is the rule's."""
    assert numbered.looks_like(DAMS)
    sections = by_key(numbered.parse(DAMS, path="dams.txt"))
    assert sections["4"].label == "§4 The Turn" and sections["4.2"].parent == "4"
    assert "(b) Fish: take 2 fish tokens from the supply." in sections["4.2"].text
    assert sections["4.3"].text.endswith("even if you cannot carry out its action.")
    assert sections["intro"].text.startswith("BEAVER DAMS")


HILLFORT = """HILLFORT RAIDS

[4.0] MOVEMENT
[4.1] A warband may move up to 3 hexes per Movement Phase.
[4.11] Entering a hill hex costs 2 hexes of movement.
[4.12] A warband may never enter a hex containing an enemy counter.
[4.2] A chieftain moves up to 4 hexes.

[5.0] RAIDS
[5.1] To raid, the attacker rolls one die.
[5.11] If a chieftain is adjacent to the fort, add 2 more.
[5.2] The raid succeeds if the total is greater than the fort's defence value.
"""


def test_a_wargames_cases_in_brackets_stand_in_the_case_they_follow() -> None:
    """The case system of board wargames: "[4.11]" and "[4.12]" follow "[4.1]" and are cases of it; "[4.2]" is
    4.0's again. The number out of its brackets is the key, and a heading in them needs no full stop."""
    assert numbered.looks_like(HILLFORT)
    sections = by_key(numbered.parse(HILLFORT, path="hillfort.txt"))
    assert sections["4.0"].kind == "heading" and sections["4.0"].label == "[4.0] MOVEMENT"
    assert sections["4.1"].parent == "4.0" and sections["4.2"].parent == "4.0"
    assert sections["4.11"].parent == "4.1" and sections["4.12"].parent == "4.1"
    assert sections["5.11"].parent == "5.1" and sections["5.2"].parent == "5.0"
    assert sections["4.11"].text == "[4.11] Entering a hill hex costs 2 hexes of movement."


def test_a_rule_numbered_past_nine_is_the_next_rule_not_a_case() -> None:
    """"1.10, 1.11" after "1.9" count on, as comprehensive rules number them: 1.11 is 1.10's sibling, not in 1.1."""
    text = "1. Rules\n" + "".join(f"1.{n}. Rule number {n}.\n" for n in range(1, 13))
    sections = by_key(numbered.parse(text, path="x.txt"))
    assert all(sections[f"1.{n}"].parent == "1" for n in range(1, 13))
