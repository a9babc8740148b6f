"""Rulebooks kept as documentation is: reStructuredText (read by docutils) and AsciiDoc."""

from __future__ import annotations

from pathlib import Path

from rulesqa.corpus import asciidoc, rst
from rulesqa.corpus.loader import detect_format, load_corpus
from tests.coverage_check import assert_every_line_owned_once

BOATS = """===========
Paper Boats
===========

:Players: 2-5
:Time: 15 minutes

.. contents::

Setup
=====

Each player takes 4 fold cards.

Playing a Turn
==============

On your turn, do one of the following:

Fold
    Draw 2 fold cards.

Sail
    Discard fold cards to move one of your boats.

Hand Limit
----------

You may hold at most 7 fold cards.

Winning
=======

The first player to bring all 3 of their boats to the far shore wins.
"""


def test_docutils_gives_the_sections_and_a_definition_lists_terms_are_no_titles() -> None:
    """"Fold" over an indented definition is a term, not a section (the plain-text reading took it for one, and put
    "Hand Limit" under "Sail"); "Hand Limit" underlined with "-" is a section of "Playing a Turn"."""
    doc = rst.parse(BOATS, path="boats.rst")
    assert_every_line_owned_once(BOATS, doc)
    sections = {s.key: s for s in doc.sections}
    assert list(sections) == ["paper-boats", "setup", "playing-a-turn", "playing-a-turn/hand-limit", "winning"]
    assert sections["playing-a-turn/hand-limit"].parent == "playing-a-turn"
    assert sections["playing-a-turn"].text.endswith("Sail\nDiscard fold cards to move one of your boats.")
    assert sections["paper-boats"].text.startswith("===========\nPaper Boats\n===========")
    assert doc.title == "Paper Boats"


def test_the_field_list_under_the_title_is_rule_text_and_the_contents_directive_is_not() -> None:
    doc = rst.parse(BOATS, path="boats.rst")
    title = next(s for s in doc.sections if s.key == "paper-boats")
    assert ":Players: 2-5" in title.text and ".. contents::" not in title.text
    assert [(r.role, [line.text for line in r.lines]) for r in doc.non_rules] == [("toc", [".. contents::"])]


def test_a_text_docutils_finds_no_titles_in_is_one_unit() -> None:
    doc = rst.parse("Just a paragraph of rules.\n", path="x.rst")
    assert [s.key for s in doc.sections] == ["preamble"] and "no section titles" in doc.warnings[0]


def test_docutils_reads_no_file_the_text_asks_to_include(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET", encoding="utf-8")
    text = f"Rules\n=====\n\n.. include:: {secret}\n\n.. raw:: html\n\n   <script>x</script>\n"
    doc = rst.parse(text, path="x.rst")
    assert_every_line_owned_once(text, doc)
    assert not any("TOP SECRET" in s.text for s in doc.sections)


SNOW = """= Snow Forts
:players: 2-4

A game of snowball battles for 2 to 4 players.

== Setup

. Each player takes a fort board and 5 snowball tokens.

== Turn

[NOTE]
====
Your fort can store at most 12 snowballs.
====

----
== Not a title: inside a listing block
----

// a comment, not a rule

=== Throwing

To throw, play a Throw card.

== Scoring

|===
| Item | Points

| Each wall | 2
|===
"""


def test_asciidoc_titles_give_the_sections_and_nothing_inside_a_block_is_one() -> None:
    doc = asciidoc.parse(SNOW, path="snow.adoc")
    assert_every_line_owned_once(SNOW, doc)
    sections = {s.key: s for s in doc.sections}
    assert list(sections) == ["snow-forts", "setup", "turn", "turn/throwing", "scoring"]
    assert sections["turn/throwing"].parent == "turn" and doc.title == "Snow Forts"
    assert "Your fort can store at most 12 snowballs." in sections["turn"].text
    assert "== Not a title: inside a listing block" in sections["turn"].text
    assert ":players: 2-4" in sections["snow-forts"].text
    assert [line.text for r in doc.non_rules for line in r.lines] == ["// a comment, not a rule"]


def test_an_asciidoc_tables_first_row_is_its_header() -> None:
    from rulesqa.text import with_lead_ins

    scoring = next(s for s in asciidoc.parse(SNOW, path="snow.adoc").sections if s.key == "scoring")
    assert ("| Each wall | 2", "| Item | Points") in with_lead_ins(scoring.text)


def test_the_suffix_says_the_format_and_asciidoc_saved_as_text_is_found(tmp_path: Path) -> None:
    assert detect_format(Path("boats.rst"), BOATS) == "rst"
    assert detect_format(Path("snow.adoc"), SNOW) == "asciidoc"
    assert detect_format(Path("snow.txt"), SNOW) == "asciidoc"
    assert detect_format(Path("wiki.txt"), "== Setup ==\nx\n== Turn ==\ny\n") == "wiki"
    (tmp_path / "boats.rst").write_text(BOATS, encoding="utf-8")
    (tmp_path / "snow.adoc").write_text(SNOW, encoding="utf-8")
    formats = {doc.id: doc.format for doc in load_corpus(tmp_path).documents}
    assert formats == {"boats": "rst", "snow": "asciidoc"}
