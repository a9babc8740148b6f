"""Parser for rulebooks in MediaWiki markup (``format = "wiki"``): rules pages copied from a fan wiki's edit box.

A page's sections are its ``== Setup ==`` headings, nested by their number of ``=`` signs (``=== Snails ===``
under ``== Playing the game ==``); each runs to the next heading of any level, as a Markdown section does (the tree,
keys and FAQ entries are :mod:`rulesqa.corpus.outline`'s). Text before the first heading is the ``preamble``.
A heading's label and key are its words without their markup ("== '''Setup''' ==" is "Setup", "== [[Fox|Foxes]]
==" is "Foxes"). The page's category links (``[[Category:Card games]]``) and its magic words (``__NOTOC__``) are
the wiki's, not rules: they are kept out of the sections, as back matter. Everything else — lists, ``{| … |}``
tables, bold — stays in its section as written: the text is quoted verbatim and never rendered.
"""

from __future__ import annotations

import re

from rulesqa.corpus.blocks import lines_at_least
from rulesqa.corpus.model import ParsedDocument, split_lines
from rulesqa.corpus.outline import Heading, add_titled_sections, kept_out
from rulesqa.errors import CorpusError

PARSER_VERSION = 1

# "== Setup ==", "===Snails===", "== Scoring == " (a heading's "=" runs are the same length on both sides)
_HEADING = re.compile(r"^(?P<level>={1,6})[ \t]*(?P<title>[^=\s](?:[^\n]{0,200}?[^=\s])?)[ \t]*(?P=level)[ \t]*$")
# the wiki's own lines: category links, magic words ("__NOTOC__"), a line of them
_WIKI_LINE = re.compile(r"^[ \t]*(?:\[\[(?:Category|Категория)\s*:[^\]\n]{1,200}\]\][ \t]*|__[A-Z]{2,20}__[ \t]*)+$",
                        re.I)
# markup in a heading's words: '''bold''', ''italic'', [[target|shown]] and [[target]] links
_QUOTES = re.compile(r"'{2,5}")
_LINK = re.compile(r"\[\[(?:[^\]|\n]{0,200}\|)?(?P<shown>[^\]|\n]{0,200})\]\]")


def _words(title: str) -> str:
    """A heading's words as a reader sees them: "'''Setup'''" is "Setup", "[[Fox|Foxes]]" is "Foxes"."""
    return " ".join(_QUOTES.sub("", _LINK.sub(r"\g<shown>", title)).split())


def is_heading(line: str) -> bool:
    """A section heading of level 2 or deeper ("== Setup =="), as pages write their sections."""
    match = _HEADING.match(line)
    return match is not None and len(match["level"]) >= 2


def looks_like(text: str) -> bool:
    """True when the text has two or more MediaWiki section headings ("== Setup ==")."""
    return lines_at_least(text, is_heading)


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = split_lines(text)
    doc = ParsedDocument(sections=[])
    wiki_lines = [line for line in lines if _WIKI_LINE.match(line.text)]
    lines = kept_out(doc, lines, wiki_lines, "back-matter")
    headings = [Heading(len(m["level"]), _words(m["title"]), n)
                for n, line in enumerate(lines) if (m := _HEADING.match(line.text))]
    if not any(line.text.strip() for line in lines):
        raise CorpusError("has no rule text, only the wiki's category links" if wiki_lines else "the file has no text",
                          path=path)
    add_titled_sections(doc, lines, headings, path=path, kind="wiki",
                        no_headings="no '== Heading ==' lines; the whole page is one unit. "
                                    "Add '== Heading ==' lines to make each rule citable on its own")
    return doc
