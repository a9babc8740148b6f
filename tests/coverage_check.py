"""The 'nothing lost, nothing duplicated' invariant, shared by the coverage tests."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import pairwise

from rulesqa.corpus.inline_markup import as_read
from rulesqa.corpus.model import ParsedDocument, SourceLine, split_lines


def owners_by_line(doc: ParsedDocument) -> Counter[int]:
    """How many units (rule sections or kept-out non-rule records) own each source line; a line cut into pieces
    (a long line cut at its sentences) counts once for each unit that owns a piece of it."""
    owned: Counter[int] = Counter()
    for unit in [*doc.sections, *doc.non_rules]:
        owned.update({line.number for line in unit.lines if line.text.strip() and line.column == 0})
    return owned


def assert_every_line_owned_once(text: str, doc: ParsedDocument) -> None:
    """Every non-blank source line belongs to exactly one unit, verbatim — or is cut into pieces, each owned by one
    unit, that put together are the line. Verbatim is as the line reads: a Markdown line may have lost the inline
    markup a converter left in it (rulesqa/corpus/inline_markup.py), and a line of nothing but such markup (an
    anchor) reads as blank."""
    source = {line.number: line.text for line in split_lines(text) if as_read(line.text).strip()}
    pieces: dict[int, list[SourceLine]] = defaultdict(list)
    for unit in [*doc.sections, *doc.non_rules]:
        for line in unit.lines:
            if line.text.strip() or line.column:
                pieces[line.number].append(line)
    missing = sorted(set(source) - set(pieces))
    assert not missing, f"lines lost: {[(n, source[n]) for n in missing[:5]]}"
    assert set(pieces) <= set(source), "a unit owns a line that is not in the source"
    for number, found in pieces.items():
        found.sort(key=lambda piece: piece.column)
        whole = "".join(piece.text for piece in found)
        assert len(found) == 1 or all(a.column + len(a.text) == b.column for a, b in pairwise(found)), (
            f"line {number} is cut into pieces that overlap or leave a gap")
        assert whole in (source[number], as_read(source[number])), (
            f"line {number} is in more than one unit or changed: {[p.text[:60] for p in found]}")
    for unit in [*doc.sections, *doc.non_rules]:
        for line in unit.lines:
            if line.text.strip():
                assert line.text.strip() in unit.text
