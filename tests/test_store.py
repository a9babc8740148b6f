"""The index folder: round trip, atomic switch, embedding reuse, and damage detected at load."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rulesqa.embed.fake import FakeEmbedder
from rulesqa.errors import IndexCorrupt, IndexIncompatible, IndexLocked, IndexMissing
from rulesqa.ingest import ingest
from rulesqa.search.dense import DenseIndex
from rulesqa.store import layout, load_index, writer_lock
from tests.conftest import CORPUS


def live_build(index: Path) -> Path:
    return index / json.loads((index / "CURRENT").read_text())["build"]


def test_round_trip_keeps_chunks_vectors_and_manifest(tmp_path: Path) -> None:
    index = tmp_path / "index"
    report = ingest(CORPUS, index, embedder=FakeEmbedder())
    stored = load_index(index)
    assert len(stored.chunks) == report.chunks == stored.manifest["chunk_count"]
    assert stored.vectors.shape == (report.chunks, 256)
    assert np.allclose(np.linalg.norm(stored.vectors, axis=1), 1.0, atol=1e-5)
    manifest = stored.manifest
    assert manifest["format_version"] == layout.FORMAT_VERSION
    assert manifest["embedder"] == {"id": "fake", "version": "1", "dim": 256}
    assert {d["id"]: d["parser_version"] for d in manifest["documents"]} == {
        "h3-deck-building": 1, "h3-ai-rules": 1, "card-game-rules": 7}
    assert all(len(d["sha256"]) == 64 for d in manifest["documents"])
    assert set(manifest["files"]) >= {"chunks.jsonl", "vectors.npy", "lexical/params.index.json"}
    assert manifest["lexical"]["stemmers"] == {"en": "english", "ru": "russian"}


def test_dense_and_lexical_search_find_the_rule(bundled_index) -> None:  # type: ignore[no-untyped-def]
    ids = [c.id for c in bundled_index.chunks]
    lexical = bundled_index.lexical.scores("what happens when my deck is empty and I must draw")
    assert ids[int(np.argmax(lexical))] == "h3-deck-building/1/empty-deck"
    query = FakeEmbedder().embed_query("Deck is empty when you must draw shuffle Discard Pile")
    rows, scores = DenseIndex(bundled_index.vectors).search(query, 3)
    assert ids[rows[0]] == "h3-deck-building/1/empty-deck" and scores[0] >= scores[1] >= scores[2]
    russian = bundled_index.lexical.scores("может ли герой атаковать")
    assert ids[int(np.argmax(russian))] == "card-game-rules/208.4"


def test_reingest_reuses_unchanged_embeddings(tmp_path: Path, corpus_copy: Path) -> None:
    index = tmp_path / "index"
    first = ingest(corpus_copy, index, embedder=FakeEmbedder())
    assert (first.embedded, first.reused) == (first.chunks, 0)
    again = ingest(corpus_copy, index, embedder=FakeEmbedder())
    assert (again.embedded, again.reused) == (0, first.chunks)
    path = corpus_copy / "card-game-rules.ru.txt"
    path.write_text(path.read_text(encoding="utf-8").replace("не может атаковать", "никогда не может атаковать"),
                    encoding="utf-8")
    edited = ingest(corpus_copy, index, embedder=FakeEmbedder())
    assert (edited.embedded, edited.reused) == (1, first.chunks - 1)
    assert not any((index / name).name.startswith(".tmp-") for name in index.iterdir())
    assert len([p for p in index.iterdir() if p.name.startswith("build-")]) == 2  # live + previous


def test_another_model_embeds_everything_again(tmp_path: Path) -> None:
    index = tmp_path / "index"
    ingest(CORPUS, index, embedder=FakeEmbedder())
    other = ingest(CORPUS, index, embedder=FakeEmbedder(dim=32))
    assert other.reused == 0 and load_index(index).vectors.shape[1] == 32


def test_a_missing_index_says_how_to_build_one(tmp_path: Path) -> None:
    with pytest.raises(IndexMissing, match="rulesqa ingest"):
        load_index(tmp_path / "nothing")
    (tmp_path / "empty").mkdir()
    with pytest.raises(IndexMissing, match="holds no built index"):
        load_index(tmp_path / "empty")


@pytest.fixture
def built(tmp_path: Path) -> Path:
    index = tmp_path / "index"
    ingest(CORPUS, index, embedder=FakeEmbedder())
    return index


@pytest.mark.parametrize("name", ["chunks.jsonl", "vectors.npy", "lexical/data.csc.index.npy",
                                  "lexical/vocab.index.json", "manifest.json"])
@pytest.mark.parametrize("damage", ["delete", "truncate", "flip", "append", "zero"])
def test_damaged_files_are_detected_before_they_are_parsed(built: Path, name: str, damage: str) -> None:
    path = live_build(built) / name
    data = path.read_bytes()
    if damage == "delete":
        path.unlink()
    elif damage == "truncate":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        path.write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    elif damage == "append":
        path.write_bytes(data + b"\n")
    else:
        path.write_bytes(b"\x00" * len(data))
    with pytest.raises(IndexCorrupt, match=r"rulesqa ingest") as caught:
        load_index(built)
    assert name.split("/")[-1] in str(caught.value)


def test_a_damaged_pointer_is_reported(built: Path) -> None:
    (built / "CURRENT").write_text("{not json")
    with pytest.raises(IndexCorrupt, match="CURRENT: is damaged"):
        load_index(built)
    (built / "CURRENT").write_text(json.dumps({"build": "../../etc", "manifest_sha256": "x"}))
    with pytest.raises(IndexCorrupt):
        load_index(built)


def test_another_format_version_is_refused_with_the_fix(built: Path) -> None:
    build = live_build(built)
    manifest = json.loads((build / "manifest.json").read_text())
    manifest["format_version"] = 99
    (build / "manifest.json").write_text(json.dumps(manifest))
    from rulesqa.store.files import sha256_file

    (built / "CURRENT").write_text(json.dumps({"build": build.name, "manifest_sha256": sha256_file(build / "manifest.json")}))
    with pytest.raises(IndexIncompatible, match=r"format 99.*reads format 1.*rulesqa ingest"):
        load_index(built)


def test_only_one_ingest_writes_at_a_time(tmp_path: Path) -> None:
    index = tmp_path / "index"
    with writer_lock(index), pytest.raises(IndexLocked, match="another 'rulesqa ingest'"):
        ingest(CORPUS, index, embedder=FakeEmbedder())


def test_a_parent_rule_comes_back_with_its_subrules(bundled_index) -> None:  # type: ignore[no-untyped-def]
    family = [c.id for c in bundled_index.with_subrules("card-game-rules/208")]
    assert family == ["card-game-rules/208", *(f"card-game-rules/208.{n}" for n in range(1, 6))]
    section = [c.id for c in bundled_index.with_subrules("h3-ai-rules/4")]
    assert section[0] == "h3-ai-rules/4" and section[-1] == "h3-ai-rules/4/buffs-weakeners" and len(section) == 5
    assert bundled_index.get("card-game-rules/208.3").text.startswith("208.3. Для использования")
    assert bundled_index.with_subrules("card-game-rules/999") == [] and bundled_index.get("nope") is None


def test_reingest_reuses_unchanged_sentence_vectors(tmp_path: Path, corpus_copy: Path) -> None:
    """Each unit's sentence vectors, by either embedder, are lent by the live build as its own vector is: an edit
    to one rule embeds that rule's sentences only, and the index is the same as one built from nothing."""
    embedded: list[str] = []

    class Counting(FakeEmbedder):
        def embed(self, texts: list[str]):  # type: ignore[no-untyped-def, override]
            embedded.extend(texts)
            return super().embed(texts)

    class Second(Counting):
        id = "fake-second"

    index = tmp_path / "index"
    ingest(corpus_copy, index, embedder=Counting(), second=Second())
    path = corpus_copy / "card-game-rules.ru.txt"
    path.write_text(path.read_text(encoding="utf-8").replace("не может атаковать", "никогда не может атаковать"),
                    encoding="utf-8")
    embedded.clear()
    ingest(corpus_copy, index, embedder=Counting(), second=Second())
    assert embedded and all("никогда" in text for text in embedded)  # the edited unit and its sentences alone
    fresh = tmp_path / "fresh"
    ingest(corpus_copy, fresh, embedder=FakeEmbedder(), second=Second())
    reused, built = load_index(index), load_index(fresh)
    assert np.array_equal(reused.sentence_rows, built.sentence_rows)
    assert np.array_equal(np.asarray(reused.sentence_vectors), np.asarray(built.sentence_vectors))
    assert built.second_sentence_vectors is not None
    assert np.array_equal(np.asarray(reused.second_sentence_vectors), np.asarray(built.second_sentence_vectors))
