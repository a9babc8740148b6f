"""Hostile corpus files and hostile questions: only the documented user errors come out, never a crash."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.corpus import asciidoc, guide, load_corpus, markdown, numbered, plain, rst, wiki
from rulesqa.corpus.reading import decode
from rulesqa.errors import CorpusError
from rulesqa.ingest import ingest
from tests.conftest import CORPUS, ROOT
from tests.coverage_check import assert_every_line_owned_once

PARSERS = {"guide": guide, "numbered": numbered, "markdown": markdown, "plain": plain, "wiki": wiki, "rst": rst,
           "asciidoc": asciidoc}
runner = CliRunner()


# --- random bytes and random text through decoding and every parser ---------------------------------

@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.binary(max_size=3000))
def test_random_bytes_are_decoded_or_refused(data: bytes) -> None:
    try:
        text = decode(data, "random.bin").text
    except CorpusError:
        return
    for parser in PARSERS.values():
        try:
            doc = parser.parse(text, path="random.bin")
        except CorpusError:
            continue
        assert_every_line_owned_once(text, doc)


rule_like = st.lists(st.one_of(
    st.sampled_from(["208. Герои", "208.3. Правило.", "100.1a Sub.", "Часть 3. Этапы", "Glossary", "Credits",
                     "Contents", "# H", "## H2", "Deck · 1. Title", "optional: x, PDF p.1", "ПРИМЕР. Пример.",
                     "", "   ", "\u200b", "\u202e", "<script>alert(1)</script>", "> quote", "```", "- item",
                     "---", "...", "title: X", "  - tag", "| a | b |", "|---|---|", "**Bold**", "CAPITALS",
                     "**Open bold", "__UNDER__:", "- 3 -", "Page 2 of 8", "\f", "\fRUNNING HEAD", "Hand Limit",
                     "2. Setup", "2.1 Buying", "12",
                     # a wiki page's, reStructuredText's and AsciiDoc's marks (since 0.26.0 and 0.27.0)
                     "== Setup ==", "=== Snails ===", "[[Category:X]]", "__NOTOC__", "{|", "! a !! b", "|-",
                     "| a || b", "|}", "[4.11] Case.", "<details>", "<summary>Can I?</summary>", "Title", "=====",
                     "-----", ".. contents::", ":Players: 2-5", ".. note::", "   indented", "= Title", "== Setup",
                     "====", "----", "|===", "////", "// comment", ". step"]),
    st.text(alphabet=string.printable + "абвгд\u200b\u200f\u202e\ufeff", max_size=40),
), max_size=60).map("\n".join)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(rule_like)
@pytest.mark.parametrize("name", sorted(PARSERS))
def test_structured_noise_never_breaks_a_parser(name: str, text: str) -> None:
    try:
        doc = PARSERS[name].parse(text, path="noise.txt")
    except CorpusError:
        return
    assert_every_line_owned_once(text, doc)
    assert len({s.key for s in doc.sections}) == len(doc.sections)


# --- files players actually produce ---------------------------------------------------------------

def write(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.write_bytes(data)
    return path


HOSTILE_FILES = {
    "huge.txt": None,  # 50 MB, written by the test
    "long-line.md": b"# Rules\n\n" + b"word " * 210_000 + b"\n",
    "nul.txt": b"208. A\n208.1. Rule\x00 with a NUL.\n",
    "cp1251.ru.txt": "208. Герои\n208.1. Герой - Тип карты.\n208.2. Ещё.\n208.3. И ещё.\n".encode("cp1251"),
    "mixed.ru.txt": "208. Герои\n208.1. Первое.\n".encode() + "208.2. Второе.\n208.3. Третье.\n".encode("cp1251"),
    "crlf.md": b"# Title\r\n\r\nText of the rule.\r\n\r\n## Sub\r\n\r\nMore.\r\n",
    "bom.md": b"\xef\xbb\xbf# Title\n\nText.\n",
    "invisible.md": "# Sta\u200brt\u200f\n\nRight-to-left \u202emark\u202c and zero\u200dwidth.\n".encode(),
    "duplicates.md": b"# A\n\n## Same\n\none\n\n## Same\n\ntwo\n\n## Same\n\nthree\n",
    "deep.md": b"# Deep\n\n" + b">" * 2000 + b" very deep\n\n" + b"".join(b"  " * i + b"- level\n" for i in range(300)),
    "html.md": b"# Rules\n\n<script>alert('x')</script>\n\n<img src=x onerror=alert(1)>\n\nPlain text.\n",
    "binary.txt": bytes(range(256)) * 40,
    "empty.txt": b"",
    "front-matter-only.md": b"---\ntitle: Nothing else\n---\n",
    "front-matter-open.md": b"---\ntitle: never closed\n\n# Rules\n\nText.\n",
    "front-matter-long.md": b"---\n" + b"key: " + b"v" * 1_000_000 + b"\n---\n\n# Rules\n\nText.\n",
    "subfolder/rules.md": b"# Rules\n\nIn a subfolder.\n",
    # as converted from a PDF: bold or capitalised lines for headings, thousands of them, repeated, with no text
    "bold-only.md": b"# Converted\n\n" + b"".join(b"**SETUP %d**\n\n" % (i % 7) for i in range(5000)),
    "capitals.md": b"".join(b"RULE %d OF THE GAME\n\n\xd0\x9f\xd0\xa0\xd0\x90\xd0\x92\xd0\x98\xd0\x9b\xd0\x9e\n\n" % i
                            for i in range(300)),
    # a plain-text PDF export of 3000 pages: a running header and a page number on every page, a heading on each
    "pdf-export.txt": b"GAME\nRules\n\n" + b"".join(b"SECTION %d\n\nRule text %d.\n\n- %d -\nGAME - Rules\n\n" % (i, i, i)
                                                for i in range(3000)),
    # nothing but page layout: no heading is left to read
    "pages-only.txt": b"".join(b"- %d -\nGAME - Rules\n\n" % i for i in range(50)),
    # a line with a page number, a gap and then a million spaces before its last word (read once, not once per space),
    # and running feet that carry their page numbers
    "wide-gap.txt": b"SETUP\n\nTake 3 coins.\n\n1  a" + b" " * 1_000_000 + b"b\n\nSCORING\n\nPoints.\n\n"
                    + b"".join(b"GAME - Rules          %d\n\n" % i for i in range(2, 5)),
    # underlined headings: 20,000 of them, one under a million equals signs, and an underline that ends otherwise
    "underlined.txt": b"Title\n=====\n\n" + b"".join(b"Part %d\n------\n\nText.\n\n" % i for i in range(20_000))
                      + b"=" * 1_000_000 + b"\nAppendix\n" + b"=" * 1_000_000 + b"\n\nY\n" + b"-" * 1_000_000 + b"x\n",
}


@pytest.fixture
def hostile_corpus(tmp_path: Path) -> Path:
    folder = tmp_path / "hostile"
    folder.mkdir()
    (folder / "subfolder").mkdir()
    for name, data in HOSTILE_FILES.items():
        if data is not None:
            write(folder, name, data)
    with open(folder / "huge.txt", "wb") as handle:
        line = b"208.1. A rule that goes on and on.\n"
        handle.write(line * (50 * 1024 * 1024 // len(line) + 1))
    return folder


def test_hostile_files_are_ingested_or_refused_by_name(hostile_corpus: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["ingest", str(hostile_corpus), "--index", str(tmp_path / "i"), "--model", "fake"])
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exit_code == 4
    err = result.stderr
    assert "huge.txt: is 50 MB; rule texts over 20 MB are refused" in err
    assert "nul.txt:2: contains a NUL byte" in err
    assert "binary.txt" in err and "empty.txt: the file is empty" in err
    assert "cp1251.ru.txt: not valid UTF-8; read 4 line(s) as cp1251" in err
    assert "mixed.ru.txt: not valid UTF-8; read 2 line(s) as cp1251" in err
    assert "'same' is used more than once; this one is cited as 'same~2'" in err
    assert "front-matter-only.md: has only YAML front matter, no rule text" in err
    assert "subfolder: skipped, 1 rule text in a subfolder (subfolder/rules.md)" in err
    assert "pdf-export.txt: 6000 lines of page layout are kept out of the rules" in err
    assert "pages-only.txt: has no structure rulesqa recognises" in err
    corpus = load_corpus(hostile_corpus)
    ingested = {d.id for d in corpus.documents}
    assert ingested == {"long-line", "cp1251", "mixed", "crlf", "bom", "invisible", "duplicates", "deep", "html",
                        "front-matter-open", "front-matter-long", "bold-only", "capitals", "pdf-export", "wide-gap",
                        "underlined"}
    underlined = next(d for d in corpus.documents if d.id == "underlined")
    assert [s.key for s in underlined.parsed.sections[:2]] == ["title", "part-0"]
    assert underlined.parsed.sections[-1].key == "appendix" and len(underlined.parsed.sections) == 20_002
    assert "wide-gap.txt: 3 lines of page layout are kept out of the rules" in err
    assert "bold-only.md: no Markdown section headings; 5000 lines in bold or in capitals are read as headings" in err
    bold = next(d for d in corpus.documents if d.id == "bold-only")
    assert len(bold.parsed.sections) == 5001 and bold.parsed.sections[1].key == "setup-0"
    export = next(d for d in corpus.documents if d.id == "pdf-export")
    assert [s.key for s in export.parsed.sections[:3]] == ["game", "section-0", "section-1"]
    assert export.parsed.sections[1].text == "SECTION 0\n\nRule text 0."
    long = next(d for d in corpus.documents if d.id == "front-matter-long")
    assert [n.role for n in long.parsed.non_rules] == ["front-matter"]


def test_raw_html_stays_text(hostile_corpus: Path, tmp_path: Path) -> None:
    ingest(hostile_corpus, tmp_path / "i", model="fake")
    result = runner.invoke(app, ["show", "html/rules", "--index", str(tmp_path / "i"), "--json"])
    text = result.stdout
    assert "<script>alert('x')</script>" in text and "<img src=x onerror=alert(1)>" in text


def test_invisible_characters_do_not_reach_ids(hostile_corpus: Path) -> None:
    doc = next(d for d in load_corpus(hostile_corpus).documents if d.id == "invisible")
    assert doc.parsed.sections[0].key == "start"


# --- hostile questions, claims and ids ----------------------------------------------------------------

HOSTILE_TEXT = ["", " ", "\t\n", "x" * 1_000_000, "\x00\x01\x02\x1b[2J", "🐉" * 50, "天気はどうですか",
                "مرحبا بالعالم", "'; DROP TABLE rules; --", "$(rm -rf ~) `reboot` | cat /etc/passwd",
                "Search(-1)", "Поиск(99999999999999999999)", "Search(1000000000)", "../../../../etc/passwd",
                "%s%s%s%n", "\u202eesrever", "rule 0.0", "правило 99999.99999"]
ALLOWED = {"ask": {0, 2, 5}, "verify": {0, 2, 5, 7}, "show": {0, 2, 5}}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("hostile-q") / "index"
    ingest(CORPUS, path, model="fake")
    return path


@pytest.mark.parametrize("command", ["ask", "verify", "show"])
@pytest.mark.parametrize("text", HOSTILE_TEXT, ids=[f"t{i}" for i in range(len(HOSTILE_TEXT))])
def test_hostile_questions_claims_and_ids(index: Path, command: str, text: str) -> None:
    result = runner.invoke(app, [command, text, "--index", str(index)])
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exit_code in ALLOWED[command], (result.exit_code, result.stderr[-300:])
    if result.exit_code == 2:
        assert result.stderr.startswith("error: ") or "Usage:" in result.stderr


@pytest.fixture(scope="module")
def own_rulebook(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A rulebook without a glossary, with the real multilingual model: questions in the other language go
    through word meanings (search/word_meaning.py), which the fake embedder never reaches."""
    path = tmp_path_factory.mktemp("hostile-own") / "index"
    ingest(ROOT / "eval" / "rulebooks" / "harbor-traders" / "corpus", path)
    return path


@pytest.mark.model
@pytest.mark.parametrize("text", [*HOSTILE_TEXT, " ".join(f"корабль{i}" for i in range(400)), "корабль " * 100_000,
                                  "Сколько 🐉 кораблей\x00 может быть?", "Сколько стоит " + "ы" * 5000])
def test_hostile_questions_across_languages_on_a_rulebook_without_a_glossary(own_rulebook: Path, text: str) -> None:
    for command in ("ask", "verify"):
        result = runner.invoke(app, [command, text, "--index", str(own_rulebook)])
        assert "Traceback" not in result.stdout + result.stderr
        assert result.exit_code in ALLOWED[command], (result.exit_code, result.stderr[-300:])


@pytest.mark.parametrize("args", [
    ["example", "search", "--x", "-1"], ["example", "search", "--x", "1000000000"],
    ["example", "search", "--x", "99999999999999999999"], ["example", "search", "--take", "💥"],
    ["example", "search", "--deck-cards", "", "--discard", ""], ["example", "ai-target", "--attacker", "💥:ground:silver",
                                                               "--target", "x:ground:silver:hp=-5"],
    ["example", "ai-target", "--attacker", ":::"], ["example", "ai-move", "--site", "A:mine:dist=99999999999"],
    ["example", "ai-spell", "--spell", "'; DROP TABLE"],
    ["example", "search", "--lang", "💥"], ["example", "ai-move", "--lang", ""],
    ["example", "search", "--lang", "ru", "--x", "-1"], ["example", "ai-spell", "--lang", "ru", "--spell", "💥"],
    ["simulate", "--lang", "de", "examples/third-scroll.toml"],
])
def test_hostile_example_arguments(args: list[str]) -> None:
    result = runner.invoke(app, args)
    assert "Traceback" not in result.stdout + result.stderr
    allowed = (0, 2, 8) if args[1] == "search" else (0, 2)  # 8: the rules refuse the Поиск asked for
    assert result.exit_code in allowed, (result.exit_code, result.stdout, result.stderr)


# --- questions whose patterns read every sentence of a section: a hostile section is read in one pass ---------------

TOPIC_QUESTIONS = ["What is the hand limit?", "Сколько карт можно держать в руке?", "What happens in the upkeep step?",
                   "Что даёт действие Отдохнуть?", "What happens when the deck runs out?", "Who goes first?",
                   "How do I play solo?", "Что происходит в засуху?", "What does the gap do?",
                   "How many hands do I get?", "How many points is a pearl worth?", "What does dropping a sandbag do?",
                   "How many cards fit in a hand?"]


@pytest.fixture(scope="module")
def wide_sections(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Sections of a million spaces after a list marker, and of a word repeated 150,000 times, which a pattern that
    tried every start and every split of a run would read for hours."""
    root = tmp_path_factory.mktemp("wide-sections")
    (root / "corpus").mkdir()
    (root / "corpus" / "wide.md").write_text(
        "# Wide\n\n## Gap\n\n-" + " " * 1_000_000 + "x\n\n## Hands\n\n" + "hand " * 150_000 + "\n\n## Discards\n\n"
        + "discard " * 150_000 + "\n\n## Upkeep\n\n- " + "upkeep " * 150_000 + "\n\n## Limit\n\n"
        + "hand limit " * 100_000 + "\n\n## Solo Game\n\n- " + " " * 1_000_000 + ":\n\n## Values\n\nPearl"
        + " " * 1_000_000 + "... 3 points\n**Drop a sandbag" + " " * 1_000_000 + ".**\nVenting is free"
        + " " * 1_000_000 + "\n", encoding="utf-8")
    ingest(root / "corpus", root / "index", model="fake")
    return root / "index"


def test_a_list_item_of_a_million_spaces_is_read_in_one_pass() -> None:
    """What can be quoted: a list item however it ends, but not one that leads into a list (":")."""
    from rulesqa.answer import quotable

    assert quotable("- " + " " * 1_000_000 + ":\n- " + " " * 1_000_000 + "x")[0][-1].endswith("x")


def test_a_value_row_or_a_price_of_a_million_spaces_is_read_in_one_pass() -> None:
    """A dot leader's row label and a "free" said of a priced thing, read once, not once for each space."""
    from rulesqa.answer import _row_label
    from rulesqa.verify.wording import free_against_price

    assert _row_label("x" + " " * 1_000_000 + "...") == ""
    assert _row_label("- " + " " * 1_000_000 + "x ... 3") == "x"
    assert free_against_price("Venting" + " " * 1_000_000 + " costs 1 coin.", "Venting is" + " " * 1_000_000) is None


def test_a_length_a_rule_name_or_a_glossary_line_of_a_million_spaces_is_read_in_one_pass() -> None:
    """A game's length in its own time, how a game is lost, a numbered rule's name, a one-line glossary entry and a
    FAQ's "Q:" line, read once."""
    from rulesqa.corpus.numbered import parse
    from rulesqa.corpus.plain import looks_like
    from rulesqa.search.rulebook_topics import DURATION, LOSS, says_start

    assert not DURATION.says("The game lasts 4" + " " * 1_000_000 + "x")
    assert not LOSS.says("You lose" + " " * 1_000_000 + "x")
    assert not says_start("starts" + " " * 1_000_000 + "the" + " " * 1_000_000 + "x")
    assert not looks_like("Q:" + " " * 1_000_000 + "x?\n\nQ: " + "a " * 500_000 + "?\n")
    doc = parse("1. A\n1.1 Name" + " Name" * 200_000 + " x\n\nGLOSSARY\nTerm" + " " * 1_000_000 + "x\n", path="w.txt")
    assert [s.key for s in doc.sections][:2] == ["1", "1.1"]
    doc = parse("1. A\n1.1 B\n\n2. Glossary\nTerm" + " -" * 500_000 + "x\n", path="w.txt")
    assert [s.key for s in doc.sections][:3] == ["1", "1.1", "glossary"]


def test_an_underline_of_a_million_characters_is_read_in_one_pass() -> None:
    """An underline that does not end as one (a letter after a million dashes) is read once, not once per dash."""
    from rulesqa.corpus.plain import parse

    doc = parse("SETUP\n\nText.\n\nLong\n" + "-" * 1_000_000 + "x\n\nEnd\n" + "=" * 1_000_000 + "\n", path="u.txt")
    assert [s.key for s in doc.sections] == ["setup", "end"]


def test_a_table_rule_of_a_million_dashes_is_read_in_one_pass() -> None:
    """A table's row is read with its header when a rule of dashes is under it: a rule that does not end as one (a
    letter after a million dashes) is read once, not once for each dash."""
    from rulesqa.text import with_lead_ins

    rows = with_lead_ins("| a | b |\n|" + "-" * 1_000_000 + "x\n| c | d |\n")
    assert rows[-1] == ("| c | d |", "")


def test_a_million_blank_lines_are_read_in_one_pass() -> None:
    """A rule number or a list number stands at a line's start after spaces, never after other lines: a pattern
    that let its leading blanks run over line breaks read each run of blank lines once for each line."""
    from rulesqa.chunking import Chunk
    from rulesqa.search.answer_type import states_quantity
    from rulesqa.verify.numbers import numbers

    text = "Take cards.\n" + " \n" * 1_000_000 + "2. Take 3 coins."
    chunk = Chunk(id="d/x", doc="d", key="x", label="D › x", title="x", lang="en", kind="section", text=text,
                  file="d.md", line=1)
    assert states_quantity(chunk)
    assert numbers(text) == {3}


@pytest.mark.parametrize("question", TOPIC_QUESTIONS)
def test_topic_questions_read_a_hostile_section_in_one_pass(wide_sections: Path, question: str) -> None:
    result = runner.invoke(app, ["ask", question, "--index", str(wide_sections)])
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exit_code in ALLOWED["ask"], (result.exit_code, result.stderr[-300:])


def test_a_million_letter_word_is_never_spelled_out_as_a_loanword() -> None:
    """A loanword is matched by comparing spellings: a hostile file's million-letter "word" is longer than any word."""
    from rulesqa.search.loanwords import borrowed

    assert not borrowed("тундра" * 200_000, "tundra" * 200_000)


def test_a_sentence_of_a_hundred_thousand_words_is_counted_in_one_pass() -> None:
    """What a quantity question counts is looked for in each word of a sentence once, and an English word is its own
    stem at once: a hostile line of 100,000 distinct words ("buy … for 5") was read against every money word (1.8 s),
    and one of 500,000 repeated words once for each (13 s)."""
    from rulesqa.search.answer_type import sentence_states_quantity_of
    from rulesqa.search.player_roles import roles

    assert not sentence_states_quantity_of("buy" + "".join(f" w{i}" for i in range(100_000)) + " 5", {"cost"})
    assert not sentence_states_quantity_of("buy" + " x" * 500_000 + " for five", {"cost"})
    assert roles(["Each player is a " + "a" * 1_000_000, "A game for 1 to 4 " + "a" * 1_000_000]) == frozenset()


def test_a_million_digits_are_read_for_what_they_count_in_one_pass() -> None:
    """A price paid in the thing asked about is told by the words after each number: a number starts where digits
    start, so a run of a million digits is read once, not once for each digit."""
    from rulesqa.search.answer_type import _paid_in

    assert not _paid_in("1" * 1_000_000, {"rope"})
    assert not _paid_in("1 " * 500_000, {"rope"})


def test_a_sections_n_0_heading_a_rule_name_or_a_fleeting_vowel_of_a_million_characters_is_read_in_one_pass() -> None:
    """0.21.0's new patterns: a "5.0 TITLE" heading, a numbered rule read as a named item ("4.2. Пурга:"), a
    Russian question of what one may have, and a Russian word's fleeting vowel, each given a million characters."""
    from rulesqa.corpus.numbered import parse
    from rulesqa.search.answer_type import asks_limit
    from rulesqa.search.lexical import tokenize
    from rulesqa.search.rulebook_topics import asked_topic

    doc = parse("5.0 " + "A" * 1_000_000 + "\n5.1 B.\n5.2 C.\n5.3 D.\n", path="w.txt")
    assert [s.key for s in doc.sections][1:] == ["5.1", "5.2", "5.3"]
    doc = parse("5.0 A" + " " * 1_000_000 + ".\n5.1 B.\n5.2 C.\n5.3 D.\n", path="w.txt")
    assert "5.1" in [s.key for s in doc.sections]
    topic = asked_topic("Что делает пурга?")
    assert topic is not None and not topic.says("4.2." + " " * 1_000_000 + "x")
    assert not topic.says("4" + ".2" * 500_000 + " x")
    assert not asks_limit("Сколько " + "корма " * 200_000 + "?")
    assert len(tokenize("клеток" * 200_000)) == 1


def test_whether_pieces_may_share_a_place_is_read_in_one_pass() -> None:
    """0.21.0's question of pieces sharing a place, and its sentences, given a million spaces between their words."""
    from rulesqa.search.rulebook_topics import SHARED_PLACE

    gap = " " * 1_000_000
    assert not SHARED_PLACE.asks("Can two" + gap + "x")
    assert not SHARED_PLACE.asks("Могут ли два" + gap + "шара стоять на одной" + gap + "x")
    assert not SHARED_PLACE.says("share" + gap + "x")
    assert not SHARED_PLACE.says("may" + gap + "on the same" + gap + "x")
    assert not SHARED_PLACE.says("На одной" + gap + "клетке" + gap + "x")


def test_the_end_of_the_game_a_whole_question_and_a_headings_pictures_are_read_in_one_pass() -> None:
    """0.23.0's question of when the game ends and its sentences, a question padded to its end, a heading of a
    million marks, "a game of … for 2 to 4 millers" and a title ending in a colon a million characters long, and a
    subtitle line of a million characters, each read in one pass."""
    from rulesqa.chunking import Chunk, bare_title
    from rulesqa.search.rulebook_topics import GAME_END, WINNER

    gap = " " * 1_000_000
    assert not GAME_END.asks("When does the game end" + gap + "x")
    assert not WINNER.asks("Who wins" + gap + "x")
    assert not GAME_END.says("a" + gap + "x")
    assert GAME_END.says("ends " * 200_000 + ".")  # "ends ends": a word that ends
    assert not GAME_END.says("Игра" + gap + "x")
    assert not GAME_END.says("until" + gap + "the game ends")
    assert bare_title("★" * 1_000_000 + "Setup") == "Setup"
    assert bare_title("★" * 1_000_000) == "★" * 1_000_000
    from rulesqa.search.player_roles import roles

    assert roles(["A game of" + gap + "x for 2 to 4 millers"]) == frozenset()  # too far apart to be one phrase
    assert roles(["game of " + "a" * 1_000_000 + " for 2 to 4 millers"]) == frozenset()
    doc = plain.parse("Setup:\n  Take 3 rags.\n\n" + "A" * 1_000_000 + ":\n  x\n\nEnd:\n  y.\n", path="c.txt")
    assert [s.label for s in doc.sections] == ["Setup", "End"]  # a million-letter "title" is none
    from rulesqa.search.answer_type import states_limit, states_money
    from rulesqa.search.rulebook_topics import PLAYERS

    assert not PLAYERS.says("**Players:" + gap + "x") and not PLAYERS.says("участвуют от" + gap + "2")
    assert not roles(["участвуют" + gap + "от 2 до 5 торговцев"])
    assert not states_limit("до" + gap + "x") and not states_money("6" + gap + "x")
    subtitle = "# T\n\n*" + "a" * 1_000_000 + ". " + " " * 1_000_000 + "b*"
    assert Chunk("d/t", "d", "t", "T", "T", "en", "markdown", subtitle, "f.md", 1, children=("d/t/x",)).navigational is False


def test_a_turns_sentence_a_definition_a_section_sign_and_a_running_out_are_read_in_one_pass() -> None:
    """0.24.0's question of what a turn is made of and its sentences, a definition's start after a million blank
    lines or full stops, a rule number after a section sign, a numbered line of a million spaces, and a sentence
    that says something ran out; and 0.25.0's question of what each player gets, a part's number in its heading, a
    definition list's term and a lettered section: each given a million characters."""
    from rulesqa.corpus import numbered
    from rulesqa.lookup import _NUMBER
    from rulesqa.search.answer_type import says_empty
    from rulesqa.search.definitions import defining_pattern
    from rulesqa.search.rulebook_topics import TURN

    gap = " " * 1_000_000
    assert not TURN.says(". " * 500_000) and not TURN.says(".\n" * 500_000) and not TURN.says("On your turn" + gap)
    assert not TURN.asks("What do I do on my turn" + gap + "x") and not TURN.says("1" + gap + "x")
    defines = defining_pattern(["dam"])
    assert not defines.search("\n" * 1_000_000) and not defines.search("\n " * 500_000)
    assert not defines.search(". " * 500_000) and defines.search("\n" * 1_000_000 + "§5.1 A dam is a line")
    assert _NUMBER.match("§" + gap + "x") is None and _NUMBER.match("rule" + gap + "x") is None
    assert not numbered.looks_like("§" * 1_000_000) and not says_empty("run" + gap + "x")
    from rulesqa.search.answer_type import sentence_states_quantity_of
    from rulesqa.search.rulebook_topics import asks_about_the_start, is_setup, named_item
    from rulesqa.text import sentences

    # what each player gets, a part's number in its heading, a definition list's term and a lettered section
    assert not asks_about_the_start("how many " + "a " * 500_000 + "x")
    assert not asks_about_the_start("Сколько " + "а " * 500_000 + "x")
    assert not sentence_states_quantity_of("RULE" + gap + "x", set())
    rest = named_item("What does Rest do?")
    assert rest is not None and not rest.says("Rest" + gap + "\n" + gap)
    assert len(sentences("x\n:" + gap + "y")) == 1 and not is_setup("Б." + gap + "x")


def test_a_claims_any_against_a_rules_only_a_hundred_thousand_times() -> None:
    """0.23.0's "in any X" against "only in Y", "any number of X" against a count of X and "out of the game"
    against "stays in the game": a claim of the longest length a question may have against a rule sentence that
    says its phrase a hundred thousand times, each time differently, and against a million spaces."""
    from rulesqa.verify.wording import any_number_against_count, only_against_any, opposites

    claim = ("You may sell at any stall on any player's turn and make any number of trades " * 30)[:2000]
    rule = " ".join(f"only on turn{i} only in camp{i} and make {i % 9 + 2} deals" for i in range(100_000))
    assert only_against_any(claim, rule) == ("only on turn0", "on any player's")
    assert any_number_against_count(claim, rule) is None
    gap = " " * 1_000_000
    assert only_against_any("in" + gap + "any" + gap + "x", "only" + gap + "in" + gap + "x") is not None
    assert len(opposites("is" + gap + "out of the game", "stays" + gap + "in the game")) == 1


def test_a_variants_title_a_buying_line_or_a_cooperative_games_players_of_a_million_characters() -> None:
    """0.21.0's later patterns, each given a million characters: a variant's title of many words or one long word,
    a buying action's price line, a question of how a variant plays, "You are …" read for the players' part."""
    from rulesqa.chunking import Chunk
    from rulesqa.search.answer_type import sentence_states_quantity_of
    from rulesqa.search.lexical import tokenize
    from rulesqa.search.player_roles import roles
    from rulesqa.search.rulebook_topics import asks_how_a_variant_plays

    for title in ("a " * 500_000 + "x", "a" * 1_000_000 + " variant"):
        chunk = Chunk(id="d/x", doc="d", key="x", label=f"D › {title}", title=title, lang="en", kind="section",
                      text="x", file="d.md", line=1)
        assert isinstance(chunk.variant, tuple)
    assert not sentence_states_quantity_of("Купить" + " " * 1_000_000 + "x:" + " " * 1_000_000 + "x",
                                           set(tokenize("стоит")))
    assert not asks_how_a_variant_plays("How does the" + " a" * 500_000 + " x")
    assert roles(["You are " + "a" * 1_000_000]) == frozenset()


def test_the_games_length_is_read_in_one_pass() -> None:
    """0.21.1's question of the game's length in its own time, and its sentences, given a million characters."""
    from rulesqa.search.rulebook_topics import asked_topic

    topic = asked_topic("How many rounds are there?")
    assert topic is not None
    assert not topic.says("after" + " " * 1_000_000 + "x")
    assert not topic.says("lasts " + "*" * 1_000_000 + "6 rounds")
    assert not topic.says("after the " + "6 " * 500_000 + "x")
    assert asked_topic("How many rounds" + " " * 1_000_000 + "x") is None


def test_an_hour_in_words_or_a_crew_of_a_million_characters_is_read_in_one_pass() -> None:
    from rulesqa.search.answer_type import sentence_states_quantity_of
    from rulesqa.search.lexical import tokenize
    from rulesqa.search.player_roles import roles
    from rulesqa.search.rulebook_topics import DURATION

    assert not DURATION.says("около" + " " * 1_000_000 + "x")
    assert not DURATION.says("half" + " " * 1_000_000 + "an" + " " * 1_000_000 + "x")
    assert roles(["You are the " + "a" * 1_000_000 + "s"]) == frozenset()
    assert not sentence_states_quantity_of("costs 1 more" + " " * 1_000_000 + "x", set(tokenize("air")))


def test_a_wiki_page_a_bracketed_case_a_table_of_contents_and_a_faqs_summary_are_read_in_one_pass() -> None:
    """0.26.0's patterns, each given a million characters: a wiki heading of a million equals signs or spaces, a
    category line, a wiki table's rows, a wargame's case number in brackets, a table of contents' entry, a FAQ's
    "<summary>" question, a game "for two players" said of itself, how to do a thing ("To …"), a tie said as "the
    same number of", what is in the box, and a section's heading line after a million spaces (an older pattern, which
    only ever reads a chunk's trimmed text, read those once for each space; it reads them once now)."""
    from rulesqa.answer import _HEADING_LINE
    from rulesqa.corpus import numbered, wiki
    from rulesqa.corpus.outline import _CONTENTS_ENTRY, _QUESTION_START
    from rulesqa.search.rulebook_topics import COMPONENTS, PLAYERS, WINNER, named_item
    from rulesqa.text import header_row, sentences, table_cells

    gap = " " * 1_000_000
    assert not wiki.looks_like("==" + gap + "x") and not wiki.looks_like("=" * 1_000_000)
    doc = wiki.parse("== Setup ==\n" + "=" * 1_000_000 + "x\n[[Category:" + gap + "\n", path="w.txt")
    assert [s.key for s in doc.sections] == ["setup"]
    assert not numbered.looks_like("[" + "1" * 1_000_000) and not numbered.looks_like("[1." + gap + "]")
    assert _CONTENTS_ENTRY.match(("- [" + gap + "x").strip()) is None
    assert _QUESTION_START.match("<summary>" + gap + "x") is None
    assert not PLAYERS.says("is a" + gap + "two-player") and not WINNER.says("same" + gap + "number")
    raid = named_item("How do I raid a fort?")
    assert raid is not None and not raid.says("To" + gap + "x")
    assert not COMPONENTS.asks("What is in the box" + gap + "x")
    assert len(sentences("! Item !!" + gap + "x")) == 1 and len(table_cells("| a ||" + gap + "|| b")) == 3
    assert header_row("!" * 1_000_000) and _HEADING_LINE.match(gap + "x") is None


def test_a_fact_line_children_an_asciidoc_title_or_table_and_a_long_rst_line_are_read_in_one_pass() -> None:
    """0.27.0's patterns, each given a million characters: a title's line of facts, a sentence for children, an
    AsciiDoc title, block fence and table row, and a reStructuredText file of one million-character line, read by
    docutils."""
    from rulesqa.chunking import _FACT_LINE
    from rulesqa.corpus import asciidoc, rst
    from rulesqa.search.rulebook_topics import CHILDREN
    from rulesqa.text import is_table_row, with_lead_ins

    gap = " " * 1_000_000
    assert _FACT_LINE.match(":" + gap + "x") is None and _FACT_LINE.match("a:" + "x" * 1_000_000) is None
    assert not CHILDREN.says("with" + gap + "x") and not CHILDREN.asks("How do we play with" + gap + "x")
    assert not asciidoc.looks_like("==" + gap + "x=") and not asciidoc.looks_like("=" * 1_000_000)
    doc = asciidoc.parse("== Setup\n" + "=" * 1_000_000 + "\n|" + gap + "|\n", path="a.adoc")
    assert [s.key for s in doc.sections] == ["setup"]
    assert is_table_row("|" + gap + "|") and len(with_lead_ins("|===\n|" + gap + "| x\n|===")) == 3
    doc = rst.parse("Setup\n=====\n\n" + "word " * 200_000 + "\n", path="r.rst")
    assert [s.key for s in doc.sections] == ["setup"]


def test_a_closing_mark_what_you_need_and_setting_up_are_read_in_one_pass() -> None:
    """0.28.0's patterns, each given a million characters: a title's closing marks after a million spaces or tabs,
    "What do I need to play", "How do I set up" and a title of what you need, each across a million spaces."""
    from rulesqa.chunking import bare_title
    from rulesqa.search.rulebook_topics import _COMPONENTS_TITLE, COMPONENTS, asks_about_the_start

    gap = " " * 1_000_000
    assert bare_title("a" + gap + "*" * 10 + "x").endswith("x") and bare_title("a" + " \t" * 500_000) == "a"
    assert not COMPONENTS.asks("What do I need to play" + gap + "x")
    assert not asks_about_the_start("How do I set" + gap + "x") and not _COMPONENTS_TITLE.match("you" + gap + "x")


def test_an_amount_on_a_condition_is_read_in_one_pass() -> None:
    """0.28.1's "…, or 6 if …" read in a sentence of a million spaces after "or", or of ten thousand such clauses."""
    from rulesqa.verify.numbers import stated_for

    gap = " " * 1_000_000
    assert stated_for("A fort on a hill has 6.", "or" + gap + "6 if hill", {}) == {6}
    assert stated_for("A fort on a hill has 6.", "It is 4" + ", or 5 if a tower" * 10_000 + ".", {})


def test_a_game_for_players_and_a_split_number_word_are_read_in_one_pass() -> None:
    """0.28.2's "a … game for two players" across a million spaces, and a claim checked against a sentence of a
    quarter of a million line-end hyphens, read whole as one word of a million letters — and against such a word
    itself (it found an older pattern, a group named and then listed, reading a long word once from each of its
    letters: 8,000 letters took 3.6 s; fixed, a second for a million)."""
    from rulesqa.search.rulebook_topics import PLAYERS
    from rulesqa.verify.checks import run_checks

    gap = " " * 1_000_000
    assert not PLAYERS.says("a" + gap + "game") and not PLAYERS.says("a game for" + gap + "x")
    assert run_checks("It costs 2 coins.", "од-\n" * 250_000 + "ному", {}, "ru") is not None
    assert run_checks("It costs 2 coins.", "x" * 1_000_000, {}, "en") is not None


def test_a_case_an_order_of_play_a_variant_by_name_and_a_forbidding_are_read_in_one_pass() -> None:
    """0.29.0's patterns, each given a million characters: "What happens when …" and a sentence opening "When …"
    across a million spaces, a number said by what it equals, the order of play asked and said over half a million
    words, a variant named after a million spaces, a two-player game titled by the players' part after half a million
    section numbers, and "how to" and "cannot" over a long word and a third of a million "не"."""
    from rulesqa.answer import _FORBIDS, _HOW_TO
    from rulesqa.search.answer_type import _EQUALS, asked_case, names_case
    from rulesqa.search.rulebook_topics import _VARIANT_NAMED, TURN_ORDER, TWO_PLAYERS, asked_variant_name

    gap = " " * 1_000_000
    assert asked_case("What happens when" + gap + "xylophones fall?") == frozenset({"xylophon", "fall"})
    assert not names_case("When" + gap + "storm card, x.", frozenset({"storm", "card", "turn"}))
    assert not _EQUALS.search("that" + gap + "many")
    assert not TURN_ORDER.asks("in which " * 110_000) and not TURN_ORDER.says("play " * 200_000)
    assert not TURN_ORDER.says("ходят " * 160_000)
    assert not _VARIANT_NAMED.search("in the " * 140_000) and asked_variant_name("in" + gap + "the advanced game")
    assert TWO_PLAYERS.titled_by_role is not None and not TWO_PLAYERS.titled_by_role.match("1." * 500_000 + "x")
    assert not _HOW_TO.search("как " + "а" * 1_000_000) and not _FORBIDS.search("не " * 330_000)


def test_a_step_label_a_game_named_by_its_kind_and_more_setup_titles_are_read_in_one_pass() -> None:
    """0.30.0's patterns, each given a million characters: a step's label across a million spaces or half a million
    words, a section of 80,000 sentences after a step's label, "How do I play a … game?" over half a million words or a
    million spaces, a paragraph opening "For" and a million spaces, and "Before you play" / "What you get" across a
    million spaces."""
    from rulesqa.search.rulebook_topics import _COMPONENTS_TITLE, is_setup, named_game_asked, opens_with_game
    from rulesqa.text import _STEP_LABEL, with_lead_ins

    gap = " " * 1_000_000
    assert not _STEP_LABEL.match("Step 1:" + gap + "x") and not _STEP_LABEL.match("Step 1: " + "a " * 500_000)
    assert len(with_lead_ins("Step 1: Lift. " + "Pay 1 coin. " * 80_000)) == 80_001
    assert not named_game_asked("How do I play a " + "a " * 500_000 + "game?")
    assert named_game_asked("How do I play" + gap + "short game?") == frozenset({"short"})
    assert not named_game_asked("Как играть " + "в " * 500_000 + "партию")
    assert not opens_with_game("for" + gap + "short game", frozenset({"short"}))  # "for" and a million spaces: no name
    assert not is_setup("before you" + gap + "x") and not _COMPONENTS_TITLE.match("what you" + gap + "x")


def test_the_cooperative_game_asked_and_titled_is_read_in_one_pass() -> None:
    """0.30.1's patterns: "how do we play" said 66,000 times, "как играть" 90,000 times, "co-op" after a million
    spaces, and a title after half a million section numbers, each read once."""
    from rulesqa.search.rulebook_topics import COOPERATIVE

    assert not COOPERATIVE.asked.search("how do we play " * 66_000) and not COOPERATIVE.asked.search("как играть " * 90_000)
    assert COOPERATIVE.asked.search("how do we play" + " " * 1_000_000 + "co-op")
    assert COOPERATIVE.titled.match("1." * 500_000 + "co-op")
