"""Real rule files read right: the format by what the text is, rule numbers wherever they sit, units of a bounded
size, a report that says when the structure looks wrong — on documents made here to show each case (the real
rulebooks are checked by tests/test_realbooks.py)."""

from __future__ import annotations

import re
import string
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesqa.chunking import chunk_document
from rulesqa.corpus import load_corpus
from rulesqa.corpus.loader import PARSERS, shape_units, sniff_format
from rulesqa.corpus.sizing import BUDGET_WORDS, count_words
from rulesqa.corpus.survey import survey
from rulesqa.embed.base import windowed
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.lookup import resolve
from rulesqa.store import load_index
from tests.coverage_check import assert_every_line_owned_once


def _corpus(tmp_path: Path, name: str, text: str) -> Path:
    folder = tmp_path / "corpus"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")
    return folder


def _units(tmp_path: Path, name: str, text: str) -> list:  # type: ignore[type-arg]
    corpus = load_corpus(_corpus(tmp_path, name, text))
    assert not corpus.problems, corpus.problems
    return [c for doc in corpus.documents for c in chunk_document(doc)]


# --- rule numbers wherever they sit -------------------------------------------------------------------------------

MARKDOWN_CR = """\
# Example Comprehensive Rules

## 1. Game Overview

### 1-1. Number of Players

**1-1-1.** This game is played by two players.

### 1-2. Ending the Game

**1-2-1.** The game ends when either player loses the game.

- **1-2-1-1.** The two defeat conditions are as follows:
  - **1-2-1-1-1.** When you have 0 Life cards and your Leader takes damage.
  - **1-2-1-1-2.** When you have 0 cards in your deck.

**1-2-2.** Either player may concede at any point during a game.
"""

ANCHORED_LIST = """\
# Rules

## Turn

- <a id="1.4.6"></a>1.4.6 Draw a card at the start of your turn.
- <a id="1.4.7"></a>1.4.7 You may play one land each turn.
- <a id="1.4.8"></a>1.4.8 Discard down to seven cards at the end of your turn.

## Escaped

1\\.5\\.1\\.<span id="1.5.1"></span> A team answers once per question.

1\\.5\\.2\\.<span id="1.5.2"></span> A blank card counts as no answer.

1\\.5\\.3\\.<span id="1.5.3"></span> Answers are written in ink.
"""


def test_every_printed_rule_number_is_a_unit_that_show_finds(tmp_path: Path) -> None:
    folder = _corpus(tmp_path, "cr.md", MARKDOWN_CR)
    (folder / "anchors.md").write_text(ANCHORED_LIST, encoding="utf-8")
    ingest(folder, tmp_path / "index", embedder=FakeEmbedder())
    index = load_index(tmp_path / "index")
    for number in ("1-1-1", "1-2-1", "1-2-1-1", "1-2-1-1-2", "1-2-2", "1.4.7", "1.5.2"):
        found = resolve(index, number)
        assert found.found, (number, found.how, [c.id for c in found.chunks])
        assert number.replace("-", "") in re.sub(r"[^\d.]", "", found.chunks[0].text.replace("\\", "")).replace(
            ".", "") or number in found.chunks[0].text.replace("\\", ""), number
    # a subrule stands under the rule it extends, and the rules under the heading they are printed in
    rule = resolve(index, "1-2-1-1-2").chunks[0]
    assert rule.parent == "cr/1-2-1-1" and index.get("cr/1-2-1-1").parent == "cr/1-2-1"  # type: ignore[union-attr]
    assert "Ending the Game" in index.get("cr/1-2-1").label  # type: ignore[union-attr]
    # a number typed with the other separator is the same rule
    assert resolve(index, "1.2.2").chunks[0].id == "cr/1-2-2"


APPENDIX = """\
# Laws

3.1

The king moves one square in any direction.

3.2

The queen moves along files, ranks and diagonals.

3.3

The rook moves along files and ranks.

# Appendix A. Rapid play

A.1

A rapid game lasts between 10 and 60 minutes for each player.

A.4

Otherwise the following apply:

A.4.3

To claim a win on time, stop the clock and notify the arbiter. However, the game is drawn if the claimant cannot
checkmate.

A. Setup of the room is up to the organiser.
"""


def test_an_appendixs_rules_numbered_after_its_letter_are_units_that_show_finds(tmp_path: Path) -> None:
    ingest(_corpus(tmp_path, "laws.md", APPENDIX), tmp_path / "index", embedder=FakeEmbedder())
    index = load_index(tmp_path / "index")
    rule = resolve(index, "A.4.3").chunks[0]
    assert rule.kind == "rule" and rule.parent == "laws/A.4" and "the game is drawn" in rule.text
    assert "A.4.3" not in index.get("laws/A.4").text  # type: ignore[union-attr]
    assert index.get("laws/A.1").parent == "laws/appendix-a-rapid-play"  # type: ignore[union-attr]
    # a capital letter and a full stop before a word is no rule number: the sentence stays in the rule before it
    assert "Setup of the room" in rule.text


GLOSSARY = """\
# Glossary of terms

The number after the term refers to the first time it appears in the Laws.

adjourn: 8.1. Instead of playing the game in one session it is temporarily halted.

I adjust: See j’adoube.

j’adoube: 4.2. Giving notice that the player wishes to adjust a piece, but does not necessarily intend
to move it.

kingside: 3.8.1. The vertical half of the board on which the king stands at the start of the game.

rank: 2.4. A horizontal row of eight squares on the chessboard.

# Questions

Q: Can a pawn move backwards?

A: No, never.

Q: Can a king castle out of check?

A: No.

Q: Who moves first?

A: White.
"""


def test_a_glossary_of_one_line_entries_is_a_unit_an_entry(tmp_path: Path) -> None:
    units = {u.key: u for u in _units(tmp_path, "laws.md", GLOSSARY)}
    entry = units["glossary-of-terms/j-adoube"]
    assert entry.kind == "glossary-term" and entry.title == "j’adoube" and entry.parent == "laws/glossary-of-terms"
    assert "does not necessarily intend\nto move it" in entry.text and "kingside" not in entry.text
    assert "refers to the first time" in units["glossary-of-terms"].text
    assert units["glossary-of-terms/i-adjust"].text == "I adjust: See j’adoube."
    # a FAQ's "Q:" and "A:" lines name no terms
    assert not [k for k, u in units.items() if k.startswith("questions") and u.kind == "glossary-term"]


def test_a_few_ranges_at_line_starts_are_no_rule_numbering(tmp_path: Path) -> None:
    units = _units(tmp_path, "party.md", "# Party\n\n2-4 players take turns.\n\n3-5 cards are dealt.\n")
    assert [u.key for u in units] == ["party"]


def test_a_table_row_is_no_rule_number(tmp_path: Path) -> None:
    text = "# Scores\n\n| Han | Points |\n|---|---|\n| 1-2-3 | 1000 |\n| 4-5-6 | 2000 |\n| 7-8-9 | 3000 |\n"
    assert [u.key for u in _units(tmp_path, "scores.md", text)] == ["scores"]


# --- the format by what the text is ----------------------------------------------------------------------------------

PDF_TEXT_WITHOUT_BLANKS = "\n".join([
    "Rules of Ponds",
    "1 Getting Ready 3",
    "1.1 Setup . . . . . . . . . . . . . . . . . . . . 3",
    "1.2 Turn . . . . . . . . . . . . . . . . . . . . . 4",
    "2 Ending 5",
    "2.1 Scoring . . . . . . . . . . . . . . . . . . . 5",
    "2",
    "1.1 Setup",
    "Each player takes five frogs and three lily pads. The youngest player goes first and",
    "the others follow in clockwise order around the pond. Put the pond board in the middle",
    "of the table, shuffle the fly tokens face down and place them in a pile beside the board",
    "where every player can reach them. Each player puts one frog on a lily pad of their",
    "colour; the other frogs stay in front of their owner until they enter the pond.",
    "3",
    "4 CHAPTER 1. GETTING READY",
    "1.2 Turn",
    "On your turn, move one frog to a lily pad next to it. If the pad is empty, you may",
    "place a fly token there. A frog may not jump over another frog, and a lily pad holds one",
    "frog at a time. If you cannot move any frog, you pass and the next player goes on. You",
    "may move a frog back to a pad it came from, but not twice in a row on the same turn.",
    "1.2. TURN 5",
    "2.1 Scoring",
    "Each fly token is worth one point. The player with the most points wins the game. A tie",
    "is broken by the number of frogs still on lily pads; if that is a tie too, the players",
    "share the victory and may play again to settle it with a game of their choice.",
    "6 CHAPTER 2. ENDING",
])


def test_pdf_text_without_blank_lines_has_its_numbered_headings_and_no_page_layout(tmp_path: Path) -> None:
    units = _units(tmp_path, "ponds.txt", PDF_TEXT_WITHOUT_BLANKS + "\n")
    by_title = {u.title: u for u in units}
    assert {"1.1 Setup", "1.2 Turn", "2.1 Scoring"} <= set(by_title)
    assert "CHAPTER" not in " ".join(u.text for u in units)  # running heads kept out
    assert ". . . ." not in " ".join(u.text for u in units)  # the dotted contents too
    assert "place a fly token there" in by_title["1.2 Turn"].text


def test_a_md_file_without_markdown_headings_is_read_as_the_text_it_is() -> None:
    assert sniff_format(Path("ponds.md"), PDF_TEXT_WITHOUT_BLANKS)[0] == "plain"
    wiki_in_md = "== Setup ==\n# Take five frogs.\n# Take three pads.\n\n== Turn ==\nMove a frog.\n"
    assert sniff_format(Path("rules.md"), wiki_in_md)[0] == "wiki"
    fmt, why = sniff_format(Path("rules.md"), "# Rules\n\n## Setup\n\nTake five frogs.\n")
    assert (fmt, why) == ("markdown", "Markdown headings")


LATEX = r"""\section{Основные правила}
\subsection{Начало игры}
Для игры используются 136 специальных костей.
% комментарий автора
\begin{tabular}{cc}
  \toprule
  Масть & Номинал \\
  \midrule
  Ман & 1--9 \\
  \bottomrule
\end{tabular}
\subsection{Ход раздачи}
Игроки ходят против часовой стрелки.
\section{Вариации}
\subsection{Без акадор}
Существует вариация правил без красных пятерок.
"""


def test_latex_is_a_format_of_its_own_with_its_sections_and_tables(tmp_path: Path) -> None:
    assert sniff_format(Path("rules.txt"), LATEX)[0] == "latex"
    units = _units(tmp_path, "rules.tex", LATEX)
    titles = [u.title for u in units]
    assert titles == ["Основные правила", "Начало игры", "Ход раздачи", "Вариации", "Без акадор"]
    start = next(u for u in units if u.title == "Начало игры")
    assert "\\begin{tabular}" in start.text and "\\end{tabular}" in start.text  # the table stays whole
    assert "комментарий" not in " ".join(u.text for u in units)  # a comment line is no rule
    assert next(u for u in units if u.title == "Без акадор").label.endswith("Вариации › Без акадор")


SLIDES = """\
---
marp: true
---

# Seminar

<style scoped>
h1 { text-align: center; }
</style>

---

## Penalties

- A polite remark for a minor slip.
- A dead hand for a wrong declaration.

<!-- Speaker notes: being away from the table costs 1000 points a minute. -->

---

## Appeals

- An appeal is made to the head judge.
"""


def test_slides_are_sections_with_their_notes_and_without_their_css(tmp_path: Path) -> None:
    units = _units(tmp_path, "slides.md", SLIDES)
    by_title = {u.title: u for u in units}
    assert {"Penalties", "Appeals"} <= set(by_title)
    assert "1000 points a minute" in by_title["Penalties"].text  # speaker notes are part of the slide
    assert "text-align" not in " ".join(u.text for u in units)
    assert all(count_words(u.text) for u in units)  # no unit of a slide's "---" alone


def test_markdown_then_pdf_text_is_read_in_parts(tmp_path: Path) -> None:
    pdf_part = []
    for n, title in enumerate(["SETUP", "THE TURN", "SCORING", "END OF THE GAME"], start=1):
        pdf_part += ["", title, ""] + [f"Rule sentence {k} of part {n} says what players do here and why it matters "
                                       f"for everyone at the table." for k in range(12)]
    text = "# Ponds\n\n## Overview\n\nA game about frogs.\n\n## Rules\n" + "\n".join(pdf_part) + "\n"
    units = _units(tmp_path, "ponds.md", text)
    titles = {u.title for u in units}
    assert {"SETUP", "THE TURN", "SCORING", "END OF THE GAME"} <= titles
    assert next(u for u in units if u.title == "SCORING").label.endswith("Rules › SCORING")


# --- units of a bounded size -----------------------------------------------------------------------------------------

def test_a_long_section_is_cut_at_paragraphs_into_parts_that_keep_its_label_and_id(tmp_path: Path) -> None:
    paragraphs = [" ".join(f"Sentence {p}.{k} tells the players one more thing to do." for k in range(6))
                  for p in range(8)]
    units = _units(tmp_path, "long.md", "# Long\n\n## Setup\n\n" + "\n\n".join(paragraphs) + "\n")
    parts = [u for u in units if u.key.startswith("setup")]
    assert [u.key for u in parts][:3] == ["setup", "setup~p2", "setup~p3"]
    assert all(u.label == parts[0].label for u in parts)
    assert all(count_words(u.text) <= BUDGET_WORDS for u in parts)
    # cut between paragraphs, not inside one
    assert all(u.text.rstrip().endswith("do.") for u in parts)


def test_a_long_table_is_cut_between_rows_and_each_part_carries_its_header(tmp_path: Path) -> None:
    rows = "\n".join(f"| {n} han | {n * 1000} points for the winner and {n * 300} from each other player |"
                     for n in range(1, 40))
    units = _units(tmp_path, "table.md", f"# Payouts\n\n| Hands | Payment |\n|---|---|\n{rows}\n")
    assert len(units) > 2
    assert all(u.context.startswith("| Hands | Payment |") for u in units[1:])
    assert "| Hands | Payment |" not in " ".join(u.text for u in units[1:])  # shown with it, not quoted twice


def test_a_unit_of_one_long_line_is_cut_at_its_sentences(tmp_path: Path) -> None:
    line = " ".join(f"Players do thing number {n} now." for n in range(200))
    units = _units(tmp_path, "oneline.md", f"# Rules\n\n{line}\n")
    assert len(units) > 3
    assert " ".join(" ".join(u.text.split()) for u in units).replace("# Rules ", "") == line


def test_no_unit_holds_more_than_a_tenth_of_a_document_of_twenty_units(tmp_path: Path) -> None:
    sections = [f"## Topic {n}\n\nShort rule {n}." for n in range(22)]
    long_one = " ".join(f"This sentence {k} of the big topic adds more detail to it." for k in range(12))
    units = _units(tmp_path, "mixed.md", "# Mixed\n\n" + "\n\n".join(sections) + f"\n\n## Big\n\n{long_one}\n")
    total = sum(count_words(u.text) for u in units)
    assert len(units) >= 20 and max(count_words(u.text) for u in units) <= 0.1 * total


sentence_words = st.text(alphabet=string.ascii_lowercase + "абвгдежзиклмн", min_size=1, max_size=9)
sentences = st.lists(sentence_words, min_size=2, max_size=30).map(lambda ws: " ".join(ws).capitalize() + ".")
paragraphs = st.lists(sentences, min_size=1, max_size=40).map(" ".join)


@st.composite
def rulebooks(draw: st.DrawFn) -> tuple[str, str]:
    fmt = draw(st.sampled_from(["markdown", "plain"]))
    blocks = []
    for n in range(draw(st.integers(1, 5))):
        heading = f"## Topic {n}" if fmt == "markdown" else f"TOPIC {n}"
        body = draw(st.lists(paragraphs, min_size=1, max_size=4))
        if draw(st.booleans()):  # hard-wrapped, as a PDF's text is
            body = [re.sub(r"(.{1,70})(?:\s|$)", r"\1\n", b).strip() for b in body]
        blocks.append(heading + "\n\n" + "\n\n".join(body))
    return fmt, "\n\n".join(blocks) + "\n"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rulebooks())
def test_units_hold_every_sentence_once_and_none_is_over_budget_unless_one_sentence(book: tuple[str, str]) -> None:
    fmt, text = book
    doc = PARSERS[fmt][0](text, path="book")
    shape_units(doc, path="book")
    assert_every_line_owned_once(text, doc)
    flat = " ".join(" ".join(s.text.split()) for s in doc.sections)
    for sentence in re.findall(r"[A-ZА-Я][^.]*\.", " ".join(text.split())):
        assert flat.count(sentence) >= 1, sentence
    for section in doc.sections:
        words = count_words(section.text)
        if words > BUDGET_WORDS:
            body = " ".join(section.text.split("\n", 1)[-1].split())
            assert len(re.findall(r"\.(?:\s|$)", body)) <= 1, (section.key, words)


# --- what ingest reports ---------------------------------------------------------------------------------------------

def test_ingest_reports_format_why_units_and_largest_share_and_warns_of_a_bad_reading(tmp_path: Path) -> None:
    folder = _corpus(tmp_path, "cr.md", MARKDOWN_CR)
    report = ingest(folder, tmp_path / "index", embedder=FakeEmbedder())
    shape = report.documents[0]["structure"]
    assert shape["format"] == "markdown" and shape["format_reason"] == "Markdown headings"
    assert shape["units"] == report.documents[0]["chunks"] and 0 < shape["largest_share"] < 0.5
    # a long text the parser found no structure in is named, with what to do
    flat = " ".join(f"Rule sentence {n} says a thing." for n in range(300))
    corpus = load_corpus(_corpus(tmp_path / "flat", "flat.md", f"# Flat\n\n{flat}\n"))
    doc = corpus.documents[0]
    found = survey(doc, chunk_document(doc))
    assert any("flat.md" in w and "no headings" in w for w in found.warnings)


def test_the_embedder_never_reads_more_than_its_window() -> None:
    long_text = "word " * 100_000
    (clipped,) = windowed([long_text])
    assert len(clipped.split()) == 256
    assert windowed(["a short rule."]) == ["a short rule."]


# --- a numbered fragment is read with the rule it continues -------------------------------------------------------

LAWS = """\
# Laws of the Board

## Article 3: The moves of the pieces

3.7.4.1 A pawn beside an opponent's pawn that has just advanced two squares may capture it as if it had moved one.

3.7.4.2 This capture is only legal on the move following this advance.

3.8.2.1 The right to castle has been lost:

3.8.2.1.1 if the king has already moved, or

3.8.2.1.2 with a rook that has already moved.

## Article 9: The drawn game

9.1 A player may offer a draw after making a move.
"""


def test_a_numbered_fragment_is_searched_with_the_opening_of_the_rule_it_continues(tmp_path: Path) -> None:
    """"3.8.2.1.1 if the king has already moved, or" says nothing of castling, and "3.7.4.2 This capture …" nothing
    of en passant: each is embedded and indexed with the opening sentence of the rule it is numbered under, or of
    the first rule numbered beside it, and quoted as written."""
    units = {u.key: u for u in _units(tmp_path, "laws.md", LAWS)}
    assert "The right to castle has been lost:" in units["3.8.2.1.1"].search_text
    assert "The right to castle has been lost:" in units["3.8.2.1.2"].search_text
    assert "may capture it as if it had moved one." in units["3.7.4.2"].search_text
    for key in ("3.8.2.1.1", "3.7.4.2"):
        assert "castle" not in units[key].text and "capture it" not in units[key].text  # the quote is the rule's own
    assert units["3.7.4.1"].context == "" and units["9.1"].context == ""  # nothing before it to continue


def test_rules_under_a_numbered_heading_continue_nothing(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    """"208.3" under the heading "208. Герои" is a rule of its own, not a fragment of "208.1"."""
    doc = next(d for d in bundled_corpus.documents if d.id == "card-game-rules")
    units = {u.key: u for u in chunk_document(doc)}
    assert units["208.3"].context == "" and units["208.1"].context == ""
