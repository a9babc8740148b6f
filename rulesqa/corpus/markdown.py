"""Parser for Markdown rulebooks (``format = "markdown"``), built on markdown-it-py.

Every heading starts a unit that runs to the next heading of any level; the
heading tree gives parents and label paths. A document whose only level-1
heading comes first is treated as titled by it: that heading's own text is the
``<title-slug>`` unit and its sub-headings' keys do not repeat the title.
Text before the first heading is the ``preamble`` unit. A file with no
headings but a title, as converted from a PDF or a word processor, has its
lines in bold or in capitals read as headings. The source is never
rendered: units keep their Markdown as written, but for the inline markup a
converter leaves inside the words (anchors, backslash escapes, character
references: corpus/inline_markup.py); block-level raw HTML is kept as text.
"""

from __future__ import annotations

import re

from markdown_it import MarkdownIt
from markdown_it.token import Token

from rulesqa.corpus.inline_markup import as_read
from rulesqa.corpus.model import NonRule, ParsedDocument, SourceLine, split_lines
from rulesqa.corpus.outline import Heading, add_titled_sections, kept_out, link_contents
from rulesqa.errors import CorpusError

PARSER_VERSION = 7  # 2: a "# Title" heading is not repeated in label paths (chunking); 3: YAML front matter;
# 4: a heading's label and key are its words without their markup; 5: bold or capitalised lines as headings in a
# file that has none; 6: FAQ entries are units of their own (outline.with_questions); 7: lines as read, without
# inline markup (inline_markup.as_read)


def _plain(inline: Token) -> str:
    """A heading's words as a reader sees them: "## **Setup** and [scoring](#s)" is "Setup and scoring" — the label
    path and the id are made of these, not of the markup (which made "[Scoring](#scoring)" the id
    "scoring-scoring")."""
    words = "".join(child.content if child.type in ("text", "code_inline", "image") else " "
                    if child.type in ("softbreak", "hardbreak") else "" for child in inline.children or [])
    return " ".join(words.split()) or inline.content.strip()


def _headings(text: str) -> list[Heading]:
    """The file's headings; in a file with none but a "# Title", its heading-like lines (see _line_headings)."""
    md = MarkdownIt("commonmark")
    tokens = md.parse(text)
    found: list[Heading] = []
    for i, token in enumerate(tokens):
        if token.type == "heading_open" and token.map is not None:
            inline = tokens[i + 1] if i + 1 < len(tokens) else None
            title = _plain(inline) if inline is not None and inline.type == "inline" else ""
            found.append(Heading(int(token.tag[1:]), title, token.map[0]))
    if len(found) > 1 or (found and found[0].level > 1):
        return found
    return sorted([*found, *_line_headings(tokens, level=2 if found else 1)], key=lambda h: h.start)


# A rulebook converted from a PDF or a word processor often has no Markdown headings: its headings come out as a
# line in bold ("**Setup**") or in capitals ("SETUP"). In a file with no headings but a "# Title", such lines are its
# headings; elsewhere bold and capitals are emphasis, as in "**May I sell a single lantern?** No, …".
_LINE_HEADING_CHARS = 80
_CLOSING_PUNCTUATION = re.compile(r"[.,;!]$")


def _line_headings(tokens: list[Token], level: int) -> list[Heading]:
    """Top-level one-line paragraphs written all in bold, or all in capitals, as headings of ``level``."""
    found: list[Heading] = []
    for i, token in enumerate(tokens[:-1]):
        inline = tokens[i + 1]
        if (token.type != "paragraph_open" or token.level != 0 or token.map is None
                or token.map[1] - token.map[0] != 1 or inline.type != "inline"):
            continue
        title = _plain(inline).rstrip(":").strip()
        if not title or len(title) > _LINE_HEADING_CHARS or _CLOSING_PUNCTUATION.search(title):
            continue
        children = [c for c in inline.children or [] if c.type != "text" or c.content.strip()]
        bold = (len(children) >= 3 and children[0].type == "strong_open" and children[-1].type == "strong_close"
                and not any(c.type == "strong_close" for c in children[1:-1]))
        letters = [ch for ch in title if ch.isalpha()]
        capitals = len(letters) >= 3 and all(ch.isupper() for ch in letters)
        if bold or capitals:
            found.append(Heading(level, title, token.map[0], from_line=True))
    return found


# YAML front matter, as Markdown exported from note-taking apps and static-site tools begins: "---", "key: value"
# lines, then "---" or "...". Not rule text, and not a heading: without this, "title: X" over the closing "---" was
# read as a heading (a section "title-x") and the "---" before it as a preamble.
_FRONT_MATTER_END = frozenset({"---", "..."})
_FRONT_MATTER_LINE = re.compile(r"^(?:[\w-]+\s*:.*|\s+.*|-\s.*|)$")
_FRONT_MATTER_MAX = 200  # lines


def _front_matter(lines: list[SourceLine]) -> int:
    """How many lines the file's YAML front matter takes (0 when it has none)."""
    if not lines or lines[0].text.strip() != "---":
        return 0
    for n, line in enumerate(lines[1:_FRONT_MATTER_MAX], start=1):
        if line.text.strip() in _FRONT_MATTER_END:
            return n + 1 if n > 1 else 0
        if not _FRONT_MATTER_LINE.match(line.text):
            return 0
    return 0


_STYLE_OPEN = re.compile(r"^[ \t]{0,3}<(style)\b[^>\n]{0,200}>", re.I)


def _style_blocks(lines: list[SourceLine]) -> list[SourceLine]:
    """The lines of every HTML <style> block, from its opening tag to its closing one."""
    found: list[SourceLine] = []
    closing: str | None = None
    for line in lines:
        if closing is None and (opened := _STYLE_OPEN.match(line.text)):
            closing = f"</{opened.group(1).lower()}>"
        if closing is not None:
            found.append(line)
            if closing in line.text.lower():
                closing = None
    return found


_ATX_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+\S", re.M)
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")


def _fenced(lines: list[SourceLine]) -> set[int]:
    """The numbers of the lines of fenced code blocks, fences included: their text is code, not markup to read."""
    found: set[int] = set()
    closing: str | None = None
    for line in lines:
        fence = _FENCE.match(line.text)
        if closing is None and fence is not None:
            closing = fence.group(1)
        elif closing is not None and fence is not None and fence.group(1).startswith(closing) \
                and not line.text.strip().strip(closing[0]):
            found.add(line.number)
            closing = None
            continue
        if closing is not None:
            found.add(line.number)
    return found


# a setext heading: a line of text over a line of "=" or "-" (a "---" under a paragraph's last line is one too)
_SETEXT = re.compile(r"^ {0,3}\S[^\n]*\n {0,3}(?:=+|-+)[ \t]*$", re.M)


def has_headings(text: str) -> bool:
    """True when the text has a Markdown heading of either kind ("# Setup", or "Setup" over "=====")."""
    head = text[:1_000_000]
    return _ATX_HEADING.search(head) is not None or _SETEXT.search(head) is not None


def lone_atx_headings(text: str) -> int:
    """"# Heading" lines that do not stand in a run of such lines (a wiki's "# item" numbered list is a run)."""
    lines = text[:1_000_000].splitlines()
    atx = [bool(_ATX_HEADING.match(line)) for line in lines]
    return sum(1 for i, is_atx in enumerate(atx)
               if is_atx and not (i > 0 and atx[i - 1]) and not (i + 1 < len(atx) and atx[i + 1]))


def looks_like(text: str) -> bool:
    """True when the text has two or more Markdown headings ("## Setup") — for a .txt that is Markdown."""
    return len(_ATX_HEADING.findall(text, 0, 1_000_000)) >= 2


def parse(text: str, *, path: str = "",
          headings_said: tuple[str, str] = ("Markdown", "'## Heading' lines")) -> ParsedDocument:
    """``headings_said``: what the warnings call the file's headings, and how they say to write one (a web page read
    as Markdown, :mod:`rulesqa.corpus.html`, has ``<h2>`` headings)."""
    named, written = headings_said
    lines = split_lines(text)
    doc = ParsedDocument(sections=[])
    front = _front_matter(lines)
    if front:
        doc.non_rules.append(NonRule("front-matter", lines[:front]))
        # the same lines, blank: markdown-it reads the rest with its line numbers unchanged
        text = "\n" * front + "\n".join(line.text for line in lines[front:])
        lines = [SourceLine(line.number, "") if line.number <= front else line for line in lines]
    styles = _style_blocks(lines)
    if styles:  # a slide deck's CSS ("<style scoped> h1 { … } </style>"): how a page looks, not a rule
        lines = kept_out(doc, lines, styles, "page-furniture")
    contents = link_contents(lines)
    if contents:
        lines = kept_out(doc, lines, contents, "toc")
    if styles or contents:  # (blank in both: markdown-it reads the rest with its line numbers unchanged)
        text = "\n".join(line.text for line in lines)
    headings = _headings(text)
    if not headings:
        if not any(line.text.strip() for line in lines):
            raise CorpusError("has only YAML front matter, no rule text" if front else "the file has no text",
                              path=path)
    read_as_headings = [f"'{h.title}' (line {h.start + 1})" for h in headings if h.from_line]
    if read_as_headings:
        shown = ", ".join(read_as_headings[:5]) + (f" and {len(read_as_headings) - 5} more"
                                                   if len(read_as_headings) > 5 else "")
        doc.warnings.append(
            f"{path}: no {named} section headings; {len(read_as_headings)} lines in bold or in capitals are read "
            f"as headings: {shown}. Write them as {written} to choose the sections yourself"
        )
    fenced = _fenced(lines)
    lines = [line if line.number in fenced else SourceLine(line.number, as_read(line.text), line.column)
             for line in lines]
    add_titled_sections(doc, lines, headings, path=path, kind="markdown",
                        no_headings=f"no {named} headings; the whole file is one unit. "
                                    f"Add {written} to make each rule citable on its own")
    return doc
