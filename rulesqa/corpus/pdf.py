"""Reading a rulebook as players have it: a PDF, its text taken from the file's text layer by pdfminer.six, whose
layout analysis groups a page's lines into its paragraphs (a blank line between two) and its columns (one after the
other), as a reader reads them.

The text of every page, in page order, is then read as any text file is: its format is what the text shows (most
often plain text with headings in capitals or numbered, or numbered comprehensive rules), and the passes that know
PDF exports — page numbers and running heads kept out, words hyphenated at a line's end — apply as they do to a
text exported by hand. Each unit is cited with the pages of the file it stands on ("PDF p.12", "PDF p.12-13").

A page's running head and foot — a line in its top or bottom margin that stands on several pages the same (its
numbers aside: "Harbour Lights – page 12") — is page layout, as a reader skips it: it is kept out of the rules and
reported, rather than read as a heading on every page.

A PDF with no text layer (a scan) or one that cannot be opened is refused with what to do; a page whose text cannot
be taken is named in a warning, and the rest is read.
"""

from __future__ import annotations

import bisect
import io
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

from rulesqa.corpus.model import NonRule, ParsedDocument, SourceLine
from rulesqa.errors import CorpusError

MAGIC = b"%PDF-"
_TOO_LITTLE_TEXT = 20  # letters: fewer in the whole file is a scan (or a file of pictures)
MARGIN = 0.1  # of the page's height, at its top and its bottom: where running heads and feet stand
# a line in the margins on at least this many pages (and a third of them) is a running head or foot
RUNNING_PAGES = 3
_DIGITS = re.compile(r"\d+")
# what a PDF's text layer writes otherwise than it prints: a ligature ("ﬁ") is its letters, and a hyphen that breaks
# a word at a line's end (soft, or U+2010) is the "-" the text parsers join words at; a soft one inside a line is
# not printed at all
_AS_PRINTED = str.maketrans({chr(c): unicodedata.normalize("NFKC", chr(c)) for c in range(0xFB00, 0xFB07)}
                            | {"\u00ad": None})
_LINE_END_HYPHENS = ("\u00ad", "\u2010")


@dataclass
class PdfText:
    """The text of a PDF's pages, joined in page order, and where each page starts in it."""

    text: str
    page_starts: list[int]  # the 1-based line each page's text starts at
    warnings: list[str] = field(default_factory=list)
    running: list[SourceLine] = field(default_factory=list)  # the running heads and feet kept out (blank in text)

    def page_of(self, line: int) -> int:
        """The 1-based page of the file that ``line`` of :attr:`text` stands on."""
        return max(1, bisect.bisect_right(self.page_starts, line))


def is_pdf(data: bytes) -> bool:
    return data[:1024].lstrip().startswith(MAGIC)


def extract(data: bytes, path: str) -> PdfText:
    """The text layer of the PDF ``data`` (see module); :class:`CorpusError` when there is none to read."""
    import logging

    from pdfminer.converter import PDFPageAggregator
    from pdfminer.layout import LAParams, LTTextContainer
    from pdfminer.pdfdocument import PDFDocument, PDFPasswordIncorrect
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdfparser import PDFParser

    logging.getLogger("pdfminer").setLevel(logging.ERROR)  # its notes on odd but readable files are not the user's
    try:
        pages = list(PDFPage.create_pages(PDFDocument(PDFParser(io.BytesIO(data)), password="")))
    except PDFPasswordIncorrect:
        raise CorpusError("is a PDF locked with a password; open it, save an unlocked copy (or export its text as "
                          ".txt) and ingest that", path=path) from None
    except Exception as exc:  # (pdfminer raises many kinds on a damaged file)
        raise CorpusError(f"cannot be read as a PDF ({type(exc).__name__}: {exc}); it may be damaged: export its "
                          "text as .txt and ingest that", path=path) from None
    resources = PDFResourceManager()
    device = PDFPageAggregator(resources, laparams=LAParams())
    interpreter = PDFPageInterpreter(resources, device)
    lines: list[str] = []
    starts: list[int] = []
    unread: list[int] = []
    in_margin: list[tuple[int, str]] = []  # (line, text) of the one-line boxes in a page's margins
    for number, page in enumerate(pages, start=1):
        starts.append(len(lines) + 1)
        try:
            interpreter.process_page(page)
            layout = device.get_result()
            boxes = [box for box in layout if isinstance(box, LTTextContainer)]
            texts = [box.get_text() for box in boxes]
        except Exception:  # (as above, on one damaged page: the others still read)
            unread.append(number)
            boxes, texts = [], []
        if boxes:
            top, bottom = layout.y1 - MARGIN * layout.height, layout.y0 + MARGIN * layout.height
        for box, text in zip(boxes, texts, strict=True):  # a paragraph (or a column's lines), a blank line after it
            box_lines = [_as_printed(line) for line in
                         text.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n").split("\n")]
            if len(box_lines) == 1 and box_lines[0].strip() and (box.y0 >= top or box.y1 <= bottom):
                in_margin.append((len(lines) + 1, box_lines[0]))
            lines.extend(box_lines)
            lines.append("")
    letters = sum(ch.isalpha() for line in lines for ch in line)
    if letters < _TOO_LITTLE_TEXT:
        raise CorpusError(f"is a PDF of {len(pages)} page{'s' if len(pages) != 1 else ''} with no text to read (a "
                          "scan, or pictures of text); run it through OCR (for example ocrmypdf) or type the rules "
                          "into a .txt file, and ingest that", path=path)
    warnings = []
    if unread:
        shown = ", ".join(str(n) for n in unread[:10]) + (" …" if len(unread) > 10 else "")
        warnings.append(f"{path}: the text of PDF page{'s' if len(unread) > 1 else ''} {shown} could not be read "
                        "and is not in the index; export the file's text as .txt to check those pages")
    running = _running_heads(in_margin, starts)
    for line in running:
        lines[line.number - 1] = ""
    return PdfText("\n".join(lines), starts, warnings, running)


def _as_printed(line: str) -> str:
    if line.endswith(_LINE_END_HYPHENS):
        line = line[:-1] + "-"
    return line.translate(_AS_PRINTED)


def _running_heads(in_margin: list[tuple[int, str]], starts: list[int]) -> list[SourceLine]:
    """The lines in the margins that stand on :data:`RUNNING_PAGES` pages or more, and on a third of the pages, the
    same but for their numbers (a bare page number is the text parsers' to keep out)."""
    def shape(text: str) -> str:
        return _DIGITS.sub("#", " ".join(text.split()).casefold())

    def page(line: int) -> int:
        return bisect.bisect_right(starts, line)

    pages_of: dict[str, set[int]] = {}
    for line, text in in_margin:
        pages_of.setdefault(shape(text), set()).add(page(line))
    needed = max(RUNNING_PAGES, len(starts) / 3)
    running = {key for key, on in pages_of.items() if len(on) >= needed and key.strip("# ")}
    # (on the first page the same words are the document's title, not a running head over its text)
    return [SourceLine(line, text) for line, text in in_margin if shape(text) in running and page(line) > 1]


def keep_out_running_heads(parsed: ParsedDocument, text: PdfText, path: str) -> None:
    """The running heads and feet taken out of the text (see module), as the page layout the document kept out."""
    if not text.running:
        return
    parsed.non_rules.append(NonRule("page-furniture", text.running))
    shown = ", ".join(f"'{t}'" for t in Counter(" ".join(line.text.split()) for line in text.running))
    parsed.warnings.append(f"{path}: {len(text.running)} running heads and feet of the PDF's pages are kept out of "
                           f"the rules: {shown[:200]}")


def cite_pages(parsed: ParsedDocument, text: PdfText) -> None:
    """Each unit's pages of the file ("PDF p.3", "PDF p.3-4"), from the lines it holds."""
    for section in parsed.sections:
        numbers = [line.number for line in section.lines if line.text.strip()]
        if not numbers or section.pages:
            continue
        first, last = text.page_of(min(numbers)), text.page_of(max(numbers))
        section.pages = f"PDF p.{first}" if first == last else f"PDF p.{first}-{last}"
