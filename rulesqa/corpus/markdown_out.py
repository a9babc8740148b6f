"""A document's text written out as Markdown, for the readers that turn a web page or a Word file into the text the
Markdown parser cuts into units (rulesqa/corpus/html.py, rulesqa/corpus/docx.py)."""

from __future__ import annotations

import re

# text that Markdown would read as markup at a line's start: a heading mark, or a line of dashes or equals signs
# under a line (a heading underline); a backslash keeps it text (and the parser reads "\#" as "#")
_MARKDOWN_START = re.compile(r"(?=#)|(?=[-=*_]{3,}\s*$)")


def text_line(text: str) -> str:
    """``text`` as a line of a paragraph, never read as markup."""
    return "\\" + text if _MARKDOWN_START.match(text) else text


def cell(text: str) -> str:
    """A table cell's text on one line, its bars kept text."""
    return " ".join(text.split()).replace("|", "\\|")


def table_row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def table_rule(columns: int) -> str:
    """The line under a Markdown table's first row, which makes it the header."""
    return "|" + "---|" * columns
