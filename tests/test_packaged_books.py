"""The handbooks from Debian's packages are read page by page as their help cache holds them: a chapter's sections'
pages nested inside its own, each page whole and once (bench/packaged_books.py)."""

from __future__ import annotations

import bz2
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from packaged_books import BOOKS, pages

CACHE = (
    '<FILENAME filename="index.html"><html><body><h1>Handbook</h1></body></html></FILENAME>'
    '<FILENAME filename="rules.html"><html><body><h1>Chapter 3. Rules</h1><p>Intro.</p>'
    '<FILENAME filename="scoring.html"><html><body><h2>Scoring</h2><p>Two points.</p></body></html></FILENAME>'
    '<div id="footer">Next</div></body></html></FILENAME>'
)


def test_each_page_is_its_block_without_the_pages_nested_in_it() -> None:
    found = dict(pages(bz2.compress(CACHE.encode("utf-8"))))
    assert list(found) == ["index.html", "rules.html", "scoring.html"]  # (in the cache's order)
    assert found["rules.html"] == ('<html><body><h1>Chapter 3. Rules</h1><p>Intro.</p>'
                                   '<div id="footer">Next</div></body></html>')
    assert found["scoring.html"] == "<html><body><h2>Scoring</h2><p>Two points.</p></body></html>"


def test_every_book_has_a_package_a_language_and_one_split() -> None:
    listed = tomllib.loads(BOOKS.read_text(encoding="utf-8"))
    named = [name for split in ("train", "dev", "test") for name in listed[split]]
    assert sorted(named) == sorted(listed["book"]) and len(set(named)) == len(named)
    for name, book in listed["book"].items():
        assert book["lang"] in ("en", "ru") and book["package"]
        assert (BOOKS.parent / name / "questions.jsonl").is_file() and (BOOKS.parent / name / "claims.jsonl").is_file()
