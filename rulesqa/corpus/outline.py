"""Sections from a list of headings: the tree, keys and label paths shared by the Markdown and plain-text parsers.

Every heading starts a unit that runs to the next heading of any level. A heading nests under the nearest
earlier heading of a lower level. A document whose title heading comes first (``title=True``) has that heading's
own text as the ``<title-slug>`` unit, and its sub-headings' keys do not repeat the title. Text before the first
heading is the ``preamble`` unit, unless it only says that heading's title again.

A section with two or more question-and-answer paragraphs — a FAQ ("**Can I sell a single lantern?** No, …",
"Q: … A: …", or a paragraph whose first sentence is a question) — has each of them as a unit of its own under it,
labelled by its question (see :func:`with_questions`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesqa.corpus.model import NonRule, NonRuleRole, ParsedDocument, Section, SourceLine, UniqueKeys
from rulesqa.text import slugify


@dataclass
class Heading:
    level: int
    title: str
    start: int  # 0-based line index of the heading
    from_line: bool = False  # a line read as a heading by its looks (bold, capitals), not by markup


# The first line of a question-and-answer paragraph: an optional list bullet and "Q:"/"Вопрос:", then the question
# (bold or not, in a wiki's markup too: "'''Can I look at the discard pile?'''") up to its question mark, then its end
# or the answer: "**May I sell a single lantern?** No, …", "Q: Can two couriers share a village?", "Можно ли хранить
# мёд между ходами? Да, …", "<summary>Можно ли продать неполный бочонок?</summary>" (a FAQ of HTML "<details>" blocks,
# the answer shown on a click); not a table row or a heading.
_QUESTION_START = re.compile(
    r"^ {0,3}(?:[-*+•]\s+)?"
    r"(?:(?:\*\*|__)?(?:Q|Question|В|Вопрос)\s*[:.](?:\*\*|__)?\s*)?"
    r"(?:<summary>[ \t]{0,4})?"
    r"(?P<open>\*\*|__|\*|_|'{3}|'{2})?(?P<question>[^\s?*_|#>'<][^?\n]{2,200}\?)(?(open)(?P=open))"
    r"(?:[ \t]{0,4}</summary>)?(?:\s|$)",
    re.IGNORECASE)
_FENCE = re.compile(r"^ {0,3}(?:```|~~~)")
# the line that opens an HTML "<details>" block, over its "<summary>" question
_DETAILS = re.compile(r"^ {0,3}<details(?:\s[^>\n]{0,80})?>\s*$", re.I)
# a FAQ is two questions or more: one question in a section of rules is part of its rule
FAQ_MIN_QUESTIONS = 2


def with_questions(lines: list[SourceLine], headings: list[Heading]) -> list[Heading]:
    """``headings`` and, under each heading whose section holds FAQ_MIN_QUESTIONS question-and-answer paragraphs or
    more, one heading per question, one level down, titled by the question's words.

    A FAQ section held as one unit answers every question that shares words with any of its entries: "Can I steal
    ice from another player's sledge?" took "ice" from one entry and "another player" from another, and was answered
    with "Can I give coins to another player? No". Each entry alone is what it answers.
    """
    out: list[Heading] = []
    for n, heading in enumerate(headings):
        out.append(heading)
        end = headings[n + 1].start if n + 1 < len(headings) else len(lines)
        found = questions_in(lines, heading.start + 1, end)
        if len(found) >= FAQ_MIN_QUESTIONS:
            out.extend(Heading(heading.level + 1, title, start) for start, title in found)
    return out


def questions_in(lines: list[SourceLine], start: int, end: int) -> list[tuple[int, str]]:
    """(line index, question) of each paragraph of ``lines[start:end]`` that opens with a question."""
    found: list[tuple[int, str]] = []
    fenced = False
    for i in range(start, end):
        text = lines[i].text
        if _FENCE.match(text):
            fenced = not fenced
        if fenced or (i > start and lines[i - 1].text.strip() and not _DETAILS.match(lines[i - 1].text)):
            continue  # inside a code block, or not the first line of a paragraph
        match = _QUESTION_START.match(text)
        if match and len(match.group("question").split()) >= 2:
            # (a "<details>" block's entry starts at its "<details>" line)
            opened = i > start and bool(_DETAILS.match(lines[i - 1].text))
            found.append((i - 1 if opened else i, " ".join(match.group("question").split())))
    return found


# a table of contents, as a Markdown file's start often has one: "## Содержание" over "- [Подготовка](#подготовка)"
_CONTENTS_TITLE = re.compile(r"^(?:table\s+of\s+contents|contents|содержание|оглавление)$", re.I)
# … each entry a link to a section of the file, or a later heading's words: "- [Setup](#setup)", "1. Scoring"
# (read on a stripped line, each part bounded: a line of a million spaces is read once)
_CONTENTS_ENTRY = re.compile(r"^(?:[-*+•]|\d{1,3}[.)])?[ \t]{0,4}(?:\[(?P<link>[^\]\n]{1,120})\]\(#[^)\s]{0,200}\)"
                             r"|(?P<words>[^\n]{1,120}))$")


def _is_contents(lines: list[SourceLine], headings: list[Heading], n: int, end: int) -> bool:
    """Is the section of ``headings[n]`` (to line ``end``) a table of contents: titled so, and every line of it a link
    to a section of the file or the words of a later heading? Not a rule: "Contents" over "- 40 cards" is the
    components, which it is not."""
    if not _CONTENTS_TITLE.match(headings[n].title.strip()):
        return False
    later = {" ".join(h.title.lower().split()) for h in headings[n + 1:]}
    entries = [line.text for line in lines[headings[n].start + 1:end] if line.text.strip()]
    for entry in entries:
        found = _CONTENTS_ENTRY.match(entry.strip())
        if found is None or (found["words"] is not None and " ".join(found["words"].lower().split()) not in later):
            return False
    return bool(entries)


# A table of contents made of links to the document's own anchors, untitled: an HTML list ("<li><a href="#1.2">1.2.
# Участники</a></li>") or Markdown links ("- [Setup](#setup)"), as generators put them at a file's top.
_ANCHOR_LINK = re.compile(r"<a\s[^>]{0,200}href=[\"']#[^\"']{0,200}[\"'][^>]{0,200}>.{0,300}?</a>"
                          r"|\[[^\]\n]{0,300}\]\(#[^)\s]{0,200}\)", re.S | re.I)
_TAG = re.compile(r"<[^>\n]{0,300}>")
_MIN_CONTENTS_LINKS = 5
_CONTENTS_OTHER_WORDS = 0.1  # of a block's words, at most, outside its links


def link_contents(lines: list[SourceLine]) -> list[SourceLine]:
    """The lines of every block (a run of non-blank lines) that is a list of links to the document's own anchors and
    next to nothing else: a table of contents, not rules."""
    found: list[SourceLine] = []
    block: list[SourceLine] = []
    for line in [*lines, SourceLine(0, "")]:
        if line.text.strip():
            block.append(line)
            continue
        if block:
            text = "\n".join(b.text for b in block)
            links = _ANCHOR_LINK.findall(text)
            if len(links) >= _MIN_CONTENTS_LINKS:
                rest = _TAG.sub(" ", _ANCHOR_LINK.sub(" ", text))
                if len(re.findall(r"[^\W\d_]{2,}", rest)) <= _CONTENTS_OTHER_WORDS * len(re.findall(r"\w+", text)):
                    found.extend(block)
            block = []
    return found


def add_sections(doc: ParsedDocument, lines: list[SourceLine], headings: list[Heading], *,
                 title: Heading | None, path: str, kind: str) -> None:
    """Append to ``doc`` the preamble and one section per heading of ``headings`` (in source order), and one per
    question of a FAQ (see :func:`with_questions`). A table of contents is kept out of the rules, as one."""
    headings = with_questions(lines, headings)
    first = headings[0].start if headings else len(lines)
    preamble = lines[:first]
    if headings and _repeats_title(preamble, headings[0].title):
        doc.non_rules.append(NonRule("title", [line for line in preamble if line.text.strip()]))
    elif any(line.text.strip() for line in preamble):
        doc.sections.append(Section(key="preamble", label="Preamble", kind=kind, lines=preamble))

    keys = UniqueKeys(doc, path)
    stack: list[tuple[int, str, bool]] = []  # (level, key, is the title heading)
    for n, heading in enumerate(headings):
        end = headings[n + 1].start if n + 1 < len(headings) else len(lines)
        if _is_contents(lines, headings, n, end):
            doc.non_rules.append(NonRule("toc", [line for line in lines[heading.start:end] if line.text.strip()]))
            continue
        while stack and stack[-1][0] >= heading.level:
            stack.pop()
        parent = stack[-1][1] if stack else None
        under_title = bool(stack) and stack[-1][2]
        slug = slugify(heading.title) or "untitled"
        key = slug if parent is None or under_title else f"{parent}/{slug}"
        key = keys.claim(key, heading.start + 1)
        doc.sections.append(Section(key=key, label=heading.title or "(untitled)", kind=kind,
                                    lines=lines[heading.start:end], parent=parent))
        stack.append((heading.level, key, heading is title))


_TITLE_REPEAT_WORDS = 12  # a preamble of one line up to this long may be the page's title said again


def _repeats_title(preamble: list[SourceLine], title: str) -> bool:
    """Is the text before the first heading only that heading's title said again (a web page's running title over
    it: "How to Play" over "Chapter 2. How to Play")? It is no rule: a unit of it would match any question on the
    topic and answer none."""
    said = [line.text.strip() for line in preamble if line.text.strip()]
    if len(said) != 1:
        return False
    words = re.findall(r"\w+", said[0].casefold())
    return 0 < len(words) <= _TITLE_REPEAT_WORDS and set(words) <= set(re.findall(r"\w+", title.casefold()))


def kept_out(doc: ParsedDocument, lines: list[SourceLine], out: list[SourceLine],
             role: NonRuleRole) -> list[SourceLine]:
    """Record ``out`` (a markup's own lines: a wiki's category links, a comment, a contents directive) in ``doc`` as
    lines that are no rules, and return ``lines`` with them blank, so that every other line keeps its place and the
    sections skip them."""
    out = [line for line in out if line.text.strip()]
    if not out:
        return lines
    doc.non_rules.append(NonRule(role, out))
    numbers = {line.number for line in out}
    return [SourceLine(line.number, "") if line.number in numbers else line for line in lines]


def add_titled_sections(doc: ParsedDocument, lines: list[SourceLine], headings: list[Heading], *, path: str,
                        kind: str, no_headings: str) -> None:
    """:func:`add_sections` for a document whose only top-level heading, coming first, is its title (which names it);
    with no headings at all, the whole file is one unit and ``no_headings`` (what to add) is the warning."""
    if not headings:
        doc.warnings.append(f"{path}: {no_headings}")
    top = [heading for heading in headings if heading.level == 1]
    title = headings[0] if len(top) == 1 and headings[0] is top[0] else None
    if title is not None:
        doc.title = title.title
    add_sections(doc, lines, headings, title=title, path=path, kind=kind)
