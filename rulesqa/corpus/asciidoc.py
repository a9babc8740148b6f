"""Parser for rulebooks in AsciiDoc (``format = "asciidoc"``).

A section title is a line of one to six ``=`` and its words ("== Setup", "=== Throwing"), its level the number of
signs; each section runs to the next title of any level, verbatim (the tree, keys and FAQ entries are
:mod:`rulesqa.corpus.outline`'s). A single "= Title" names the document, and its own text — the attribute lines
under it (":players: 2-4"), the lead paragraph — is its first unit. Inside a delimited block ("====" of an example
or a note, "----" of a listing, "|===" of a table, "////" of a comment, …) a line is never a title; a comment
block and "//" comment lines are kept out of the rules. Everything else stays in its section as written: the text
is quoted verbatim and never rendered.

No AsciiDoc library for Python reads a document's structure without converting it (Asciidoctor is Ruby), so the
titles are read here, by the rules of the AsciiDoc language documentation.
"""

from __future__ import annotations

import re

from rulesqa.corpus.model import ParsedDocument, SourceLine, split_lines
from rulesqa.corpus.outline import Heading, add_titled_sections, kept_out
from rulesqa.errors import CorpusError

PARSER_VERSION = 1

# "== Setup", "=== Throwing" (not "== Setup ==", a wiki's; not "====", a block's delimiter)
_TITLE = re.compile(r"^(?P<level>={1,6})[ \t]+(?P<title>\S(?:[^\n]{0,200}\S)?)[ \t]*$")
# a delimited block's fence: four or more of one character, or a table's "|===" (and ",===", ":===")
_FENCE = re.compile(r"^(?:(?P<run>={4,}|-{4,}|\.{4,}|_{4,}|\*{4,}|\+{4,}|/{4,})|[|,:!]={3,})[ \t]*$")
_COMMENT_LINE = re.compile(r"^//(?!/)")


def looks_like(text: str) -> bool:
    """True when the text has two or more AsciiDoc section titles ("== Setup") and none closed as a wiki's are."""
    found = 0
    for line in text[:1_000_000].splitlines():
        match = _TITLE.match(line)
        if match and len(match["level"]) >= 2:
            if match["title"].endswith("="):
                return False
            found += 1
    return found >= 2


def _read(lines: list[SourceLine]) -> tuple[list[Heading], list[SourceLine]]:
    """The titles outside delimited blocks, and the comment lines."""
    headings: list[Heading] = []
    comments: list[SourceLine] = []
    fence: str | None = None  # the open block's fence line
    for n, line in enumerate(lines):
        text = line.text.rstrip()
        if fence is not None:
            if text == fence:
                if fence.startswith("////"):
                    comments.append(line)
                fence = None
            elif fence.startswith("////"):
                comments.append(line)
            continue
        if _FENCE.match(text):
            fence = text
            if text.startswith("////"):
                comments.append(line)
            continue
        if _COMMENT_LINE.match(text):
            comments.append(line)
        elif match := _TITLE.match(text):
            headings.append(Heading(len(match["level"]), match["title"], n))
    return headings, comments


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = split_lines(text)
    doc = ParsedDocument(sections=[])
    headings, comments = _read(lines)
    lines = kept_out(doc, lines, comments, "back-matter")
    if not any(line.text.strip() for line in lines):
        raise CorpusError("has no rule text, only comments" if comments else "the file has no text", path=path)
    add_titled_sections(doc, lines, headings, path=path, kind="asciidoc",
                        no_headings="no section titles ('== Setup'); the whole file is one unit. "
                                    "Add '== Title' lines to make each rule citable on its own")
    return doc
