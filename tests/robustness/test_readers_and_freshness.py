"""Readers never fail for a writer, and an index knows when it is out of date (issue 38, cases 6 and 7).

- Two asks after an edit: one rebuilt, the other exited 1 "another 'rulesqa ingest' is writing this index"; an ask
  0.4 s into an ingest failed. A reader now answers from the last complete build (and says so), or waits for the
  first build to finish.
- Edits to a file corpus.toml lists in a subfolder were never seen, and a file edited while the ingest ran left an
  index that said 7 where the file said 9, with no rebuild after.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import rulesqa.ingest as ingesting
from rulesqa.api import open_index
from rulesqa.corpus import loader
from rulesqa.ingest import ingest
from rulesqa.store import load_index, writer_lock
from rulesqa.store.freshness import corpus_changes

RULES = "# Game\n\n## Hand\n\nEach player holds {n} cards.\n\n## Turn\n\nDraw one card, then play one.\n"


def _corpus(tmp_path: Path, n: int = 7, listed_in: str | None = None) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    if listed_in is None:
        (corpus / "rules.md").write_text(RULES.format(n=n), encoding="utf-8")
    else:
        (corpus / listed_in).mkdir()
        (corpus / listed_in / "rules.md").write_text(RULES.format(n=n), encoding="utf-8")
        (corpus / "corpus.toml").write_text(f'[[document]]\nid = "rules"\nfile = "{listed_in}/rules.md"\n',
                                            encoding="utf-8")
    return corpus


def _text(rules) -> str:  # type: ignore[no-untyped-def]
    return " ".join(c.text for c in rules.stored.chunks)


def test_a_reader_answers_from_the_last_build_while_another_rebuilds(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    index = tmp_path / "index"
    ingest(corpus, index, model="fake")
    (corpus / "rules.md").write_text(RULES.format(n=9), encoding="utf-8")
    told: list[str] = []
    with writer_lock(index):  # another rulesqa is rebuilding it
        rules = open_index(index, notify=told.append)
    assert "holds 7 cards" in _text(rules)
    assert any("another 'rulesqa ingest' is rebuilding" in note for note in told), told
    rules = open_index(index)  # once it is free, the next reader rebuilds
    assert "holds 9 cards" in _text(rules)


def test_a_reader_waits_for_the_first_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = _corpus(tmp_path)
    index = tmp_path / "index"
    writing, release = threading.Event(), threading.Event()
    real_write = ingesting.write_index

    def slow_write(*args, **kwargs):  # type: ignore[no-untyped-def]
        writing.set()
        assert release.wait(30)
        return real_write(*args, **kwargs)

    monkeypatch.setattr(ingesting, "write_index", slow_write)
    builder = threading.Thread(target=ingest, args=(corpus, index), kwargs={"model": "fake"})
    builder.start()
    assert writing.wait(30)
    told: list[str] = []
    found: list[object] = []
    reader = threading.Thread(target=lambda: found.append(open_index(index, corpus=corpus, notify=told.append)))
    reader.start()
    reader.join(1.0)
    assert reader.is_alive()  # waiting, not failed
    release.set()
    builder.join(60)
    reader.join(60)
    assert len(found) == 1 and "holds 7 cards" in _text(found[0])
    assert any("waiting" in note for note in told), told


def test_an_edit_to_a_file_listed_in_a_subfolder_is_seen(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path, listed_in="texts")
    index = tmp_path / "index"
    ingest(corpus, index, model="fake")
    assert corpus_changes(load_index(index).manifest) == []
    (corpus / "texts" / "rules.md").write_text(RULES.format(n=9), encoding="utf-8")
    assert corpus_changes(load_index(index).manifest) == ["texts/rules.md (edited)"]
    assert "holds 9 cards" in _text(open_index(index))


@pytest.mark.parametrize("name", ["rules.rst", "rules.adoc"])
def test_an_edit_to_an_rst_or_asciidoc_file_is_seen(tmp_path: Path, name: str) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    underline = "=====" if name.endswith(".rst") else ""
    title = f"Hand\n{underline}\n" if underline else "== Hand\n"
    (corpus / name).write_text(f"{title}\nEach player holds 7 cards.\n", encoding="utf-8")
    index = tmp_path / "index"
    ingest(corpus, index, model="fake")
    (corpus / name).write_text(f"{title}\nEach player holds 9 cards.\n", encoding="utf-8")
    assert corpus_changes(load_index(index).manifest) == [f"{name} (edited)"]


def test_a_file_edited_while_the_ingest_runs_is_seen_the_next_time(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = _corpus(tmp_path)
    index = tmp_path / "index"
    real_load = loader.load_document

    def load_then_edit(spec, root):  # type: ignore[no-untyped-def]
        document = real_load(spec, root)
        spec.path.write_text(RULES.format(n=9) + "\n", encoding="utf-8")  # the user saves while it runs
        return document

    monkeypatch.setattr(loader, "load_document", load_then_edit)
    ingest(corpus, index, model="fake")
    monkeypatch.setattr(loader, "load_document", real_load)
    assert corpus_changes(load_index(index).manifest) == ["rules.md (edited)"]
    assert "holds 9 cards" in _text(open_index(index))
