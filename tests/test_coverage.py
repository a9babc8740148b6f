"""Every rule sentence of every corpus file appears verbatim in exactly one chunk.

Checked on the bundled corpus and on generated documents of each format.
"""

from __future__ import annotations

import re
import string
import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesqa.chunking import chunk_document
from rulesqa.corpus import asciidoc, guide, markdown, numbered, plain, rst, wiki
from rulesqa.corpus.reading import decode
from rulesqa.errors import CorpusError
from tests.coverage_check import assert_every_line_owned_once

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def test_bundled_corpus_every_line_in_exactly_one_unit(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    for doc in bundled_corpus.documents:
        text = decode((bundled_corpus.root / doc.file).read_bytes(), doc.file).text
        assert_every_line_owned_once(text, doc.parsed)


def test_bundled_corpus_every_rule_sentence_in_exactly_one_chunk(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    for doc in bundled_corpus.documents:
        chunks = chunk_document(doc)
        not_rules = {line.number for n in doc.parsed.non_rules for line in n.lines}
        text = decode((bundled_corpus.root / doc.file).read_bytes(), doc.file).text
        for number, line in enumerate(text.splitlines(), start=1):
            if number in not_rules or not line.strip():
                continue
            for sentence in SENTENCE_END.split(line.strip()):
                holders = [c.id for c in chunks if sentence in c.text]
                if len(sentence) >= 40:  # short labels like "Spell" naturally recur inside other text
                    assert len(holders) == 1, (sentence, holders)
                else:
                    assert holders, sentence


def test_the_blurb_is_in_no_chunk(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    for doc in bundled_corpus.documents:
        for chunk in chunk_document(doc):
            assert "H3 Master is a free, unofficial companion app" not in chunk.text


# --- generated documents ---------------------------------------------------------------

words = st.text(alphabet=string.ascii_lowercase + "абвгдежзиклмнопрстуф", min_size=2, max_size=9)


def sentence(min_words: int = 3, max_words: int = 12) -> st.SearchStrategy[str]:
    return st.lists(words, min_size=min_words, max_size=max_words).map(lambda ws: " ".join(ws).capitalize() + ".")


label = st.lists(words, min_size=1, max_size=4).map(lambda ws: " ".join(ws).capitalize())
caption = st.lists(words, min_size=2, max_size=6).map(lambda ws: "; ".join(ws))


@st.composite
def guide_documents(draw: st.DrawFn) -> tuple[str, int]:
    blocks = ["Page title", "Page title - an illustrated guide section."]
    topics = 0
    for number in range(1, draw(st.integers(1, 4)) + 1):
        blocks.append(f"Group · {number}. {draw(label)}")
        if draw(st.booleans()):
            blocks.append(draw(label))  # subtitle
        for _ in range(draw(st.integers(0, 4))):
            if draw(st.booleans()):
                blocks.append(draw(sentence(3, 8)))  # summary
            blocks.append(" ".join(draw(st.lists(sentence(), min_size=1, max_size=4))))  # detail
            blocks.append(draw(label))
            if draw(st.booleans()):
                blocks.append(draw(caption))
            topics += 1
        if draw(st.booleans()):
            blocks.append(f"optional: pictures, PDF p.{number}-{number + 1}")
    blocks.append("Product blurb: a free companion app with everything. Works offline.")
    separator = draw(st.sampled_from(["\n\n", "\n\n\n", "\r\n\r\n", "\n \n"]))
    return separator.join(blocks) + "\n", topics


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(guide_documents())
def test_generated_guides_lose_nothing(doc_and_topics: tuple[str, int]) -> None:
    text, topics = doc_and_topics
    doc = guide.parse(text, path="g.txt")
    assert_every_line_owned_once(text, doc)
    assert sum(1 for s in doc.sections if s.kind == "topic") == topics
    if topics:
        assert [n.text for n in doc.non_rules if n.role == "blurb"] == [
            "Product blurb: a free companion app with everything. Works offline."
        ]


@st.composite
def numbered_documents(draw: st.DrawFn) -> str:
    lines = []
    if draw(st.booleans()):
        lines.append("Rules of a game")
    indent = draw(st.sampled_from(["", "  ", "\t"]))
    for section in range(100, 100 + draw(st.integers(1, 5))):
        if draw(st.booleans()):
            lines.append(f"Part {section - 99}. {draw(label)}")
        lines.append(f"{section}. {draw(label)}")
        for rule in range(1, draw(st.integers(1, 6)) + 1):
            lines.append(f"{section}.{rule}. {draw(sentence())}")
            for letter in "abc"[: draw(st.integers(0, 3))]:
                lines.append(f"{indent}{section}.{rule}{letter} {draw(sentence())}")
            if draw(st.booleans()):
                lines.append(f"{draw(st.sampled_from(['ПРИМЕР.', 'Example:']))} {draw(sentence())}")
            if draw(st.booleans()):
                lines.append("")
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    bom = "\ufeff" if draw(st.booleans()) else ""
    return bom + newline.join(lines)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(numbered_documents())
def test_generated_numbered_documents_lose_nothing(raw: str) -> None:
    text = decode(raw.encode("utf-8"), "n.txt").text
    doc = numbered.parse(text, path="n.txt")
    assert_every_line_owned_once(text, doc)
    rules = [ln.strip() for ln in text.splitlines() if numbered.RULE.match(ln.strip())]
    assert len([s for s in doc.sections if s.kind == "rule"]) == len(rules)
    assert not doc.warnings


@st.composite
def markdown_documents(draw: st.DrawFn) -> str:
    parts = []
    if draw(st.booleans()):
        parts.append(draw(sentence()))
    for _ in range(draw(st.integers(0, 8))):
        level = draw(st.integers(1, 6))
        parts.append("#" * level + " " + draw(label))
        for _ in range(draw(st.integers(0, 3))):
            parts.append(draw(st.one_of(sentence(), st.just("- a list item\n- another"),
                                        st.just("```\ncode # not a heading\n```"), st.just("> quoted text"))))
    return "\n\n".join(parts) + "\n"


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(markdown_documents())
def test_generated_markdown_loses_nothing(text: str) -> None:
    try:
        doc = markdown.parse(text, path="m.md")
    except CorpusError:
        assert not text.strip()
        return
    assert_every_line_owned_once(text, doc)
    assert len({s.key for s in doc.sections}) == len(doc.sections)


@st.composite
def plain_documents(draw: st.DrawFn) -> tuple[str, list[str]]:
    """A rulebook as a PDF export gives it: headings in capitals, numbered or in title case, paragraphs wrapped at
    40-80 columns, and a page number with a running header between some of them. Also returns the headings."""
    parts = ["GAME OF WORDS\nRules of Play"] if draw(st.booleans()) else []
    headings: list[str] = []
    for n in range(1, draw(st.integers(2, 6)) + 1):
        heading = draw(st.sampled_from([draw(label).upper(), f"{n}. {draw(label)}", draw(label)]))
        headings.append(heading)
        paragraph = " ".join(draw(st.lists(sentence(), min_size=1, max_size=4)))
        parts.append(heading + "\n\n" + textwrap.fill(paragraph, draw(st.integers(40, 80))))
        if draw(st.booleans()):
            parts.append(f"- {n} -\nGAME OF WORDS - Rules of Play")
    return "\n\n".join(parts) + "\n", headings


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(plain_documents())
def test_generated_plain_text_loses_nothing_and_keeps_page_layout_out(generated: tuple[str, list[str]]) -> None:
    text, headings = generated
    try:
        doc = plain.parse(text, path="p.txt")
    except CorpusError:
        return  # two title-case headings alike the paragraphs under them: nothing to read as headings
    assert_every_line_owned_once(text, doc)
    assert len({s.key for s in doc.sections}) == len(doc.sections)
    labels = {s.label for s in doc.sections}
    assert all(h in labels for h in headings if sum(ch.isalpha() for ch in h) >= 3)
    texts = [s.text for s in doc.sections if s.parent is not None]
    assert not any(re.search(r"^- \d+ -$", t, re.M) for t in texts)
    if text.count("- Rules of Play") >= 2:  # a running header shows as one when it repeats beside page numbers
        assert not any("Rules of Play" in t for t in texts)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=400))
@pytest.mark.parametrize("parser", [guide, numbered, markdown, plain, wiki, rst, asciidoc],
                         ids=["guide", "numbered", "markdown", "plain", "wiki", "rst", "asciidoc"])
def test_any_text_is_parsed_losslessly_or_refused(parser, text: str) -> None:  # type: ignore[no-untyped-def]
    try:
        doc = parser.parse(text, path="any.txt")
    except CorpusError:
        return
    assert_every_line_owned_once(text, doc)
    assert len({s.key for s in doc.sections}) == len(doc.sections)
