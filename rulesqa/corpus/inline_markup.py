"""A Markdown line as it reads: the inline markup a converter leaves in the words taken out.

Rulebooks converted to Markdown (by pandoc, from a wiki or a word processor) carry markup a reader never sees: an
anchor before a rule's number (``1\\.8\\.3\\.<span id="1.8.3"></span> Заключённая …``), backslash escapes
(``1\\.``, ``\\*``), character references (``&laquo;``, ``&nbsp;``). Left in, a quote shows them at the table and the
rule number is not where a reader looks for it. So a line keeps its words and loses that markup:

- inline HTML tags of phrasing elements (span, a, b, i, em, strong, sup, sub, …) go, their text stays; ``<br>``
  is a space. Block-level HTML (``<div …>``) stays as written: it is kept as text, never rendered;
- a backslash before ASCII punctuation is dropped (CommonMark's escapes), but ``\\|``, a pipe inside a table cell,
  stays: a table's rows are read by their pipes;
- a character reference is the character it names;
- inside a code span (between backticks) nothing changes; a fenced code block is left to the caller.

Emphasis (``**Setup**``) stays: it marks terms and FAQ questions the readers of units rely on.
"""

from __future__ import annotations

import html
import re

# phrasing elements: their tags are markup around words (a block element's tag is kept, see module)
_PHRASING = ("a", "abbr", "b", "bdi", "bdo", "big", "cite", "data", "del", "dfn", "em", "font", "i", "ins", "kbd",
             "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var")
_TAG = rf"</?(?:{'|'.join(_PHRASING)})(?:\s[^<>\n]{{0,400}})?/?>"
_BREAK = r"<(?:br|wbr)\s*/?>"
_ESCAPE = r"\\[!\"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{}~]"  # not "\|" (see module)
_REFERENCE = r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"
# one pass, left to right: what an escape or a reference makes is text, never read as markup again
_MARKUP = re.compile(f"(?P<tag>{_TAG})|(?P<br>{_BREAK})|(?P<ref>{_REFERENCE})|(?P<esc>{_ESCAPE})", re.I)
_CODE_SPAN = re.compile(r"(`+)[^`\n]+?\1")


def as_read(line: str) -> str:
    """``line`` without its inline markup (see module); a line with none is returned as it is."""
    if not any(mark in line for mark in ("<", "\\", "&")):
        return line
    out, at = [], 0
    for code in _CODE_SPAN.finditer(line):
        out.append(_plain(line[at:code.start()]))
        out.append(code.group())
        at = code.end()
    out.append(_plain(line[at:]))
    return "".join(out)


def _plain(text: str) -> str:
    return _MARKUP.sub(_as_read, text)


def _as_read(found: re.Match[str]) -> str:
    if found.group("br"):
        return " "
    if found.group("ref"):
        return html.unescape(found.group())
    if found.group("esc"):
        return found.group()[1:]
    return ""  # a phrasing element's tag
