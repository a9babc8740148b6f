"""The documentation stays true: its commands exist, CI runs the README's test command, its schemas, examples and
codes match the code, and the README stays short enough to read in five minutes."""

from __future__ import annotations

import json
import re
import typing
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa import errors
from rulesqa.cli import app
from tests.conftest import CORPUS, ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
# the README and the reference it points to, read as one: each check finds its passage wherever it is kept
DOCS = "\n".join([README, *((ROOT / "docs" / name).read_text(encoding="utf-8")
                             for name in ("commands.md", "rulebooks.md", "internals.md", "development.md"))])


def quick_start_commands() -> list[str]:
    block = README.split("## Quick start", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    return [line.split("#", 1)[0].strip() for line in block.strip().splitlines()]


def test_readme_has_exactly_two_setup_commands_and_make_defines_them() -> None:
    commands = quick_start_commands()
    assert commands == ["make demo", "make test"]
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for command in commands:
        assert re.search(rf"^{command.split()[1]}:", makefile, re.M)


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "set -euo pipefail" in ci
    assert quick_start_commands()[1] in ci.splitlines()


def test_ingest_json_example_lists_exactly_the_fields_it_prints(tmp_path: Path) -> None:
    example = DOCS.split("- `--json`: print the report as JSON:", 1)[1].split("```json", 1)[1].split("```", 1)[0]
    documented = json.loads(example.replace("…", ""))
    result = CliRunner().invoke(app, ["ingest", str(CORPUS), "--index", str(tmp_path / "i"), "--model", "fake",
                                      "--json"])
    printed = json.loads(result.stdout)
    assert set(printed) == set(documented)
    assert set(printed["documents"][0]) == set(documented["documents"][0])
    assert set(printed["not_rules"][0]) == set(documented["not_rules"][0])


def test_every_exit_code_is_documented() -> None:
    table = DOCS.split("### Exit codes", 1)[1].split("##", 1)[0]
    documented = {int(code) for code in re.findall(r"^\| (\d+) \|", table, re.M)}
    codes = {value for name, value in vars(errors).items() if name.startswith("EXIT_")}
    assert codes | {130} == documented


def test_every_command_is_documented() -> None:
    names = {command.name for command in app.registered_commands}
    names |= {group.name for group in app.registered_groups}
    for name in names:
        assert f"### `rulesqa {name}" in DOCS, name


def test_ask_json_example_has_exactly_the_fields_ask_prints(tmp_path: Path) -> None:
    example = DOCS.split("`--json` prints (stable; new fields may be added):", 1)[1].split("```json", 1)[1]
    documented = json.loads(example.split("```", 1)[0].replace("…", ""))
    from rulesqa.ingest import ingest

    ingest(CORPUS, tmp_path / "i", model="fake")
    result = CliRunner().invoke(app, ["ask", "208.4", "--index", str(tmp_path / "i"), "--json"])
    printed = json.loads(result.stdout)
    assert set(printed) == set(documented)
    assert set(printed["answer"]) == set(documented["answer"])
    assert set(printed["answer"]["citation"]) == set(documented["answer"]["citation"])
    assert set(printed["results"][0]) == set(documented["results"][0])
    assert printed["answer"]["text"] == documented["answer"]["text"]
    assert printed["answer"]["citation"] == documented["answer"]["citation"]


def test_makefile_demo_asks_a_question() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    demo = makefile.split("\ndemo:", 1)[1].split("\n\n", 1)[0]
    assert "rulesqa ingest corpus" in demo and "rulesqa ask" in demo


def test_example_search_console_block_is_what_the_command_prints() -> None:
    import shlex

    block = DOCS.split("```console\n$ rulesqa example search", 1)[1].split("```", 1)[0]
    command, expected = block.split("\n", 1)
    result = CliRunner().invoke(app, ["example", "search", *shlex.split(command)])
    assert result.stdout == expected


def test_ai_target_console_block_is_what_the_command_prints() -> None:
    import shlex

    block = DOCS.split("```console\n$ rulesqa example ai-target", 1)[1].split("```", 1)[0]
    command, expected = block.split("\n", 1)
    result = CliRunner().invoke(app, ["example", "ai-target", *shlex.split(command)])
    assert result.stdout == expected


@pytest.mark.model
def test_verify_console_block_is_what_the_command_prints(tmp_path: Path) -> None:
    import shlex

    from rulesqa.ingest import ingest

    block = DOCS.split("```console\n$ rulesqa verify", 1)[1].split("```", 1)[0]
    command, expected = block.split("\n", 1)
    ingest(CORPUS, tmp_path / "i")
    result = CliRunner().invoke(app, ["verify", *shlex.split(command), "--index", str(tmp_path / "i")])
    assert result.stdout == expected


def test_every_option_of_every_command_is_documented() -> None:
    import typer.main

    def commands(group: typing.Any, path: str) -> typing.Iterator[tuple[str, typing.Any]]:
        for name, command in group.commands.items():
            if hasattr(command, "commands"):
                yield from commands(command, f"{path} {name}")
            else:
                yield f"{path} {name}", command

    missing = []
    for name, command in commands(typer.main.get_command(app), "rulesqa"):
        for param in command.params:
            for option in param.opts:
                if option.startswith("--") and option not in ("--help",) and f"`{option}" not in DOCS \
                        and f" {option}" not in DOCS and f"[{option}" not in DOCS:
                    missing.append(f"{name} {option}")
    assert not missing, missing


def _keys(value: typing.Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


@pytest.mark.parametrize("args", [["show", "208", "--json"], ["glossary", "Silver", "--json"],
                                  ["verify", "You can hold three spell scrolls.", "--json"]])
def test_every_json_field_a_command_prints_is_documented(tmp_path: Path, args: list[str]) -> None:
    from rulesqa.ingest import ingest

    ingest(CORPUS, tmp_path / "i", model="fake")
    result = CliRunner().invoke(app, [*args, "--index", str(tmp_path / "i")])
    section = DOCS.split(f"### `rulesqa {args[0]} ", 1)[1].split("\n### ", 1)[0]
    undocumented = {key for key in _keys(json.loads(result.stdout)) if not re.search(rf"\b{key}\b", section)}
    assert not undocumented, undocumented


def test_the_readme_is_read_in_five_minutes_and_links_the_rest() -> None:
    words = len(README.split())
    assert words < 1500, f"README.md has {words} words; move reference material into docs/"
    for target in re.findall(r"\]\(([^)#]+)\)", DOCS):
        if not target.startswith("http"):
            base = ROOT if (ROOT / target).exists() else ROOT / "docs"
            assert (base / target).resolve().exists(), target

