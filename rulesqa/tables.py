"""The corpus's hand-written bilingual tables (``glossary.tsv``, ``labels.tsv``): one reader for both.

Tab-separated, UTF-8 (a BOM is fine), an optional ``en  ru  …`` header line,
blank lines and ``#`` comments skipped. A missing file is an empty table.
"""

from __future__ import annotations

from pathlib import Path

from rulesqa.errors import CorpusError


def read_table(path: Path) -> tuple[str, str] | None:
    """``(text, path)`` of a table file, or ``None`` when there is none; :class:`CorpusError` when not UTF-8."""
    if not path.is_file():
        return None
    try:
        return path.read_text(encoding="utf-8-sig"), str(path)
    except UnicodeDecodeError:
        raise CorpusError("is not UTF-8 text", path=str(path)) from None


def rows(text: str, path: str, expected: str) -> list[tuple[int, list[str]]]:
    """``(line number, stripped fields)`` of every data line with an English and a Russian column.

    A line with fewer than two non-empty first fields is a :class:`CorpusError` naming ``path``, the line, and
    ``expected`` (what the line should look like).
    """
    out = []
    for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        if not line.strip() or line.startswith("#") or (number == 1 and line.split("\t")[:2] == ["en", "ru"]):
            continue
        fields = [field.strip() for field in line.split("\t")]
        if len(fields) < 2 or not fields[0] or not fields[1]:
            raise CorpusError(f"expected '{expected}'", path=path, line=number)
        out.append((number, fields))
    return out
