"""Language knowledge kept as data: one plain-text word list per language and purpose (``<name>-<lang>.txt``).

A list is one entry per line; ``#`` starts a comment. General code reads them; no Python module holds a language's
words for these purposes.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

FOLDER = Path(__file__).parent


@cache
def word_list(name: str, lang: str) -> frozenset[str]:
    """The entries of ``<name>-<lang>.txt`` (``word_list("stopwords", "ru")``)."""
    text = (FOLDER / f"{name}-{lang}.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))
