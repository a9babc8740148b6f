"""The ranker model: where it ships, how an index keeps it, and how it is loaded."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from rulesqa.learn.trees import Forest, load

if TYPE_CHECKING:
    from rulesqa.store import StoredIndex

MODELS = Path(__file__).parent / "models"
# RULESQA_LEARNED=0 answers with the hand-written decisions alone (docs/internals.md, "How answers are found")
SWITCH = "RULESQA_LEARNED"
RANKER = "ranker.json"
QUOTE = "quote.json"
VERDICT = "verdict.json"
MODEL_FILES = (RANKER, QUOTE, VERDICT)


def packaged(name: str = RANKER) -> Path | None:
    """The model file that ships with this rulesqa, if it does."""
    path = MODELS / name
    return path if path.is_file() else None


def load_ranker(index: StoredIndex, name: str = RANKER) -> Forest | None:
    """A model kept in the index's build (its checksum was verified with every other file when the index was
    loaded): the ranker, the quote chooser or the verdict model; None for an index built without it, or one this
    rulesqa cannot read (its features are not the ones computed here), or when RULESQA_LEARNED=0."""
    if name not in index.manifest.get("files", {}) or os.environ.get(SWITCH) == "0":
        return None
    try:
        forest = load(index.build / name)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if name == QUOTE:
        from rulesqa.answer import QUOTE_FEATURES as features
    elif name == VERDICT:
        from rulesqa.learn.verdicts import VERDICT_FEATURES as features
    else:
        from rulesqa.learn.features import FEATURES as features
    return forest if forest.features == features else None
