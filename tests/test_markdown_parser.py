"""Markdown rulebooks: the heading tree gives units, ids and parents."""

from __future__ import annotations

from pathlib import Path

from rulesqa.chunking import chunk_document
from rulesqa.corpus import markdown
from rulesqa.corpus.loader import load_corpus
from tests.coverage_check import assert_every_line_owned_once

RULEBOOK = """# House Rules

Intro text of the house rules.

## Setup

Each player takes 9 cards.

### Placing tiles

Tiles go face down.

## Combat

<div onclick="alert(1)">Raw HTML is kept as text, never rendered.</div>

Setup
-----

A setext heading with a repeated title.
"""


def test_heading_tree_gives_keys_parents_and_verbatim_text() -> None:
    doc = markdown.parse(RULEBOOK, path="house.md")
    sections = {s.key: s for s in doc.sections}
    assert list(sections) == ["house-rules", "setup", "setup/placing-tiles", "combat", "setup~2"]
    assert doc.title == "House Rules"
    assert sections["setup/placing-tiles"].parent == "setup"
    assert sections["setup"].parent == "house-rules"
    assert sections["setup/placing-tiles"].text == "### Placing tiles\n\nTiles go face down."
    assert '<div onclick="alert(1)">Raw HTML is kept as text, never rendered.</div>' in sections["combat"].text
    # a setext "---" heading is level 2: a second "Setup" beside the first
    assert sections["setup~2"].text.startswith("Setup\n-----")
    assert sections["setup~2"].parent == "house-rules"
    assert "house.md:17" in doc.warnings[0]


def test_text_before_the_first_heading_is_a_preamble() -> None:
    doc = markdown.parse("Some words first.\n\n# A\n\ntext\n\n# B\n\nmore\n", path="m.md")
    assert [s.key for s in doc.sections] == ["preamble", "a", "b"]
    assert doc.sections[1].parent is None


def test_no_headings_is_one_unit_with_a_warning() -> None:
    doc = markdown.parse("Just a paragraph of rules.\n", path="plain.md")
    assert [s.key for s in doc.sections] == ["preamble"]
    assert "no Markdown headings" in doc.warnings[0]


def test_duplicate_heading_paths_get_suffixes() -> None:
    doc = markdown.parse("# A\n\n## X\n\none\n\n## X\n\ntwo\n\n# B\n", path="d.md")
    assert [s.key for s in doc.sections] == ["a", "a/x", "a/x~2", "b"]
    assert "d.md:7" in doc.warnings[0]


def test_a_title_heading_names_the_document_once_in_label_paths(tmp_path: Path) -> None:
    (tmp_path / "house.md").write_text(RULEBOOK, encoding="utf-8")
    chunks = {c.key: c for doc in load_corpus(tmp_path).documents for c in chunk_document(doc)}
    assert chunks["setup/placing-tiles"].label == "House Rules › Setup › Placing tiles"
    assert chunks["house-rules"].label == "House Rules"
    assert chunks["setup"].parent == "house/house-rules"  # the tree is kept: the title unit holds the rulebook


def test_a_title_heading_gives_way_to_the_title_corpus_toml_gives(tmp_path: Path) -> None:
    (tmp_path / "house.md").write_text(RULEBOOK.replace("# House Rules", "# House Rules — the full rulebook", 1),
                                       encoding="utf-8")
    (tmp_path / "corpus.toml").write_text('[[document]]\nid = "house"\nfile = "house.md"\ntitle = "House Rules"\n'
                                          'lang = "en"\n', encoding="utf-8")
    chunks = {c.key: c for doc in load_corpus(tmp_path).documents for c in chunk_document(doc)}
    assert chunks["setup/placing-tiles"].label == "House Rules › Setup › Placing tiles"


FRONT_MATTER = "---\ntitle: Dragon Duel\ntags:\n  - cards\n---\n\n# Dragon Duel\n\n## Setup\n\nEach player takes 7 cards.\n"


def test_yaml_front_matter_is_kept_out_of_the_rules() -> None:
    """Markdown exported from notes apps starts with "---", "key: value" lines, "---": not a heading, not a rule."""
    doc = markdown.parse(FRONT_MATTER, path="dragon.md")
    assert [s.key for s in doc.sections] == ["dragon-duel", "setup"]
    assert doc.title == "Dragon Duel"
    assert [(n.role, n.text) for n in doc.non_rules] == [("front-matter",
                                                          "---\ntitle: Dragon Duel\ntags:\n- cards\n---")]
    assert doc.sections[1].first_line == 9  # line numbers are the file's
    assert_every_line_owned_once(FRONT_MATTER, doc)


def test_a_thematic_break_first_is_no_front_matter() -> None:
    doc = markdown.parse("---\nSome rules text here.\n---\n\n## Setup\n\nTake 7 cards.\n", path="x.md")
    assert not doc.non_rules
    assert "Some rules text here." in " ".join(s.text for s in doc.sections)


def test_a_numbered_heading_is_found_by_its_number(tmp_path: Path) -> None:
    """A player says "rule 1.2" of "### 1.2 First player": show and ask find it by that number."""
    from rulesqa.embed.fake import FakeEmbedder
    from rulesqa.ingest import ingest
    from rulesqa.lookup import resolve
    from rulesqa.store import load_index

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "star.md").write_text("# Star Miners\n\n## 1. Setup\n\nEach player takes 3 drones.\n\n### 1.1 Components"
                                    "\n\n40 ore cubes.\n\n### 1.2 First player\n\nThe oldest player starts.\n\n"
                                    "## 2. Turn\n\nMove up to 2 drones.\n", encoding="utf-8")
    ingest(corpus, tmp_path / "index", embedder=FakeEmbedder())
    index = load_index(tmp_path / "index")
    for typed, expected in [("1.2", "star/1-setup/1-2-first-player"), ("rule 1.1", "star/1-setup/1-1-components"),
                            ("2", "star/2-turn"), ("правило 1", "star/1-setup"), ("§1.2", "star/1-setup/1-2-first-player"),
                            ("§ 2", "star/2-turn")]:
        found = resolve(index, typed)
        assert [c.id for c in found.chunks] == [expected], typed
    assert not resolve(index, "1.3").found


def test_a_headings_label_and_id_are_its_words_without_markup() -> None:
    doc = markdown.parse("# Game\n\n## **Setup** and _play_\n\nText.\n\n## [Scoring](#scoring) `rules`\n\nMore.\n\n"
                         "## A <b>bold</b> one\n\nx\n", path="x.md")
    assert [(s.key, s.label) for s in doc.sections[1:]] == [
        ("setup-and-play", "Setup and play"), ("scoring-rules", "Scoring rules"), ("a-bold-one", "A bold one")]
    assert doc.sections[1].text.startswith("## **Setup** and _play_")  # the text stays verbatim


CONVERTED = """# Tidepool

**SETUP**

Each player takes 3 crab tokens. The youngest player goes first.

**Selling pearls:**

You may sell pearls for 2 shell coins each. **Never** more than 3 per turn.

3

THE TIDE

When the current deck runs out, the tide turns.

- **A bold list item** is not a heading.

**This whole line is bold, but it is a sentence.**
"""


def test_a_converted_rulebook_has_its_bold_and_capitalised_lines_read_as_headings() -> None:
    doc = markdown.parse(CONVERTED, path="tidepool.md")
    sections = {s.key: s for s in doc.sections}
    assert list(sections) == ["tidepool", "setup", "selling-pearls", "the-tide"]
    assert sections["setup"].label == "SETUP"
    assert sections["selling-pearls"].label == "Selling pearls"  # the colon ends the heading, it is not part of it
    assert all(s.parent == "tidepool" for s in doc.sections[1:])
    assert sections["the-tide"].text.startswith("THE TIDE\n\nWhen the current deck runs out")
    assert "**This whole line is bold, but it is a sentence.**" in sections["the-tide"].text
    assert "3 lines in bold or in capitals are read as headings: 'SETUP' (line 3)" in doc.warnings[0]
    assert "'## Heading'" in doc.warnings[0]
    assert_every_line_owned_once(CONVERTED, doc)


def test_a_file_with_no_headings_at_all_has_its_bold_lines_read_as_headings_too() -> None:
    doc = markdown.parse("**Setup**\n\nDeal 5 cards.\n\n**Winning**\n\nMost coins wins.\n", path="m.md")
    assert [(s.key, s.parent) for s in doc.sections] == [("setup", None), ("winning", None)]


def test_bold_lines_stay_emphasis_where_the_file_has_section_headings() -> None:
    doc = markdown.parse("# Game\n\n## Setup\n\n**Important**\n\nDeal 5 cards.\n", path="m.md")
    assert [s.key for s in doc.sections] == ["game", "setup"]
    assert not doc.warnings


FAQ = """# Lantern Market

## Selling

Discard two or more lanterns of the same colour.

## Frequently asked questions

Answers to the questions players ask most.

**Can I buy a lantern I cannot afford?** No. You must pay the full price when you buy.

**May I sell a single lantern?**

No, a sale needs at least two cards
of the same colour.

- Q: Are displays ever returned to the hand? A: No.

```
Is this code a question? No, it is code.
```
"""


def test_each_question_of_a_faq_is_a_unit_of_its_own() -> None:
    """A player cites the answer to one question, not the whole FAQ; the answer runs to the next question."""
    doc = markdown.parse(FAQ, path="lantern.md")
    sections = {s.key: s for s in doc.sections}
    faq = "frequently-asked-questions"
    assert list(sections) == ["lantern-market", "selling", faq, f"{faq}/can-i-buy-a-lantern-i-cannot-afford",
                              f"{faq}/may-i-sell-a-single-lantern", f"{faq}/are-displays-ever-returned-to-the-hand"]
    assert sections[faq].text == "## Frequently asked questions\n\nAnswers to the questions players ask most."
    entry = sections[f"{faq}/may-i-sell-a-single-lantern"]
    assert entry.parent == faq and entry.label == "May I sell a single lantern?"
    assert entry.text == "**May I sell a single lantern?**\n\nNo, a sale needs at least two cards\nof the same colour."
    last = sections[f"{faq}/are-displays-ever-returned-to-the-hand"]
    assert last.text.startswith("- Q: Are displays ever returned to the hand? A: No.")
    assert "Is this code a question?" in last.text  # in a code block: part of the answer before it, no question
    assert not doc.warnings
    assert_every_line_owned_once(FAQ, doc)


def test_one_question_among_rules_stays_part_of_its_rule() -> None:
    text = "# Game\n\n## Drawing\n\nDraw 2 cards.\n\n**What if the deck runs out?** Shuffle the discards.\n"
    assert [s.key for s in markdown.parse(text, path="m.md").sections] == ["game", "drawing"]


def test_a_faq_entry_is_cited_by_its_question(tmp_path: Path) -> None:
    (tmp_path / "lantern.md").write_text(FAQ, encoding="utf-8")
    chunks = {c.id: c for doc in load_corpus(tmp_path).documents for c in chunk_document(doc)}
    entry = chunks["lantern/frequently-asked-questions/can-i-buy-a-lantern-i-cannot-afford"]
    assert entry.label == "Lantern Market › Frequently asked questions › Can I buy a lantern I cannot afford?"
    assert entry.is_question and not chunks["lantern/selling"].is_question
    assert chunks["lantern/frequently-asked-questions"].children == tuple(
        c for c in chunks if c.startswith("lantern/frequently-asked-questions/"))


def test_a_table_row_or_a_quote_that_asks_is_no_faq_entry() -> None:
    text = ("# Game\n\n## Costs\n\n| Can I pay later? | No |\n|---|---|\n| Gold? | 2 |\n\n> Is this quoted? Yes.\n\n"
            "**Can I borrow coins?** No.\n")
    assert [s.key for s in markdown.parse(text, path="m.md").sections] == ["game", "costs"]


HONEY = """# Медовая ярмарка

## Содержание

- [Подготовка](#подготовка)
- [Ход игры](#ход-игры)
- [Вопросы и ответы](#вопросы-и-ответы)

## Подготовка

1. Каждый игрок получает планшет пасеки, 2 бочонка и 5 монет.

## Ход игры

В свой ход бросьте кубик погоды.

## Вопросы и ответы

<details>
<summary>Можно ли продать неполный бочонок?</summary>

Нет. На ярмарке продаются только полные бочонки.

</details>

<details>
<summary>Что делать, если карты цветов закончились?</summary>

Перемешайте сброс и сделайте из него новую колоду.

</details>
"""


def test_a_table_of_contents_of_links_is_kept_out_of_the_rules() -> None:
    """"## Содержание" over links to the file's own sections is a table of contents: before 0.26.0 it was the
    section that answered "Что входит в состав игры?" (its title is the word for a box's contents too)."""
    doc = markdown.parse(HONEY, path="honey.md")
    assert_every_line_owned_once(HONEY, doc)
    assert "содержание" not in [s.key for s in doc.sections]
    assert [(r.role, r.lines[0].text, len(r.lines)) for r in doc.non_rules] == [("toc", "## Содержание", 4)]


def test_a_contents_section_that_lists_components_is_a_section() -> None:
    text = "# Game\n\n## Contents\n\n- 40 garden cards\n- 12 hedgehog tokens\n\n## Setup\n\nDeal 5 cards.\n"
    doc = markdown.parse(text, path="g.md")
    assert "contents" in [s.key for s in doc.sections] and not doc.non_rules


def test_a_faq_of_html_details_blocks_is_an_entry_each() -> None:
    """"<details><summary>question</summary> answer </details>", as a FAQ on a project page folds its answers:
    each block is one entry, from its "<details>" line, labelled by its question; the HTML stays as written."""
    sections = {s.key: s for s in markdown.parse(HONEY, path="honey.md").sections}
    entry = sections["вопросы-и-ответы/можно-ли-продать-неполный-бочонок"]
    assert entry.label == "Можно ли продать неполный бочонок?"
    assert entry.text == ("<details>\n<summary>Можно ли продать неполный бочонок?</summary>\n\n"
                          "Нет. На ярмарке продаются только полные бочонки.\n\n</details>")
    assert "вопросы-и-ответы/что-делать-если-карты-цветов-закончились" in sections


# A rulebook converted by pandoc: an anchor before each rule's number, escaped dots, character references, a table
# cell with an escaped pipe, and code, where nothing is markup to read.
PANDOC = """# Правила

## 1. Описание игры

1\\.8\\.1\\.<span id="1.8.1"></span> Заключённая в квадратные скобки информация в тексте вопроса считается указанием ведущему.

1\\.8\\.2\\.<span id="1.8.2"></span> Редакционная группа вправе вносить намеренные искажения.

1\\.8\\.3\\.<span id="1.8.3"></span> Заключённая в квадратные скобки информация &laquo;Ответ&raquo; считается комментарием.

A <b>bold</b> word,<br>a break and a \\*literal star\\*.

| Card | Text |
|---|---|
| Gate | Pay 1 \\| 2 |

Write `a\\.b` as it is.

```
raw \\. <span>kept</span>
```
"""


def test_inline_markup_a_converter_leaves_is_read_as_the_words_it_marks_up() -> None:
    doc = markdown.parse(PANDOC, path="converted.md")
    text = "\n".join(s.text for s in doc.sections)
    assert "1.8.3. Заключённая в квадратные скобки информация «Ответ» считается комментарием." in text
    assert "A bold word, a break and a *literal star*." in text
    assert "| Gate | Pay 1 \\| 2 |" in text  # a table's cells are still read by their pipes
    assert "Write `a\\.b` as it is." in text and "raw \\. <span>kept</span>" in text  # code is code
    assert "<span" not in text.replace("<span>kept</span>", "")


def test_a_rule_number_behind_an_anchor_is_cited_and_quoted_clean(tmp_path: Path) -> None:
    (tmp_path / "rules.md").write_text(PANDOC, encoding="utf-8")
    (tmp_path / "corpus.toml").write_text('[[document]]\nid = "kvrm"\ntitle = "КВРМ"\nlang = "ru"\n'
                                          'file = "rules.md"\nformat = "markdown"\n', encoding="utf-8")
    chunks = {c.id: c for doc in load_corpus(tmp_path).documents for c in chunk_document(doc)}
    assert chunks["kvrm/1.8.3"].text.startswith("1.8.3. Заключённая")
