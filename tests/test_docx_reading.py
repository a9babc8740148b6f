"""A rulebook kept as a Word document is read by its styles: headings are the units, lists and tables their text,
as a Markdown file's would be."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE

from rulesqa.chunking import chunk_document
from rulesqa.corpus.docx import as_markdown, is_docx, read
from rulesqa.errors import CorpusError
from tests.helpers.one_file import corpus_of


def _save(document: docx.document.Document) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _rulebook() -> bytes:
    d = docx.Document()
    d.core_properties.title = "Harbour Lights, the official rules"
    d.add_heading("Harbour Lights", 0)
    d.add_paragraph("A game of lighthouses for 2–4 players.")
    d.add_heading("Setup", 1)
    d.add_paragraph("Each player takes five ship cards and three lamps.")
    d.add_heading("Playing a turn", 1)
    d.add_paragraph("Draw a card.", style="List Number")
    d.add_paragraph("Play up to two cards.", style="List Number")
    d.add_paragraph("A storm card is played at once.", style="List Bullet 2")
    d.add_heading("Scoring", 2)
    table = d.add_table(rows=3, cols=2)
    for row, cells in zip(table.rows, (("Ship", "Points"), ("Schooner", "2"), ("Galleon", "5")), strict=True):
        for c, text in zip(row.cells, cells, strict=True):
            c.text = text
    d.add_paragraph("# of players: 2 to 4. The first player to 20 points wins.")
    return _save(d)


def test_a_word_rulebook_is_cut_by_its_heading_styles(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "harbour.docx", _rulebook())
    assert not corpus.problems
    [doc] = corpus.documents
    assert doc.format == "docx" and doc.lang == "en" and doc.title == "Harbour Lights"
    units = {c.label: c.text for c in chunk_document(doc)}
    assert list(units) == ["Harbour Lights", "Harbour Lights › Setup", "Harbour Lights › Playing a turn",
                           "Harbour Lights › Playing a turn › Scoring"]
    assert "Each player takes five ship cards and three lamps." in units["Harbour Lights › Setup"]
    turn = units["Harbour Lights › Playing a turn"]
    assert "Draw a card." in turn and "Play up to two cards." in turn and "A storm card is played at once." in turn
    scoring = units["Harbour Lights › Playing a turn › Scoring"]
    assert "| Galleon | 5 |" in scoring and "# of players: 2 to 4. The first player to 20 points wins." in scoring


def test_a_word_rulebook_without_heading_styles_has_its_bold_paragraphs_as_headings(tmp_path: Path) -> None:
    d = docx.Document()
    for heading, text in (("Раздача", "Каждому игроку сдают по шесть карт."),
                          ("Ход", "Ходящий кладёт карту, отбивающийся кроет её старшей картой.")):
        d.add_paragraph().add_run(heading).bold = True
        d.add_paragraph(text)
    d.core_properties.title = "Дурак"
    [doc] = corpus_of(tmp_path, "durak.docx", _save(d)).documents
    assert doc.lang == "ru" and doc.title == "Дурак"  # from the document's properties, with no title on the page
    assert [c.label for c in chunk_document(doc)] == ["Дурак › Раздача", "Дурак › Ход"]


def test_a_heading_style_named_in_russian_is_a_heading() -> None:
    d = docx.Document()
    d.styles.add_style("Заголовок 2", WD_STYLE_TYPE.PARAGRAPH)
    d.add_paragraph("Подготовка", style="Заголовок 2")
    d.add_paragraph("Каждый игрок берёт пять карт.")
    text, _ = as_markdown(_save(d), "p.docx")
    assert text.startswith("## Подготовка\n\nКаждый игрок берёт пять карт.")


def test_a_damaged_or_empty_word_document_is_refused_with_what_to_do() -> None:
    broken = io.BytesIO()
    with zipfile.ZipFile(broken, "w") as archive:
        archive.writestr("word/document.xml", "<not xml")
    assert is_docx(broken.getvalue())
    with pytest.raises(CorpusError, match=r"cannot be read as a Word document.*export"):
        read(broken.getvalue(), "bad.docx")
    with pytest.raises(CorpusError, match="no text in its body"):
        read(_save(docx.Document()), "empty.docx")
    assert not is_docx(b"PK\x03\x04 not a zip")
