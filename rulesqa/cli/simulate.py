"""``rulesqa simulate SCENARIO.toml``: run a starting state and a list of actions."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from rulesqa.cli.common import out, print_json, told_in, user_errors
from rulesqa.cli.engine_output import print_outcome
from rulesqa.cli.options import JsonOption, TellOption
from rulesqa.errors import EXIT_MISMATCH, EXIT_OK


def simulate_command(
    scenario: Annotated[Path, typer.Argument(help="Scenario file (TOML); see examples/.")],
    lang: TellOption = None,
    json_output: JsonOption = False,
) -> None:
    """Run a scenario: every step with the rule it applies, then the final zones.

    The steps are told in the scenario's ``lang`` (default: en, ru for a card-game scenario), or in --lang.
    """
    from dataclasses import replace

    from rulesqa.engine.scenario import load_scenario, run_scenario

    with user_errors():
        loaded = load_scenario(scenario)
        outcome = run_scenario(replace(loaded, lang=told_in(lang, loaded.lang)))
    if json_output:
        print_json(outcome.to_json())
    else:
        print_outcome(out, outcome)
    raise typer.Exit(EXIT_MISMATCH if outcome.mismatches else EXIT_OK)
