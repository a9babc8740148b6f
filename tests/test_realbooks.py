"""Real published rulebooks (../shared/realbooks, beside the clone; never copied here) read right: each document's
shape as the golden file records it, no unit holding more than a tenth of a document of twenty units or more, and
every rule number printed at a line's start found by ``show``.

These tests need the folder of real rulebooks; where it is absent (a clone on its own) they say so and are skipped.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rulesqa.chunking import chunk_document
from rulesqa.corpus import load_corpus
from rulesqa.corpus.rule_numbers import numbered_lines, numbering
from rulesqa.corpus.sizing import count_words
from rulesqa.corpus.survey import survey
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.lookup import resolve
from rulesqa.store import load_index

ROOT = Path(__file__).resolve().parent.parent
REALBOOKS = ROOT.parent / "shared" / "realbooks"
GOLDEN = Path(__file__).parent / "golden" / "realbooks_structure.tsv"

needs_realbooks = pytest.mark.skipif(not REALBOOKS.is_dir(),
                                     reason=f"the real rulebooks are not at {REALBOOKS} (they sit beside the clone "
                                            "in CI); these checks run where they are")
BOOKS = sorted(p.name for p in REALBOOKS.iterdir() if p.is_dir()) if REALBOOKS.is_dir() else []


@pytest.fixture(scope="module")
def corpora():  # type: ignore[no-untyped-def]
    return {book: load_corpus(REALBOOKS / book) for book in BOOKS}


def _rows(corpora) -> str:  # type: ignore[no-untyped-def]
    rows = ["doc\tformat\tsections\tunits\tlargest_share"]
    for book in BOOKS:
        for doc in corpora[book].documents:
            shape = survey(doc, chunk_document(doc))
            rows.append(f"{doc.id}\t{shape.format}\t{shape.sections}\t{shape.units}\t{shape.largest_share:.2f}")
    return "\n".join(rows) + "\n"


@needs_realbooks
def test_every_real_rulebook_has_the_shape_the_golden_file_records(corpora) -> None:  # type: ignore[no-untyped-def]
    rows = _rows(corpora)
    if os.environ.get("RULESQA_UPDATE_GOLDEN") == "1":  # regenerate deliberately, then review the diff
        GOLDEN.write_text(rows, encoding="utf-8")
    assert rows == GOLDEN.read_text(encoding="utf-8")
    assert all(not corpora[book].problems for book in BOOKS)


@needs_realbooks
def test_no_unit_holds_more_than_a_tenth_of_a_document_of_twenty_units(corpora) -> None:  # type: ignore[no-untyped-def]
    for book in BOOKS:
        for doc in corpora[book].documents:
            sizes = [count_words(c.text) for c in chunk_document(doc)]
            if len(sizes) >= 20:
                assert max(sizes) <= 0.10 * sum(sizes), (doc.id, max(sizes), sum(sizes))


@needs_realbooks
@pytest.mark.parametrize("book", BOOKS)
def test_every_rule_number_printed_at_a_line_start_is_shown_by_show(book: str, tmp_path: Path,
                                                                     corpora) -> None:  # type: ignore[no-untyped-def]
    ingest(REALBOOKS / book, tmp_path / "index", embedder=FakeEmbedder())
    index = load_index(tmp_path / "index")
    for doc in corpora[book].documents:
        assert not survey(doc, chunk_document(doc)).numbers_without_unit, doc.id
        lines = [line for s in doc.parsed.sections for line in s.lines if line.column == 0]
        for line_number, printed in numbering(numbered_lines(lines)).items():
            found = resolve(index, printed.number)
            assert found.chunks, (doc.id, printed.number, line_number)
            # the unit shown holds the line that prints the number (one of them, where a number is printed twice)
            assert any(c.doc == doc.id and c.line <= line_number for c in found.chunks), (doc.id, printed.number)
