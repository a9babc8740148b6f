"""Parser for rulebooks written in LaTeX (``format = "latex"``): a ``.tex`` chapter or a whole document.

A document's sections are its sectioning commands, nested by rank: ``\\part``, ``\\chapter``, ``\\section``,
``\\subsection``, ``\\subsubsection``, ``\\paragraph`` (starred or not); each runs to the next one of any rank, as a
Markdown section does (the tree, keys and FAQ entries are :mod:`rulesqa.corpus.outline`'s). A heading's label is its
title's words without their markup (``\\section{\\textbf{Ход} игры}`` is "Ход игры"). The preamble of a whole
document (``\\documentclass`` … ``\\begin{document}``) and comment lines are not rules: they are kept out and
reported. Everything else — ``itemize`` lists, ``tabular`` tables, macros — stays in its section as written: the text
is quoted verbatim, never rendered (a table is never cut: see :mod:`rulesqa.corpus.sizing`).
"""

from __future__ import annotations

import re

from rulesqa.corpus.blocks import lines_at_least
from rulesqa.corpus.model import ParsedDocument, split_lines
from rulesqa.corpus.outline import Heading, add_titled_sections, kept_out
from rulesqa.errors import CorpusError

PARSER_VERSION = 1

_RANKS = {"part": 1, "chapter": 2, "section": 3, "subsection": 4, "subsubsection": 5, "paragraph": 6}
# "\section{Title}", "  \subsection*{Title}", "\section[short]{Title}" at a line's start; the title up to its brace
_HEADING = re.compile(r"^[ \t]{0,16}\\(?P<command>part|chapter|section|subsection|subsubsection|paragraph)\*?"
                      r"(?:\[[^\]\n]{0,200}\])?\{(?P<title>[^\n]{0,300})")
_COMMENT = re.compile(r"^[ \t]*%")
_BEGIN_DOCUMENT = re.compile(r"^[ \t]*\\begin\{document\}")
_END_DOCUMENT = re.compile(r"^[ \t]*\\end\{document\}")
_COMMAND = re.compile(r"\\[a-zA-Z]+\*?(?:\[[^\]\n]{0,100}\])?")
_BRACES = re.compile(r"[{}]")


def _balanced(title: str) -> str:
    """The title inside the heading's braces: up to the brace that closes the one opened after the command."""
    depth = 1
    for i, ch in enumerate(title):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return title[:i]
    return title


def words(title: str) -> str:
    """A heading's words as a reader sees them: commands and braces gone ("\\textbf{Ход} игры" is "Ход игры")."""
    return " ".join(_BRACES.sub("", _COMMAND.sub(" ", title)).replace("~", " ").split())


def looks_like(text: str) -> bool:
    """True when the text has two or more LaTeX sectioning commands ("\\section{…}") at line starts."""
    return lines_at_least(text, lambda line: _HEADING.match(line) is not None)


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = split_lines(text)
    doc = ParsedDocument(sections=[])
    begin = next((n for n, line in enumerate(lines) if _BEGIN_DOCUMENT.match(line.text)), None)
    if begin is not None:
        lines = kept_out(doc, lines, lines[:begin + 1], "front-matter")
        end = next((n for n, line in enumerate(lines) if _END_DOCUMENT.match(line.text)), None)
        if end is not None:
            lines = kept_out(doc, lines, lines[end:], "back-matter")
    lines = kept_out(doc, lines, [line for line in lines if _COMMENT.match(line.text)], "comment")
    headings = []
    for n, line in enumerate(lines):
        found = _HEADING.match(line.text)
        if found:
            title = words(_balanced(found["title"]))
            headings.append(Heading(_RANKS[found["command"]], title, n))
    if not any(line.text.strip() for line in lines):
        raise CorpusError("has no rule text, only LaTeX set-up and comments", path=path)
    # the ranks a document uses are its levels: a chapter of \subsection under \section reads as levels 1 and 2
    used = sorted({h.level for h in headings})
    for heading in headings:
        heading.level = used.index(heading.level) + 1
    add_titled_sections(doc, lines, headings, path=path, kind="latex",
                        no_headings="no \\section{…} lines; the whole file is one unit. "
                                    "Add \\section{…} or \\subsection{…} lines to make each rule citable on its own")
    return doc
