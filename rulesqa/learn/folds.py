"""Folds by book, for figures out of fold: each published rulebook is a fold of its own (they are what the figures
are about, and few), and the team's own books are dealt among the folds in name order. A question or claim is then
judged by a model that learnt nothing from its book — the nearest the train books come to a book never seen."""

from __future__ import annotations

from collections.abc import Iterable

FOLDS = 6  # at least the published rulebooks of the train split, each its own fold


def by_book(published: Iterable[str], own: Iterable[str], folds: int = FOLDS) -> dict[str, int]:
    """Each book's fold: ``published`` books one a fold, ``own`` books dealt among ``folds`` folds."""
    fold = {book: i for i, book in enumerate(sorted(set(published)))}
    fold.update({book: i % folds for i, book in enumerate(sorted(set(own)))})
    return fold
