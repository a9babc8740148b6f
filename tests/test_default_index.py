"""Every command works from any folder after one `ingest` (issue 39): the default index is the user's own, unless
`--index`, `$RULESQA_INDEX`, a `./index` that is an index, or the config file's `index` says otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.errors import EXIT_USAGE
from rulesqa.ingest import ingest
from rulesqa.settings import config_path, default_index, user_index


@pytest.fixture
def anywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An unrelated folder to work in, with no index setting of any kind."""
    monkeypatch.delenv("RULESQA_INDEX", raising=False)
    folder = tmp_path / "somewhere" / "else"
    folder.mkdir(parents=True)
    monkeypatch.chdir(folder)
    return folder


def test_one_ingest_then_every_command_works_from_another_folder(anywhere: Path, corpus_copy: Path,
                                                                  tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    runner = CliRunner()
    built = runner.invoke(app, ["ingest", str(corpus_copy), "--model", "fake"])
    assert built.exit_code == 0, built.output
    assert str(user_index()) in built.output  # it says where it wrote
    assert not (anywhere / "index").exists()
    other = tmp_path / "another"
    other.mkdir()
    monkeypatch.chdir(other)
    for command in (["ask", "What happens when my deck is empty and I must draw?"], ["show", "208.3"],
                    ["verify", "You may hold three Scrolls."], ["glossary", "Deck"]):
        result = runner.invoke(app, command)
        assert result.exit_code not in (2, 3, 70), (command, result.output)
        assert "no index here" not in result.output


def test_an_index_in_this_folder_wins(anywhere: Path, corpus_copy: Path) -> None:
    ingest(corpus_copy, anywhere / "index", model="fake")
    assert default_index() == "index"


def test_a_folder_named_index_that_is_not_one_is_left_alone(anywhere: Path) -> None:
    (anywhere / "index").mkdir()
    (anywhere / "index" / "index.html").write_text("<html></html>", encoding="utf-8")
    assert default_index() == str(user_index())


def test_the_config_file_names_the_index(anywhere: Path, tmp_path: Path) -> None:
    config_path().parent.mkdir(parents=True)
    config_path().write_text(f'index = "{tmp_path / "my-rules"}"\n', encoding="utf-8")
    assert default_index() == str(tmp_path / "my-rules")


def test_a_config_file_that_cannot_be_used_is_named(anywhere: Path) -> None:
    config_path().parent.mkdir(parents=True)
    config_path().write_text('colour = "always"\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["ask", "How many cards do I draw?"])
    assert result.exit_code == EXIT_USAGE
    assert str(config_path()) in result.output and "unknown setting 'colour'" in result.output


def test_the_config_file_sets_ask_defaults_and_flags_win(anywhere: Path, corpus_copy: Path) -> None:
    import json

    import rulesqa.client as client

    ingest(corpus_copy, user_index(), model="fake")
    config_path().parent.mkdir(parents=True)
    config_path().write_text('k = 2\nlang = "ru"\n', encoding="utf-8")
    runner = CliRunner()
    data = json.loads(runner.invoke(app, ["ask", "What happens when my deck is empty?", "--json"]).stdout)
    assert len(data["results"]) == 2 and data["lang"] == "ru"
    flagged = json.loads(runner.invoke(app, ["ask", "What happens when my deck is empty?", "-k", "4", "--lang", "en",
                                             "--json"]).stdout)
    assert len(flagged["results"]) == 4 and flagged["lang"] == "en"
    fast = client.parse_ask(["How many cards?"])  # the server's fast path reads the same settings
    assert fast is not None and (fast["k"], fast["lang"]) == (2, "ru")


@pytest.mark.parametrize(("text", "message"), [('k = 0\n', "'k' must be a whole number from 1"),
                                               ('lang = "de"\n', "'lang' must be one of auto, en, ru"),
                                               ('k = "five"\n', "'k' must be a non-empty int")])
def test_a_bad_setting_is_named(anywhere: Path, text: str, message: str) -> None:
    config_path().parent.mkdir(parents=True)
    config_path().write_text(text, encoding="utf-8")
    result = CliRunner().invoke(app, ["ask", "How many cards do I draw?", "--index", str(anywhere)])
    assert result.exit_code == EXIT_USAGE and message in result.output, result.output
