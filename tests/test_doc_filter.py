"""`--doc ID` keeps `ask`, `verify` and `show` to one document's rules (issue 39): in a corpus of several games,
"Also relevant" no longer brings another game's rules, and a rule number is that document's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.errors import EXIT_NOT_ANSWERED, EXIT_USAGE
from rulesqa.ingest import ingest
from tests.conftest import CORPUS

QUESTIONS = ["Can a hero attack?", "What happens when my deck is empty and I must draw?", "How many spell scrolls?",
             "Какие цели атакуют стрелки?", "правило 208.3"]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("docfilter") / "index"
    ingest(CORPUS, path, model="fake")
    return path


def _json(index: Path, *args: str) -> tuple[int, Any]:
    result = CliRunner().invoke(app, [*args, "--index", str(index), "--json"])
    return result.exit_code, json.loads(result.stdout) if result.stdout.strip() else None


@pytest.mark.parametrize("doc", ["h3-deck-building", "h3-ai-rules", "card-game-rules"])
def test_every_rule_ask_gives_is_of_the_document(index: Path, doc: str) -> None:
    for question in QUESTIONS:
        _, data = _json(index, "ask", question, "--doc", doc, "-k", "8")
        cited = [r["doc"] for r in data["results"]]
        if data["answer"] is not None:
            cited.append(data["answer"]["citation"]["doc"])
        assert set(cited) <= {doc}, (question, cited)


def test_verify_judges_by_the_documents_rules(index: Path) -> None:
    _, data = _json(index, "verify", "A hero cannot attack with a strike.", "--doc", "card-game-rules")
    assert data["citation"] is None or data["citation"]["doc"] == "card-game-rules"
    _, other = _json(index, "verify", "A hero cannot attack with a strike.", "--doc", "h3-deck-building")
    assert other["citation"] is None or other["citation"]["doc"] == "h3-deck-building"


def test_show_finds_a_number_in_the_document_only(index: Path) -> None:
    code, data = _json(index, "show", "208.3", "--doc", "card-game-rules")
    assert code == 0 and data["results"][0]["rules"][0]["id"] == "card-game-rules/208.3"
    code, data = _json(index, "show", "208.3", "--doc", "h3-deck-building")
    assert code == EXIT_NOT_ANSWERED and not data["results"][0]["found"]


@pytest.mark.parametrize("command", [["ask", "Can a hero attack?"], ["verify", "Heroes attack."], ["show", "208.3"]])
def test_an_unknown_document_is_a_usage_error_naming_the_documents(index: Path, command: list[str]) -> None:
    result = CliRunner().invoke(app, [*command, "--doc", "nope", "--index", str(index)])
    assert result.exit_code == EXIT_USAGE
    assert "--doc 'nope'" in result.output and "card-game-rules" in result.output


def test_a_cited_rule_number_is_the_documents(index: Path) -> None:
    """docs/commands.md: with --doc, "a rule number (208.3) is that document's" — for verify's --cite too."""
    _, data = _json(index, "verify", "A hero cannot defend.", "--cite", "208.4", "--doc", "card-game-rules")
    assert data["cited_id"] == "card-game-rules/208.4"
    result = CliRunner().invoke(app, ["verify", "A hero cannot defend.", "--cite", "208.4", "--doc", "h3-ai-rules",
                                      "--index", str(index)])
    assert result.exit_code == EXIT_USAGE and "is not a rule of the corpus" in result.output
