"""A rule text's control characters never reach the terminal (issue 38, case 9): `show` and `ask` printed a rule's
escape sequences raw, so a rulebook could clear the screen, retitle the window or recolour a verdict. They are
shown as visible characters (ESC as ␛); the rule's words are all still there."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.cli.terminal import visible
from rulesqa.ingest import ingest

HOSTILE = ("The dragon attacks twice.\x1b[2J\x1b]0;owned\x07 \x1b[32mSUPPORTED\x1b[0m \x9b31m"
           "Each player draws two cards.\b\b\bthree")


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("escapes")
    corpus = root / "corpus"
    corpus.mkdir()
    (corpus / "rules.md").write_text(f"# Dragons\n\n## Attacks\n\n{HOSTILE}\n\n## Setup\n\nShuffle the deck.\n",
                                     encoding="utf-8")
    ingest(corpus, root / "index", model="fake")
    return root / "index"


@pytest.mark.parametrize("command", [["show", "rules/attacks"], ["ask", "How often does the dragon attack?"],
                                     ["verify", "The dragon attacks twice."]])
def test_no_control_character_of_a_rule_is_printed(index: Path, command: list[str]) -> None:
    result = CliRunner().invoke(app, [*command, "--index", str(index)])
    assert "Traceback" not in result.output
    printed = result.stdout
    assert "dragon attacks twice" in printed, printed
    controls = [ch for ch in printed if (ord(ch) < 0x20 and ch not in "\n\t") or 0x7F <= ord(ch) < 0xA0]
    assert controls == [], repr(printed)


def test_show_keeps_every_character_visible(index: Path) -> None:
    result = CliRunner().invoke(app, ["show", "rules/attacks", "--index", str(index)])
    assert "␛[2J" in result.stdout and "␛[32mSUPPORTED␛[0m" in result.stdout


def test_visible_shows_one_character_for_one() -> None:
    text = "a\x1bb\x00c\x7fd\x9be\nf\tg"
    shown = visible(text)
    assert len(shown) == len(text)
    assert shown == "a␛b␀c␡d\ufffde\nf\tg"
