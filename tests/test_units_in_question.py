"""Reading the board from a question: which unit is the attacking AI unit, which are the player's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesqa.procedures import example_json
from rulesqa.units_in_question import (
    Board,
    Map,
    SpellBoard,
    board_from_question,
    map_from_question,
    missing_attacker,
    spell_board,
    unit_mentions,
    unreadable,
    without_unit_data,
)

BOARDS = [
    ("the first unit attacks the others when nothing says whose they are",
     "Whom does the AI attack: Marksmen:ranged:silver, Griffins:flying:silver:dist=2, Pikemen:ground:bronze:dist=1?",
     Board("Marksmen:ranged:silver", ["Griffins:flying:silver:dist=2", "Pikemen:ground:bronze:dist=1"])),
    ("'my units are …' are targets, however many words come before the names",
     "Enemy Griffins (flying, silver) attack: my units are Pikemen:ground:bronze:dist=1 and "
     "Archers:ranged:silver:dist=3. Which one do they attack?",
     Board("Griffins:flying:silver", ["Pikemen:ground:bronze:dist=1", "Archers:ranged:silver:dist=3"])),
    ("the enemy unit may come last",
     "Which of my Griffins:flying:silver:dist=2 or Pikemen:ground:bronze:dist=1 will the enemy "
     "Marksmen:ranged:silver attack?",
     Board("Marksmen:ranged:silver", ["Griffins:flying:silver:dist=2", "Pikemen:ground:bronze:dist=1"])),
    ("Russian side words",
     "На кого нападут вражеские Стрелки:ranged:silver, если у меня Грифоны:flying:silver:dist=2 и "
     "Копейщики:ground:bronze:dist=1?",
     Board("Стрелки:ranged:silver", ["Грифоны:flying:silver:dist=2", "Копейщики:ground:bronze:dist=1"])),
    ("names of several words keep all of them",
     "Does the enemy Arrow Tower:tower:silver shoot my Black Dragons:flying:azure:hp=2 or "
     "Gold Golems:ground:golden:hp=1?",
     Board("Arrow Tower:tower:silver", ["Black Dragons:flying:azure:hp=2", "Gold Golems:ground:golden:hp=1"])),
    ("an attacker described only in words, by kind and tier",
     "Whom do the enemy ranged silver Marksmen attack: my Pikemen:ground:bronze:dist=1 or "
     "Archers:ranged:bronze:dist=4?",
     Board("Marksmen:ranged:silver", ["Pikemen:ground:bronze:dist=1", "Archers:ranged:bronze:dist=4"])),
    ("the last clause before a name decides whose it is, not the first side word of the question",
     "Which of my units will the enemy Griffins attack? Griffins are flying silver. My units: "
     "Pikemen:ground:bronze:dist=1, Archers:ranged:silver:dist=3",
     Board("Griffins:flying:silver", ["Pikemen:ground:bronze:dist=1", "Archers:ranged:silver:dist=3"])),
    ("a Russian attacker may be named in lowercase; a word that only describes it is not a name",
     "Кого атакуют вражеские грифоны (летающие, серебряные)? Мои отряды: Копейщики:ground:bronze:dist=1, "
     "Лучники:ranged:silver:dist=3",
     Board("Грифоны:flying:silver", ["Копейщики:ground:bronze:dist=1", "Лучники:ranged:silver:dist=3"])),
    ("'у ИИ' marks the AI's unit and is not part of its name",
     "У меня Копейщики:ground:bronze:dist=1 и Лучники:ranged:silver:dist=3, у ИИ Грифоны:flying:silver. Кого он атакует?",
     Board("Грифоны:flying:silver", ["Копейщики:ground:bronze:dist=1", "Лучники:ranged:silver:dist=3"])),
    ("a word that only describes the attacker is not its name",
     "Кого атакует вражеский стрелок серебряный? Мои: Копейщики:ground:bronze:dist=1",
     Board("The AI unit:ranged:silver", ["Копейщики:ground:bronze:dist=1"])),
]


@pytest.mark.parametrize(("case", "question", "board"), BOARDS, ids=[b[0] for b in BOARDS])
def test_the_board_is_read_from_the_question(case: str, question: str, board: Board) -> None:
    assert board_from_question(question) == board


def test_only_player_units_and_no_described_attacker_is_not_a_board() -> None:
    assert board_from_question("Which of my Pikemen:ground:bronze or Archers:ranged:bronze does the enemy attack?") \
        is None


def test_two_units_marked_as_the_enemy_is_not_guessed() -> None:
    assert board_from_question("Enemy Marksmen:ranged:silver and enemy Griffins:flying:silver vs my "
                               "Pikemen:ground:bronze?") is None


def test_a_unit_without_a_name_is_kept_and_numbered() -> None:
    assert [m.spec for m in unit_mentions(":ranged:silver attacks :ground:bronze")] == [
        "Unit 1:ranged:silver", "Unit 2:ground:bronze"]


def test_the_map_of_an_ai_hero_question_is_read_with_every_place() -> None:
    question = ("Where does the AI hero move: Gold Mine:mine:dist=2, Sawmill:mine:dist=1:flagged, "
                "Ore Pit:mine:dist=4 and my Castle:town:dist=6?")
    assert map_from_question(question) == Map(
        None, ["Gold Mine:mine:dist=2", "Sawmill:mine:dist=1:flagged", "Ore Pit:mine:dist=4"], "Castle:town:dist=6")
    example = example_json(question)
    assert example is not None and example["sample"] is False
    assert example["decision"] == "The AI Hero moves 2 Fields toward Gold Mine and reaches it."  # Sawmill: flagged


@pytest.mark.parametrize("question", [
    "Куда пойдёт герой ИИ? Шахта:mine:dist=2, Мой город:town:dist=1",
    "Where will the AI hero go? Gold Mine:mine:dist=2, my Castle:town:dist=1",
    "AI hero, Gold Mine:mine:dist=2 and my Castle:town:dist=1: what now?",  # the map alone says it is a move
])
def test_a_move_question_in_other_words_is_worked_out_on_its_map(question: str) -> None:
    example = example_json(question)
    assert example is not None and example["sample"] is False
    assert example["decision"].startswith("The AI Hero moves 2 Fields toward ")


def test_a_might_card_question_is_worked_out_on_its_units_or_a_sample_board() -> None:
    given = example_json("The AI draws a Might card for its Marksmen:ranged:silver:blocked=Pikemen, but my only "
                         "unit Pikemen:ground:bronze:unreachable cannot be reached. What happens to the Might card?")
    assert given is not None and given["sample"] is False
    assert given["decision"] == "No AI unit can attack; the Might card has no effect."
    sample = example_json("Что делает карта Мощь ИИ, если юниту некого атаковать?")
    assert sample is not None and sample["sample"] is True
    assert sample["decision"].endswith("The Might card boosts Griffins.")  # it passes to the next AI unit
    assert [step["citation"] for step in sample["steps"]][-1] == "h3-ai-rules/3/might"


def test_retrieval_keeps_every_word_except_unit_names_and_data() -> None:
    question = "Enemy Griffins attack: my units are Pikemen:ground:bronze:dist=1 and Archers:ranged:silver:dist=3."
    assert without_unit_data(question) == "Enemy Griffins attack: my units are ground bronze and ranged silver."


def test_the_question_board_is_used_and_sample_boards_say_so() -> None:
    given_board = example_json(BOARDS[1][1])
    assert given_board is not None
    assert given_board["sample"] is False and given_board["decision"] == "Griffins attacks Archers."
    sample = example_json("Which unit will the enemy Marksmen attack?")
    assert sample is not None and sample["sample"] is True


@given(st.lists(st.sampled_from(["a", "Bc", " ", ":", ",", ";", ".", "-", "ый", "ranged", "silver", "ground",
                                  "bronze", "enemy", "my", "dist=2", "мои", "Griffins", "(", "?"]), max_size=40)
       .map("".join))
def test_any_text_reads_without_failing(text: str) -> None:
    board = board_from_question(text)
    if board is not None:
        assert board.targets and board.attacker.count(":") >= 2
    assert isinstance(without_unit_data(text), str)


@pytest.mark.parametrize(("question", "kind", "board"), [
    ("Where does the AI cast Fireball: my Pikemen:ground:bronze:adj=Swordsmen, Swordsmen:ground:silver:adj=Pikemen?",
     "multi-target", SpellBoard(["Pikemen:ground:bronze:adj=Swordsmen", "Swordsmen:ground:silver:adj=Pikemen"], [])),
    # Cure heals the AI's units: unmarked units are the AI's
    ("Whom does the AI Cure: Skeletons:ground:bronze:hp=1:max=3, Liches:ranged:golden:hp=1:max=3?", "healing",
     SpellBoard([], ["Skeletons:ground:bronze:hp=1:max=3", "Liches:ranged:golden:hp=1:max=3"])),
    ("Does the enemy Wights:flying:silver cast Weakness on my Swordsmen:ground:silver:retaliates?", "weakener",
     SpellBoard(["Swordsmen:ground:silver:retaliates"], ["Wights:flying:silver"])),
    # Weakness needs the AI unit too; Stone Skin needs AI units
    ("Does the AI cast Weakness on Swordsmen:ground:silver:retaliates?", "weakener", None),
    ("Stone Skin with my Pikemen:ground:bronze?", "instant-defense", None),
    ("Where does the AI cast Fireball?", "multi-target", None),
])
def test_the_units_of_a_spell_question_go_to_the_side_the_spell_looks_at(question: str, kind: str,
                                                                         board: SpellBoard | None) -> None:
    assert spell_board(question, kind) == board


def test_a_spell_question_with_units_is_worked_out_on_them() -> None:
    example = example_json("Whom does the AI Cure: Skeletons:ground:bronze:hp=1:max=3, "
                           "Liches:ranged:golden:hp=1:max=3?")
    assert example is not None and example["sample"] is False
    assert example["decision"] == "Cure heals Liches (2 damage removed)."


def test_a_unit_written_wrongly_is_named_with_what_is_wrong_and_the_sample_board_is_used() -> None:
    example = example_json("Whom does the enemy Marksmen:ranged:silvr attack: my Griffins:flying:silver:dist=2?")
    assert example is not None and example["sample"] is True
    assert example["note"] == "'Marksmen:ranged:silvr': the tier is one of bronze, silver, golden, azure, not 'silvr'"
    assert example_json(BOARDS[0][1])["note"] is None  # type: ignore[index]


@pytest.mark.parametrize(("question", "note"), [
    # the attacker is named but not described: the player's units are not silently dropped
    ("Which of my units will the enemy Griffins attack? My units: Pikemen:ground:bronze:dist=1, "
     "Archers:ranged:bronze:dist=2",
     "your units (Pikemen, Archers) need the attacking AI unit with its kind and tier: write it as enemy "
     "Griffins:KIND:TIER (kinds: ground, flying, ranged, tower; tiers: bronze, silver, golden, azure)"),
    ("Кого атакуют вражеские грифоны? Мои отряды: Копейщики:ground:bronze:dist=1",
     "для ваших отрядов (Копейщики) нужен атакующий отряд ИИ с видом и уровнем: запишите его так: вражеские "
     "Грифоны:ВИД:УРОВЕНЬ (виды: ground, flying, ranged, tower; уровни: bronze, silver, golden, azure)"),
    # a Might question with the player's units only
    ("My units are Pikemen:ground:bronze:dist=1. The enemy draws a Might card but has no valid target: what "
     "happens?", "your units (Pikemen) need the attacking AI unit with its kind and tier: write it as enemy "
                 "NAME:KIND:TIER (kinds: ground, flying, ranged, tower; tiers: bronze, silver, golden, azure)"),
])
def test_the_players_units_without_an_attacker_say_what_is_missing(question: str, note: str) -> None:
    example = example_json(question, "ru" if "Мои" in question else "en")
    assert example is not None and example["sample"] is True
    assert example["note"] == note


def test_several_enemy_units_are_named_as_the_reason() -> None:
    note = missing_attacker("Whom do the enemy Griffins:flying:silver and the enemy Imps:ground:bronze attack? "
                            "My Pikemen:ground:bronze:dist=1")
    assert note is not None and note.startswith("several units are the AI's (Griffins, Imps)")
    assert missing_attacker("Whom does the enemy Griffins:flying:silver attack? My Pikemen:ground:bronze") is None
    assert missing_attacker("Whom does the enemy attack?") is None  # no units written: the sample board, no note


def test_times_and_ids_are_not_taken_for_units() -> None:
    assert unreadable("At 10:30:45 the enemy attacks; see card-game-rules/208.3") == []
