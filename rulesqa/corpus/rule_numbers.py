"""Rule numbers printed at the start of a line, wherever a document puts them, as units of their own.

Comprehensive rules reach players in many dresses: plain lines (``1.4.7 …``), Markdown list items and bold
(``- **1-2-1-1.** …``), HTML anchors before the number (``<a id="1.4.7"></a>1.4.7 …``), a section sign
(``§ 4.2 …``). Whatever the format's parser made of the headings, a player who reads "1-2-1-1" in the book types
``show 1-2-1-1``. This pass runs after the prose parsers (Markdown, plain text, wiki, reStructuredText, LaTeX, …):
where a document prints rule numbers at line starts, each numbered line opens a unit keyed by its number that runs
to the next numbered line or the end of its section, nested under the rule its number extends (``1-2-1-1`` under
``1-2-1``) or else under the section it stands in.

It asks for a document that numbers its rules so, not one line that happens to start with "2-4 players": at least
:data:`MIN_NUMBERED_LINES` numbered lines written with the same separator.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from rulesqa.corpus.blocks import atomic_lines, without_trailing_blanks
from rulesqa.corpus.model import ParsedDocument, Section, SourceLine, UniqueKeys

MIN_NUMBERED_LINES = 3

# What may stand before a rule number on its line: indentation, a quote mark, a list bullet, HTML anchors or spans
# (``<a id="1.4.7"></a>``, ``<a name="171"></a>``), emphasis (``**``, ``__``, LaTeX's ``\textbf{``), a LaTeX item.
_PREFIX = re.compile(
    r"^[ \t]{0,16}(?:>[ \t]?){0,3}(?:(?:[-*+•▪][ \t]+)|\\item(?:\[[^\]\n]{0,20}\])?[ \t]*)?"
    r"(?:<(?:a|span)\b[^>\n]{0,200}>[ \t]*(?:</(?:a|span)>)?[ \t]*){0,3}"
    r"(?:\*\*|__|\*|_|\\textbf\{|\\textit\{)?[ \t]?")
# The number itself: two levels or more joined by one kind of separator ("1.4.7", "1-2-1", "100.1a", "1.0.1a"), an
# appendix's letter before them ("A.4.3", "B-2"), or any number after a section sign ("§ 4", "§4.2"); then the marks
# that may close it, and a space or the line's end.
FIRST_LEVEL = r"(?:[A-Z](?=[.\-]\d)|\d{1,4})"
_NUMBER = re.compile(
    rf"(?P<sign>§[ \t]?)?(?P<number>{FIRST_LEVEL}(?:(?P<sep>[.\-])\d{{1,4}}(?:(?P=sep)\d{{1,4}}){{0,6}})?"
    r"[a-zа-я]?)"
    r"(?![\w\-.]\w)\.?(?:\*\*|__|\*|_|\})?\.?(?:\*\*|__)?(?=[ \t:)]|$)")


@dataclass(frozen=True)
class PrintedNumber:
    """A rule number as printed at a line's start: the number ("1-2-1"), its separator ("-", "." or "" for "§ 4")."""

    number: str
    separator: str


# what Markdown writers put inside a number: backslash escapes ("1\\.4\\.1\\."), an empty anchor after it
# ("1.4.1.<span id="1.4.1"></span>")
_ESCAPE = re.compile(r"\\(?=[.\-)#*_])")
_EMPTY_ANCHOR = re.compile(r"<(?:a|span)\b[^>\n]{0,200}>[ \t]*</(?:a|span)>")


def printed_number(text: str) -> PrintedNumber | None:
    """The rule number ``text`` (one line) opens with, past its markup; None when it opens with none.

    An appendix numbers its rules after its letter ("A.4.3 If the arbiter observes …"): the letter is their first
    level, and a number is the letter's only when a digit follows it ("A. Setup" opens with none). A bare one-level
    number ("3 cards", "1. Shuffle") is a count or a list item, not a rule's number; after a
    section sign it is one ("§ 4 The turn").
    """
    text = _EMPTY_ANCHOR.sub("", _ESCAPE.sub("", text[:400]))
    prefix = _PREFIX.match(text)
    start = prefix.end() if prefix else 0
    found = _NUMBER.match(text, start)
    if found is None:
        return None
    separator = found.group("sep") or ""
    if not separator and not found.group("sign"):
        return None
    return PrintedNumber(found.group("number"), separator)


def _depth_parts(number: str) -> list[str]:
    """"1-2-1a" -> ["1", "2", "1", "1a"]: the levels a number nests by; a closing letter is a level of its own."""
    parts = re.split(r"[.\-]", number)
    if parts and parts[-1] and parts[-1][-1].isalpha():
        parts = [*parts[:-1], parts[-1][:-1], parts[-1]]
    return parts


def _parent_number(number: str, known: dict[str, str]) -> str | None:
    """The key of the nearest known rule ``number`` extends: "1-2-1-1" is in "1-2-1", "100.1a" in "100.1"."""
    if number[-1:].isalpha() and number[:-1] in known:
        return known[number[:-1]]
    head = number
    while True:
        cut = max(head.rfind("."), head.rfind("-"))
        if cut <= 0:
            return None
        head = head[:cut]
        if head in known:
            return known[head]


def numbered_lines(lines: list[SourceLine]) -> dict[int, PrintedNumber]:
    """Line number -> the rule number it opens with, for every line that opens with one (outside tables and code)."""
    out: dict[int, PrintedNumber] = {}
    inside = atomic_lines(lines)
    for line in lines:
        if line.number in inside:
            continue
        if (line.text[:1].isspace() or line.text[:1] in "<-*+•>§_\\0123456789"
                or ("A" <= line.text[:1] <= "Z" and line.text[1:2] in ".-")):
            found = printed_number(line.text)
            if found is not None:
                out[line.number] = found
    return out


def numbering(found: dict[int, PrintedNumber]) -> dict[int, PrintedNumber]:
    """Of the numbered lines ``found`` in a document, those that number its rules: the numbers written with the
    separator most of them use (and any after a section sign), when there are enough of them to be a numbering —
    none for a document whose few numbered lines are counts or ranges ("2-4 players")."""
    separators = Counter(n.separator for n in found.values())
    if not separators:
        return {}
    separator, count = separators.most_common(1)[0]
    if count < MIN_NUMBERED_LINES and not (separator == "" and count >= 2):
        return {}
    # numbers joined by dashes are rules when some go three levels deep ("1-2-1"); else they are ranges ("2-4")
    if separator == "-" and not any(n.number.count("-") >= 2 for n in found.values()):
        return {}
    return {line: n for line, n in found.items() if n.separator in (separator, "")}


def split_numbered_rules(doc: ParsedDocument, *, path: str, kinds: frozenset[str]) -> None:
    """Give every rule number printed at a line start in the sections of ``kinds`` a unit of its own (see module)."""
    found: dict[int, PrintedNumber] = {}
    for section in doc.sections:
        if section.kind in kinds:
            found.update(numbered_lines(section.lines[1:] if section.key != "preamble" else section.lines))
    wanted = numbering(found)
    if not wanted:
        return
    keys = UniqueKeys.after_parsing(doc, path)
    known: dict[str, str] = {}
    out: list[Section] = []
    for section in doc.sections:
        if section.kind not in kinds or not any(line.number in wanted for line in section.lines[1:]):
            out.append(section)
            continue
        out.extend(_split(section, wanted, keys, known))
    doc.sections[:] = out


def _split(section: Section, wanted: dict[int, PrintedNumber], keys: UniqueKeys,
           known: dict[str, str]) -> list[Section]:
    """``section`` up to its first numbered line, then one unit per numbered line."""
    head_end = next(i for i, line in enumerate(section.lines) if i > 0 and line.number in wanted)
    # a heading line alone, with only blank lines after it, is still the section's unit: it names what follows
    units = [Section(key=section.key, label=section.label, kind=section.kind,
                     lines=without_trailing_blanks(section.lines[:head_end]), parent=section.parent,
                     number=section.number, pages=section.pages)]
    current: list[SourceLine] = []
    printed: PrintedNumber | None = None

    def close() -> None:
        if printed is None or not current:
            return
        number = printed.number
        parent = _parent_number(number, known) or section.key
        key = keys.claim(number, current[0].number)
        known.setdefault(number, key)
        units.append(Section(key=key, label=number, kind="rule", lines=without_trailing_blanks(current), parent=parent,
                             number=number, pages=section.pages))

    for line in section.lines[head_end:]:
        if line.number in wanted:
            close()
            current, printed = [line], wanted[line.number]
        else:
            current.append(line)
    close()
    return units
