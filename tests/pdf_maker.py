"""The smallest PDF a rulebook could be, written for the tests: pages of text lines, any Unicode (Latin and
Cyrillic alike), in one Type0 font whose ToUnicode map says which character each glyph is — as a word processor's
export does, so a reader such as pypdf gets the text back. No font program is embedded: nothing here is drawn."""

from __future__ import annotations

from collections.abc import Sequence


def _cmap(chars: Sequence[str]) -> bytes:
    pairs = "\n".join(f"<{i + 1:04X}> <{ord(ch):04X}>" for i, ch in enumerate(chars))
    return (f"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            f"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            f"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            f"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
            f"{len(chars)} beginbfchar\n{pairs}\nendbfchar\nendcmap\n"
            f"CMapName currentdict /CMap defineresource pop\nend\nend\n").encode("ascii")


def make_pdf(pages: Sequence[Sequence[str]], columns: int = 1) -> bytes:
    """A PDF whose page ``n`` shows the lines ``pages[n]``, top to bottom — in ``columns`` columns side by side, the
    first half of the lines on the left, as a rulebook's two-column page."""
    chars = sorted({ch for page in pages for line in page for ch in line})
    code = {ch: i + 1 for i, ch in enumerate(chars)}
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    def stream(data: bytes, extra: str = "") -> bytes:
        return f"<< /Length {len(data)}{extra} >>\nstream\n".encode() + data + b"\nendstream"

    catalog = add(b"")  # filled in below
    tree = add(b"")
    to_unicode = add(stream(_cmap(chars)))
    descendant = add(b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /RuleSans /DW 500 "
                     b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
                     b"/FontDescriptor << /Type /FontDescriptor /FontName /RuleSans /Flags 32 "
                     b"/FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 "
                     b"/StemV 80 >> >>")
    font = add(f"<< /Type /Font /Subtype /Type0 /BaseFont /RuleSans /Encoding /Identity-H "
               f"/DescendantFonts [{descendant} 0 R] /ToUnicode {to_unicode} 0 R >>".encode())
    kids = []
    for lines in pages:
        ops = []
        per_column = -(-len(lines) // columns) if lines else 0
        for column in range(columns):
            ops += ["BT", "/F1 11 Tf", "14 TL", f"{56 + column * 270} 780 Td"]
            for line in lines[column * per_column:(column + 1) * per_column]:
                ops.append("<" + "".join(f"{code[ch]:04X}" for ch in line) + "> Tj T*")
            ops.append("ET")
        content = add(stream("\n".join(ops).encode("ascii")))
        kids.append(add(f"<< /Type /Page /Parent {tree} 0 R /MediaBox [0 0 595 842] /Contents {content} 0 R "
                        f"/Resources << /Font << /F1 {font} 0 R >> >> >>".encode()))
    objects[catalog - 1] = f"<< /Type /Catalog /Pages {tree} 0 R >>".encode()
    objects[tree - 1] = (f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] "
                         f"/Count {len(kids)} >>").encode()
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)
