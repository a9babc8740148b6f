"""`rulesqa eval`: the metrics are computed as documented, on a synthetic ranker and on the real CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.errors import UsageError
from rulesqa.evaluation import EvalQuestion, evaluate, normalise_for_match, read_questions
from rulesqa.store import StoredIndex
from tests.conftest import CORPUS, ROOT

runner = CliRunner()


def test_gold_matching_ignores_case_spacing_yo_dashes_and_quotes() -> None:
    q = EvalQuestion("x", "ru", "?", ("ещё одна карта — «сброс»",))
    assert q.is_hit("В случае если появляется ЕЩЕ  одна\nкарта - \"сброс\" и так далее")
    assert not q.is_hit("другая карта")
    assert normalise_for_match("Map – cannot") == "map - cannot"


def test_metrics_directions_and_abstention() -> None:
    questions = [
        EvalQuestion("a", "en", "qa", ("alpha",)),  # hit at rank 1, en→en
        EvalQuestion("b", "ru", "qb", ("beta",)),  # hit at rank 2, ru→en
        EvalQuestion("c", "en", "qc", ("gamma",)),  # no hit, and wrongly abstained
        EvalQuestion("d", "en", "qd", ()),  # unanswerable, abstained
        EvalQuestion("e", "ru", "qe", ()),  # unanswerable, wrongly answered
    ]
    texts = {"1": "alpha rule", "2": "beta rule", "3": "other"}
    langs = {"1": "en", "2": "en", "3": "ru"}
    ranked = {"qa": ["1", "2"], "qb": ["3", "2"], "qc": ["3"], "qd": ["3"], "qe": ["1"]}
    answered = {"qa": True, "qb": True, "qc": False, "qd": False, "qe": True}
    report = evaluate(questions, lambda q: (ranked[q.q], texts, langs, answered[q.q]))
    assert report.overall.count == 3
    assert report.overall.recall_at_1 == pytest.approx(1 / 3)
    assert report.overall.recall_at_5 == pytest.approx(2 / 3)
    assert report.overall.mrr == pytest.approx((1 + 0.5) / 3)
    assert set(report.by_direction) == {"en→en", "ru→en", "en→?"}
    assert (report.wrongly_abstained, report.wrongly_answered, report.abstained_correctly) == (1, 1, 1)
    assert report.abstention_precision == pytest.approx(0.5) and report.abstention_recall == pytest.approx(0.5)


def test_malformed_question_files_name_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "q.jsonl"
    bad.write_text('{"id": "1", "q": "ok", "gold": []}\n{"id": "2", "gold": []}\n', encoding="utf-8")
    with pytest.raises(UsageError, match=r"q.jsonl:2: expected a JSON object with 'id', 'q'"):
        read_questions(bad)
    with pytest.raises(UsageError, match="no such question file"):
        read_questions(tmp_path / "missing.jsonl")


def test_the_bundled_eval_sets_are_well_formed() -> None:
    own = read_questions(ROOT / "eval" / "questions.jsonl")
    assert len(own) >= 60
    assert {q.lang for q in own} == {"en", "ru"}
    assert sum(1 for q in own if not q.gold) >= 10
    assert read_questions(ROOT / "eval" / "reference_dev_questions.jsonl")


@pytest.fixture(scope="module")
def fake_index(bundled_index: StoredIndex) -> Path:
    return bundled_index.path


def test_eval_cli_prints_the_table(fake_index: Path) -> None:
    result = runner.invoke(app, ["eval", str(ROOT / "eval" / "questions.jsonl"), "--index", str(fake_index)])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "83 questions (70 answerable, 13 not) · model fake · mode hybrid" in lines[0]
    assert lines[1].split() == ["direction", "n", "R@1", "R@5", "MRR"]
    assert lines[2].split()[:2] == ["all", "70"]
    assert any(line.strip().startswith("abstention: precision") for line in lines)


def test_eval_cli_json_and_bm25_mode(fake_index: Path) -> None:
    result = runner.invoke(app, ["eval", str(ROOT / "eval" / "questions.jsonl"), "--index", str(fake_index),
                                 "--mode", "bm25", "--json"])
    data = json.loads(result.stdout)
    assert set(data) == {"settings", "questions", "answerable", "overall", "by_direction", "abstention", "outcomes"}
    assert data["settings"]["mode"] == "bm25"
    assert set(data["overall"]) == {"count", "recall_at_1", "recall_at_5", "mrr"}
    assert data["by_direction"]["en→en"]["recall_at_5"] > 0.8  # stemmed BM25 alone is good within a language
    assert data["by_direction"]["ru→en"]["recall_at_5"] < 0.5  # and poor across languages
    assert len(data["outcomes"]) == 83


def test_eval_cli_usage_errors(fake_index: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["eval", str(ROOT / "eval" / "questions.jsonl"), "--index", str(fake_index),
                                 "--mode", "magic"])
    assert result.exit_code == 2 and "--mode must be one of hybrid, dense, bm25, rrf" in result.stderr
    result = runner.invoke(app, ["eval", str(tmp_path / "none.jsonl"), "--index", str(fake_index)])
    assert result.exit_code == 2 and "no such question file" in result.stderr


@pytest.mark.model
def test_eval_with_another_model_builds_a_temporary_index(fake_index: Path, tmp_path: Path) -> None:
    questions = tmp_path / "q.jsonl"
    questions.write_text('{"id": "1", "lang": "en", "q": "What happens when my deck is empty?", '
                         '"gold": ["shuffle your discard pile"]}\n', encoding="utf-8")
    result = runner.invoke(app, ["eval", str(questions), "--index", str(fake_index), "--model", "use-m3", "--json"])
    assert result.exit_code == 0, result.stderr
    assert "building a temporary index" in result.stderr
    data = json.loads(result.stdout)
    assert data["settings"]["model"] == "use-m3" and data["overall"]["recall_at_1"] == 1.0


def test_eval_on_another_corpus_builds_a_temporary_index_of_it(fake_index: Path) -> None:
    """`--corpus` names the rulebook the questions are about; the index of the bundled corpus is not it."""
    rulebook = ROOT / "eval" / "rulebooks" / "harbor-traders"
    result = runner.invoke(app, ["eval", str(rulebook / "questions.jsonl"), "--index", str(fake_index),
                                 "--corpus", str(rulebook / "corpus"), "--model", "fake", "--json"])
    assert result.exit_code == 0, result.stderr
    assert f"building a temporary index of {rulebook / 'corpus'} with model fake" in result.stderr
    data = json.loads(result.stdout)
    assert data["overall"]["recall_at_5"] > 0.5  # asked of the bundled corpus, every question missed: 0.0
    # the corpus the index was built from is evaluated on the index itself, nothing built
    same = runner.invoke(app, ["eval", str(ROOT / "eval" / "questions.jsonl"), "--index", str(fake_index),
                               "--corpus", str(CORPUS), "--json"])
    assert same.exit_code == 0 and "building" not in same.stderr
