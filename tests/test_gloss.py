"""A rule quoted in the other language comes with its game terms in the reader's language (issue 39): the rule
stays verbatim, and the glossary's terms of it are shown beneath, as the rule names them and as the reader would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.ingest import ingest
from tests.conftest import CORPUS


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("gloss") / "index"
    ingest(CORPUS, path, model="fake")
    return path


def _ask(index: Path, question: str, *extra: str) -> str:
    result = CliRunner().invoke(app, ["ask", question, "--index", str(index), *extra])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_a_russian_rule_asked_in_english_is_glossed_in_english(index: Path) -> None:
    data = json.loads(_ask(index, "What does rule 208.4 say?", "--json"))
    answer = data["answer"]
    assert answer["citation"]["lang"] == "ru" and data["lang"] == "en"
    pairs = {(t["rule"], t["reader"]) for t in answer["terms"]}
    assert ("Герой", "Hero") in pairs
    assert answer["text"].startswith("208.4. Герой не может")  # the rule itself stays as written
    assert "Герой — Hero" in _ask(index, "What does rule 208.4 say?")


def test_a_rule_in_the_readers_language_has_no_gloss(index: Path) -> None:
    data = json.loads(_ask(index, "Что гласит правило 208.4?", "--json"))
    assert data["lang"] == "ru" and data["answer"]["terms"] == []
