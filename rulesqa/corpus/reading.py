"""Turn the bytes of a corpus file into text, or refuse with a reason.

Russian rule texts often arrive in cp1251. A file that is not valid UTF-8 is
decoded line by line: valid UTF-8 lines stay as they are, the others are read
as cp1251, and a warning names the file and the lines. That also rescues files
that mix both encodings (a UTF-8 file pasted into from a cp1251 one).
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field

from rulesqa.errors import CorpusError

_BINARY_MAGIC = (  # (a PDF is read by rulesqa.corpus.pdf before it would come here)
    b"%PDF", b"PK\x03\x04", b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"\x7fELF",
    b"{\\rtf", b"\xd0\xcf\x11\xe0",
)


@dataclass
class DecodedText:
    text: str
    encoding: str
    warnings: list[str] = field(default_factory=list)


def decode(data: bytes, path: str, declared: str | None = None) -> DecodedText:
    """Decode a corpus file. Raises :class:`CorpusError` for empty or binary files. ``declared``: the encoding the
    file itself names (a web page's ``<meta charset>``), used when it is not valid UTF-8 — a koi8-r page read as
    cp1251 would be all wrong letters."""
    if not data.strip():
        raise CorpusError("the file is empty; add rule text to it or remove it from the corpus", path=path)
    for magic in _BINARY_MAGIC:
        if data.startswith(magic):
            raise CorpusError(
                "this is a binary file (an archive, image or word-processor file), not text; "
                "export it as PDF, plain text (.txt) or Markdown (.md) first",
                path=path,
            )
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"),
                          (codecs.BOM_UTF16_BE, "utf-16-be")):
        if data.startswith(bom):
            try:
                return DecodedText(data[len(bom):].decode(encoding), encoding + " with BOM")
            except UnicodeDecodeError as exc:
                raise CorpusError(
                    f"starts with a {encoding} byte-order mark but is not valid {encoding} "
                    f"(byte {exc.start}); save it again as UTF-8",
                    path=path,
                ) from None
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        raise CorpusError(
            "contains a NUL byte, so it is a binary or damaged file, not text; "
            "save the rules as plain UTF-8 text",
            path=path, line=line,
        )
    try:
        return DecodedText(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError:
        pass
    if declared is not None and declared != "utf-8":
        text = data.decode(declared, errors="replace")
        if text.count("\ufffd") <= 0.01 * len(text):
            return DecodedText(text, f"{declared} (declared by the file)")
    return _decode_mixed(data, path)


def _decode_mixed(data: bytes, path: str) -> DecodedText:
    out: list[str] = []
    fallback_lines: list[int] = []
    for number, raw in enumerate(data.splitlines(keepends=True), start=1):
        try:
            out.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            fallback_lines.append(number)
            out.append(raw.decode("cp1251", errors="replace"))
    text = "".join(out)
    printable = sum(ch.isprintable() or ch.isspace() for ch in text)
    spaces = sum(ch.isspace() for ch in text)
    # Text has printable characters, few undecodable bytes, and words (spaces).
    if (printable < 0.95 * len(text) or text.count("\ufffd") > 0.01 * len(text)
            or (len(text) > 200 and spaces < len(text) / 50)):
        raise CorpusError(
            "is neither UTF-8 nor cp1251 text (it looks binary); save the rules as plain UTF-8 text",
            path=path, line=fallback_lines[0],
        )
    shown = ", ".join(map(str, fallback_lines[:10])) + (" …" if len(fallback_lines) > 10 else "")
    encoding = "cp1251" if len(fallback_lines) == len(out) else "utf-8+cp1251"
    warning = (
        f"{path}: not valid UTF-8; read {len(fallback_lines)} line(s) as cp1251 (line {shown}). "
        f"Check the Russian text looks right, or convert the file: iconv -f cp1251 -t utf-8"
    )
    return DecodedText(text, encoding, [warning])
