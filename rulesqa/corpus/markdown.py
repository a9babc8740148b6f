"""Parser for Markdown rulebooks (``format = "markdown"``), built on markdown-it-py.

Every heading starts a unit that runs to the next heading of any level; the
heading tree gives parents and label paths. A document whose only level-1
heading comes first is treated as titled by it: that heading's own text is the
``<title-slug>`` unit and its sub-headings' keys do not repeat the title.
Text before the first heading is the ``preamble`` unit. The source is never
rendered: units keep their Markdown (raw HTML included) as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from markdown_it import MarkdownIt
from markdown_it.token import Token

from rulesqa.corpus.model import NonRule, ParsedDocument, Section, SourceLine, UniqueKeys, split_lines
from rulesqa.errors import CorpusError
from rulesqa.text import slugify

PARSER_VERSION = 4  # 2: a "# Title" heading is not repeated in label paths (chunking); 3: YAML front matter;
# 4: a heading's label and key are its words without their markup


@dataclass
class _Heading:
    level: int
    title: str
    start: int  # 0-based line index of the heading


def _plain(inline: Token) -> str:
    """A heading's words as a reader sees them: "## **Setup** and [scoring](#s)" is "Setup and scoring" — the label
    path and the id are made of these, not of the markup (which made "[Scoring](#scoring)" the id
    "scoring-scoring")."""
    words = "".join(child.content if child.type in ("text", "code_inline", "image") else " "
                    if child.type in ("softbreak", "hardbreak") else "" for child in inline.children or [])
    return " ".join(words.split()) or inline.content.strip()


def _headings(text: str) -> list[_Heading]:
    md = MarkdownIt("commonmark")
    tokens = md.parse(text)
    found: list[_Heading] = []
    for i, token in enumerate(tokens):
        if token.type == "heading_open" and token.map is not None:
            inline = tokens[i + 1] if i + 1 < len(tokens) else None
            title = _plain(inline) if inline is not None and inline.type == "inline" else ""
            found.append(_Heading(int(token.tag[1:]), title, token.map[0]))
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


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = split_lines(text)
    doc = ParsedDocument(sections=[])
    front = _front_matter(lines)
    if front:
        doc.non_rules.append(NonRule("front-matter", lines[:front]))
        # the same lines, blank: markdown-it reads the rest with its line numbers unchanged
        text = "\n" * front + "\n".join(line.text for line in lines[front:])
        lines = [SourceLine(line.number, "") if line.number <= front else line for line in lines]
    headings = _headings(text)
    if not headings:
        if not any(line.text.strip() for line in lines):
            raise CorpusError("has only YAML front matter, no rule text" if front else "the file has no text",
                              path=path)
        doc.warnings.append(
            f"{path}: no Markdown headings; the whole file is one unit. "
            "Add '# Heading' lines to make each rule citable on its own"
        )
    title_heading = None
    level_one = [h for h in headings if h.level == 1]
    if len(level_one) == 1 and headings[0] is level_one[0]:
        title_heading = headings[0]
        doc.title = title_heading.title

    first = headings[0].start if headings else len(lines)
    preamble = lines[:first]
    if any(line.text.strip() for line in preamble):
        doc.sections.append(Section(key="preamble", label="Preamble", kind="markdown", lines=preamble))

    keys = UniqueKeys(doc, path)
    stack: list[tuple[int, str, bool]] = []  # (level, key, is the title heading)
    for n, heading in enumerate(headings):
        end = headings[n + 1].start if n + 1 < len(headings) else len(lines)
        while stack and stack[-1][0] >= heading.level:
            stack.pop()
        parent = stack[-1][1] if stack else None
        under_title = bool(stack) and stack[-1][2]
        slug = slugify(heading.title) or "untitled"
        key = slug if parent is None or under_title else f"{parent}/{slug}"
        key = keys.claim(key, heading.start + 1)
        doc.sections.append(Section(key=key, label=heading.title or "(untitled)", kind="markdown",
                                    lines=lines[heading.start:end], parent=parent))
        stack.append((heading.level, key, heading is title_heading))
    return doc
