"""Reading a rulebook kept as a Word document (``.docx``, from Word, LibreOffice or Google Docs), by python-docx.

The body is read in order, paragraphs and tables as the document has them. A paragraph in a heading style
("Heading 1"…, "Заголовок 1"…, or one with an outline level) is a heading of that level, under the document's
"Title"; a list paragraph (a "List …" style or a numbered one) is a list item at its indent; a paragraph all in bold,
in a document without heading styles, is a heading as in a Markdown file converted from a word processor; a table is
a table with its first row as header. That text is written out as Markdown (rulesqa/corpus/markdown_out.py) and cut
by :mod:`rulesqa.corpus.markdown`, so FAQ entries, numbered rules and glossaries are units as in a ``.md`` file.

Not read, and said so in the docs: page headers and footers (page layout), comments, footnotes, and the numbers Word
draws in front of an automatically numbered list (they are not in the document's text: a rule numbered "4.2" that
way is cited by its heading, not by its number).

A unit's lines are those of the text as read (``rulesqa show`` prints that text).
"""

from __future__ import annotations

import io
import re
import zipfile
from typing import Any

from rulesqa.corpus import markdown
from rulesqa.corpus.markdown_out import cell, table_row, table_rule, text_line
from rulesqa.corpus.model import ParsedDocument
from rulesqa.errors import CorpusError

PARSER_VERSION = 1
MAGIC = b"PK\x03\x04"
MAX_TEXT_BYTES = 100 * 1024 * 1024  # the body's XML, unpacked: more is a zip bomb, not a rulebook
_HEADING_STYLE = re.compile(r"(?:heading|заголовок)\s*([1-9])", re.I)
_NS = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def is_docx(data: bytes) -> bool:
    """Is ``data`` a Word document: a zip holding word/document.xml."""
    if not data.startswith(MAGIC):
        return False
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return "word/document.xml" in archive.namelist()
    except (zipfile.BadZipFile, OSError):
        return False


def _level(paragraph: Any) -> int | None:
    """The heading level of a paragraph (1 for "Heading 1"), by its style's name or outline level; 0 for the title."""
    style = paragraph.style
    name = style.name if style is not None and style.name else ""
    if name.casefold() in ("title", "название", "заголовок"):
        return 0
    found = _HEADING_STYLE.fullmatch(name.strip())
    if found:
        return int(found.group(1))
    for props in (paragraph._p.pPr, style.element.pPr if style is not None else None):
        outline = None if props is None else props.find(f"{_NS}outlineLvl")
        if outline is not None and (value := outline.get(f"{_NS}val", "")).isdigit() and int(value) < 9:
            return int(value) + 1
    return None


def _list_depth(paragraph: Any) -> int | None:
    """The indent of a list item (0 at the margin), or None for a paragraph that is no list item."""
    props = paragraph._p.pPr
    numbered = None if props is None else props.find(f"{_NS}numPr")
    if numbered is not None:
        level = numbered.find(f"{_NS}ilvl")
        value = "0" if level is None else level.get(f"{_NS}val", "0")
        return int(value) if value.isdigit() else 0
    name = paragraph.style.name if paragraph.style is not None and paragraph.style.name else ""
    if name.casefold().startswith(("list", "список")):
        last = name.rsplit(" ", 1)[-1]
        return int(last) - 1 if last.isdigit() and int(last) > 1 else 0
    return None


def _all_bold(paragraph: Any) -> bool:
    runs = [run for run in paragraph.runs if run.text.strip()]
    return bool(runs) and all(run.bold or (run.bold is None and run.style is not None and run.style.font.bold)
                              for run in runs)


def as_markdown(data: bytes, path: str) -> tuple[str, str]:
    """(the document's text as Markdown, its title from its properties)."""
    import docx
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if archive.getinfo("word/document.xml").file_size > MAX_TEXT_BYTES:
            raise CorpusError(f"is a Word document whose text unpacks to over {MAX_TEXT_BYTES // (1024 * 1024)} MB; "
                              "export its rules as PDF or .txt and ingest that", path=path)
    try:
        document = docx.Document(io.BytesIO(data))
    except Exception as exc:  # (python-docx and lxml raise many kinds on a damaged file)
        raise CorpusError(f"cannot be read as a Word document ({type(exc).__name__}: {exc}); it may be damaged: "
                          "save it again, or export it as PDF or .txt, and ingest that", path=path) from None
    body = document.element.body
    paragraphs = {child: Paragraph(child, document) for child in body.iterchildren(f"{_NS}p")}
    levels = {child: _level(paragraph) for child, paragraph in paragraphs.items()}
    has_title = 0 in levels.values()
    headings = sum(1 for level in levels.values() if level)
    lines: list[str] = []
    for child in body.iterchildren():
        if child.tag == f"{_NS}p":
            paragraph = paragraphs[child]
            text = paragraph.text.replace("\t", " ").strip()
            if not text:
                continue
            level = levels[child]
            depth = _list_depth(paragraph)
            parts = [" ".join(part.split()) for part in text.split("\n") if part.strip()]
            if depth is None and lines and lines[-1]:  # (a list ends before what is not an item of it)
                lines.append("")
            if level is not None:
                lines += ["#" * min(6, level + int(has_title) or 1) + " " + " ".join(parts), ""]
            elif depth is not None:
                lines += ["    " * depth + "- " + parts[0], *("    " * (depth + 1) + part for part in parts[1:])]
            elif headings < 2 and _all_bold(paragraph):
                lines += [f"**{' '.join(parts)}**", ""]
            else:
                lines += [*(text_line(part) for part in parts), ""]
        elif child.tag == f"{_NS}tbl":
            rows = [[cell(c.text) for c in row.cells] for row in Table(child, document).rows]
            rows = [row for row in rows if any(row)]
            if rows:
                if lines and lines[-1]:
                    lines.append("")
                lines += [table_row(rows[0]), table_rule(len(rows[0])), *(table_row(r) for r in rows[1:]), ""]
    while lines and not lines[-1]:
        lines.pop()
    title = (document.core_properties.title or "").strip()
    return "\n".join(lines) + "\n", title


def read(data: bytes, path: str) -> tuple[str, str]:
    """(the text of the Word document ``data`` as Markdown, its title from its properties); :class:`CorpusError`
    for a damaged document or one with no text."""
    text, title = as_markdown(data, path)
    if not text.strip():
        raise CorpusError("is a Word document with no text in its body; add the rules to it, or export them as "
                          ".txt, and ingest that", path=path)
    return text, title


def parse(text: str, *, path: str = "") -> ParsedDocument:
    """The units of a Word document's text as :func:`read` gives it."""
    return markdown.parse(text, path=path, headings_said=("Word", "paragraphs in the Heading 1, Heading 2 … styles"))
