"""A glossary written one entry a paragraph — "attack: A piece is said to attack …", "Ход — перемещение фигуры …" —
read as a unit an entry, as the comprehensive-rules parser reads its glossary (rulesqa/corpus/numbered.py).

Otherwise the section is cut by size like any long prose, a dozen terms a unit, and "What does j'adoube mean?" is
answered by whichever of them sits closest to the question ("I adjust: See j'adoube."). A section is read so by its
shape, not its title: at least :data:`MIN_ENTRIES` of its paragraphs, and :data:`ENTRY_SHARE` of them, open with a
short term and a colon or a dash, and the terms differ (a FAQ's "Q:" and "A:" lines, or "Example:" paragraphs, name
no term).
"""

from __future__ import annotations

import re

from rulesqa.corpus.blocks import without_trailing_blanks
from rulesqa.corpus.model import ParsedDocument, Section, SourceLine, UniqueKeys
from rulesqa.text import slugify

MIN_ENTRIES = 5
ENTRY_SHARE = 0.8
MAX_TERM_WORDS = 5
# a term (no colon or dash in it) and a colon, or a spaced dash, then its definition
_ENTRY = re.compile(r"(?P<term>[^\s:—–\-*#>|][^:—–]{0,48}?)(?:[ \t]*:|[ \t]+[—–-])[ \t]+\S")


def _term(line: SourceLine) -> str | None:
    found = _ENTRY.match(line.text)
    if found is None:
        return None
    term = found["term"].strip()
    return term if len(term.split()) <= MAX_TERM_WORDS else None


def _paragraph_starts(lines: list[SourceLine]) -> list[int]:
    """Indexes of the lines that open a paragraph (after a blank line, or the first)."""
    starts, blank = [], True
    for i, line in enumerate(lines):
        if line.text.strip():
            if blank:
                starts.append(i)
            blank = False
        else:
            blank = True
    return starts


def _entries(section: Section) -> list[tuple[int, str]] | None:
    """(line index, term) of each entry of a glossary ``section`` (its heading line aside), or None when it is no
    glossary (see module). An entry's paragraph runs to the next entry."""
    body = section.lines[1:]
    starts = _paragraph_starts(body)
    terms = [(i + 1, term) for i in starts if (term := _term(body[i])) is not None]
    if len(terms) < MIN_ENTRIES or len(terms) < ENTRY_SHARE * len(starts):
        return None
    names = [term.casefold() for _, term in terms]
    if len(set(names)) < ENTRY_SHARE * len(names):
        return None
    return terms


def split_glossary_entries(doc: ParsedDocument, *, path: str, kinds: frozenset[str]) -> None:
    """Give every entry of a glossary section of ``kinds`` a unit of its own, under the section (see module)."""
    keys: UniqueKeys | None = None
    out: list[Section] = []
    for section in doc.sections:
        entries = _entries(section) if section.kind in kinds and len(section.lines) > 1 else None
        if entries is None:
            out.append(section)
            continue
        if keys is None:
            keys = UniqueKeys.after_parsing(doc, path)
        first = entries[0][0]
        out.append(Section(key=section.key, label=section.label, kind=section.kind,
                           lines=without_trailing_blanks(section.lines[:first]), parent=section.parent,
                           number=section.number, pages=section.pages))
        ends = [start for start, _ in entries[1:]] + [len(section.lines)]
        for (start, term), end in zip(entries, ends, strict=True):
            lines = without_trailing_blanks(section.lines[start:end])
            key = keys.claim(f"{section.key}/{slugify(term) or 'term'}", lines[0].number)
            out.append(Section(key=key, label=term, kind="glossary-term", lines=lines, parent=section.key,
                               pages=section.pages))
    doc.sections[:] = out
