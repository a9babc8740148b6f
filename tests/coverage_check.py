"""The 'nothing lost, nothing duplicated' invariant, shared by the coverage tests."""

from __future__ import annotations

from collections import Counter

from rulesqa.corpus.model import ParsedDocument, split_lines


def owners_by_line(doc: ParsedDocument) -> Counter[int]:
    """How many units (rule sections or kept-out non-rule records) own each source line."""
    owned: Counter[int] = Counter()
    for unit in [*doc.sections, *doc.non_rules]:
        owned.update({line.number for line in unit.lines if line.text.strip()})
    return owned


def assert_every_line_owned_once(text: str, doc: ParsedDocument) -> None:
    """Every non-blank source line belongs to exactly one unit, verbatim."""
    source = {line.number: line.text for line in split_lines(text) if line.text.strip()}
    owned = owners_by_line(doc)
    missing = sorted(set(source) - set(owned))
    assert not missing, f"lines lost: {[(n, source[n]) for n in missing[:5]]}"
    doubled = sorted(n for n, count in owned.items() if count > 1)
    assert not doubled, f"lines in more than one unit: {[(n, source[n]) for n in doubled[:5]]}"
    assert set(owned) <= set(source), "a unit owns a line that is not in the source"
    for unit in [*doc.sections, *doc.non_rules]:
        for line in unit.lines:
            if line.text.strip():
                assert source[line.number] == line.text, "a unit changed a line's text"
                assert line.text.strip() in unit.text
