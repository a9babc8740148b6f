"""The corpus manifest, unlisted files, format detection and per-file problems."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesqa.corpus import load_corpus
from rulesqa.errors import CorpusError

GUIDE = (
    "Page\n\nGroup · 1. Things\n\nA summary line.\n\nA detail paragraph that says what the rule is.\n\nThe Rule\n"
)


def test_bundled_manifest_gives_ids_titles_languages_formats(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    docs = {d.id: d for d in bundled_corpus.documents}
    assert set(docs) == {"h3-deck-building", "h3-ai-rules", "card-game-rules"}
    assert docs["card-game-rules"].lang == "ru" and docs["card-game-rules"].format == "numbered"
    assert docs["h3-ai-rules"].title == "AI Rules" and docs["h3-ai-rules"].format == "guide"
    assert not bundled_corpus.problems and not bundled_corpus.warnings


def test_unlisted_files_are_ingested_with_detected_format_and_a_note(corpus_copy: Path) -> None:
    (corpus_copy / "house-rules.md").write_text("# House rules\n\nNo trading on Sundays.\n", encoding="utf-8")
    (corpus_copy / "extra.ru.txt").write_text("100. Раздел\n100.1. Один.\n100.2. Два.\n100.3. Три.\n", encoding="utf-8")
    corpus = load_corpus(corpus_copy)
    docs = {d.id: d for d in corpus.documents}
    assert docs["house-rules"].format == "markdown" and docs["house-rules"].lang == "en"
    assert docs["extra"].format == "numbered" and docs["extra"].lang == "ru"
    assert sum("not listed in corpus.toml" in w for w in corpus.warnings) == 2


def test_other_file_types_are_reported_not_silently_skipped(corpus_copy: Path) -> None:
    (corpus_copy / "rules.odt").write_bytes(b"PK\x03\x04")
    corpus = load_corpus(corpus_copy)
    assert any("rules.odt: skipped, not a rule text" in w for w in corpus.warnings)


def test_rule_texts_in_a_subfolder_are_reported_not_silently_skipped(corpus_copy: Path) -> None:
    (corpus_copy / "expansion").mkdir()
    (corpus_copy / "expansion" / "dragons.md").write_text("# Dragons\n\nDragons fly.\n", encoding="utf-8")
    (corpus_copy / "images").mkdir()
    (corpus_copy / "images" / "board.png").write_bytes(b"\x89PNG")  # no rule text: nothing to say
    corpus = load_corpus(corpus_copy)
    notes = [w for w in corpus.warnings if "subfolder" in w]
    assert len(notes) == 1 and "expansion" in notes[0] and 'file = "expansion/dragons.md"' in notes[0]
    assert "dragons" not in {d.id for d in corpus.documents}


def test_one_bad_file_does_not_stop_the_others(corpus_copy: Path) -> None:
    (corpus_copy / "empty.txt").write_bytes(b"")
    (corpus_copy / "binary.txt").write_bytes(b"\x00\x01\x02" * 100)
    (corpus_copy / "prose.txt").write_text("Just a story.\n\nNo structure at all.\n", encoding="utf-8")
    corpus = load_corpus(corpus_copy)
    assert len(corpus.documents) == 3
    messages = sorted(str(p) for p in corpus.problems)
    assert len(messages) == 3
    assert any("binary.txt:1: contains a NUL byte" in m for m in messages)
    assert any("empty.txt: the file is empty" in m for m in messages)
    assert any("prose.txt: has no structure rulesqa recognises" in m for m in messages)


def test_manifest_problems_name_the_entry(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(GUIDE, encoding="utf-8")
    (tmp_path / "corpus.toml").write_text(
        '[[document]]\nid = "a"\nfile = "a.txt"\n\n'
        '[[document]]\nid = "a"\nfile = "a.txt"\n\n'
        '[[document]]\nid = "Bad Id"\nfile = "a.txt"\n\n'
        '[[document]]\nid = "missing"\nfile = "nope.txt"\n\n'
        '[[document]]\nid = "lang"\nfile = "a.txt"\nlang = "de"\ncolour = "red"\n',
        encoding="utf-8",
    )
    corpus = load_corpus(tmp_path)
    assert [d.id for d in corpus.documents] == ["a"]
    problems = "\n".join(str(p) for p in corpus.problems)
    assert "#2: id 'a' is used by an earlier document" in problems
    assert "#3: needs an 'id' of lowercase letters" in problems
    assert "nope.txt: is listed in corpus.toml but does not exist" in problems
    assert "#5: document 'lang': lang must be one of en, ru" in problems
    assert any("unknown key 'colour'" in w for w in corpus.warnings)


def test_applies_to_names_whom_a_documents_rules_are_for(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(GUIDE, encoding="utf-8")
    (tmp_path / "corpus.toml").write_text(
        '[[document]]\nid = "solo"\nfile = "a.txt"\napplies_to = ["AI", "bot player"]\n\n'
        '[[document]]\nid = "bad"\nfile = "a.txt"\napplies_to = "AI"\n\n'
        '[[document]]\nid = "blank"\nfile = "a.txt"\napplies_to = [""]\n',
        encoding="utf-8",
    )
    corpus = load_corpus(tmp_path)
    assert [(d.id, d.applies_to) for d in corpus.documents] == [("solo", ("AI", "bot player"))]
    problems = "\n".join(str(p) for p in corpus.problems)
    assert "document 'bad': 'applies_to' must be a list of words naming whom its rules are for" in problems
    assert "document 'blank': 'applies_to' must be a list" in problems


def test_the_ai_rules_are_for_the_ai(bundled_corpus) -> None:  # type: ignore[no-untyped-def]
    docs = {d.id: d for d in bundled_corpus.documents}
    assert docs["h3-ai-rules"].applies_to == ("AI", "Enemy", "Neutral Units")
    assert docs["h3-deck-building"].applies_to == () and docs["card-game-rules"].applies_to == ()


def test_invalid_toml_is_one_clear_error(tmp_path: Path) -> None:
    (tmp_path / "corpus.toml").write_text("[[document]\nid=", encoding="utf-8")
    with pytest.raises(CorpusError, match=r"corpus.toml: is not valid TOML \(.*line 1"):
        load_corpus(tmp_path)


def test_a_missing_corpus_path_says_what_to_pass(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="no such file or folder"):
        load_corpus(tmp_path / "nowhere")


def test_a_single_file_can_be_a_corpus(tmp_path: Path) -> None:
    path = tmp_path / "my-guide.en.txt"
    path.write_text(GUIDE, encoding="utf-8")
    corpus = load_corpus(path)
    assert [(d.id, d.format, d.lang) for d in corpus.documents] == [("my-guide", "guide", "en")]


def test_format_in_the_manifest_overrides_detection(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("# Setup\n\n100.1. looks numbered\n100.2. x\n100.3. y\n", encoding="utf-8")
    (tmp_path / "corpus.toml").write_text('[[document]]\nid = "notes"\nfile = "notes.txt"\nformat = "markdown"\n',
                                          encoding="utf-8")
    corpus = load_corpus(tmp_path)
    assert corpus.documents[0].format == "markdown"
    assert corpus.documents[0].format_reason == "set in corpus.toml"
    # read as Markdown, its rule numbers are still each a unit of its own, under the heading they stand in
    assert [(s.key, s.parent) for s in corpus.documents[0].parsed.sections] == [
        ("setup", None), ("100.1", "setup"), ("100.2", "setup"), ("100.3", "setup")]
