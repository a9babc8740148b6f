"""Finding a section by what a player types at the table: an id, a rule number, a prefix or a label.

``resolve`` tries, in order: the exact citation id; a bare rule number
(``208.3``, unique across documents); a unique id prefix
(``h3-deck-building/1/empty``); the unit's own label (``empty deck``), exactly
or as a unique part. Anything else is unknown, with the nearest ids.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from rulesqa.chunking import Chunk
from rulesqa.store import StoredIndex
from rulesqa.text import slugify


@dataclass
class Resolution:
    query: str
    chunks: list[Chunk]  # one when resolved; several when ambiguous; none when unknown
    how: str  # id | number | prefix | label | ambiguous | unknown
    nearest: list[str] = field(default_factory=list)

    @property
    def found(self) -> bool:
        return len(self.chunks) == 1


_NUMBER = re.compile(r"^\s*(?:rule|правило|п\.|section|раздел)?\s*(\d{1,4}(?:\.\d{1,4})*[a-zа-я]?)\.?\s*$", re.I)


def resolve(index: StoredIndex, query: str) -> Resolution:
    text = query.strip()
    chunk = index.get(text)
    if chunk is not None:
        return Resolution(query, [chunk], "id")
    number = _NUMBER.match(text)
    if number:
        matches = [c for c in index.chunks if c.key == number.group(1)]
        if matches:
            return Resolution(query, matches, "number" if len(matches) == 1 else "ambiguous")
    if "/" in text:
        prefixed = [c for c in index.chunks if c.id.startswith(text)]
        if len(prefixed) == 1 or (prefixed and all(c.id.startswith(prefixed[0].id) for c in prefixed)):
            return Resolution(query, [prefixed[0]], "prefix")
        if prefixed:
            return Resolution(query, prefixed, "ambiguous")
    slug = slugify(text)
    if slug:
        exact = [c for c in index.chunks if slugify(c.title) == slug]
        if exact:
            return Resolution(query, exact, "label" if len(exact) == 1 else "ambiguous")
        partial = [c for c in index.chunks if slug in slugify(c.title) or slug in slugify(c.label)]
        if len(partial) == 1:
            return Resolution(query, partial, "label")
        if len(partial) > 1:
            return Resolution(query, partial[:10], "ambiguous")
    return Resolution(query, [], "unknown", nearest_ids(index, text))


def nearest_ids(index: StoredIndex, text: str, count: int = 5) -> list[str]:
    """Ids that look like ``text``: close rule numbers first, then similar ids and labels."""
    out: list[str] = []
    number = _NUMBER.match(text)
    if number:
        target = [int(p) for p in re.findall(r"\d+", number.group(1))]
        numbered = [c for c in index.chunks if re.fullmatch(r"\d+(\.\d+)*[a-zа-я]?", c.key)]

        def distance(c: Chunk) -> tuple[int, ...]:
            parts = [int(p) for p in re.findall(r"\d+", c.key)]
            width = max(len(parts), len(target))
            a, b = parts + [0] * (width - len(parts)), target + [0] * (width - len(target))
            return tuple(abs(x - y) for x, y in zip(a, b, strict=True))

        out.extend(c.id for c in sorted(numbered, key=distance)[:count])
    names = {c.id: c.id for c in index.chunks} | {c.title.casefold(): c.id for c in index.chunks}
    for match in difflib.get_close_matches(text.casefold(), list(names), n=count, cutoff=0.5):
        if names[match] not in out:
            out.append(names[match])
    return out[:count]
