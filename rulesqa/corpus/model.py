"""Plain data types for parsed rule documents.

A parser turns the text of one file into a :class:`ParsedDocument`: a flat,
source-ordered list of :class:`Section` objects (the tree is given by
``parent`` ids) plus the lines that are deliberately *not* rules (page titles,
product blurbs, tables of contents, page references), each with its role.
Together the two account for every non-blank line of the file exactly once;
``tests/test_coverage.py`` holds every parser to that.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

# How documents are cut into units, beyond each parser's own version: the passes after every parser (rule numbers
# at line starts, headings in long flat sections, units of a bounded size). An index built by another reading is
# out of date (store/freshness.py). 4: the text before a document's first heading is no unit when it only says that
# heading's title again (rulesqa/corpus/outline.py, shared by the parsers); 3: an appendix's lettered rule numbers
# ("A.4.3"), a glossary an entry a unit; 2: a numbered rule is read with the opening of the rule it continues; 1:
# those passes, with 0.31.0.
READING_VERSION = 4

Lang = Literal["en", "ru"]
Format = Literal["guide", "numbered", "markdown", "plain", "wiki", "rst", "asciidoc", "latex", "html", "docx"]
FORMATS: tuple[Format, ...] = ("guide", "numbered", "markdown", "plain", "wiki", "rst", "asciidoc", "latex", "html",
                               "docx")
# The files a corpus folder's rule texts are, by name, and the format each name says (None: what the text shows)
TEXT_SUFFIXES: dict[str, Format | None] = {
    ".txt": None, ".md": "markdown", ".markdown": "markdown", ".wiki": "wiki", ".mediawiki": "wiki", ".rst": "rst",
    ".adoc": "asciidoc", ".asciidoc": "asciidoc", ".tex": "latex", ".latex": "latex", ".html": "html", ".htm": "html",
    ".xhtml": "html", ".pdf": None, ".docx": "docx"}
# Kinds of section written as free prose under a heading (not a numbered rule, not a guide topic)
PROSE_KINDS = frozenset({"markdown", "plain", "wiki", "rst", "asciidoc", "latex"})

# Roles of lines that carry no rule text. They are kept (and reported) so that
# nothing the user gave disappears without a trace.
NonRuleRole = Literal[
    "title", "intro", "blurb", "pages", "toc", "front-matter", "back-matter", "page-furniture", "comment"
]


@dataclass(frozen=True)
class SourceLine:
    """One line of the source file: 1-based number and text without its newline.

    A line too long for one unit (a paragraph written on one line, a file of one line) is cut at sentence ends
    into pieces: each is a ``SourceLine`` of the same number whose ``column`` says where its text starts.
    """

    number: int
    text: str
    column: int = 0


@dataclass
class Section:
    """A citable unit of a document.

    ``key`` is the citation id inside the document (``208.3``,
    ``1/empty-deck``, ``setup/tiles``); ``lines`` are its verbatim source lines
    (blank lines included where the source has them inside the unit).
    """

    key: str
    label: str
    kind: str
    lines: list[SourceLine]
    parent: str | None = None
    number: str | None = None
    pages: str | None = None
    # lines of the document the unit is read with but does not own: a table's header rows, for a part of a long
    # table that starts below them (rulesqa.corpus.sizing)
    context: list[SourceLine] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The verbatim text: the section's lines, each trimmed, runs of blank lines kept once."""
        return join_lines(self.lines)

    @property
    def first_line(self) -> int:
        return self.lines[0].number if self.lines else 0


@dataclass
class NonRule:
    """Lines kept out of the rule chunks, and why."""

    role: NonRuleRole
    lines: list[SourceLine]

    @property
    def text(self) -> str:
        return join_lines(self.lines)


@dataclass
class ParsedDocument:
    sections: list[Section]
    non_rules: list[NonRule] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    title: str | None = None


class UniqueKeys:
    """Hands out unit keys; the N-th repeat of a key becomes ``key~N``, with a warning naming its line."""

    def __init__(self, doc: ParsedDocument, path: str):
        self._doc = doc
        self._path = path
        self._counts: dict[str, int] = {}

    @classmethod
    def after_parsing(cls, doc: ParsedDocument, path: str) -> UniqueKeys:
        """Keys for the units a pass after the parser adds: the parser's own keys are taken already."""
        keys = cls(doc, path)
        for section in doc.sections:
            keys.claim(section.key, section.first_line)
        return keys

    def __contains__(self, key: object) -> bool:
        return key in self._counts

    def claim(self, key: str, line: int) -> str:
        count = self._counts.get(key, 0) + 1
        self._counts[key] = count
        if count == 1:
            return key
        unique = f"{key}~{count}"
        self._doc.warnings.append(
            f"{self._path}:{line}: '{key}' is used more than once; this one is cited as '{unique}'"
        )
        return unique


def join_lines(lines: list[SourceLine]) -> str:
    """Join source lines into display text: trimmed lines, single blank lines between paragraphs."""
    out: list[str] = []
    previous: SourceLine | None = None
    for line in lines:
        text = line.text.strip()
        if previous is not None and line.number == previous.number and line.column and out:
            # the next piece of a line cut at its sentences, in the same unit: the line goes on
            out[-1] = f"{out[-1]} {text}".strip()
        elif text or (out and out[-1]):
            out.append(text)
        previous = line
    while out and not out[-1]:
        out.pop()
    return "\n".join(out)


_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def split_lines(text: str) -> list[SourceLine]:
    """Number the lines of a decoded text.

    Only ``\\r\\n``, ``\\r`` and ``\\n`` end a line (as in Markdown), not the other
    characters ``str.splitlines`` breaks on, so line numbers agree with editors
    and with markdown-it.
    """
    parts = _LINE_BREAK.split(text)
    if parts and parts[-1] == "":
        parts.pop()
    return [SourceLine(i, t) for i, t in enumerate(parts, start=1)]
