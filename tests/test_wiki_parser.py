"""Rulebooks in MediaWiki markup, as a rules page copied from a fan wiki's edit box gives them."""

from __future__ import annotations

from pathlib import Path

from rulesqa.chunking import chunk_document
from rulesqa.corpus import wiki
from rulesqa.corpus.loader import detect_format, load_corpus
from tests.coverage_check import assert_every_line_owned_once

PAGE = """'''Hedgehog Garden''' is a card game for 2 to 4 players.

== Setup ==
# Give each player a player board and 3 snail tokens.
# Shuffle the garden cards and deal 5 to each player.

== Playing the game ==
On your turn, do these steps in order:
# '''Plant''': play one garden card from your hand.

=== Snails ===
You may spend 2 snail tokens to play a second garden card.

== [[Fox card|Foxes]] ==
When you draw a fox, show it at once.

== Scoring ==
{| class="wikitable"
! Item !! Points
|-
| Each hedgehog || 3
|}

== FAQ ==
'''Can I look at the discard pile?'''
Yes, the discard pile is open to everyone at any time.

'''What if the hedgehog supply is empty?'''
Then nobody can lure a hedgehog.

[[Category:Card games]]
__NOTOC__
"""


def test_the_headings_give_the_sections_nested_by_their_equals_signs() -> None:
    sections = wiki.parse(PAGE, path="hedgehogs.txt").sections
    keys = [s.key for s in sections]
    assert keys[:5] == ["preamble", "setup", "playing-the-game", "playing-the-game/snails", "foxes"]
    snails = next(s for s in sections if s.key == "playing-the-game/snails")
    assert snails.parent == "playing-the-game" and snails.label == "Snails"
    assert snails.text == "=== Snails ===\nYou may spend 2 snail tokens to play a second garden card."


def test_a_headings_label_is_its_words_without_the_wikis_markup() -> None:
    """"== [[Fox card|Foxes]] ==" is the section "Foxes", as a reader of the page sees it."""
    foxes = next(s for s in wiki.parse(PAGE, path="h.txt").sections if s.key == "foxes")
    assert foxes.label == "Foxes" and foxes.text.startswith("== [[Fox card|Foxes]] ==")


def test_the_wikis_category_links_and_magic_words_are_no_rules_and_nothing_is_lost() -> None:
    doc = wiki.parse(PAGE, path="h.txt")
    assert_every_line_owned_once(PAGE, doc)
    kept_out = [line.text for record in doc.non_rules for line in record.lines]
    assert kept_out == ["[[Category:Card games]]", "__NOTOC__"]
    assert not any("Category" in s.text for s in doc.sections)


def test_a_faq_of_bold_questions_is_an_entry_each() -> None:
    keys = [s.key for s in wiki.parse(PAGE, path="h.txt").sections]
    assert "faq/can-i-look-at-the-discard-pile" in keys and "faq/what-if-the-hedgehog-supply-is-empty" in keys


def test_a_tables_rows_and_lists_stay_as_written() -> None:
    scoring = next(s for s in wiki.parse(PAGE, path="h.txt").sections if s.key == "scoring")
    assert "! Item !! Points\n|-\n| Each hedgehog || 3\n|}" in scoring.text


def test_a_txt_with_wiki_headings_is_read_as_a_wiki_page_and_a_wiki_file_always(tmp_path: Path) -> None:
    """Its "# " list items made it a Markdown file of one heading per list item before 0.26.0."""
    assert detect_format(Path("hedgehogs.txt"), PAGE) == "wiki"
    assert detect_format(Path("rules.wiki"), "no headings at all") == "wiki"
    assert detect_format(Path("rules.txt"), "# Setup\n\nText.\n\n## Turn\n\nText.\n") == "markdown"
    (tmp_path / "hedgehogs.txt").write_text(PAGE, encoding="utf-8")
    corpus = load_corpus(tmp_path)
    [doc] = corpus.documents
    assert doc.format == "wiki"
    ids = [chunk.id for chunk in chunk_document(doc)]
    assert "hedgehogs/setup" in ids and "hedgehogs/playing-the-game/snails" in ids


def test_a_page_without_headings_is_one_unit_with_a_warning() -> None:
    doc = wiki.parse("Just one paragraph of rules.\n", path="h.txt")
    assert [s.key for s in doc.sections] == ["preamble"]
    assert "no '== Heading ==' lines" in doc.warnings[0]
