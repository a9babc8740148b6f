"""Plain-text rulebooks, as a PDF export or a typed file gives them: headings by their looks, page layout kept out."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesqa.corpus import load_corpus, plain
from rulesqa.corpus.loader import detect_format
from rulesqa.errors import CorpusError
from rulesqa.text import sentences, unwrap
from tests.coverage_check import assert_every_line_owned_once

PDF_EXPORT = """\
TIDE POOLS
Rules of Play

A game for 2 to 4 players.

COMPONENTS

1 board
4 Player Screens
60 shell cards

SETUP

Give each player 3 pearls and deal 5 shell cards to each player. The
youngest player goes first.

                                   - 1 -
TIDE POOLS - Rules of Play

ON YOUR TURN

Draw 2 cards, then play one.

Hand Limit

You may hold at most 7 cards at the end of your turn. Discard down
to 7.

                                   - 2 -
TIDE POOLS - Rules of Play

END OF THE GAME

The game ends when the deck runs out.
"""


def parse(text: str):  # type: ignore[no-untyped-def]
    doc = plain.parse(text, path="tide.txt")
    assert_every_line_owned_once(text, doc)
    return doc


def test_headings_in_capitals_and_in_title_case_make_a_tree_under_the_title() -> None:
    doc = parse(PDF_EXPORT)
    assert doc.title == "TIDE POOLS"
    assert [(s.key, s.parent) for s in doc.sections] == [
        ("tide-pools", None), ("components", "tide-pools"), ("setup", "tide-pools"),
        ("on-your-turn", "tide-pools"), ("on-your-turn/hand-limit", "on-your-turn"),
        ("end-of-the-game", "tide-pools"),
    ]
    # a count at the start of a component line is not a section number: "4 Player Screens" is in the list
    assert "4 Player Screens" in doc.sections[1].text


def test_page_numbers_and_running_headers_are_kept_out_of_the_rules_and_reported() -> None:
    doc = parse(PDF_EXPORT)
    setup = next(s for s in doc.sections if s.key == "setup")
    assert "- 1 -" not in setup.text and "Rules of Play" not in setup.text
    assert setup.text.endswith("youngest player goes first.")
    furniture = [n for n in doc.non_rules if n.role == "page-furniture"]
    assert [line.text.strip() for line in furniture[0].lines] == [
        "- 1 -", "TIDE POOLS - Rules of Play", "- 2 -", "TIDE POOLS - Rules of Play"]
    assert any("4 lines of page layout are kept out of the rules" in w and "'TIDE POOLS - Rules of Play'" in w
               for w in doc.warnings)
    assert any("plain text; 6 lines are read as headings: 'TIDE POOLS' (line 1)" in w for w in doc.warnings)


def test_numbered_headings_nest_and_a_title_on_a_paragraphs_first_line_is_a_heading() -> None:
    text = ("ТКАЧИ\nПравила игры\n\n1. Подготовка к игре\n\nКаждый игрок берёт 4 монеты.\n\n"
            "2. Ход игры\n\nВ свой ход выполните одно действие:\n— купить пряжу;\n— соткать полотно.\n\n"
            "Запасы пряжи\nУ игрока не может быть больше 8 мотков.\n\n2.1 Заказы\n\nВыполните заказ.\n")
    doc = parse(text)
    assert [(s.key, s.parent) for s in doc.sections] == [
        ("ткачи", None), ("1-подготовка-к-игре", "ткачи"), ("2-ход-игры", "ткачи"),
        ("2-ход-игры/запасы-пряжи", "2-ход-игры"), ("2-ход-игры/2-1-заказы", "2-ход-игры"),
    ]


def test_a_title_over_numbered_sections_and_an_appendix_after_them() -> None:
    """The first line names the document when the next heading is in another style; a heading in a style first seen
    after the last numbered section is an appendix at the top, not a part of that section."""
    text = ("Ice Harvesters\n\nA winter game.\n\n1. Components\n\n1 lake board\n\n2. Setup\n\nTake 4 coins.\n\n"
            "Questions and Answers\n\nCan I give coins away? No.\n")
    doc = parse(text)
    assert doc.title == "Ice Harvesters"
    assert [(s.key, s.parent) for s in doc.sections] == [
        ("ice-harvesters", None), ("1-components", "ice-harvesters"), ("2-setup", "ice-harvesters"),
        ("questions-and-answers", "ice-harvesters")]


def test_each_question_of_a_plain_text_faq_is_a_unit_of_its_own() -> None:
    """A question that opens a paragraph, answered in the same paragraph, as a PDF export writes a FAQ."""
    text = ("SETUP\n\nTake 4 coins.\n\nQUESTIONS AND ANSWERS\n\nCan I give coins to another player? No, coins\n"
            "cannot be traded.\n\nCan two sledges be at the ice house at once? Yes.\n")
    doc = parse(text)
    assert [(s.key, s.parent) for s in doc.sections] == [
        ("setup", None), ("questions-and-answers", None),
        ("questions-and-answers/can-i-give-coins-to-another-player", "questions-and-answers"),
        ("questions-and-answers/can-two-sledges-be-at-the-ice-house-at-once", "questions-and-answers")]
    assert doc.sections[2].text == "Can I give coins to another player? No, coins\ncannot be traded."
    assert doc.sections[2].label == "Can I give coins to another player?"


def test_a_faq_document_of_question_and_answer_lines_is_read_with_or_without_a_title() -> None:
    """A FAQ printed apart from the rules, as "Вопрос: … ?" / "Ответ: …" or "Q:" / "A:" paragraphs: one unit per
    entry, whether a title stands over them or not."""
    titled = ("ГОЛУБИНАЯ ПОЧТА: ВОПРОСЫ И ОТВЕТЫ\n\nВопрос: Можно ли отправить двух голубей за один ход?\n"
              "Ответ: Нет. За ход можно отправить только одного голубя.\n\n"
              "Вопрос: Что будет, если у меня закончилось зерно?\nОтвет: Вы не можете кормить голубей.\n")
    assert detect_format(Path("voprosy.txt"), titled) == "plain"
    doc = parse(titled)
    entry = doc.sections[1]
    assert entry.label == "Можно ли отправить двух голубей за один ход?"
    assert entry.text == ("Вопрос: Можно ли отправить двух голубей за один ход?\n"
                          "Ответ: Нет. За ход можно отправить только одного голубя.")
    bare = "Q: Can two couriers share a village?\nA: Yes.\n\nQ: Can I trade parcels?\nA: No, never.\n"
    assert detect_format(Path("faq.txt"), bare) == "plain"
    assert [(s.label, s.text) for s in parse(bare).sections] == [
        ("Can two couriers share a village?", "Q: Can two couriers share a village?\nA: Yes."),
        ("Can I trade parcels?", "Q: Can I trade parcels?\nA: No, never.")]


def test_a_first_heading_in_the_style_of_the_next_is_a_section_not_a_title() -> None:
    doc = parse("SETUP\n\nTake 4 coins.\n\nPLAYING\n\nDraw a card.\n")
    assert doc.title is None and [(s.key, s.parent) for s in doc.sections] == [("setup", None), ("playing", None)]


def test_headings_underlined_as_in_a_readme_are_sections_under_the_title() -> None:
    """"Setup" over "-----", the title over "=====": each underline character is a style of its own."""
    text = ("Bell Ringers\n============\n\nA game for 1 to 4 players.\n\nSetup\n-----\n\nDeal 3 cards to each player.\n\n"
            "Can I pass?\n-----------\n\nNo.\n\nThe Peal\n--------\nThe twelfth change wins.\n")
    doc = parse(text)
    assert doc.title == "Bell Ringers"
    assert [(s.key, s.parent) for s in doc.sections] == [
        ("bell-ringers", None), ("setup", "bell-ringers"), ("can-i-pass", "bell-ringers"), ("the-peal", "bell-ringers")]
    # the section is the source verbatim, underline and all
    assert doc.sections[1].text.startswith("Setup\n-----\n\nDeal 3 cards")
    assert detect_format(Path("bells.txt"), text) == "plain"


def test_an_overlined_heading_starts_at_its_overline() -> None:
    text = "=====\nRULES\n=====\n\nIntro.\n\nSetup\n-----\n\nTake 4 coins.\n\nScoring\n-------\n\nCount.\n"
    doc = parse(text)
    assert [s.key for s in doc.sections] == ["rules", "setup", "scoring"]
    assert doc.sections[0].text.startswith("=====\nRULES\n=====")


@pytest.mark.parametrize("text", [
    "SETUP\n\nTake 4 coins.\n-----\n\nSCORING\n\nCount.\n",  # a rule under a paragraph of two lines
    "SETUP\n\n-----\n-----\n\nSCORING\n\nCount.\n",  # two rules, no title
    "SETUP\n\nOK\n--\n\nSCORING\n\nCount.\n",  # too short to be an underline
])
def test_lines_over_a_rule_that_are_not_underlined_headings(text: str) -> None:
    assert [s.key for s in parse(text).sections] == ["setup", "scoring"]


@pytest.mark.parametrize("line", [
    "1. Shuffle the deck.",  # a step: a sentence
    "Play passes to the left.",
    "On your turn, do one of the following:",  # introduces a list
    "4 Player Screens",  # a count, not "4." or "4.1"
    "- Buy a gear",  # a list item
    "a lower-case line",
    "This line is far too long to be a heading of a rulebook, whatever it looks like",
])
def test_lines_that_are_not_headings(line: str) -> None:
    text = f"SETUP\n\nText.\n\n{line}\n\nMore text.\n\nSCORING\n\nPoints.\n"
    assert [s.key for s in parse(text).sections] == ["setup", "scoring"]


def test_a_running_head_that_carries_its_page_number_is_page_layout() -> None:
    """"River Pilots – Rulebook      2" on one line: the same words on every page, each with its own number."""
    text = ("SETUP\n\nEach player takes 6 tokens.\n\nRiver Pilots – Rulebook                    2\n\nON YOUR TURN\n\n"
            "Move your boat.\n\nRiver Pilots – Rulebook                    3\n\nROUND 1\n\nDraw.\n\nROUND 2\n\n"
            "Draw twice.\n")
    doc = parse(text)
    assert all("Rulebook" not in section.text for section in doc.sections)
    furniture = [n for n in doc.non_rules if n.role == "page-furniture"]
    assert [" ".join(line.text.split()) for line in furniture[0].lines] == [
        "River Pilots – Rulebook 2", "River Pilots – Rulebook 3"]
    # a heading with a number is no running head: no wide gap before its number
    assert [s.key for s in doc.sections] == ["setup", "on-your-turn", "round-1", "round-2"]


def test_a_column_of_numbers_is_not_page_layout() -> None:
    text = "SETUP\n\nPlayers and cards:\n\n2\n3\n4\n\nSCORING\n\nPoints.\n"
    doc = parse(text)
    assert not doc.non_rules and "2\n3\n4" in doc.sections[0].text


def test_a_file_without_headings_is_refused_with_what_to_do() -> None:
    with pytest.raises(CorpusError, match=r"no headings rulesqa can see.*rename it to \.md"):
        plain.parse("Just one paragraph of rules.\nAnd another line.\n", path="notes.txt")


def test_format_detection_reads_a_txt_rulebook_as_plain_and_leaves_the_others_alone() -> None:
    assert detect_format(Path("tide.txt"), PDF_EXPORT) == "plain"
    # a .md with no Markdown headings is text from a PDF saved under that name: read it as what it is
    assert detect_format(Path("tide.md"), PDF_EXPORT) == "plain"
    assert detect_format(Path("cr.txt"), "208. Герои\n208.1. А.\n208.2. Б.\n208.3. В.\n") == "numbered"
    # Markdown saved as .txt is read as Markdown: its "## Setup" lines are its headings
    assert detect_format(Path("notes.txt"), "# Game\n\n## Setup\n\nTake 3 coins.\n\n## Play\n\nDraw.\n") == "markdown"
    with pytest.raises(CorpusError, match="no headings such as 'SETUP'"):
        detect_format(Path("notes.txt"), "Only a paragraph.\n")


def test_an_unlisted_plain_text_rulebook_is_ingested(tmp_path: Path) -> None:
    (tmp_path / "tide-pools.txt").write_text(PDF_EXPORT, encoding="utf-8")
    corpus = load_corpus(tmp_path)
    (doc,) = corpus.documents
    assert (doc.id, doc.format, doc.title, doc.lang) == ("tide-pools", "plain", "TIDE POOLS", "en")


# --- sentences a hard wrap broke across lines ---------------------------------------------------------------

def test_a_sentence_broken_by_a_hard_wrap_is_one_sentence_verbatim() -> None:
    text = ("Give each player 3 pearls and deal 5 shell cards to each player. The\n"
            "youngest player goes first and draws a card. You may never have more than\n"
            "5 pearls.")
    found = sentences(text)
    assert found == ["Give each player 3 pearls and deal 5 shell cards to each player.",
                     "The\nyoungest player goes first and draws a card.", "You may never have more than\n5 pearls."]
    assert all(s in text for s in found)
    assert unwrap(found[1]) == "The youngest player goes first and draws a card."


def test_a_sentence_wrapped_after_its_colon_goes_on_in_lower_case() -> None:
    """"… больше 10 свечей:" / "лишние верните в запас." is one sentence: the limit is not lost from the quote."""
    text = "Возьмите 2 свечи из запаса. У хранителя не может быть больше 10 свечей:\nлишние верните в запас."
    assert sentences(text) == ["Возьмите 2 свечи из запаса.",
                               "У хранителя не может быть больше 10 свечей:\nлишние верните в запас."]


@pytest.mark.parametrize("text", [
    "1 board\n4 player screens\n60 shell cards",  # a list of short lines
    "Each season has two steps:\n- sow\n- reap",  # a list after its colon, in lower case too
    "On your turn, choose one:\n- draw\n- play",  # list items
    "Hand Limit\nYou may hold at most 7 cards.",  # a heading over its paragraph
    "| Place | Bonus |\n| first | 3 coins |",  # table rows
])
def test_lines_that_are_not_wrapped_sentences_stay_apart(text: str) -> None:
    assert len(sentences(text)) == len(text.splitlines())


def test_a_title_in_capitals_is_not_repeated_in_label_paths(tmp_path: Path) -> None:
    """"РЫБАКИ" over headings in capitals is a section of its own (the blurb under it is its text), but it is the
    document's title as corpus.toml writes it, "Рыбаки": label paths do not say it twice."""
    from rulesqa.chunking import chunk_document

    (tmp_path / "fishers.txt").write_text("РЫБАКИ\n\nИгра для 2–5 игроков.\n\nПОДГОТОВКА\n\nВозьмите 3 монеты.\n\n"
                                          "КОНЕЦ ИГРЫ\n\nПобеждает самый богатый.\n", encoding="utf-8")
    (tmp_path / "corpus.toml").write_text('[[document]]\nid = "fish"\nfile = "fishers.txt"\ntitle = "Рыбаки"\n'
                                          'lang = "ru"\n', encoding="utf-8")
    labels = {c.id: c.label for doc in load_corpus(tmp_path).documents for c in chunk_document(doc)}
    assert labels == {"fish/рыбаки": "Рыбаки", "fish/подготовка": "Рыбаки › ПОДГОТОВКА",
                      "fish/конец-игры": "Рыбаки › КОНЕЦ ИГРЫ"}


PAPER_MILL = """\
THE PAPER MILL
A game of rags, water and paper for 2 to 4 millers

Glossary:
  Rag: a cardboard token; rags are pulped into paper.
  Vat: your player board's tank of pulp.

Setup:
  Give each miller a mill board, 1 vat and 3 rags. The player who has most
  recently written a letter by hand starts.

Playing:
  On your turn, take two different actions:

  Gather - take 2 rags from the supply.

End of the game:
  When the order deck is empty, the most points wins.
"""


def test_titles_ending_in_a_colon_over_indented_text_are_headings() -> None:
    """"Setup:" over "  Give each miller …", as rulebooks typed in an editor write their sections; the indented
    "On your turn, take two different actions:" is a sentence of its section, not a heading."""
    doc = plain.parse(PAPER_MILL, path="mill.txt")
    assert doc.title == "THE PAPER MILL"
    assert [s.label for s in doc.sections] == ["THE PAPER MILL", "Glossary", "Setup", "Playing", "End of the game"]
    assert [s.key for s in doc.sections][1:] == ["glossary", "setup", "playing", "end-of-the-game"]
    assert_every_line_owned_once(PAPER_MILL, doc)
    assert detect_format(Path("mill.txt"), PAPER_MILL) == "plain"


def test_one_title_ending_in_a_colon_is_a_lists_lead_in_not_a_heading() -> None:
    """"Treasure tiles are worth:" over "  Pearl ... 3 points" leads into its list, in a rulebook that writes no
    other heading so."""
    text = ("SCORING\n\nAt the end, count your treasure.\n\nTreasure tiles are worth:\n  Pearl ... 3 points\n"
            "  Shell ... 1 point\n\nEND OF THE GAME\n\nThe most points wins.\n")
    doc = plain.parse(text, path="reef.txt")
    assert [s.label for s in doc.sections] == ["SCORING", "END OF THE GAME"]
