"""A rulebook as players have it, a PDF: its text is taken from the file, read as text exported by hand would be,
and every unit is cited with the pages of the file it stands on."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rulesqa.chunking import chunk_document
from rulesqa.corpus import pdf
from rulesqa.errors import CorpusError
from tests.helpers.one_file import corpus_of
from tests.pdf_maker import make_pdf

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import formats  # (bench/formats.py: the same rulebooks as web pages and PDFs)

RULEBOOK = [
    ["HARBOUR LIGHTS", "A game of lighthouses for 2-4 players", "", "SETUP",
     "Each player takes five ship cards and three", "lamps. The youngest player starts.", "", "THE TURN",
     "On your turn draw a card, then play up to two", "cards.", "", "1"],
    ["STORMS", "A storm card is played at once: every ship in", "open water loses one lamp.", "",
     "WINNING THE GAME", "The first player to 20 points wins.", "", "2"],
    ["ВОПРОСЫ И ОТВЕТЫ", "Можно ли сыграть шторм в чужой ход? Нет, только", "в свой.", "", "3"],
]


def test_a_pdf_is_read_into_units_cited_with_their_pages(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "harbour.pdf", make_pdf(RULEBOOK))
    assert not corpus.problems
    [doc] = corpus.documents
    assert doc.format == "plain" and "PDF" in doc.format_reason
    units = {c.label.split(" › ")[-1]: c for c in chunk_document(doc)}
    assert "Each player takes five ship cards and three\nlamps. The youngest player starts." in units["SETUP"].text
    assert units["SETUP"].page == "PDF p.1"
    assert units["STORMS"].page == "PDF p.2" and units["WINNING THE GAME"].page == "PDF p.2"
    assert "Можно ли сыграть шторм в чужой ход? Нет, только\nв свой." in units["ВОПРОСЫ И ОТВЕТЫ"].text
    assert units["ВОПРОСЫ И ОТВЕТЫ"].page == "PDF p.3"
    text = "\n".join(c.text for c in units.values())
    assert "\n2\n" not in f"\n{text}\n"  # the page numbers are page layout, not rules


def test_a_unit_across_a_page_break_is_cited_with_both_pages() -> None:
    text = pdf.PdfText("SETUP\nTake five cards\n\nand three lamps.\n", page_starts=[1, 4])
    assert [text.page_of(n) for n in (1, 2, 3, 4)] == [1, 1, 1, 2]


def test_a_scan_without_text_is_refused_with_what_to_do(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "scan.pdf", make_pdf([[], []]))
    [problem] = corpus.problems
    assert "scan.pdf" in str(problem) and "no text to read" in str(problem) and "OCR" in str(problem)


@pytest.mark.parametrize("data", [b"%PDF-1.4", b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"])
def test_a_damaged_pdf_is_refused_with_what_to_do(tmp_path: Path, data: bytes) -> None:
    with pytest.raises(CorpusError, match=r"(cannot be read as a PDF|no text to read).*\.txt"):
        pdf.extract(data, "bad.pdf")


def test_a_pdf_saved_under_another_name_is_read_as_a_pdf(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "rules.txt", make_pdf(RULEBOOK))
    assert not corpus.problems and corpus.documents[0].format == "plain"


def test_a_page_whose_text_cannot_be_taken_is_named_and_the_rest_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from pdfminer.pdfinterp import PDFPageInterpreter

    process = PDFPageInterpreter.process_page
    seen = []

    def damaged_second_page(self, page):  # type: ignore[no-untyped-def]
        seen.append(page)
        if len(seen) == 2:
            raise KeyError("broken font")
        return process(self, page)

    monkeypatch.setattr(PDFPageInterpreter, "process_page", damaged_second_page)
    text = pdf.extract(make_pdf(RULEBOOK), "harbour.pdf")
    assert "SETUP" in text.text and "ВОПРОСЫ И ОТВЕТЫ" in text.text and "STORMS" not in text.text
    assert text.warnings == ["harbour.pdf: the text of PDF page 2 could not be read and is not in the index; export "
                             "the file's text as .txt to check those pages"]


def test_a_text_rulebook_printed_to_pdf_is_cut_into_the_same_units(tmp_path: Path) -> None:
    """The team's plain-text rulebooks (every third, for time), each printed as a PDF of 50 lines a page: the PDF
    gives the units the text gives, with the same ids and words."""
    books = formats.books_of("PDF")[::3]
    assert len(books) >= 12
    same = [formats.units(book / "corpus")
            == formats.units(formats.converted(book / "corpus", tmp_path / book.name, "PDF")) for book in books]
    assert sum(same) >= 0.9 * len(books), [b.name for b, ok in zip(books, same, strict=True) if not ok]


def _with_running_heads(pages: int = 4) -> list[list[str]]:
    body: list[str] = []
    for heading in ("SETUP", "THE TURN", "STORMS", "SCORING", "WINNING THE GAME", "VARIANTS"):
        body += [heading, *(f"Rule {j} of {heading.lower()} says a thing about ships and lamps." for j in range(12)), ""]
    per_page = -(-len(body) // pages)
    return [["Harbour Lights – Rulebook", "", *body[i:i + per_page], "", f"Page {n}"]
            for n, i in enumerate(range(0, len(body), per_page), start=1)]


def test_a_running_head_on_every_page_is_page_layout_not_a_heading(tmp_path: Path) -> None:
    corpus = corpus_of(tmp_path, "harbour.pdf", make_pdf(_with_running_heads()))
    [doc] = corpus.documents
    units = chunk_document(doc)
    labels = [c.label.split(" › ")[-1] for c in units]
    assert labels.count("Harbour Lights – Rulebook") <= 1  # the title on page 1, and no heading again on each page
    assert {"SETUP", "THE TURN", "STORMS", "SCORING", "WINNING THE GAME", "VARIANTS"} <= set(labels)
    kept_out = [line.text for n in doc.parsed.non_rules for line in n.lines]
    assert kept_out.count("Harbour Lights – Rulebook") == 3  # pages 2-4
    assert any("3 running heads and feet of the PDF's pages are kept out" in w for w in corpus.warnings)
    storms = next(c for c in units if c.label.endswith("STORMS"))
    assert "Harbour Lights" not in storms.text and "Page" not in storms.text


def test_ingest_says_what_it_kept_out_of_a_pdf(tmp_path: Path) -> None:
    from tests.test_cli_ingest import run

    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "harbour.pdf").write_bytes(make_pdf(_with_running_heads()))
    code, out, _ = run("ingest", str(folder), "--index", str(tmp_path / "index"), "--model", "fake")
    assert code == 0
    assert "runs of page layout" in out and "PDF's 4 pages" in out


def test_the_text_is_read_as_printed_ligatures_and_soft_hyphens_too() -> None:
    text = pdf.extract(make_pdf([["THE OFFICIAL RULES", "The ﬁrst player to ﬂip a lighthouse tile may re\u00ad",
                                  "place it; a dis\u00adcarded tile goes to the har\u2010", "bour."]]), "p.pdf").text
    assert "The first player to flip a lighthouse tile may re-\nplace it; a discarded tile goes to the har-\nbour." \
        in text


def test_a_two_column_page_is_read_one_column_after_the_other() -> None:
    left = ["SETUP", "Each player takes five ship", "cards and three lamps.", "", "THE TURN", "Draw a card, then play",
            "up to two cards."]
    right = ["STORMS", "A storm card is played at", "once: every ship loses", "one lamp.", "", "WINNING",
             "The first to 20 points wins."]
    text = pdf.extract(make_pdf([left + right], columns=2), "two-columns.pdf").text
    assert "Each player takes five ship\ncards and three lamps." in text
    assert "A storm card is played at\nonce: every ship loses\none lamp." in text
    assert text.index("up to two cards.") < text.index("STORMS")  # the left column first, whole
