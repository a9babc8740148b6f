"""The learned decision layer: its model file is plain data, evaluated as LightGBM evaluates it, rebuilt the same
way twice, kept in every index build under its checksum, and never needed: without it, or without one of its
signals, rulesqa still answers."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

import rulesqa
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.errors import IndexCorrupt
from rulesqa.ingest import ingest
from rulesqa.learn import train as trainer
from rulesqa.learn.features import FEATURES
from rulesqa.learn.ranker import RANKER, packaged
from rulesqa.learn.trees import from_lightgbm, load
from rulesqa.store import load_index

ROOT = Path(__file__).resolve().parent.parent


def _questions(seed: int, count: int = 120) -> list[trainer.Question]:
    """Questions whose right candidate stands out by its first two features, as a toy task."""
    rng = np.random.default_rng(seed)
    out = []
    for n in range(count):
        x = rng.normal(size=(8, len(FEATURES))).astype(np.float32)
        y = np.zeros(8, dtype=np.int8)
        if n % 5:
            right = int(rng.integers(8))
            x[right, :2] += 2.5
            y[right] = 1
        out.append(trainer.Question("toy", "train" if n % 4 else "dev", str(n), bool(n % 5), x, y))
    return out


def test_the_numpy_trees_score_as_lightgbm_does(tmp_path: Path) -> None:
    lgb = pytest.importorskip("lightgbm", reason="lightgbm is in the test extra")
    questions = _questions(1)
    x, y = trainer._stack(questions)
    booster = lgb.train({**trainer.PARAMS, "min_data_in_leaf": 5}, lgb.Dataset(x, label=y,
                                                                               feature_name=list(FEATURES)), 30)
    path = tmp_path / "model.json"
    path.write_text(json.dumps(from_lightgbm(booster.dump_model(), {"threshold": 0.5})), encoding="utf-8")
    forest = load(path)
    probe = np.random.default_rng(2).normal(size=(500, len(FEATURES))).astype(np.float32)
    assert np.allclose(forest.raw(probe), booster.predict(probe, raw_score=True), atol=1e-9)


def test_training_twice_on_the_same_data_writes_the_same_model() -> None:
    pytest.importorskip("lightgbm", reason="lightgbm is in the test extra")
    first, _ = trainer.train(_questions(3))
    second, _ = trainer.train(_questions(3))
    assert json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)
    assert 0.0 < first["threshold"] < 1.0 and first["figures"]["dev"]["r1"] > 0.9


def test_out_of_fold_a_book_is_ranked_by_trees_that_never_saw_it() -> None:
    pytest.importorskip("lightgbm", reason="lightgbm is in the test extra")
    # six published books whose right unit stands out by its first two features; in one of them only by a feature
    # of its own, which trees can learn from that book and nowhere else
    questions = []
    for seed, book in enumerate(("a", "b", "c", "d", "e", "odd")):
        for q in _questions(seed, 60):
            x = q.features.copy()
            if book == "odd":
                x[:, :2] = np.random.default_rng(7).normal(size=(len(x), 2))
                x[q.labels == 1, 5] += 4.0
            questions.append(trainer.Question(book, "train", q.id, q.answerable, x, q.labels, real=True))
    odd = [i for i, q in enumerate(questions) if q.book == "odd"]
    held_out = [s for s in trainer.out_of_fold(questions, 60) if s is not None]
    assert len(held_out) == len(questions)
    booster = trainer._fit(questions, 60)
    seen = trainer._scores(booster, [questions[i] for i in odd])
    oof_figures = trainer.evaluate([questions[i] for i in odd], [held_out[i] for i in odd], 0.5)
    seen_figures = trainer.evaluate([questions[i] for i in odd], seen, 0.5)
    assert seen_figures["r1"] > 0.9 and oof_figures["r1"] < 0.5
    others = [i for i, q in enumerate(questions) if q.book != "odd"]
    assert trainer.evaluate([questions[i] for i in others], [held_out[i] for i in others],
                            0.5)["r1"] > 0.9


def test_the_shipped_ranker_is_plain_json_of_the_features_rulesqa_computes() -> None:
    path = packaged()
    assert path is not None, "rulesqa ships a ranker: make models"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert tuple(data["features"]) == FEATURES
    assert 0.0 < data["threshold"] < 1.0 and data["tree_count"] == len(data["trees"])
    assert load(path).features == FEATURES


def test_an_index_keeps_its_ranker_under_the_manifests_checksum(tmp_path: Path) -> None:
    ingest(ROOT / "corpus", tmp_path / "index", embedder=FakeEmbedder())
    stored = load_index(tmp_path / "index")
    assert RANKER in stored.manifest["files"]
    model = stored.build / RANKER
    model.write_bytes(model.read_bytes().replace(b'"threshold": 0.', b'"threshold": 1.', 1))
    with pytest.raises(IndexCorrupt, match=RANKER):
        load_index(tmp_path / "index")


def test_without_the_model_or_its_second_signal_rulesqa_still_answers(tmp_path: Path) -> None:
    # the fake embedder's index has no e5 vectors: that signal is missing, and the ranker still decides
    ingest(ROOT / "corpus", tmp_path / "index", embedder=FakeEmbedder())
    rules = rulesqa.open_index(tmp_path / "index")
    assert rules.stored.second_vectors is None and rules.searcher.ranker is not None
    answer = rules.ask("What happens when my deck is empty and I must draw?")
    assert answer.results and answer.results[0].citation.id.startswith("h3-deck-building")
    # an index built by a rulesqa without a ranker: the hand-written ranking answers alone
    plain = tmp_path / "plain"
    shutil.copytree(tmp_path / "index", plain)
    stored = load_index(plain)
    stored.manifest["files"].pop(RANKER)
    rules = rulesqa.api.RulesIndex(stored, FakeEmbedder())
    assert rules.searcher.ranker is None
    answer = rules.ask("What happens when my deck is empty and I must draw?")
    assert answer.results and answer.confidence is None


def test_a_corpus_too_large_for_the_second_signal_says_so_and_answers_without_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import rulesqa.ingest as ingesting

    class Plain(FakeEmbedder):
        id = "plain"  # (a main model beside which e5 vectors are kept, as beside USE-m3)

    monkeypatch.setattr(ingesting, "SECOND_MAX_UNITS", 3)
    report = ingest(ROOT / "corpus", tmp_path / "index", embedder=Plain())
    assert any("e5-small" in w and "left out" in w for w in report.warnings)
    stored = load_index(tmp_path / "index")
    assert stored.second_vectors is None and "second_embedder" not in stored.manifest
    from rulesqa.api import RulesIndex

    rules = RulesIndex(stored, Plain())
    assert rules.ask("What happens when my deck is empty and I must draw?").results


def test_without_the_verdict_model_verify_gives_the_judges_verdict(tmp_path: Path) -> None:
    from rulesqa.learn.ranker import VERDICT
    from rulesqa.verify import verify

    ingest(ROOT / "corpus", tmp_path / "index", embedder=FakeEmbedder())
    stored = load_index(tmp_path / "index")
    stored.manifest["files"].pop(VERDICT, None)
    from rulesqa.api import RulesIndex

    rules = RulesIndex(stored, FakeEmbedder())
    assert rules.searcher.verdict_model is None
    result = verify(rules, "Each player's deck starts with 9 cards.")
    assert result.confidence is None and not result.unclear and result.to_json()["confidence"] is None


@pytest.mark.model
def test_on_the_teams_held_out_books_the_learned_layer_beats_the_hand_written_one(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """The learned ranker is measured on sets, not pinned question by question: on the team's dev books (never
    trained on), it ranks the right rule first at least as often as the hand-written ranking alone, it answers few
    of the unanswerable questions, and it abstains on few of the answerable ones."""
    import tomllib

    from rulesqa.evaluation import read_questions

    books = tomllib.loads((ROOT / "eval" / "rulebooks" / "split.toml").read_text(encoding="utf-8"))["dev"]
    first = {"learned": 0, "hand": 0}
    abstained = {"learned": 0, "hand": 0}
    answered_unanswerable = {"learned": 0, "hand": 0}
    answerable = unanswerable = 0
    for book in books:
        folder = ROOT / "eval" / "rulebooks" / book
        index = tmp_path_factory.mktemp(book) / "index"
        ingest(folder / "corpus", index)
        learned = rulesqa.open_index(index)
        for name, rules in (("learned", learned), ("hand", learned.hand_written())):
            for q in read_questions(folder / "questions.jsonl"):
                answer = rules.ask(q.q, k=5, lang=q.lang if q.lang in ("en", "ru") else "auto")
                if q.gold:
                    first[name] += bool(answer.results) and q.is_hit(answer.results[0].text)
                    abstained[name] += not answer.answered
                else:
                    answered_unanswerable[name] += answer.answered
        questions = read_questions(folder / "questions.jsonl")
        answerable += sum(1 for q in questions if q.gold)
        unanswerable += sum(1 for q in questions if not q.gold)
    r1 = {name: hits / answerable for name, hits in first.items()}
    assert r1["learned"] >= r1["hand"] and r1["learned"] >= 0.9, r1
    assert answered_unanswerable["learned"] <= 0.15 * unanswerable, answered_unanswerable
    # whether one question is answered is not pinned anywhere (tests/helpers/judged.py): here, on the set
    assert abstained["learned"] <= 0.15 * answerable, abstained


def test_a_units_sentence_signal_is_its_closest_sentence_and_missing_where_none_is_kept() -> None:
    from types import SimpleNamespace

    from rulesqa.learn.features import MISSING, _best_sentences

    # unit 0 has two sentences, unit 1 none, unit 2 one
    vectors = np.array([[1, 0], [0.6, 0.8], [0, 1]], dtype=np.float32)
    index = SimpleNamespace(sentence_vectors=vectors, sentence_rows=np.array([0, 2, 2, 3]))
    query = np.array([0.0, 1.0], dtype=np.float32)
    best = _best_sentences(index, np.array([2, 0, 1]), query)  # type: ignore[arg-type]
    assert best.tolist() == pytest.approx([1.0, 0.8, MISSING])
    kept_none = SimpleNamespace(sentence_vectors=None, sentence_rows=None)
    assert (_best_sentences(kept_none, np.array([0, 1]), query) == MISSING).all()  # type: ignore[arg-type]


def test_the_ranker_learns_to_rank_without_the_second_signals() -> None:
    pytest.importorskip("lightgbm", reason="lightgbm is in the test extra")
    questions = _questions(4)
    plain = [trainer.without_second(q) for q in questions]
    e5 = FEATURES.index("e5")
    assert all((q.features[:, e5] == trainer.MISSING).all() for q in plain)
    assert all(q.features[:, 0].tolist() == p.features[:, 0].tolist() for q, p in zip(questions, plain, strict=True))
    _, figures = trainer.train(questions)
    assert figures["dev without e5"]["r1"] > 0.9


def _claims(seed: int) -> list:  # type: ignore[type-arg]
    """Claims whose judge is right when their first feature is high, on six published books and twelve own."""
    from rulesqa.learn.train_verdicts import Claim
    from rulesqa.learn.verdicts import VERDICT_FEATURES

    rng = np.random.default_rng(seed)
    out = []
    for n in range(540):
        x = rng.normal(size=len(VERDICT_FEATURES)).astype(np.float32)
        right = bool(x[0] + 0.1 * rng.normal() > 0)
        real = n % 3 == 0
        book = f"real-{n % 6}" if real else f"own-{n % 12}"
        out.append(Claim(book, "dev" if n % 5 == 0 else "train", str(n), "supported", "supported", right, x, real))
    return out


def test_the_verdict_bar_holds_on_claims_of_books_the_model_never_learnt() -> None:
    pytest.importorskip("lightgbm", reason="lightgbm is in the test extra")
    from rulesqa.learn import train_verdicts

    claims = _claims(5)
    first, figures = train_verdicts.train(claims)
    second, _ = train_verdicts.train(claims)
    assert json.dumps(first, sort_keys=True) == json.dumps(second, sort_keys=True)
    # the bar is chosen on dev and on the train claims judged out of fold, and holds there on each kind of book
    for kind in ("", " real"):  # the team's own books, the published ones
        group = [figures["dev" + kind], figures["train out of fold" + kind]]
        claims = sum(f["claims"] for f in group)
        assert sum(f["confident_wrong"] for f in group) <= train_verdicts.MAX_CONFIDENT_WRONG * claims
    # … while most of the judge's right verdicts stand
    assert figures["dev"]["right"] >= 0.9 * figures["dev"]["judge_right"]


def test_a_trainers_kept_index_is_built_again_when_the_code_that_builds_it_changes(tmp_path: Path) -> None:
    from rulesqa.learn.kept import code_hash

    package = tmp_path / "rulesqa"
    (package / "learn").mkdir(parents=True)
    (package / "chunking.py").write_text("CUT = 1\n")
    (package / "learn" / "features.py").write_text("FEATURES = ()\n")
    before = code_hash(learning=False, package=package), code_hash(package=package)
    (package / "learn" / "features.py").write_text("FEATURES = ('book_units',)\n")
    after_features = code_hash(learning=False, package=package), code_hash(package=package)
    assert after_features[0] == before[0]  # the index is the same: only the features computed from it change
    assert after_features[1] != before[1]
    (package / "chunking.py").write_text("CUT = 2\n")
    assert code_hash(learning=False, package=package) != before[0]  # units are cut another way: build it again


def test_the_ranker_knows_how_long_the_rulebook_is(tmp_path: Path) -> None:
    from rulesqa.learn.features import FEATURE_INDEX

    short = tmp_path / "short"
    short.mkdir()
    shutil.copy(ROOT / "corpus" / "h3-deck-building.en.txt", short)
    sizes = {}
    seen: list = []  # type: ignore[type-arg]
    for name, corpus in (("short", short), ("long", ROOT / "corpus")):
        ingest(corpus, tmp_path / f"{name}-index", embedder=FakeEmbedder())
        rules = rulesqa.open_index(tmp_path / f"{name}-index")
        rules.searcher.collect = lambda _question, found: seen.append(found)
        rules.ask("How many cards does each player draw at the start?")
        units = {float(v) for v in seen[-1].features[:, FEATURE_INDEX["book_units"]]}
        assert len(units) == 1  # the same for every candidate: a fact of the rulebook, not of a unit
        sizes[name] = (units.pop(), len(rules.stored.chunks))
    assert sizes["short"][1] < sizes["long"][1]
    assert sizes["short"][0] < sizes["long"][0]
