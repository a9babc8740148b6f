"""Paragraph blocks: runs of non-blank source lines."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from itertools import islice

from rulesqa.corpus.model import SourceLine

# Runs of lines that are one thing and are read as one: a table (Markdown's "| a | b |" rows, LaTeX's tabular, a
# wiki's "{| … |}", HTML's <table>) or a code block. Their lines are never cut apart (a table stays with its header)
# and what they hold is no heading or rule number ("8-10 хан &" is a row of a scoring table).
_TABLE_ROW = re.compile(r"^[ \t]*\|")
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)")
_UNDERLINE = re.compile(r"^[ \t]{0,3}(?:`+|~+)[ \t]*$")
_OPENS_ATOM = re.compile(r"\\begin\{(?:tabular\w*|longtable|table|verbatim|lstlisting|figure)\}|^[ \t]*\{\||<table\b",
                         re.I)
_CLOSES_ATOM = re.compile(r"\\end\{(?:tabular\w*|longtable|table|verbatim|lstlisting|figure)\}|^[ \t]*\|\}|</table>",
                          re.I)


def runs(lines: Iterable[SourceLine]) -> Iterator[tuple[list[SourceLine], bool]]:
    """(lines, atomic) in source order: each table or code block as one atomic run; the lines between them (blank
    lines included) as runs of their own, not atomic."""
    current: list[SourceLine] = []
    atomic = False
    fenced = False
    table_rows = False
    previous = ""
    for line in lines:
        text = line.text
        # a row of "~" right under a line of text underlines a heading (reStructuredText), it opens no code block
        opens_fence = bool(_FENCE.match(text)) and not (previous.strip() and _UNDERLINE.match(text))
        previous = text
        if atomic:
            current.append(line)
            if (fenced and _FENCE.match(text)) or (not fenced and _CLOSES_ATOM.search(text)):
                yield current, True
                current, atomic, fenced = [], False, False
            continue
        if table_rows and not _TABLE_ROW.match(text):
            yield current, True
            current, table_rows = [], False
        if opens_fence or (_OPENS_ATOM.search(text) and not _CLOSES_ATOM.search(text)):
            if current:
                yield current, False
            current, atomic, fenced = [line], True, opens_fence
            continue
        if _TABLE_ROW.match(text) and not table_rows:
            if current:
                yield current, False
            current, table_rows = [line], True
            continue
        current.append(line)
    if current:
        yield current, atomic or table_rows


def atomic_lines(lines: Iterable[SourceLine]) -> set[int]:
    """Line numbers of the lines inside tables and code blocks (see :func:`runs`)."""
    return {line.number for run, atomic in runs(lines) if atomic for line in run}


def split_blocks(lines: Iterable[SourceLine]) -> list[list[SourceLine]]:
    """Group lines into blocks separated by blank (whitespace-only) lines."""
    blocks: list[list[SourceLine]] = []
    current: list[SourceLine] = []
    for line in lines:
        if line.text.strip():
            current.append(line)
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


def block_text(block: list[SourceLine]) -> str:
    return " ".join(line.text.strip() for line in block)


def join_blocks(blocks: Iterable[list[SourceLine]]) -> list[SourceLine]:
    """Concatenate blocks into one line list, a blank line between blocks."""
    out: list[SourceLine] = []
    for block in blocks:
        if out:
            out.append(SourceLine(block[0].number - 1 if block else 0, ""))
        out.extend(block)
    return out


def without_trailing_blanks(lines: list[SourceLine]) -> list[SourceLine]:
    """``lines`` without the blank lines that end them (the first line is kept, blank or not: a section's heading
    line may be all it has)."""
    end = len(lines)
    while end > 1 and not lines[end - 1].text.strip():
        end -= 1
    return lines[:end]


def lines_at_least(text: str, wanted: Callable[[str], bool], count: int = 2, read: int = 1_000_000) -> bool:
    """Whether at least ``count`` lines of the text's first ``read`` characters are ``wanted``: how a format is
    told by its content (two headings of its own make a document of it)."""
    found = (line for line in text[:read].splitlines() if wanted(line))
    return next(islice(found, count - 1, None), None) is not None
