"""What ingest found in a document, and whether its structure looks right: the figures a user checks first.

A rulebook read badly still ingests: one unit holding most of the book, no headings seen, rule numbers printed in
the text that ``show`` cannot find. Each is worth a warning that names the file and says what to do, because
every answer from such a document is the worse for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rulesqa.chunking import PART_MARK, Chunk
from rulesqa.corpus.rule_numbers import FIRST_LEVEL, numbered_lines, numbering
from rulesqa.corpus.sizing import BUDGET_WORDS, count_words

if TYPE_CHECKING:
    from rulesqa.corpus.loader import Document

# a document this many unit budgets long is "long": one unit holding a big share of it is a reading gone wrong
LONG_DOCUMENT_BUDGETS = 4
LARGEST_SHARE_WARNING = 0.25
_SHOWN = 5


@dataclass
class Survey:
    """The shape of one ingested document (``--json``: each document's ``structure``)."""

    format: str
    format_reason: str
    sections: int  # units that are not parts of a longer section
    units: int
    words: int
    largest_share: float
    largest_unit: str
    numbers_without_unit: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"format": self.format, "format_reason": self.format_reason, "sections": self.sections,
                "units": self.units, "words": self.words, "largest_share": round(self.largest_share, 4),
                "largest_unit": self.largest_unit, "numbers_without_unit": self.numbers_without_unit,
                "warnings": self.warnings}


def survey(doc: Document, chunks: list[Chunk]) -> Survey:
    """The shape of ``doc`` as cut into ``chunks`` (its own), with a warning for each sign of a bad reading."""
    sizes = [count_words(c.text) for c in chunks]
    words = sum(sizes)
    largest = max(range(len(chunks)), key=lambda i: sizes[i]) if chunks else 0
    share = sizes[largest] / words if words else 0.0
    result = Survey(format=doc.format, format_reason=doc.format_reason,
                    sections=sum(1 for c in chunks if PART_MARK not in c.key), units=len(chunks), words=words,
                    largest_share=share, largest_unit=chunks[largest].id if chunks else "")
    where = doc.file
    long_document = words >= LONG_DOCUMENT_BUDGETS * BUDGET_WORDS
    if long_document and share > LARGEST_SHARE_WARNING:
        result.warnings.append(
            f"{where}: one unit ({result.largest_unit}) holds {share:.0%} of the text; its structure was not "
            "recognised. Set its format in corpus.toml or add headings ('## Setup') where sections begin")
    if long_document and result.sections <= 2:
        result.warnings.append(
            f"{where}: no headings were found in {words} words; it is cut only by size, so answers cite parts "
            "of it, not its sections. Add headings ('## Setup') or set its format in corpus.toml")
    result.numbers_without_unit = numbers_without_unit(doc, chunks)
    if result.numbers_without_unit:
        shown = ", ".join(result.numbers_without_unit[:_SHOWN])
        more = len(result.numbers_without_unit) - _SHOWN
        result.warnings.append(
            f"{where}: {len(result.numbers_without_unit)} rule number{'s' * (len(result.numbers_without_unit) > 1)} "
            f"printed in the text {'are' if len(result.numbers_without_unit) > 1 else 'is'} no unit of its own "
            f"({shown}{f' and {more} more' if more > 0 else ''}); 'show' will not find "
            f"{'them' if len(result.numbers_without_unit) > 1 else 'it'}")
    return result


_KEY_NUMBER = re.compile(rf"^(?:§\s?|\[)?({FIRST_LEVEL}(?:[.\-]\d{{1,4}})*[a-zа-я]?)")


def carried_numbers(chunks: list[Chunk]) -> set[str]:
    """The rule numbers ``show`` finds in ``chunks``: each unit's key when it is a number, and the number a heading
    opens with ("1.2 No-Limit", "1-2. Ending the Game")."""
    found: set[str] = set()
    for chunk in chunks:
        for text in (chunk.key, chunk.title):
            number = _KEY_NUMBER.match(text.strip())
            if number:
                found.add(number.group(1))
    return found


def numbers_without_unit(doc: Document, chunks: list[Chunk]) -> list[str]:
    """Rule numbers printed at a line's start in ``doc``'s rule text (not in a table, not kept out of the rules)
    that no unit carries, in source order."""
    carried = carried_numbers(chunks)
    lines = [line for section in doc.parsed.sections for line in section.lines if line.column == 0]
    missing: list[str] = []
    for printed in numbering(numbered_lines(lines)).values():
        if printed.number not in carried and printed.number not in missing:
            missing.append(printed.number)
    return missing
