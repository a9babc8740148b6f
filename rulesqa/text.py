"""Small text helpers shared by parsers, chunking and search."""

from __future__ import annotations

import re
import unicodedata

# Zero-width and bidirectional control characters: invisible, but they would
# make two equal-looking labels differ.
_INVISIBLE = dict.fromkeys(
    map(ord, "\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"),
    None,
)
_NON_WORD = re.compile(r"[^\w]+")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LETTER = re.compile(r"[^\W\d_]")
# a sentence ends at . ! ? … (maybe closed by a quote or bracket) before whitespace and a capital or digit; not at
# the dot leader of a table of values ("Pearl ... 3 points")
_SENTENCE_BREAK = re.compile(r"(?<=[.!?…])(?<=[.!?…\"”»)])(?<!\.\.)\s+(?=[A-ZА-ЯЁ0-9\"«“(])")
# a piece that is only a rule or part number ("208.3.", "Часть 3.") or ends in an abbreviation ("(e.g.") is the
# start of the sentence after it, not a sentence
_RULE_NUMBER_ONLY = re.compile(
    r"^(?:(?:Part|Section|Chapter|Rule|Часть|Раздел|Глава|Правило)\s+)?\d+(?:\.\d+)*[a-zа-я]?\.?$")
_ABBREVIATION = re.compile(r"(?:^|[\s(])(?:e\.g|i\.e|cf|vs|approx|p|pp|т\.\s?е|напр|см|стр|ср)\.$", re.I)
# words that count occurrences, not things: "один раз", "two times"
TIMES_WORDS = frozenset({"times", "time", "раз", "раза"})
# points as score sheets and tables abbreviate them ("| Crystals | VP |"): the search reads them as points when it
# checks a quantity (search.answer_type) and so does verify when it checks a number (verify.numbers)
POINT_ABBREVIATIONS = "vp vps pts pt"
# the signs money is written with ("$30", "€6", "5 €"), a regex character class's letters
CURRENCY_SIGNS = "$€£₽¥"
# a currency's name after an amount, as a sign stands before one: "6 denarii", "5 рублей" (not "coins" or "gold":
# things a game may count that are not all its money)
# (the names verify's number check has always read so; a coin a game names, "6 гривен", stays a thing it counts,
# which a claim of "6 coins" is checked against)
CURRENCY_NAMES = (r"(?:dollars?|euros?|pounds?|roubles?|rubles?|dinars?|denarii|denarius|доллар\w*|евро|фунт\w*|"
                  r"рубл\w*|динар\w*|денари\w*)")
# a line that gives an example of the rule above it
_EXAMPLE_LINE = re.compile(r"^\s*(?:ПРИМЕР|Пример|EXAMPLE|Example)\b")


def has_cyrillic(text: str) -> bool:
    """True when ``text`` has a Cyrillic letter: a Russian word or token."""
    return bool(_CYRILLIC.search(text))


def in_language(token: str, lang: str) -> bool:
    """Whether a stemmed token can occur in text of ``lang`` (numbers occur in both)."""
    return token[0].isdigit() or has_cyrillic(token) == (lang == "ru")


def strip_invisible(text: str) -> str:
    return text.translate(_INVISIBLE)


def slugify(text: str, *, max_length: int = 60) -> str:
    """A lowercase, hyphenated id part: ``"Decks & Discard Piles"`` -> ``"decks-discard-piles"``.

    Letters of any script are kept (a Russian heading gives a Cyrillic slug).
    Returns ``""`` when nothing word-like is left.
    """
    text = unicodedata.normalize("NFKC", strip_invisible(text)).casefold()
    slug = _NON_WORD.sub("-", text).strip("-_")
    slug = re.sub(r"_+", "-", slug)
    if len(slug) > max_length:
        slug = slug[:max_length].rsplit("-", 1)[0] or slug[:max_length]
    return slug


def guess_language(text: str) -> str:
    """``"ru"`` when at least a third of the letters are Cyrillic, else ``"en"``."""
    letters = _LETTER.findall(text)
    if not letters:
        return "en"
    cyrillic = sum(1 for ch in letters if _CYRILLIC.match(ch))
    return "ru" if cyrillic * 3 >= len(letters) else "en"


# A line ends a sentence or introduces what follows when it closes with one of these (maybe inside a quote or
# bracket); a line starting as a list item or a table row starts a new one.
_LINE_CLOSED = re.compile(r"[.!?…:;][\"”»)\]]*\s*$")
_CLAUSE_GOES_ON = re.compile(r"[:;]\s*$")
_WRAPPED_LINE_CHARS = 60
# (from the start of a run of spaces only: a run of a million spaces with no line break after it is read once, not
# once for each of its spaces)
_WRAP = re.compile(r"(?<![ \t])[ \t]*\n[ \t]*")
# the definition of a definition list's term, on the line under it: "Explore" / ":   Draw the top cave tile …" is one
# line, as "Explore: Draw the top cave tile …" is
_DEFINITION = re.compile(r"^[ \t]{0,3}:[ \t]+\S")
# (a number alone with its dot is the end of a sentence a hard wrap broke: "… 4 rope tokens instead of" / "3.")
_NEW_ITEM = re.compile(r"^\s*(?:[-–—•*·|]|\d+[.)](?![ \t]*$)|[a-zа-я][.)]\s)")


def unwrapped_lines(text: str) -> list[str]:
    """The text's lines, with each line a hard wrap broke off joined back, newline and all, to the line it
    continues: a text exported from a PDF or typed at 80 columns breaks its sentences across lines ("takes the
    first player" / "clock and starts the game."). A line continues the one before when that one does not close
    (no ``.``, ``:``, ``;``, … at its end, or a ``:`` or ``;`` with a line in lower case after it: "… больше 10
    свечей:" / "лишние верните в запас.") and it is not a list item, and it starts in lower case or the line
    before is as long as a wrapped line is (``more than`` / ``5 spring tokens``; not ``1 guild board`` /
    ``4 workbench boards``), or it is the definition of a definition list's term (``Explore`` / ``:   Draw …``)."""
    out: list[str] = []
    for line in text.splitlines():
        before = out[-1] if out else ""
        start = line.lstrip()
        closed = _LINE_CLOSED.search(before) and not (start[:1].islower() and _CLAUSE_GOES_ON.search(before))
        if (before.strip() and start and not closed and not _NEW_ITEM.match(line)
                and (start[0].islower() or len(before.rsplit("\n", 1)[-1].strip()) >= _WRAPPED_LINE_CHARS
                     or _DEFINITION.match(line))):
            out[-1] = f"{before}\n{line}"
        else:
            out.append(line)
    return out


# Markdown emphasis around words: "не больше **5 кубиков**" states a limit as "не больше 5 кубиков" does
_EMPHASIS = re.compile(r"\*{1,3}(?=[^\s*])|(?<=[^\s*])\*{1,3}|(?<!\w)_{1,3}(?=[^\s_])|(?<=[^\s_])_{1,3}(?!\w)")


def without_emphasis(text: str) -> str:
    """``text`` without Markdown's emphasis marks (a list's "* " bullet stays): for reading what it states, never
    for quoting."""
    return _EMPHASIS.sub("", text)


def unwrap(sentence: str) -> str:
    """A sentence as it reads: the line breaks a hard wrap put inside it are spaces (the words stay verbatim)."""
    return _WRAP.sub(" ", sentence)


def sentences(text: str) -> list[str]:
    """Verbatim sentences of a chunk, line by line; a sentence a hard wrap broke across lines is one sentence,
    with its line break (see :func:`unwrapped_lines`)."""
    return [sentence for line in unwrapped_lines(text) for sentence in _line_sentences(line)]


def _line_sentences(line: str) -> list[str]:
    """The sentences of one unwrapped line; a rule number or an abbreviation ("e.g.") ends none, and a table's row
    is one whole (a wiki's header row "! Item !! Points" is no three exclamations)."""
    if is_table_row(line):
        return [line.strip()]
    pieces = [p for p in _SENTENCE_BREAK.split(line.strip()) if p]
    merged: list[str] = []
    for piece in pieces:
        if merged and (_RULE_NUMBER_ONLY.match(merged[-1]) or _ABBREVIATION.search(merged[-1])):
            merged[-1] = f"{merged[-1]} {piece}"
        else:
            merged.append(piece)
    return merged


# a list item's bullet or number, with the space after it ("-5 coins" is no item); unlike _NEW_ITEM, not a table row
_LIST_ITEM = re.compile(r"^\s*(?:[-–—•*·]|\d+[.)])\s")


# a Markdown heading right above a list leads into it: "### Each company" for "2. Take 12 pounds from the bank."
_MARKDOWN_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")


# A Markdown table's rows ("| Most ships | 5 coins |") and its separator row ("|---|---|"); a wiki table's
# ("{| class="wikitable"" opens it) header row ("! Item !! Points"), rows ("| Each hedgehog || 3") and the "|-" line
# between rows
# and an AsciiDoc table's rows ("| Each wall | 2", between "|===" lines; its first row is its header)
_WIKI_HEADER_ROW = r"^!.*!!"
_WIKI_ROW = r"^\|(?![-}+]).*\|\|"
_ASCIIDOC_ROW = r"^\|(?![=}+-])[^|\n]*\|"
ASCIIDOC_TABLE = "|==="
TABLE_ROW = re.compile(rf"^\|.*\|$|{_WIKI_HEADER_ROW}|{_WIKI_ROW}|{_ASCIIDOC_ROW}|^\|-+\s*$")
TABLE_SEPARATOR = re.compile(r"^\|[\s:|-]+\|$|^\|-+\s*$")


def is_table_row(line: str) -> bool:
    """Is ``line`` a row of a Markdown table ("| Cheese | 3 pennies |") or of a wiki's ("| Cheese || 3 pennies")?"""
    return bool(TABLE_ROW.match(line.strip()))


def _is_wiki_row(row: str) -> bool:
    """Is the stripped ``row`` a wiki table's row of cells ("| Each hedgehog || 3"), not a Markdown one's?"""
    return bool(re.match(_WIKI_ROW, row)) and not row.endswith("|")


def table_cells(row: str) -> list[str]:
    """The cells of a table's row, stripped: "| Island map | 4 | 8 |" -> ["Island map", "4", "8"]; a wiki's "|
    Island map || 4 || 8" and "! Item !! Points" alike."""
    row = row.strip()
    if re.match(_WIKI_HEADER_ROW, row):
        return [cell.strip() for cell in row[1:].split("!!")]
    if _is_wiki_row(row):
        return [cell.strip() for cell in row[1:].split("||")]
    return [cell.strip() for cell in row.strip("|").split("|")]


# where a wiki table's header row starts ("! Item !! Points"), after the sentence leading into the table, if any
_WIKI_HEADER_START = re.compile(r"(?:^|(?<=\s))!(?!!)")


def header_row(header: str) -> str:
    """The header row of a table's header as :func:`with_lead_ins` gives it, without the sentence leading into the
    table: "| Cargo | Points |" of "… deliver its cargo and score it: | Cargo | Points |" ("! Item !! Points" of a
    wiki's)."""
    wiki = _WIKI_HEADER_START.search(header) if "!!" in header else None
    markdown = header.find("|")
    if wiki is not None and (markdown < 0 or wiki.start() < markdown):
        return header[wiki.start():]
    return header[markdown:] if markdown >= 0 else header


# the words a rulebook numbers the steps of its turn or setup by ("Step 1: Setup", "Шаг 3. Сбор урожая")
STEP_WORDS = r"(?:step|phase|шаг|этап)"
# a named step that opens a line of its own sentences: "Step 2: Lift.", "Phase 1 - Light.", "Шаг 3. Сбор."
_STEP_LABEL = re.compile(rf"^\W{{0,5}}{STEP_WORDS}\s{{1,5}}\d{{1,3}}\s{{0,5}}[:.)–—-]\s{{0,5}}"
                         r"[^\W\d_][\w'’ -]{0,40}[.:]?$", re.IGNORECASE)


def with_lead_ins(text: str) -> list[tuple[str, str]]:
    """Each sentence of ``text`` (as :func:`sentences` gives them) with the sentence its list item completes: "Then
    take one action:" for "- Fish: take 2 fish tokens …", or the heading the list stands under ("" for a sentence
    that is no item of such a list). An item's every sentence is the item's: "1. Take a company board. Put the
    marker on space 0." does not end the list that "2. Take 12 pounds." goes on. A table's row is read with its
    header: "| Cheese | 3 pennies | 5 pennies |" under "| Goods | Price | Sells for |" is cheese's price, and so is
    the sentence that leads into the table ("… score it:")."""
    out: list[tuple[str, str]] = []
    lead_in = ""
    lines = unwrapped_lines(text)
    header = ""
    in_asciidoc_table = False  # between an AsciiDoc table's "|===" lines, where blank lines part its rows
    for n, line in enumerate(lines):
        said = _line_sentences(line)
        if line.strip() == ASCIIDOC_TABLE:
            in_asciidoc_table = not in_asciidoc_table
        elif in_asciidoc_table and not line.strip():
            continue
        if is_table_row(line):
            separator = bool(TABLE_SEPARATOR.match(line.strip()))
            opens_table = n > 0 and lines[n - 1].strip() == ASCIIDOC_TABLE  # an AsciiDoc table's first row
            if opens_table or (n + 1 < len(lines) and TABLE_SEPARATOR.match(lines[n + 1].strip()) and not separator
                               and not _is_wiki_row(line.strip())):
                # a header row: the separator under it says so; with the sentence that leads into the table ("…
                # deliver its cargo and score it:" over "| Cargo | Points |")
                header = f"{lead_in} {line.strip()}" if lead_in.rstrip().endswith(":") else line.strip()
                out.extend((sentence, "") for sentence in said)
            else:
                out.extend((sentence, "" if separator else header) for sentence in said)
            continue
        header = ""
        if said and _LIST_ITEM.match(said[0]):
            out.extend((sentence, lead_in) for sentence in said)
            continue
        if len(said) > 1 and _STEP_LABEL.match(said[0]):
            # "Step 2: Lift. Pay 1 coin to move one container tile …": the step's sentences are said of it
            out.append((said[0], ""))
            out.extend((sentence, said[0]) for sentence in said[1:])
            lead_in = ""
            continue
        for sentence in said:
            out.append((sentence, ""))
            lead_in = sentence if sentence.rstrip().endswith(":") or _MARKDOWN_HEADING.match(sentence) else ""
    return out


def without_examples(text: str) -> str:
    """A rule's own text, verbatim, without the example lines that follow it ("ПРИМЕР. …", "Example: …")."""
    lines = text.splitlines()
    end = next((i for i, line in enumerate(lines) if i and _EXAMPLE_LINE.match(line)), len(lines))
    return "\n".join(lines[:end]).strip() or text
