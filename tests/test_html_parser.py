"""A rulebook saved as a web page is read as a browser shows it: its headings are the units, its text is quoted as
it reads on the page, and what the page never shows as text (scripts, styles, navigation) is left out, said so."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rulesqa.chunking import chunk_document
from rulesqa.corpus import html
from rulesqa.errors import CorpusError
from tests.coverage_check import assert_every_line_owned_once
from tests.helpers.one_file import corpus_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import formats  # (bench/formats.py: the same rulebooks as web pages and PDFs)

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Harbour Lights &mdash; Rules</title>
  <style>h2 { color: navy }</style>
  <script>window.dataLayer = [];</script>
</head>
<body>
<nav><a href="/">Home</a> | <a href="/shop">Shop</a></nav>
<h1>Harbour Lights</h1>
<p>A game of lighthouses for
   2&ndash;4 players.</p>
<h2 id="setup">Setup</h2>
<p>Each player takes <strong>five</strong> ship cards
and 3&nbsp;lamps.</p>
<h2>Playing a turn</h2>
<ol>
  <li>Draw a card.</li>
  <li><p>Play up to two cards.</p>
      <ul><li>A storm card is played at once.</li></ul></li>
</ol>
<h3>Scoring <svg viewBox="0 0 8 8"><title>star icon</title><circle r="4"/></svg></h3>
<table>
  <tr><th>Ship</th><th>Points</th></tr>
  <tr><td>Schooner</td><td>2</td></tr>
  <tr><td>Galleon</td><td>5 <img src="star.svg" alt="stars"></td></tr>
</table>
<blockquote><p>Example: Anna lands a galleon and scores 5.</p></blockquote>
<p>The first player to 20 points wins &amp; the game ends.</p>
<footer><p>&copy; Harbour Games</p></footer>
<script>track("rules");</script>
</body>
</html>
"""


def _units(tmp_path: Path, name: str, text: str | bytes) -> dict[str, str]:
    corpus = corpus_of(tmp_path, name, text)
    assert not corpus.problems, corpus.problems
    return {c.id: c.text for doc in corpus.documents for c in chunk_document(doc)}


def test_the_headings_of_a_page_are_its_units_and_its_title_names_it(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "harbour.html", PAGE)
    [doc] = corpus.documents
    assert doc.format == "html" and doc.lang == "en"
    assert doc.title == "Harbour Lights"  # the page's own first heading
    assert html.as_markdown(PAGE)[1] == "Harbour Lights — Rules"  # (its <title>; not an icon's)
    labels = [c.label for c in chunk_document(doc)]
    assert "Harbour Lights › Setup" in labels and "Harbour Lights › Playing a turn › Scoring" in labels


def test_text_is_quoted_as_the_page_reads(tmp_path: Path) -> None:
    units = _units(tmp_path, "harbour.html", PAGE)
    text = "\n".join(units.values())
    # whitespace collapsed as a browser collapses it, character references read, inline markup gone
    assert "Each player takes five ship cards and 3\u00a0lamps." in units["harbour/setup"]
    assert "A game of lighthouses for 2–4 players." in text
    assert "The first player to 20 points wins & the game ends." in text
    assert "Draw a card." in text and "A storm card is played at once." in text
    assert "| Galleon | 5 stars |" in text  # an icon's words are part of its sentence
    assert "Example: Anna lands a galleon and scores 5." in text


def test_what_a_browser_does_not_show_is_left_out_and_said(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "harbour.html", PAGE)
    text = "\n".join(c.text for doc in corpus.documents for c in chunk_document(doc))
    for hidden in ("dataLayer", "color: navy", "track(", "Shop", "<", "&mdash;"):
        assert hidden not in text
    # (the <head>'s scripts and styles go with it, unsaid: every page has them)
    assert any("left out what a browser does not show" in w and "1 <nav>, 1 <script>" in w for w in corpus.warnings)


def test_every_line_of_the_text_read_from_the_page_is_in_one_unit() -> None:
    converted, _, _ = html.as_markdown(PAGE)
    assert_every_line_owned_once(converted, html.parse(PAGE, path="harbour.html"))


def test_a_page_without_headings_has_its_bold_paragraphs_read_as_headings(tmp_path: Path) -> None:
    page = ("<html><head><title>Дурак — правила</title></head><body>"
            "<p><strong>Раздача</strong></p><p>Каждому игроку сдают по шесть карт.</p>"
            "<p><b>Ход</b></p><p>Ходящий кладёт карту, отбивающийся кроет её <b>старшей</b> картой.</p>"
            "</body></html>")
    corpus = corpus_of(tmp_path, "durak.htm", page)
    [doc] = corpus.documents
    chunks = chunk_document(doc)
    assert doc.lang == "ru" and doc.title == "Дурак — правила"  # the <title>, with no heading on the page
    assert [c.label for c in chunks] == ["Дурак — правила › Раздача", "Дурак — правила › Ход"]
    assert "Ходящий кладёт карту, отбивающийся кроет её старшей картой." in chunks[1].text
    # the advice is about the page's markup, not Markdown's
    assert any("no HTML section headings" in w and "<h2> headings" in w for w in corpus.warnings)


def test_a_russian_page_saved_in_windows_1251_is_read(tmp_path: Path) -> None:
    page = ('<html><head><meta charset="windows-1251"></head><body><h2>Раздача</h2>'
            "<p>Каждому игроку сдают по шесть карт.</p></body></html>").encode("cp1251")
    units = _units(tmp_path, "durak.html", page)
    assert any("Каждому игроку сдают по шесть карт." in text for text in units.values())


def test_a_page_saved_as_txt_is_read_as_a_page(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "rules.txt", PAGE)
    assert corpus.documents[0].format == "html"
    assert "HTML page" in corpus.documents[0].format_reason


def test_a_heading_mark_in_the_text_stays_text() -> None:
    page = "<html><body><h2>Setup</h2><p># of players: 2 to 4.</p><p>-----</p></body></html>"
    doc = html.parse(page, path="p.html")
    assert [s.label for s in doc.sections] == ["Setup"]
    assert "# of players: 2 to 4." in doc.sections[0].text


@pytest.mark.parametrize("page", ["<html><head><title>Rules</title><script>x()</script></head><body></body></html>",
                                  "<!DOCTYPE html><html><body><nav>Home</nav></body></html>"])
def test_a_page_with_no_text_is_refused_with_what_to_do(page: str) -> None:
    with pytest.raises(CorpusError, match="no text a browser would show"):
        html.parse(page, path="empty.html")


def test_a_markdown_rulebook_saved_as_its_web_page_is_cut_into_the_same_units(tmp_path: Path) -> None:
    """The team's Markdown rulebooks, each rendered to HTML as a site would publish it: the page gives the units
    the Markdown gives (the same ids, the same words) for nearly every book. (What may differ is what a page does
    not show: an HTML comment, a table of contents of links.)"""
    books = formats.books_of("web page")
    assert len(books) >= 40
    same = [formats.units(book / "corpus")
            == formats.units(formats.converted(book / "corpus", tmp_path / book.name, "web page")) for book in books]
    assert sum(same) >= 0.9 * len(books), [b.name for b, ok in zip(books, same, strict=True) if not ok]


def test_a_definition_list_and_an_unclosed_navigation_bar_lose_no_rule() -> None:
    page = ("<html><body><h2>Terms</h2><dl><dt>Harbour</dt><dd>The space where ships are safe.</dd></dl>"
            "<nav><a href='/'>Home</a></body></html>")
    converted, _, _ = html.as_markdown(page)
    assert "Harbour\nThe space where ships are safe." in converted  # no indented code block
    page = "<html><body><nav><a href='/'>Home</a><h2>Setup</h2><p>Each player takes 3 lamps.</p></body></html>"
    doc = html.parse(page, path="p.html")
    assert any("Each player takes 3 lamps." in s.text for s in doc.sections)  # the page is read with its bar


def test_a_head_never_closed_ends_where_the_body_begins() -> None:
    page = "<html><head><title>Lamps</title><style>p {}</style><body><h2>Setup</h2><p>Take 3 lamps.</p></body></html>"
    doc = html.parse(page, path="p.html")
    assert [s.text for s in doc.sections] == ["## Setup\n\nTake 3 lamps."]


@pytest.mark.parametrize("start", ["<!---->" * 2_000 + "x", "<!--" * 5_000, "<!-- a -->" * 1_000 + "<p>", "-" * 50_000])
def test_telling_a_page_by_its_start_is_quick_on_any_text(start: str) -> None:
    # (these starts took a nested pattern exponential time; a page is told in a loop over its comments now)
    assert not html.looks_like(start)
    assert html.as_markdown(f"<p>{start}</p>")[0]  # and a paragraph of dashes is read as text, not as a rule line


@pytest.mark.parametrize("charset", ["koi8-r", "windows-1251"])
def test_a_russian_page_is_read_in_the_encoding_it_declares(tmp_path: Path, charset: str) -> None:
    page = (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset={charset}"></head><body>'
            "<h2>Раздача</h2><p>Каждому игроку сдают по шесть карт.</p>\n<p>Козырь - масть открытой карты.</p>"
            "</body></html>").encode(charset)
    corpus = corpus_of(tmp_path, "durak.html", page)
    text = "\n".join(c.text for doc in corpus.documents for c in chunk_document(doc))
    assert "Каждому игроку сдают по шесть карт." in text and "Козырь - масть открытой карты." in text
    assert not any("cp1251" in w for w in corpus.warnings)  # read as declared, not guessed


# A handbook page as documentation tools write it (DocBook's stylesheets): the page's title repeated in a header box,
# navigation bars above and below, the chapter's heading wrapped in boxes of its own, and notes titled inside theirs.
HANDBOOK_PAGE = """<!DOCTYPE html><html><head><title>Chapter 2. How to Play</title></head><body>
<div id="header"><div id="header_right"><img src="top.jpg"> How to Play</div></div>
<div class="navCenter"><table class="navigation"><tr><td class="prevCell"><a href="intro.html">Prev</a></td>
<td class="upCell">The Lantern Handbook</td><td class="nextCell"><a href="rules.html">Next</a></td></tr></table></div>
<div id="contentBody"><div class="chapter"><div class="titlepage"><div><div>
<h1 class="title">Chapter 2. How to Play</h1></div></div></div>
<p>Each player starts with three lanterns.</p>
<div class="note"><h3 class="title">Note:</h3><p>The timer starts with the first move.</p></div>
<p>On your turn, light one lantern or pass.</p>
<div class="sect1"><div class="titlepage"><div><div><h2 class="title">Scoring</h2></div></div></div>
<p>A lit lantern scores 2 points.</p>
<table><tr><th>Lanterns lit</th><th>Bonus</th></tr><tr><td>3</td><td>1 point</td></tr>
<tr><td><a href="gold.html">Gold lantern</a></td><td>5 points</td></tr><tr><td>5</td><td>4 points</td></tr></table>
</div></div></div>
<div id="footer"><div class="navCenter"><table class="navigation"><tr><td><a href="intro.html">Prev</a></td>
<td><a href="index.html">Contents</a></td><td><a href="rules.html">Next</a></td></tr>
<tr><td>Introduction</td><td></td><td>Rules</td></tr></table></div>
<div id="footer_text">Would you like to comment on this page?</div></div></body></html>
"""


def test_a_handbook_page_has_its_navigation_bars_left_out_and_said(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "howto.html", HANDBOOK_PAGE)
    units = {c.id: c.text for doc in corpus.documents for c in chunk_document(doc)}
    assert not any("Prev" in text or "Next" in text for text in units.values())
    assert any("2 navigation tables" in w for w in corpus.warnings)
    scoring = next(text for key, text in units.items() if key.endswith("/scoring"))
    assert "| Gold lantern | 5 points |" in scoring  # a rules table with a link in one row is the rules'


def test_a_notes_heading_ends_with_its_note_and_the_chapter_goes_on(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "howto.html", HANDBOOK_PAGE)
    units = {c.id: c.text for doc in corpus.documents for c in chunk_document(doc)}
    chapter = next(text for key, text in units.items() if key.endswith("chapter-2-how-to-play"))
    # the text after the note is the chapter's, not the note's: the note's title is read as a line of the chapter
    assert "On your turn, light one lantern or pass." in chapter
    assert "Note:\n\nThe timer starts with the first move." in chapter
    assert not any(key.endswith("/note") for key in units)
    assert any(key.endswith("/scoring") for key in units)  # (a heading in a box of its own titles what follows)


def test_a_title_repeated_above_the_first_heading_is_no_unit(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "howto.html", HANDBOOK_PAGE)
    units = [c.id for doc in corpus.documents for c in chunk_document(doc)]
    assert not any(key.endswith("/preamble") for key in units)
    said = HANDBOOK_PAGE.replace(" How to Play</div>", " Read this chapter before your first game.</div>")
    (tmp_path / "said").mkdir()
    units = [c.id for doc in corpus_of(tmp_path / "said", "howto.html", said).documents for c in chunk_document(doc)]
    assert any(key.endswith("/preamble") for key in units)  # a preamble that says something stays a unit
