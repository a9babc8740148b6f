"""Sections from a list of headings: the tree, keys and label paths shared by the Markdown and plain-text parsers.

Every heading starts a unit that runs to the next heading of any level. A heading nests under the nearest
earlier heading of a lower level. A document whose title heading comes first (``title=True``) has that heading's
own text as the ``<title-slug>`` unit, and its sub-headings' keys do not repeat the title. Text before the first
heading is the ``preamble`` unit.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulesqa.corpus.model import ParsedDocument, Section, SourceLine, UniqueKeys
from rulesqa.text import slugify


@dataclass
class Heading:
    level: int
    title: str
    start: int  # 0-based line index of the heading
    from_line: bool = False  # a line read as a heading by its looks (bold, capitals), not by markup


def add_sections(doc: ParsedDocument, lines: list[SourceLine], headings: list[Heading], *,
                 title: Heading | None, path: str, kind: str) -> None:
    """Append to ``doc`` the preamble and one section per heading of ``headings`` (in source order)."""
    first = headings[0].start if headings else len(lines)
    preamble = lines[:first]
    if any(line.text.strip() for line in preamble):
        doc.sections.append(Section(key="preamble", label="Preamble", kind=kind, lines=preamble))

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
        doc.sections.append(Section(key=key, label=heading.title or "(untitled)", kind=kind,
                                    lines=lines[heading.start:end], parent=parent))
        stack.append((heading.level, key, heading is title))
