"""Folds by book, for figures out of fold: each published rulebook is a fold of its own (they are what the figures
are about, and few), and the team's own books are dealt among the folds in name order. A question or claim is then
judged by a model that learnt nothing from its book — the nearest the train books come to a book never seen."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol, TypeVar

FOLDS = 6  # at least the published rulebooks of the train split, each its own fold


class OfBook(Protocol):
    @property
    def book(self) -> str: ...

    @property
    def real(self) -> bool: ...


Row = TypeVar("Row", bound=OfBook)


def by_book(published: Iterable[str], own: Iterable[str], folds: int = FOLDS) -> dict[str, int]:
    """Each book's fold: ``published`` books one a fold, ``own`` books dealt among ``folds`` folds."""
    fold = {book: i for i, book in enumerate(sorted(set(published)))}
    fold.update({book: i % folds for i, book in enumerate(sorted(set(own)))})
    return fold


def held_out(rows: Sequence[Row]) -> Iterator[tuple[list[int], list[Row]]]:
    """For each fold with rows on both sides: the indexes of its rows, and the rows of every other book."""
    fold = by_book({r.book for r in rows if r.real}, {r.book for r in rows if not r.real})
    for k in sorted(set(fold.values())):
        held = [i for i, r in enumerate(rows) if fold[r.book] == k]
        rest = [r for r in rows if fold[r.book] != k]
        if held and rest:
            yield held, rest
