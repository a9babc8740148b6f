"""Golden outputs of the worked-example commands: the same input prints the same text and JSON, byte for byte."""

from __future__ import annotations

import json
import os
import shlex

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.engine import rules as R
from tests.conftest import ROOT

GOLDEN = ROOT / "tests" / "golden" / "cli"
COMMANDS = {
    "ai-target-ranged": "example ai-target --attacker Marksmen:ranged:silver "
                        "--target Griffins:flying:silver:hp=3:dist=2 --target Pikemen:ground:bronze:dist=1 "
                        "--target Archers:ranged:bronze:dist=4",
    "ai-target-tie": "example ai-target --attacker Griffins:flying:silver --target A:ground:silver:dist=2 "
                     "--target B:ranged:silver:dist=2 --target C:ground:bronze:dist=1",
    "ai-target-tower": "example ai-target --attacker 'Arrow Tower:tower:silver' --target A:ground:silver:hp=2:dist=1 "
                       "--target B:ground:silver:hp=1:dist=1",
    "ai-target-might": "example ai-target --might --attacker Zombies:ground:bronze:blocked=Pikemen "
                       "--attacker Liches:ranged:golden --target Pikemen:ground:bronze:dist=1",
    "ai-spell-fireball": "example ai-spell --spell Fireball --enemy X:ground:bronze:adj=Y|Z "
                         "--enemy Y:ground:golden:adj=X --enemy Z:ground:golden:adj=X",
    "ai-spell-cure": "example ai-spell --spell Cure --ai Skeletons:ground:bronze:hp=1:max=3 "
                     "--ai Liches:ranged:golden:hp=2:max=4",
    "ai-spell-fire-shield": "example ai-spell --spell 'Fire Shield' --ai Wights:flying:silver "
                            "--ai Liches:ranged:golden:activated --enemy Griffins:flying:silver:activated",
    "ai-move": "example ai-move --site 'Gold Mine:mine:dist=2:neutral=Pikemen@1' --site Sawmill:mine:dist=4 "
               "--town 'Your Town:town:dist=6'",
    "ai-siege": "example ai-siege --behind Pikemen:ground:bronze:hp=4:dist=1 --behind Swordsmen:ground:silver:hp=6:dist=2 "
                "--behind Archers:ranged:bronze:hp=3:dist=3 --attacker Orcs:ground:bronze",
    "search": "example search --deck spell --x 3 --deck-cards 'Magic Arrow' --discard 'Curse,Cure,Fireball' --seed 3",
    "simulate-card-game-support": "simulate examples/card-game-support.toml",
    # the same runs told in the other language
    "ai-target-ranged-ru": "example ai-target --lang ru --attacker Marksmen:ranged:silver "
                           "--target Griffins:flying:silver:hp=3:dist=2 --target Pikemen:ground:bronze:dist=1 "
                           "--target Archers:ranged:bronze:dist=4",
    "ai-target-might-ru": "example ai-target --lang ru --might --attacker Zombies:ground:bronze:blocked=Pikemen "
                          "--attacker Liches:ranged:golden --target Pikemen:ground:bronze:dist=1",
    "ai-spell-fireball-ru": "example ai-spell --lang ru --spell Fireball --enemy X:ground:bronze:adj=Y|Z "
                            "--enemy Y:ground:golden:adj=X --enemy Z:ground:golden:adj=X",
    "ai-move-ru": "example ai-move --lang ru --site 'Gold Mine:mine:dist=2:neutral=Pikemen@1' "
                  "--site Sawmill:mine:dist=4 --town 'Your Town:town:dist=6'",
    "ai-siege-ru": "example ai-siege --lang ru --behind Pikemen:ground:bronze:hp=4:dist=1 "
                   "--behind Swordsmen:ground:silver:hp=6:dist=2 --behind Archers:ranged:bronze:hp=3:dist=3 "
                   "--attacker Orcs:ground:bronze",
    "search-ru": "example search --lang ru --deck spell --x 3 --deck-cards 'Magic Arrow' "
                 "--discard 'Curse,Cure,Fireball' --seed 3",
    "simulate-scroll-spells-ru": "simulate --lang ru examples/scroll-spells.toml",
    "simulate-card-game-support-en": "simulate --lang en examples/card-game-support.toml",
    # issue 41's procedures, told in the language their scenario is not written in
    "simulate-own-turn-ru": "simulate --lang ru tests/scenarios/own-turn.toml",
    "simulate-spell-book-token-ru": "simulate --lang ru tests/scenarios/spell-book-token.toml",
    "simulate-starting-deck-ru": "simulate --lang ru tests/scenarios/starting-deck.toml",
    "simulate-empower-ru": "simulate --lang ru tests/scenarios/empower.toml",
    "simulate-necromancy-ru": "simulate --lang ru tests/scenarios/necromancy.toml",
    "simulate-card-game-heroes-en": "simulate --lang en examples/card-game-heroes.toml",
    "simulate-effect-types-ru": "simulate --lang ru tests/scenarios/effect-types.toml",
    "simulate-war-machines-ru": "simulate --lang ru tests/scenarios/war-machines.toml",
    "simulate-bob-ru": "simulate --lang ru examples/bob-searches-the-spell-deck.toml",
    "simulate-ai-deck-magic-ru": "simulate --lang ru examples/ai-deck-magic.toml",
    "simulate-ai-deck-skill-ru": "simulate --lang ru examples/ai-deck-skill.toml",
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_cli_output_matches_golden(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    runner = CliRunner()
    args = shlex.split(COMMANDS[name])
    text = runner.invoke(app, args)
    data = runner.invoke(app, [*args, "--json"])
    assert text.exit_code == 0 and data.exit_code == 0, text.stderr + data.stderr
    if os.environ.get("RULESQA_UPDATE_GOLDEN") == "1":
        GOLDEN.mkdir(parents=True, exist_ok=True)
        (GOLDEN / f"{name}.txt").write_text(text.stdout, encoding="utf-8")
        (GOLDEN / f"{name}.json").write_text(data.stdout, encoding="utf-8")
    assert text.stdout == (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    assert data.stdout == (GOLDEN / f"{name}.json").read_text(encoding="utf-8")
    known = {rule.id for rule in R.ALL_RULES}
    assert {step["citation"] for step in json.loads(data.stdout)["steps"]} <= known


@pytest.mark.parametrize(("args", "message"), [
    (["example", "ai-target", "--attacker", "Bad"], "--attacker 'Bad': a unit is NAME:KIND:TIER"),
    (["example", "ai-target", "--attacker", "A:ground:silver", "--target", "B:swimming:silver"], "the kind is one of"),
    (["example", "ai-spell", "--spell", "Meteor Shower"], "unknown AI Spell 'Meteor Shower'"),
    (["example", "ai-spell", "--spell", "Weakness"], "Weakness needs the activated AI unit"),
    (["example", "ai-move", "--site", "Mine:castle:dist=2"], "the kind is mine, settlement, town or hero"),
    (["example", "ai-siege", "--behind", "Pikemen:ground:bronze"], "--behind: the Gate goes in front of the unit with "
                                                                   "the highest HP: give hp=N for Pikemen"),
    (["example", "ai-move", "--site", "Mine:mine:dist=far"], "cannot read 'dist=far'"),
])
def test_bad_unit_text_is_a_usage_error(args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2 and message in result.stderr and "Traceback" not in result.stderr
