"""Decoding corpus files: UTF-8, BOMs, cp1251, mixed encodings, and files that are not text."""

from __future__ import annotations

import pytest

from rulesqa.corpus.reading import decode
from rulesqa.errors import CorpusError

RUSSIAN = "208. Герои\n208.1. Герой - Тип карты.\n"


def test_utf8_with_bom_loses_the_bom() -> None:
    decoded = decode(b"\xef\xbb\xbf" + RUSSIAN.encode("utf-8"), "r.txt")
    assert decoded.text == RUSSIAN
    assert not decoded.warnings


def test_utf16_with_bom() -> None:
    assert decode(RUSSIAN.encode("utf-16"), "r.txt").text == RUSSIAN


def test_cp1251_is_read_with_a_warning_naming_the_file() -> None:
    decoded = decode(RUSSIAN.encode("cp1251"), "old.txt")
    assert decoded.text == RUSSIAN
    assert decoded.encoding == "cp1251"
    assert decoded.warnings[0].startswith("old.txt: not valid UTF-8; read 2 line(s) as cp1251")
    assert "iconv -f cp1251 -t utf-8" in decoded.warnings[0]


def test_mixed_utf8_and_cp1251_lines_are_each_read_right() -> None:
    data = "208. Герои\n".encode() + "208.1. Герой - Тип карты.\n".encode("cp1251")
    decoded = decode(data, "mixed.txt")
    assert decoded.text == RUSSIAN
    assert "line 2" in decoded.warnings[0]


def test_crlf_is_kept_for_the_parser_to_split() -> None:
    assert decode(b"a\r\nb\r\n", "crlf.txt").text == "a\r\nb\r\n"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "empty"),
        (b"  \n\n\t\n", "empty"),
        (b"%PDF-1.7\n...", "binary file"),
        (b"PK\x03\x04zipdata", "binary file"),
        (b"208. Heroes\n208.1. text\x00more\n", "NUL byte"),
        (bytes(range(128, 256)) * 20, "neither UTF-8 nor cp1251|binary"),
    ],
)
def test_files_that_are_not_text_are_refused_with_the_reason(data: bytes, message: str) -> None:
    with pytest.raises(CorpusError, match=message) as caught:
        decode(data, "bad.txt")
    assert str(caught.value).startswith("bad.txt")


def test_a_nul_byte_is_reported_with_its_line() -> None:
    with pytest.raises(CorpusError) as caught:
        decode(b"one\ntwo\nth\x00ree\n", "nul.txt")
    assert caught.value.line == 3
    assert str(caught.value).startswith("nul.txt:3:")
