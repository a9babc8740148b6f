"""The guide format, checked against the two English rule pages."""

from __future__ import annotations

import pytest

from rulesqa.corpus import guide
from rulesqa.errors import CorpusError


def sections_of(bundled_corpus, doc_id):  # type: ignore[no-untyped-def]
    doc = next(d for d in bundled_corpus.documents if d.id == doc_id)
    return doc, {s.key: s for s in doc.parsed.sections}


def test_a_topic_is_summary_detail_and_label(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    _, sections = sections_of(bundled_corpus, "h3-deck-building")
    empty = sections["1/empty-deck"]
    assert empty.label == "Empty Deck"
    assert empty.parent == "1"
    assert empty.text.splitlines()[0] == (
        "If your Deck is empty when you must draw, shuffle your Discard Pile into a new Deck."
    )
    assert "simply shuffle your Discard Pile to form a brand-new Deck" in empty.text
    assert empty.text.splitlines()[-1] == "Empty Deck"


def test_page_references_apply_to_their_whole_section(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    _, sections = sections_of(bundled_corpus, "h3-deck-building")
    assert sections["1/empty-deck"].pages == "PDF p.22-23"
    assert sections["2/spell"].pages == "PDF p.24-26"
    assert sections["3/spell-scrolls"].pages == "PDF p.27"
    _, ai = sections_of(bundled_corpus, "h3-ai-rules")
    assert ai["4/healing"].pages == "PDF p.51"


def test_captions_after_a_label_stay_with_their_topic(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    _, sections = sections_of(bundled_corpus, "h3-deck-building")
    assert sections["2/statistic-ability"].text.endswith("Basic or Expert effect; Necromancy is Necropolis-only")
    assert sections["2/spell"].text.startswith("Spells have three primary effects")
    assert sections["2/spell"].text.endswith("three effects; Empower with Power; one Spell per Combat Round")
    _, ai = sections_of(bundled_corpus, "h3-ai-rules")
    assert ai["3/might"].text.startswith("Shuffle the AI Deck before each Combat")
    assert ai["3/might"].text.endswith("modifies the attacking unit")


def test_section_subtitle_belongs_to_the_section(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    _, sections = sections_of(bundled_corpus, "h3-deck-building")
    assert sections["1"].text == "Deck · 1. General card rules\n\nHow your Deck works"
    assert sections["1"].label == "1. General card rules"


def test_title_intro_page_lines_and_blurb_are_not_rules(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    doc, sections = sections_of(bundled_corpus, "h3-ai-rules")
    roles = {n.role: n.text for n in doc.parsed.non_rules}
    assert roles["title"] == "AI Rules"
    assert roles["blurb"].startswith("H3 Master is a free, unofficial companion app")
    assert all("H3 Master is a free" not in s.text for s in sections.values())
    assert all("optional:" not in s.text for s in sections.values())
    assert doc.title == "AI Rules"


def test_every_topic_of_the_ai_page(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    _, sections = sections_of(bundled_corpus, "h3-ai-rules")
    assert [k for k in sections if "/" in k] == [
        "1/when-ai-rules-apply", "1/ground-flying-targeting", "1/ranged-targeting", "1/ai-siege",
        "2/what-ai-heroes-are", "2/surrender-rewards", "2/ai-hero-turns",
        "3/might", "3/magic", "3/skill",
        "4/multi-target-spells", "4/instant-defense", "4/healing", "4/buffs-weakeners",
    ]


def test_duplicate_labels_get_a_suffix_and_a_warning() -> None:
    text = (
        "Page\n\nG · 1. One\n\nFirst summary.\n\nA long detail paragraph that explains the first rule.\n\nSame\n\n"
        "Second summary.\n\nAnother detail paragraph that explains the second rule.\n\nSame\n"
    )
    doc = guide.parse(text, path="p.txt")
    assert [s.key for s in doc.sections] == ["1", "1/same", "1/same~2"]
    assert any("p.txt:15" in w and "1/same~2" in w for w in doc.warnings)


def test_a_file_without_guide_headings_is_refused_with_a_hint() -> None:
    with pytest.raises(CorpusError, match=r"no guide section headings.*format"):
        guide.parse("just some text\n\nand more\n", path="x.txt")
