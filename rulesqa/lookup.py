"""Finding a section by what a player types at the table: an id, a rule number, a prefix or a label.

``resolve`` tries, in order: the exact citation id; a bare rule number
(``208.3``, unique across documents); a unique id prefix
(``h3-deck-building/1/empty``); the unit's own label (``empty deck``, or its
translation in ``labels.tsv``: ``пустая колода``), exactly or as a unique
part. Anything else is unknown, with the nearest ids.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace

import numpy as np

from rulesqa.chunking import NUMBER_CLOSE, NUMBER_OPEN, Chunk
from rulesqa.store import StoredIndex
from rulesqa.text import slugify


@dataclass
class Resolution:
    query: str
    chunks: list[Chunk]  # one when resolved; several when ambiguous; none when unknown
    how: str  # id | number | prefix | label | ambiguous | unknown | doc (--doc chose among several)
    nearest: list[str] = field(default_factory=list)
    document: str | None = None  # the query was a document's id (its top-level sections are the chunks)

    @property
    def found(self) -> bool:
        return len(self.chunks) == 1


_NUMBER = re.compile(r"^\s*(?:(?:rule|правило|п\.|section|раздел)\s*)?(?:§\s*|\[)?"
                     r"(\d{1,4}(?:[.\-]\d{1,4})*[a-zа-я]?)\]?\.?\s*$", re.I)


# the number a rulebook's own heading gives its section: "## 2. Turn", "### 1.2 First player", "[4.0] MOVEMENT"
_HEADING_NUMBER = re.compile(rf"^{NUMBER_OPEN}(\d{{1,4}}(?:[.\-]\d{{1,4}})*[a-zа-я]?){NUMBER_CLOSE}?\s")


def chunks_with_key(index: StoredIndex, key: str) -> list[Chunk]:
    """Every chunk whose own key is ``key`` (``208.3`` may exist in several documents), or whose heading is numbered
    ``key`` in a rulebook whose keys are words ("### 1.2 First player" is rule 1.2 to a player)."""
    if "by_key" not in index.cache:
        by_key: dict[str, list[Chunk]] = {}
        for chunk in index.chunks:
            by_key.setdefault(chunk.key, []).append(chunk)
        for chunk in index.chunks:
            numbered = _HEADING_NUMBER.match(chunk.title)
            if numbered and not _KEY.fullmatch(chunk.key) and chunk not in by_key.get(numbered.group(1), []):
                by_key.setdefault(numbered.group(1), []).append(chunk)
        index.cache["by_key"] = by_key
    by_key = index.cache["by_key"]
    # (and a number typed with the other separator: "1.4.7" for a book that prints "1-4-7", and back)
    other = key.replace(".", "-") if "." in key else key.replace("-", ".")
    for spelling in (key, *_in_the_other_alphabet(key), other, *_in_the_other_alphabet(other)):
        if spelling in by_key:
            return list(by_key[spelling])
    return []


# A subrule's letter typed in the other alphabet: "3.2a" (Latin) for the rulebook's "3.2а" (Cyrillic), "100.1с" for
# "100.1c". Tried in this order, the first that is a rule wins: the letter that looks the same, the one at the same
# place in its alphabet ("3.3c" is the third subrule, "3.3в"), the one that sounds the same ("3.3v").
_LATIN = "abcdefghijklmnopqrstuvwxyz"
_CYRILLIC = "абвгдежзиклмнопрстуфхцчшщэюя"  # as subrules are lettered: no ё, й, ъ, ы, ь
_LOOK_ALIKE = dict(zip("aceopxyk", "асеорхук", strict=True))
_SOUND_ALIKE = dict(zip("abvgdezijklmnoprstufh", "абвгдезийклмнопрстуфх", strict=True))


def _in_the_other_alphabet(key: str) -> list[str]:
    """``key`` with its subrule letter in the other alphabet, in the order they are tried."""
    if not key or not key[-1].isalpha() or not key[:-1] or not key[-2].isdigit():
        return []
    stem, letter = key[:-1], key[-1].casefold()
    latin = letter in _LATIN
    look = _LOOK_ALIKE if latin else {v: k for k, v in _LOOK_ALIKE.items()}
    sound = _SOUND_ALIKE if latin else {v: k for k, v in _SOUND_ALIKE.items()}
    ours, theirs = (_LATIN, _CYRILLIC) if latin else (_CYRILLIC, _LATIN)
    place = theirs[ours.index(letter)] if letter in ours and ours.index(letter) < len(theirs) else None
    return [stem + found for found in dict.fromkeys(x for x in (look.get(letter), place, sound.get(letter)) if x)]


def resolve(index: StoredIndex, query: str, doc: str | None = None) -> Resolution:
    """The rule ``query`` names: an id, a rule number, an id prefix, a document's id or a label. ``doc`` (--doc)
    keeps to one document's rules: "208.3" of two documents is that document's, and another's is not found."""
    found = _resolve(index, query)
    if doc is None or not found.chunks:
        return found
    kept = [c for c in found.chunks if c.doc == doc]
    how = "unknown" if not kept else "doc" if len(kept) == 1 < len(found.chunks) else found.how
    return replace(found, chunks=kept, how=how)


def _resolve(index: StoredIndex, query: str) -> Resolution:
    text = query.strip()
    chunk = index.get(text)
    if chunk is not None:
        return Resolution(query, [chunk], "id")
    number = _NUMBER.match(text)
    if number:
        matches = chunks_with_key(index, number.group(1))
        if matches:
            return Resolution(query, matches, "number" if len(matches) == 1 else "ambiguous")
    if "/" not in text and text in {str(d.get("id")) for d in index.manifest.get("documents", [])}:
        # a document's id: its top-level sections
        tops = [c for c in index.chunks if c.doc == text and c.parent is None]
        return Resolution(query, tops, "prefix" if len(tops) == 1 else "ambiguous", document=text)
    if "/" in text:
        prefixed = [c for c in index.chunks if c.id.startswith(text)]
        if len(prefixed) == 1 or (prefixed and all(c.id.startswith(prefixed[0].id) for c in prefixed)):
            return Resolution(query, [prefixed[0]], "prefix")
        if prefixed:
            return Resolution(query, prefixed, "ambiguous")
    slug = slugify(text)
    if slug:
        names = _label_slugs(index)
        exact = [c for c in index.chunks if slug in names[c.id][0]]
        if exact:
            return Resolution(query, exact, "label" if len(exact) == 1 else "ambiguous")
        partial = [c for c in index.chunks if any(slug in name for name in names[c.id][1])]
        if len(partial) == 1:
            return Resolution(query, partial, "label")
        if len(partial) > 1:
            return Resolution(query, partial[:10], "ambiguous")
    return Resolution(query, [], "unknown", nearest_ids(index, text))


def _label_slugs(index: StoredIndex) -> dict[str, tuple[set[str], set[str]]]:
    """Chunk id -> (slugs of its own title in both languages, slugs of its title and label path in both)."""
    if "label_slugs" not in index.cache:
        table: dict[str, tuple[set[str], set[str]]] = {}
        for chunk in index.chunks:
            titles = {slugify(index.labels.localize(chunk.title, lang)) for lang in (None, "en", "ru")}
            labels = {slugify(index.labels.localize(chunk.label, lang)) for lang in (None, "en", "ru")}
            table[chunk.id] = (titles, titles | labels)
        index.cache["label_slugs"] = table
    return index.cache["label_slugs"]  # type: ignore[no-any-return]


_KEY = re.compile(r"\d+(?:[.\-]\d+)*[a-zа-я]?")
# difflib compares the text with every id and label: only worth it for rulebook-sized indexes
FUZZY_LIMIT = 5000


def _number_table(index: StoredIndex) -> tuple[list[str], np.ndarray]:
    """Ids of the numbered rules and their numbers as rows of integers (``208.3`` -> 208, 3, 0, 0)."""
    if "numbers" not in index.cache:
        ids, keys = [], []
        for chunk in index.chunks:
            if _KEY.fullmatch(chunk.key):
                parts = [int(p) for p in re.findall(r"\d+", chunk.key)][:4]
                ids.append(chunk.id)
                keys.append(parts + [0] * (4 - len(parts)))
        index.cache["numbers"] = (ids, np.array(keys, dtype=np.int64).reshape(-1, 4))
    return index.cache["numbers"]  # type: ignore[no-any-return]


def nearest_numbers(index: StoredIndex, number: str, count: int = 5) -> list[str]:
    """Ids of the numbered rules closest to ``number`` (first by section, then rule, then subrule)."""
    ids, keys = _number_table(index)
    if not ids:
        return []
    parts = [int(p) for p in re.findall(r"\d+", number)][:4]
    target = np.array(parts + [0] * (4 - len(parts)), dtype=np.int64)
    distance = np.abs(keys - target)
    order = np.lexsort(tuple(distance[:, i] for i in reversed(range(4))))
    return [ids[i] for i in order[:count]]


def nearest_ids(index: StoredIndex, text: str, count: int = 5) -> list[str]:
    """Ids that look like ``text``: close rule numbers first, then similar ids and labels."""
    out: list[str] = []
    number = _NUMBER.match(text)
    if number:
        out.extend(nearest_numbers(index, number.group(1), count))
    if len(index.chunks) <= FUZZY_LIMIT:
        names = {c.id: c.id for c in index.chunks} | {c.title.casefold(): c.id for c in index.chunks}
        for match in difflib.get_close_matches(text.casefold(), list(names), n=count, cutoff=0.5):
            if names[match] not in out:
                out.append(names[match])
    return out[:count]
