"""Units of a bounded size: a section longer than a budget is cut into parts at paragraph, list-item or sentence ends.

A unit is what ``ask`` quotes and what an embedder reads whole. A section of a thousand words (a rulebook converted
from a PDF whose headings were lost, a chapter of comprehensive rules without numbers) is cited as a whole and
embedded as a blur of its topics; parts of about a paragraph or two each stand for one matter. Each part keeps the
section's label path; the first keeps its citation id, the next are ``<id>~p2``, ``<id>~p3``, … — stable as long as
the section itself is unchanged, whatever happens elsewhere in the document.

Cuts fall, in order of preference, between paragraphs, list items or numbered rules, then between sentences; a table
or a code block is never cut, so a table stays with its header. A line holding several sentences (a paragraph written
on one line, a whole file on one line) is cut into pieces of that line (see :class:`SourceLine.column`). A sentence
longer than the budget stays whole: it is the smallest thing a quote can be.

A document of :data:`MANY_UNITS` units or more is also cut so that no section of prose holds more than
:data:`MAX_SHARE` of its words: one unit that is most of the rulebook answers every question vaguely. (A numbered
rule is cut only by the budget: it is what its rulebook cites.)
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass

from rulesqa.chunking import PART_MARK
from rulesqa.corpus.blocks import runs
from rulesqa.corpus.model import ParsedDocument, Section, SourceLine
from rulesqa.corpus.rule_numbers import printed_number

# Words per unit. Chosen by measurement on the eval rulebooks (BENCHMARKS.md, "unit budget"): about two paragraphs.
BUDGET_WORDS = 160
MIN_BUDGET_WORDS = 25
MANY_UNITS = 20
MAX_SHARE = 0.10

_WORD = re.compile(r"\w+")
# a sentence ends at a stop (and any closing quote, bracket or emphasis, and a footnote: a wiki's "<ref>…</ref>", a
# "[3]") before a space and what may start one
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"'”»)\]*_]{0,3}"
                           r"(?:<ref\b[^>\n]{0,200}?(?:/>|>[^\n]{0,600}?</ref>)|\[\d{1,3}\])*"
                           r"[ \t]+(?=[\"'“«(\[*_]{0,3}[A-ZА-ЯЁ0-9])")
_LIST_ITEM = re.compile(r"^[ \t]{0,16}(?:[-*+•▪●–#]{1,4}[ \t]|\d{1,3}[.)][ \t]|\([a-zа-я\d]{1,3}\)[ \t]|\\item\b"
                        r"|#{1,4}[ \t*])")


def count_words(text: str) -> int:
    return len(_WORD.findall(text))


@dataclass
class _Atom:
    """A run of source lines (or pieces of lines) that is cut around, never through."""

    lines: list[SourceLine]
    words: int
    block_start: bool  # the first atom of a paragraph, list item, rule or table: the best place to cut
    context: list[SourceLine] | None = None  # a table's header rows, for a part that starts at this row


def bound_sizes(doc: ParsedDocument, budget: int = BUDGET_WORDS) -> None:
    """Cut every section of ``doc`` longer than ``budget`` words into parts (see module)."""
    sizes = [count_words(s.text) for s in doc.sections]
    total = sum(sizes)
    out = _cut_all(doc.sections, sizes, budget, budget)
    if len(out) >= MANY_UNITS:
        cap = max(MIN_BUDGET_WORDS, int(total * MAX_SHARE))
        if cap < budget and max(count_words(s.text) for s in out) > cap:
            out = _cut_all(doc.sections, sizes, budget, cap)
    doc.sections[:] = out


def _cut_all(sections: list[Section], sizes: list[int], budget: int, cap: int) -> list[Section]:
    """Every section cut to ``budget`` words; a section of prose also to ``cap``. A numbered rule within the
    budget stays whole whatever its share: it is the unit its rulebook cites (a 73-word rule of a 472-word excerpt
    of comprehensive rules is one rule, and cut in two it answered worse: BENCHMARKS.md, "unit budget")."""
    out: list[Section] = []
    for section, size in zip(sections, sizes, strict=True):
        limit = budget if section.kind == "rule" else cap
        out.extend(cut_section(section, limit) if size > limit else [section])
    return out


def cut_section(section: Section, budget: int) -> list[Section]:
    """``section`` as parts of at most ``budget`` words each where its sentences allow."""
    atoms = list(_atoms(section.lines, budget))
    parts = _pack(atoms, budget)
    if len(parts) <= 1:
        return [section]
    out = []
    for n, (lines, context) in enumerate(parts, start=1):
        key = section.key if n == 1 else f"{section.key}{PART_MARK}{n}"
        out.append(Section(key=key, label=section.label, kind=section.kind, lines=lines, parent=section.parent,
                           number=section.number if n == 1 else None, pages=section.pages,
                           context=context if n > 1 else []))
    return out


def _pack(atoms: list[_Atom], budget: int) -> list[tuple[list[SourceLine], list[SourceLine]]]:
    """Atoms into (lines, context) parts of about equal size, none over ``budget`` unless one atom is; cuts prefer
    block starts. A part that starts inside a table has the table's header rows as its context."""
    total = sum(a.words for a in atoms)
    if total <= budget:
        return [([line for a in atoms for line in a.lines], [])]
    target = total / math.ceil(total / budget)
    parts: list[tuple[list[SourceLine], list[SourceLine]]] = []
    current: list[SourceLine] = []
    context: list[SourceLine] = []
    size = 0
    for atom in atoms:
        over = size + atom.words > budget
        # past the target size, a block start is a good place to end a part; a sentence in a paragraph is not
        full = size >= target * 0.8 and atom.block_start and size + atom.words > target
        if current and size and (over or full):
            parts.append((current, context))
            current, size = [], 0
        if not current:
            context = atom.context or []
        current.extend(atom.lines)
        size += atom.words
    if current:
        parts.append((current, context))
    out: list[tuple[list[SourceLine], list[SourceLine]]] = []
    for lines, header in parts:
        if out and not count_words("\n".join(line.text for line in lines)):
            out[-1][0].extend(lines)  # a slide's closing "---" alone is no unit: it stays with what it closes
        else:
            out.append((lines, header))
    return [(_trim(p), c) for p, c in out if any(line.text.strip() for line in p)]


def _trim(lines: list[SourceLine]) -> list[SourceLine]:
    start, end = 0, len(lines)
    while start < end and not lines[start].text.strip():
        start += 1
    while end > start and not lines[end - 1].text.strip():
        end -= 1
    return lines[start:end]


def _blocks(lines: list[SourceLine]) -> Iterator[tuple[list[SourceLine], bool]]:
    """(lines, atomic) runs: paragraphs, list items, numbered rules; tables and code blocks whole (atomic)."""
    for run, atomic in runs(lines):
        if atomic:
            yield run, True
            continue
        current: list[SourceLine] = []
        for line in run:
            text = line.text
            if not text.strip():
                current.append(line)
                continue
            starts = _LIST_ITEM.match(text) is not None or printed_number(text) is not None
            if current and (starts or not current[-1].text.strip()):
                yield current, False
                current = []
            current.append(line)
        if current:
            yield current, False


def _atoms(lines: list[SourceLine], budget: int) -> Iterator[_Atom]:
    for block, atomic in _blocks(lines):
        words = count_words("\n".join(line.text for line in block))
        if words <= budget:
            yield _Atom(block, words, True)
        elif atomic:
            yield from _table_rows(block)
        else:
            for n, sentence in enumerate(_sentences(block)):
                yield _Atom(sentence, count_words("\n".join(piece.text for piece in sentence)), n == 0)


# where a table's row ends: a LaTeX row's "\\" (and the rule under it), a wiki's "|-", a grid table's "+---+", an
# HTML "</tr>"; in a Markdown table every line is a row, and its header is its first row and the "|---|" under it
_ROW_END = re.compile(r"\\\\[ \t]*(?:\\(?:hline|midrule|toprule|bottomrule)[ \t]*)*$"
                      r"|^[ \t]*\|-|^[ \t]*\+[-=+:]+\+[ \t]*$|</tr>", re.I)
_MARKDOWN_RULE = re.compile(r"^[ \t]*+\|?[ \t:]*+-{3,}")


def _table_rows(block: list[SourceLine]) -> Iterator[_Atom]:
    """A table too long for one unit, as atoms of one row each; the first holds the header, which every later row
    carries as its context (a row of numbers says nothing without the columns' names)."""
    rows: list[list[SourceLine]] = [[]]
    markdown = block[0].text.lstrip().startswith("|")
    for line in block:
        rows[-1].append(line)
        if markdown or _ROW_END.search(line.text):
            rows.append([])
    rows = [row for row in rows if row]
    header_rows = 1
    if markdown and len(rows) > 1 and _MARKDOWN_RULE.match(rows[1][0].text):
        header_rows = 2
    header = [line for row in rows[:header_rows] for line in row]
    yield _Atom(header, count_words("\n".join(line.text for line in header)), True)
    for row in rows[header_rows:]:
        yield _Atom(row, count_words("\n".join(line.text for line in row)), False, context=header)


def _sentences(block: list[SourceLine]) -> Iterator[list[SourceLine]]:
    """The block's sentences, each as the pieces of the lines it spans."""
    current: list[SourceLine] = []
    for line in block:
        start = 0
        for end in _sentence_ends(line.text):
            current.append(SourceLine(line.number, line.text[start:end], line.column + start))
            yield current
            current, start = [], end
        if start < len(line.text):
            current.append(SourceLine(line.number, line.text[start:], line.column + start))
    if current:
        yield current


def _sentence_ends(text: str) -> Iterator[int]:
    """Where the sentences of one line end (after their stop and the space that follows it). A "sentence" of fewer
    than two words is none: "208.5. Если …" opens with its rule's number, "Note. …" with a label."""
    last = 0
    for found in _SENTENCE_END.finditer(text):
        if len(_LETTER_WORD.findall(text, last, found.start())) >= 2:
            yield found.end()
            last = found.end()


_LETTER_WORD = re.compile(r"[^\W\d_]\w*")
