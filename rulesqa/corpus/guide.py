"""Parser for the page format of the H3 Master rules guide (``format = "guide"``).

A page looks like this (blank lines between all blocks)::

    Deck-building                                   <- page title
    Deck-building - illustrated step-by-step ...    <- page intro
    Deck · 1. General card rules                    <- section heading
    How your Deck works                             <- optional section subtitle
    If your Deck is empty when you must draw, ...   <- topic summary line (ends a sentence)
    Your Deck of Might and Magic can run out ...    <- topic detail paragraph
    Empty Deck                                      <- topic label (short, names the topic)
    basic or expert effect; ...                     <- optional topic caption (no full stop)
    optional: card anatomy, PDF p.22-23             <- rulebook pages of the section
    H3 Master is a free, unofficial companion ...   <- product blurb (not a rule)

The anchor of a topic is its detail paragraph: the block right before a
label-like block. Around it, a block that ends a sentence belongs to the next
topic (its summary); a block that does not, to the previous topic (its
caption), or to the section itself before the first topic (its subtitle).
Trailing sentences after the last topic of the page are the product blurb.
"""

from __future__ import annotations

import re

from rulesqa.corpus.blocks import block_text, join_blocks, split_blocks
from rulesqa.corpus.model import NonRule, ParsedDocument, Section, SourceLine, UniqueKeys, split_lines
from rulesqa.errors import CorpusError
from rulesqa.text import slugify

PARSER_VERSION = 1

# (the group ends in a non-space: a long run of spaces is read once, not once for each of its spaces)
SECTION_HEADING = re.compile(r"^(?P<group>\S(?:[^·]*?\S)?)\s+·\s+(?P<number>\d{1,3})\.\s+(?P<title>\S.*)$")
PAGE_REFERENCE = re.compile(r"^optional:\s*(?P<note>.*?),?\s*(?P<pages>PDF\s+pp?\.\s*\d[\d\s,\-–]*)$", re.I)
_SENTENCE_END = re.compile(r"[.!?:…)»\"”]$")
_MAX_LABEL_WORDS = 6
_MAX_LABEL_CHARS = 48

Block = list[SourceLine]


def looks_like(text: str) -> bool:
    """True when ``text`` has the guide's section headings (for format detection)."""
    return any("·" in line and SECTION_HEADING.match(line.strip()) for line in text.splitlines())


def is_label(block: Block) -> bool:
    """A topic label: one short line, capitalised, not a sentence (``Empty Deck``, ``AI Siege``)."""
    if len(block) != 1:
        return False
    text = block[0].text.strip()
    return (
        len(text) <= _MAX_LABEL_CHARS
        and len(text.split()) <= _MAX_LABEL_WORDS
        and not _SENTENCE_END.search(text)
        and ";" not in text
        and (text[0].isupper() or text[0].isdigit())
    )


def ends_sentence(block: Block) -> bool:
    return bool(_SENTENCE_END.search(block[-1].text.strip()))


def parse(text: str, *, path: str = "") -> ParsedDocument:
    blocks = split_blocks(split_lines(text))
    heading_at = [i for i, b in enumerate(blocks) if len(b) == 1 and SECTION_HEADING.match(b[0].text.strip())]
    if not heading_at:
        raise CorpusError(
            "no guide section headings such as 'Deck · 1. General card rules' were found; "
            "set format = \"markdown\" or \"numbered\" for this file in corpus.toml",
            path=path,
        )
    doc = ParsedDocument(sections=[])
    front = blocks[: heading_at[0]]
    if front:
        doc.title = block_text(front[0])
        doc.non_rules.append(NonRule("title", front[0]))
        doc.non_rules.extend(NonRule("intro", b) for b in front[1:])

    keys = UniqueKeys(doc, path)
    bounds = [*heading_at, len(blocks)]
    for n, start in enumerate(heading_at):
        is_last = n == len(heading_at) - 1
        _parse_section(doc, blocks[start], blocks[start + 1 : bounds[n + 1]], is_last, keys)
    return doc


def _parse_section(doc: ParsedDocument, heading: Block, body: list[Block], is_last: bool,
                   keys: UniqueKeys) -> None:
    match = SECTION_HEADING.match(heading[0].text.strip())
    assert match is not None
    key = keys.claim(match["number"], heading[0].number)
    pages: str | None = None
    rule_blocks: list[Block] = []
    for block in body:
        ref = PAGE_REFERENCE.match(block_text(block))
        if ref:
            pages = re.sub(r"\s+", " ", ref["pages"]).strip()
            doc.non_rules.append(NonRule("pages", block))
        else:
            rule_blocks.append(block)

    details = [
        i for i in range(len(rule_blocks) - 1)
        if not is_label(rule_blocks[i]) and is_label(rule_blocks[i + 1])
    ]
    owner: list[int | None] = [None] * len(rule_blocks)  # topic index per block; None = the section itself
    for t, d in enumerate(details):
        owner[d] = owner[d + 1] = t
    # Blocks between two topics: captions of the previous one until the first
    # sentence, which starts the next topic's summary.
    previous_end = -1
    for t, d in enumerate([*details, len(rule_blocks)]):
        run = range(previous_end + 1, d)
        summary_started = False
        for i in run:
            summary_started = summary_started or ends_sentence(rule_blocks[i])
            owner[i] = t if summary_started else (t - 1 if t > 0 else None)
        previous_end = d + 1

    blurb: list[Block] = []
    # the product blurb: sentences after the page's last topic (a page with no topics has none)
    if is_last and (details or any(s.kind == "topic" for s in doc.sections)):
        after_topics = details[-1] + 2 if details else 0
        trailing = [i for i in range(after_topics, len(rule_blocks)) if owner[i] == len(details)]
        blurb = [rule_blocks[i] for i in trailing]
        for i in trailing:
            owner[i] = -1
    for i, o in enumerate(owner):  # sentences after the last topic, mid-file: keep with that topic
        if o == len(details):
            owner[i] = len(details) - 1 if details else None
    doc.non_rules.extend(NonRule("blurb", b) for b in blurb)

    own = [heading] + [b for b, o in zip(rule_blocks, owner, strict=True) if o is None]
    section_label = f"{match['number']}. {match['title'].strip()}"
    doc.sections.append(Section(key=key, label=section_label, kind="section", lines=join_blocks(own),
                                number=match["number"], pages=pages))
    for t, d in enumerate(details):
        topic_blocks = [b for b, o in zip(rule_blocks, owner, strict=True) if o == t]
        label = block_text(rule_blocks[d + 1])
        slug = slugify(label) or "topic"
        topic_key = keys.claim(f"{key}/{slug}", rule_blocks[d + 1][0].number)
        doc.sections.append(Section(key=topic_key, label=label, kind="topic", lines=join_blocks(topic_blocks),
                                    parent=key, pages=pages))
