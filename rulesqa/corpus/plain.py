"""Parser for plain-text rulebooks (``format = "plain"``): text exported from a PDF or typed without markup.

Such a file has no markup for its headings; they show by their looks. A heading is a short line, not a sentence
(no closing ``.``, ``!``, ``?``, ``;`` or ``,``), that is

- written in capitals (``SETUP``, ``КОНЕЦ ИГРЫ``), or numbered like a section (``2. Подготовка к игре``,
  ``3.1 Buying gears``), standing as the first line of its paragraph; or
- a capitalised title on a line of its own between blank lines (``Hand Limit``), or on the first line of a
  paragraph whose next line starts a new sentence (``Запасы пряжи`` over ``У игрока не может быть…``); or
- any short line underlined (and perhaps overlined) with a row of one punctuation character, as README files and
  reStructuredText write them (``Setup`` over ``-----``, the title over ``=====``); or
- a short capitalised title ending in a colon at the margin, over text indented under it (``Setup:`` over
  ``  Give each miller …``), where the document writes at least two such headings.

Levels follow the order in which the styles first appear, as reStructuredText ranks its adornments (each underline
character, with or without an overline, is a style of its own): the first
style seen is level 1, the next new one level 2, and so on; numbered headings nest by their numbers. The first line
of the file is the document's title when a subtitle follows it or the next heading is in another style ("Ice
Harvesters" over "1. Components"); "SETUP" over "PLAYING A TURN" is the first section.

Page numbers (``- 2 -``, ``Page 2 of 8``, ``— 2 —``) and running headers or footers (a line repeated beside them)
are kept out of the rules and reported, so a section's text is the rule, not the page layout.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from rulesqa.corpus.blocks import split_blocks
from rulesqa.corpus.model import NonRule, ParsedDocument, SourceLine, split_lines
from rulesqa.corpus.outline import FAQ_MIN_QUESTIONS, Heading, add_sections, questions_in
from rulesqa.errors import CorpusError

PARSER_VERSION = 6  # 2: FAQ entries are units of their own (outline.with_questions); 3: running heads with page
# numbers; 4: a document of a title and a FAQ, or of a FAQ alone; 5: underlined headings ("Setup" over "-----"); 6:
# titles ending in a colon over indented text ("Setup:")

_MAX_HEADING_CHARS = 60
_MAX_HEADING_WORDS = 8
_NOT_A_TITLE_END = re.compile(r"[.,;!?…]$")
_LIST_ITEM = re.compile(r"^(?:[-–—•*·▪●○]|\(?[a-zа-я\d]{1,2}\))\s", re.I)
# "2. Setup", "3.1 Buying gears", "3.1. Buying gears"; not "4 Workbench Boards" (a count in a list)
# (and an appendix's "A.2 California Lowball": a capital letter, then numbers)
_NUMBERED = re.compile(r"^(?P<number>\d{1,2}(?:\.\d{1,2}){0,3}|[A-Z](?:\.\d{1,2}){1,3})(?P<dot>\.?)\s+(?P<title>\S.*)$")
_PAGE_NUMBER = re.compile(
    r"^[-–—\s]*(?:(?:page|p\.|стр\.?|страница)\s*)?\d{1,4}(?:\s*(?:/|of|из)\s*\d{1,4})?[-–—\s]*$", re.I)
_FORM_FEED = "\f"
# A heading's underline or overline: a row of one punctuation character, at least three ("=====", "-----", "~~~")
_ADORNMENT = re.compile(r"^([=\-~^*#+_`'\".:])\1{2,}\s*$")
# A title ending in a colon over indented text: a heading where the document writes two or more so ("Setup:",
# "End of the game:"); one alone is a list's lead-in ("Treasure tiles are worth:" over "  Pearl ... 3 points")
_MIN_COLON_HEADINGS = 2
_MAX_COLON_HEADING_WORDS = 5
_MAX_UNDERLINED_CHARS = 100  # an underline makes a line a heading even when it ends with "?" ("Can I pass?")


@dataclass(frozen=True)
class _Candidate:
    line: SourceLine
    style: str  # "caps" | "title" | "numbered-<depth>" | "underlined <char>" | "overlined <char>"
    title: str


def looks_like(text: str) -> bool:
    """True when the text has at least two headings a reader would see, or a title over a FAQ of question-and-answer
    paragraphs ("Вопрос: … ?" / "Ответ: …"), for format detection."""
    lines = split_lines(text)
    candidates = _candidates(lines, _page_furniture(lines))
    return len(candidates) >= 2 or len(questions_in(lines, 0, len(lines))) >= FAQ_MIN_QUESTIONS


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = split_lines(text)
    doc = ParsedDocument(sections=[])
    contents = dotted_contents(lines)
    if contents:
        doc.non_rules.append(NonRule("toc", [line for line in lines if line.number in contents]))
        lines = [SourceLine(line.number, "") if line.number in contents else line for line in lines]
    furniture = _page_furniture(lines)
    if furniture:
        doc.non_rules.append(NonRule("page-furniture", [line for line in lines if line.number in furniture]))
        repeated = sorted({" ".join(line.text.split()) for line in lines
                           if line.number in furniture and not _PAGE_NUMBER.match(line.text.strip(_FORM_FEED))})
        doc.warnings.append(
            f"{path}: {len(furniture)} lines of page layout are kept out of the rules (page numbers"
            + (f"; running headers: {', '.join(repr(r) for r in repeated[:3])}" if repeated else "") + ")"
        )
        lines = [SourceLine(line.number, "") if line.number in furniture else line for line in lines]
    candidates = _candidates(lines, furniture | contents)
    if not candidates and len(faq := questions_in(lines, 0, len(lines))) >= FAQ_MIN_QUESTIONS:
        # a FAQ with no heading at all ("Q: … ?" / "A: …" paragraphs): each entry is a section of its own
        add_sections(doc, lines, [Heading(1, question, start) for start, question in faq], title=None, path=path,
                     kind="plain")
        return doc
    if not candidates:
        raise CorpusError(
            "has no headings rulesqa can see (a short line in capitals, a numbered title like '2. Setup', or a title "
            "on a line of its own); add such lines, or rename it to .md and add '# Heading' lines",
            path=path,
        )
    title = _title(lines, candidates)
    if title is not None:
        doc.title = title.title
    headings = _levels(candidates, title)
    doc.warnings.append(
        f"{path}: plain text; {len(headings)} {'lines are' if len(headings) != 1 else 'line is'} read as "
        f"heading{'s' if len(headings) != 1 else ''}: "
        + ", ".join(f"'{h.title}' (line {h.start + 1})" for h in headings[:5])
        + (f" and {len(headings) - 5} more" if len(headings) > 5 else "")
        + ". Save it as Markdown with '## Heading' lines to choose the sections yourself"
    )
    title_heading = headings[0] if title is not None else None
    add_sections(doc, lines, headings, title=title_heading, path=path, kind="plain")
    return doc


# A table of contents as a PDF's text has it: entries led by dots to their page numbers ("1.1 Limit . . . . 7")
_DOT_LEADER = re.compile(r"(?<![.…·])(?<![.…·][ \t])(?:[ \t]?[.…·]){4,}+[ \t]*+\d{1,4}[ \t]*$")
_ENDS_IN_PAGE = re.compile(r"\S[ \t]+\d{1,4}[ \t]*$")
_MIN_CONTENTS_ENTRIES = 3
_CONTENTS_GAP = 8  # lines without a leader that a table of contents may hold (a page break, a chapter's entry)


def dotted_contents(lines: list[SourceLine]) -> set[int]:
    """Line numbers of a table of contents written with dot leaders: from its first entry to its last, each line that
    is an entry (a leader, or a title ending in a page number: "2 Tournament Games 15") or a "Contents" title."""
    leaders = [i for i, line in enumerate(lines) if _DOT_LEADER.search(line.text)]
    if len(leaders) < _MIN_CONTENTS_ENTRIES:
        return set()
    runs: list[list[int]] = [[leaders[0]]]
    for i in leaders[1:]:
        if i - runs[-1][-1] <= _CONTENTS_GAP:
            runs[-1].append(i)
        else:
            runs.append([i])
    found: set[int] = set()
    for run in runs:
        if len(run) < _MIN_CONTENTS_ENTRIES:
            continue
        start = run[0]
        while start > 0 and (_CONTENTS_TITLE.match(lines[start - 1].text.strip())
                             or _ENDS_IN_PAGE.search(lines[start - 1].text)):
            start -= 1
        for line in lines[start:run[-1] + 1]:
            text = line.text.strip()
            if _DOT_LEADER.search(text) or _ENDS_IN_PAGE.search(text) or _CONTENTS_TITLE.match(text):
                found.add(line.number)
    return found


_CONTENTS_TITLE = re.compile(r"^(?:table\s+of\s+contents|contents|содержание|оглавление)$", re.I)


def headings_in(lines: list[SourceLine]) -> tuple[list[Heading], set[int]]:
    """The headings a run of plain text shows by its looks (``start`` an index into ``lines``, levels from 1), and the
    line numbers of its page layout and dotted contents — for a part of another document that is plain text
    (:mod:`corpus.structure`)."""
    if not lines:
        return [], set()
    # this parser's helpers find a line by its number: the run, in its place in a file otherwise blank
    padded = [SourceLine(n, "") for n in range(1, lines[-1].number + 1)]
    for line in lines:
        padded[line.number - 1] = SourceLine(line.number, line.text)
    furniture = _page_furniture(padded) | dotted_contents(padded)
    blanked = [SourceLine(line.number, "") if line.number in furniture else line for line in padded]
    candidates = _candidates(blanked, furniture)
    index = {line.number: i for i, line in enumerate(lines)}
    # (_levels places a heading by its line number, as in a whole file)
    headings = [Heading(h.level, h.title, index[h.start + 1], from_line=True) for h in _levels(candidates, None)]
    return headings, furniture


# A running head with its page number on the same line, set apart by a wide gap: "River Pilots – Rulebook      2",
# "3\tRiver Pilots". ("Round 2" is a heading: no gap.)
_HEAD_WITH_NUMBER = re.compile(r"^(?P<text>\S.*?\S)(?:\s{2,}|\t)(?P<number>\d{1,4})\s*$|"
                               r"^\s*(?P<number_first>\d{1,4})(?:\s{2,}|\t)(?P<text_after>\S(?:.*\S)?)\s*$")


def _numbered_heads(lines: list[SourceLine]) -> set[int]:
    """Line numbers of a running head or foot that carries the page number: the same words on two or more lines, each
    with a different number."""
    heads: dict[str, dict[int, int]] = {}
    for line in lines:
        found = _HEAD_WITH_NUMBER.match(line.text.strip(_FORM_FEED).rstrip())
        if found is not None:
            text = " ".join((found.group("text") or found.group("text_after")).split()).casefold()
            page = int(found.group("number") or found.group("number_first"))
            heads.setdefault(text, {})[line.number] = page
    return {n for pages in heads.values() if len(set(pages.values())) >= 2 for n in pages}


def _page_furniture(lines: list[SourceLine]) -> set[int]:
    """Line numbers of page numbers, and of lines repeated beside them or beside a page break (running heads), and
    of running heads that carry the page number themselves."""
    numbered_heads = _numbered_heads(lines)
    numbers = {line.number for line in lines if _PAGE_NUMBER.match(line.text.strip()) and line.text.strip()
               and _standalone_number(lines, line.number)}
    breaks = {line.number for line in lines if line.text.startswith(_FORM_FEED)}
    marks = numbers | breaks
    if not marks:
        return numbered_heads
    beside: Counter[str] = Counter()
    where: dict[str, list[int]] = {}
    for n in marks:
        for neighbour in (_next_text_line(lines, n, -1), _next_text_line(lines, n, +1),
                          lines[n - 1] if n in breaks else None):
            if neighbour is None or neighbour.number in numbers:
                continue
            text = neighbour.text.strip()
            if not text:
                continue
            beside[text] += 1
            where.setdefault(text, []).append(neighbour.number)
    running = {n for text, count in beside.items() if count >= 2 for n in where[text]}
    return numbers | running | numbered_heads | _paged_heads(lines)


# A running head as a PDF's text gives it, glued to its page number by one space: "8 CHAPTER 1. BETTING FORMATS",
# "1.2. NO-LIMIT 9", "4 CONTENTS" — words in capitals and a page number first or last.
_CAPITALS_AND_PAGE = re.compile(r"^(?:(?P<first>\d{1,4})\s+(?=\S*[^\W\d_]))?(?P<text>[^a-zа-яё]{3,120}?)"
                                r"(?:(?<=[^\d.])\s+(?P<last>\d{1,4}))?$")
_MIN_PAGES = 3  # page numbers in sequence before a line's number is taken for one
_PAGE_STEP = 3  # the most a page number may grow from one head to the next (pages with no head between)


def _paged_heads(lines: list[SourceLine]) -> set[int]:
    """Lines that are page layout because their numbers count the pages: capitalised heads with a number first or
    last, and bare numbers, whose numbers rise through the file by one page or a few at a time (7, 8, 9, 10, …).
    A number in a rule ("2 CARDS"), a count in a table, a section number — none of them keeps that pace."""
    found: list[tuple[int, int]] = []  # (line number, page)
    side: dict[int, str] = {}  # a head's line number -> where its page number stands: "first" or "last"
    for line in lines:
        text = line.text.strip(" \t" + _FORM_FEED)
        if text.isdigit() and len(text) <= 4:
            found.append((line.number, int(text)))
            continue
        head = _CAPITALS_AND_PAGE.match(text)
        if head is None or not (head["first"] or head["last"]) or sum(ch.isalpha() for ch in head["text"]) < 3:
            continue
        found.append((line.number, int(head["last"] or head["first"])))
        side[line.number] = "last" if head["last"] else "first"
    runs: list[list[tuple[int, int]]] = []
    for number, page in found:
        run = next((r for r in reversed(runs[-5:]) if 0 <= page - r[-1][1] <= _PAGE_STEP), None)
        if run is None:
            runs.append([(number, page)])
        else:
            run.append((number, page))
    chained = [run for run in runs if len({page for _, page in run}) >= _MIN_PAGES]
    if not chained:
        return set()
    # numbered headings rise one by one too ("SECTION 1", "SECTION 2"): a page's head or foot is told apart by where
    # it stands — its number now first, now last, as left and right pages of a book have it, or between the lines of
    # a sentence that runs on over the page break
    marked = {n for run in chained for n, _ in run}
    text_lines = [line for line in lines if line.text.strip() and line.number not in marked]
    after = {}  # a marked line's number -> (the text line before it, the text line after it)
    at = 0
    for line in lines:
        if line.number in marked:
            before = text_lines[at - 1] if at else None
            after[line.number] = (before, text_lines[at] if at < len(text_lines) else None)
        elif line.text.strip():
            at += 1
    def both_sides(run: list[tuple[int, int]]) -> bool:
        sides = [side[n] for n, _ in run if n in side]
        return min(sides.count("first"), sides.count("last")) >= _RUN_ON_SHARE * len(sides) > 0

    return {n for run in chained
            if both_sides(run) or sum(_runs_on(*after[n]) for n, _ in run) >= _RUN_ON_SHARE * len(run)
            for n, _ in run}


_RUN_ON_SHARE = 0.2  # of a chain's lines, at least, stand inside a sentence


def _runs_on(before: SourceLine | None, following: SourceLine | None) -> bool:
    """Does a sentence run on from ``before`` to ``following`` (no stop at the end of one, lower case at the start of
    the other)?"""
    if before is None or following is None:
        return False
    first = following.text.strip()[:1]
    return not _ENDS_SENTENCE.search(before.text.rstrip()) and first.isalpha() and first.islower()


def _standalone_number(lines: list[SourceLine], number: int) -> bool:
    """A bare number is a page number only away from a list of numbers (a table column is not page layout)."""
    if not lines[number - 1].text.strip().isdigit():
        return True
    for step in (-1, 1):
        other = _next_text_line(lines, number, step)
        if other is not None and other.text.strip().isdigit() and abs(other.number - number) == 1:
            return False
    return True


def _next_text_line(lines: list[SourceLine], number: int, step: int) -> SourceLine | None:
    i = number - 1 + step
    while 0 <= i < len(lines):
        if lines[i].text.strip():
            return lines[i]
        i += step
    return None


def _blocks(lines: list[SourceLine], furniture: set[int]) -> list[list[SourceLine]]:
    """Paragraph blocks. Text from a PDF often has no blank lines at all: there a block also starts at a line that
    looks like a heading (numbered, or in capitals) right after a paragraph's end — a line that closes a sentence,
    a line much shorter than the text's wrap width, or a page break."""
    blocks = split_blocks(line for line in lines if line.number not in furniture)
    texts = [line for block in blocks for line in block]
    # (lines kept out, the page layout and contents, are blank here: they are no paragraph breaks of the text)
    breaks = sum(1 for line in lines if not line.text.strip() and line.number not in furniture)
    if not texts or (breaks and len(texts) < breaks * _SPARSE_BLANKS):
        return blocks
    widths = sorted(len(line.text.rstrip()) for line in texts)
    short = widths[len(widths) // 2] * _SHORT_LINE
    out: list[list[SourceLine]] = []
    for block in blocks:
        current: list[SourceLine] = []
        for line in block:
            before = current[-1].text.rstrip() if current else ""
            # (a page's head or foot between the two lines, kept out, is a break too)
            ended = (_ENDS_SENTENCE.search(before) is not None or len(before) < short
                     or (bool(current) and current[-1].number + 1 != line.number))
            style = _style(line.text.strip())
            if current and ended and style is not None and style != "title":
                out.append(current)
                current = []
            current.append(line)
        out.append(current)
    return out


# a text with no paragraph break, or fewer than one per this many lines, has lost them (a PDF's text)
_SPARSE_BLANKS = 20
_SHORT_LINE = 0.6  # of the median line's length: a paragraph's last line in hard-wrapped text
_ENDS_SENTENCE = re.compile(r"[.!?:…][\"'”»)]*$")


def _candidates(lines: list[SourceLine], furniture: set[int]) -> list[_Candidate]:
    found: list[_Candidate] = []
    colons: list[_Candidate] = []
    for block in _blocks(lines, furniture):
        if (underlined := _underlined(block)) is not None:
            found.append(underlined)
            continue
        first = block[0]
        text = first.text.strip(" \t" + _FORM_FEED)
        style = _style(text)
        if style is None:
            if (colon := _colon_heading(block)) is not None:
                colons.append(colon)
            continue
        title = text.rstrip(":").strip() if style != "title" else text
        if style == "title" and len(block) > 1 and not _starts_sentence(block[1].text):
            continue
        if style == "title" and len(block) > 1 and len(block[1].text.strip()) <= len(text):
            continue  # a list of short lines, not a heading over its paragraph
        found.append(_Candidate(first, style, title))
    if len(colons) >= _MIN_COLON_HEADINGS:  # a style the document writes its headings in, not one list's lead-in
        found = sorted(found + colons, key=lambda c: c.line.number)
    return found


def _colon_heading(block: list[SourceLine]) -> _Candidate | None:
    """A title ending in a colon at the margin over its indented text ("Setup:" over "  Give each miller …"), as
    plain-text rulebooks typed in an editor write their sections."""
    first = block[0].text.rstrip()
    text = first.strip(" \t" + _FORM_FEED)
    if len(block) < 2 or first != text or not text.endswith(":") or not block[1].text[:1].isspace():
        return None
    bare = text[:-1].rstrip()
    if (":" in bare or _NOT_A_TITLE_END.search(bare) or not bare[:1].isupper() or _LIST_ITEM.match(bare)
            or len(bare) > _MAX_HEADING_CHARS or len(bare.split()) > _MAX_COLON_HEADING_WORDS
            or sum(ch.isalpha() for ch in bare) < 3):
        return None
    return _Candidate(block[0], "colon", bare)


def _underlined(block: list[SourceLine]) -> _Candidate | None:
    """A heading written with an underline under its line, and perhaps the same line over it: ``Setup`` over
    ``-----``, or ``=====`` / ``Bell Ringers`` / ``=====``."""
    over = _ADORNMENT.match(block[0].text.strip())
    at = 1 if over else 0
    if len(block) < at + 2:
        return None
    under = _ADORNMENT.match(block[at + 1].text.strip())
    text = block[at].text.strip(" \t" + _FORM_FEED)
    if (under is None or (over is not None and over[1] != under[1]) or _ADORNMENT.match(text)
            or len(text) > _MAX_UNDERLINED_CHARS or sum(ch.isalpha() for ch in text) < 2
            or text.endswith((".", ",", ";", ":"))):  # a sentence over a rule is a paragraph ended by a rule
        return None
    # an overlined heading starts at its overline, so the line above the title is not the end of the section before
    return _Candidate(block[0], f"{'overlined' if over else 'underlined'} {under[1]}", text)


def _style(text: str) -> str | None:
    """How a line looks as a heading, or None when it is not one."""
    letters = [ch for ch in text if ch.isalpha()]
    if (len(letters) < 3 or len(text) > _MAX_HEADING_CHARS or len(text.split()) > _MAX_HEADING_WORDS
            or _LIST_ITEM.match(text)):
        return None
    bare = text.rstrip(":").rstrip()
    if _NOT_A_TITLE_END.search(bare) or bare.endswith(":"):
        return None
    if (m := _NUMBERED.match(bare)) and (m["dot"] or "." in m["number"]):
        title = m["title"]
        if title[0].isupper():
            return f"numbered-{m['number'].count('.') + 1}"
        return None
    if text[0].isdigit():
        return None
    if all(ch.isupper() for ch in letters):
        return "caps"
    if text.endswith(":") or not text[0].isupper():
        return None
    return "title"


def _starts_sentence(text: str) -> bool:
    text = text.strip()
    return bool(text) and (text[0].isupper() or text[0].isdigit()) and not _LIST_ITEM.match(text)


def _title(lines: list[SourceLine], candidates: list[_Candidate]) -> _Candidate | None:
    """The file's first line, as the document's title, when a subtitle follows it or the next heading's style is
    another."""
    first_text = next((line for line in lines if line.text.strip()), None)
    if first_text is None or len(candidates) < 2 or candidates[0].line is not first_text:
        return None
    head, following = candidates[0], candidates[1]
    subtitle = _next_text_line(lines, head.line.number, +1)
    has_subtitle = subtitle is not None and subtitle.number == head.line.number + 1
    return head if has_subtitle or following.style != head.style else None


def _levels(candidates: list[_Candidate], title: _Candidate | None) -> list[Heading]:
    """Headings with levels: the title 0, then styles ranked by first appearance; numbers nest by their depth. A
    style that first shows after the last heading of every style before it starts an appendix at the top ("Questions
    and Answers" after "5. Winning"), not a subsection of the last section."""
    deepest = max((_depth(c) for c in candidates if c.style.startswith("numbered")), default=1)
    body = [c for c in candidates if c is not title]
    last = {_family(c): n for n, c in enumerate(body)}
    base: dict[str, int] = {}
    next_level = 1
    headings = [Heading(0, title.title, title.line.number - 1, from_line=True)] if title is not None else []
    for n, c in enumerate(body):
        family = _family(c)
        if family not in base:
            appendix = bool(base) and all(last[earlier] < n for earlier in base)
            base[family] = 1 if appendix else next_level
            next_level = max(next_level, base[family] + (deepest if family == "numbered" else 1))
        level = base[family] + (_depth(c) - 1 if family == "numbered" else 0)
        headings.append(Heading(level, c.title, c.line.number - 1, from_line=True))
    return headings


def _family(c: _Candidate) -> str:
    """The style without its depth: every numbered heading is of one family, nested by its number."""
    return "numbered" if c.style.startswith("numbered") else c.style


def _depth(c: _Candidate) -> int:
    return int(c.style.rsplit("-", 1)[1])
