"""Label paths in the reader's language: corpus/labels.tsv."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesqa.errors import CorpusError
from rulesqa.ingest import ingest
from rulesqa.labels import LabelTranslations
from rulesqa.store import StoredIndex
from tests.conftest import CORPUS

TABLE = LabelTranslations.parse("en\tru\tnote\nDeck-building\tКолодостроение\tdocument\nEmpty Deck\tПустая колода\n"
                                "208. Heroes\t208. Герои\n")


def test_every_part_with_a_translation_is_translated_the_rest_stays() -> None:
    assert TABLE.localize("Deck-building › 1. General card rules › Empty Deck", "ru") == (
        "Колодостроение › 1. General card rules › Пустая колода")
    assert TABLE.localize("Комплексные правила › 208. Герои › 208.4", "en") == "Комплексные правила › 208. Heroes › 208.4"


def test_a_label_already_in_the_reader_language_is_unchanged() -> None:
    assert TABLE.localize("Deck-building › Empty Deck", "en") == "Deck-building › Empty Deck"
    assert TABLE.localize("Deck-building › Empty Deck", None) == "Deck-building › Empty Deck"


def test_a_malformed_line_names_the_file_and_line() -> None:
    with pytest.raises(CorpusError, match=r"labels.tsv:3: expected 'English title<TAB>Russian title"):
        LabelTranslations.parse("en\tru\nEmpty Deck\tПустая колода\nonly one column\n", "labels.tsv")


def test_no_table_means_no_translation(tmp_path: Path) -> None:
    assert len(LabelTranslations.load(tmp_path / "labels.tsv")) == 0


def test_the_bundled_table_covers_every_label_part_of_the_corpus(bundled_index: StoredIndex) -> None:
    stored = bundled_index
    assert len(stored.labels) > 0
    for chunk in stored.chunks:
        other = "ru" if chunk.lang == "en" else "en"
        for original, shown in zip(chunk.label.split(" › "), stored.labels.localize(chunk.label, other).split(" › "),
                                   strict=True):
            assert shown != original or original.replace(".", "").isdigit(), (chunk.id, original)


def test_a_malformed_table_stops_ingest_with_its_line(tmp_path: Path) -> None:
    import shutil

    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    (corpus / "labels.tsv").write_text("en\tru\nEmpty Deck\n", encoding="utf-8")
    with pytest.raises(CorpusError, match=r"labels\.tsv:2"):
        ingest(corpus, tmp_path / "index", model="fake")
