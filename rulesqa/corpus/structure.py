"""Headings recovered inside sections the format's own markup left flat: a document read in parts.

Real files mix formats. A rulebook whose first third is Markdown and the rest text pasted from a PDF has Markdown
headings only in its first third: the last of them heads a section that is most of the book. A PDF export saved as
``.md`` has a heading or two (a copyright line underlined by the page's rule) over everything. In such a long section
the text's own headings still show by their looks — a short line in capitals, a numbered title, a title on a line of
its own — as they do in a plain-text file: this pass reads them there with the plain-text parser's eye
(:func:`rulesqa.corpus.plain.headings_in`), nests them under the section, and keeps page numbers and running heads
found there out of the rules.

Only a section much longer than a unit's budget is read again: a section of normal size is what its author made it.
"""

from __future__ import annotations

from rulesqa.corpus import plain
from rulesqa.corpus.blocks import without_trailing_blanks
from rulesqa.corpus.model import NonRule, ParsedDocument, Section, SourceLine, UniqueKeys
from rulesqa.corpus.sizing import BUDGET_WORDS, count_words
from rulesqa.text import slugify

# a section this many budgets long is read again for headings of its own
LONG_SECTION_BUDGETS = 3


def recover_sections(doc: ParsedDocument, *, path: str, kinds: frozenset[str]) -> int:
    """Split every long flat section of ``kinds`` at the headings its text shows (see module); how many were found."""
    keys = UniqueKeys.after_parsing(doc, path)
    out: list[Section] = []
    found = 0
    for section in doc.sections:
        if section.kind not in kinds or count_words(section.text) <= LONG_SECTION_BUDGETS * BUDGET_WORDS:
            out.append(section)
            continue
        parts = _split(doc, section, keys)
        found += len(parts) - 1
        out.extend(parts)
    doc.sections[:] = out
    return found


def _split(doc: ParsedDocument, section: Section, keys: UniqueKeys) -> list[Section]:
    body = section.lines[1:] if section.key != "preamble" else section.lines
    headings, furniture = plain.headings_in(body)
    if len(headings) < 2:
        return [section]
    if furniture:
        doc.non_rules.append(NonRule("page-furniture", [line for line in body if line.number in furniture]))
    lines = [SourceLine(line.number, "", line.column) if line.number in furniture else line
             for line in section.lines]
    at = {h.start: h for h in headings}  # index into ``body``
    offset = len(section.lines) - len(body)
    starts = sorted(offset + i for i in at)
    head = Section(key=section.key, label=section.label, kind=section.kind,
                   lines=without_trailing_blanks(lines[:starts[0]]), parent=section.parent, number=section.number,
                   pages=section.pages)
    out = [head] if any(line.text.strip() for line in head.lines) else []
    parent_for_level: dict[int, str] = {0: section.key}
    for n, start in enumerate(starts):
        heading = at[start - offset]
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        parent = next(parent_for_level[level] for level in sorted(parent_for_level, reverse=True)
                      if level < heading.level)
        key = keys.claim(f"{section.key}/{slugify(heading.title) or 'untitled'}", lines[start].number)
        for level in [lv for lv in parent_for_level if lv >= heading.level]:
            del parent_for_level[level]
        parent_for_level[heading.level] = key
        out.append(Section(key=key, label=heading.title, kind=section.kind,
                           lines=without_trailing_blanks(lines[start:end]),
                           parent=parent if out or parent != section.key else section.parent,
                           pages=section.pages))
    return out
