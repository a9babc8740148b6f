"""`--color auto|always|never` (issue 39), before or after the command, on the in-process path and the full CLI;
the config file's `color`; NO_COLOR under auto. The server's side is in robustness/test_server_guard.py."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from rulesqa.entry import color_first
from rulesqa.errors import EXIT_USAGE
from rulesqa.ingest import ingest

ESC = "\x1b["


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = Path(__file__).resolve().parent.parent
    folder = tmp_path_factory.mktemp("color") / "index"
    ingest(root / "corpus", folder, model="fake")
    return folder


def run(args: list[str], tty: bool = False, **env: str) -> tuple[int, str]:
    """Run ``rulesqa`` (in-process answers, no server) with stdout a pipe or a terminal; exit code and stdout."""
    environment = {key: value for key, value in os.environ.items() if key != "NO_COLOR"}
    environment.update(RULESQA_NO_SERVER="1", **env)
    if not tty:
        done = subprocess.run([sys.executable, "-m", "rulesqa", *args], capture_output=True, text=True,
                              env=environment, timeout=120, check=False)
        return done.returncode, done.stdout
    leader, follower = pty.openpty()
    with subprocess.Popen([sys.executable, "-m", "rulesqa", *args], stdout=follower, stderr=subprocess.DEVNULL,
                          env={**environment, "TERM": "xterm"}) as process:
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal closed: the command is done
                break
            if not chunk:
                break
            chunks.append(chunk)
        code = process.wait(timeout=120)
    os.close(leader)
    return code, b"".join(chunks).decode("utf-8", "replace")


QUESTION = "What happens when my deck is empty and I must draw?"


@pytest.mark.parametrize("where", ["before", "after"])
def test_color_always_colours_a_pipe_and_wins_over_no_color(index: Path, where: str) -> None:
    flag = ["--color", "always"]
    args = [*flag, "ask", QUESTION, "--index", str(index)] if where == "before" else \
        ["ask", QUESTION, "--index", str(index), *flag]
    code, out = run(args, NO_COLOR="1")
    assert code == 0 and ESC in out


@pytest.mark.parametrize("command", [["ask", QUESTION], ["show", "h3-deck-building/1/empty-deck"]])
def test_color_never_prints_no_escape_on_a_terminal_where_auto_colours(index: Path, command: list[str]) -> None:
    code, coloured = run([*command, "--index", str(index)], tty=True)
    assert code == 0 and ESC in coloured
    code, plain = run([*command, "--index", str(index), "--color=never"], tty=True)
    assert code == 0 and ESC not in plain and "empty" in plain


def test_no_color_is_honoured_under_auto_on_a_terminal(index: Path) -> None:
    _, out = run(["ask", QUESTION, "--index", str(index)], tty=True, NO_COLOR="1")
    assert "\x1b[3" not in out  # no colour (bold may stay, as NO_COLOR allows)


def test_the_config_files_color_applies_and_a_flag_wins(index: Path, tmp_path: Path) -> None:
    config = tmp_path / "config" / "rulesqa"
    config.mkdir(parents=True)
    (config / "config.toml").write_text('color = "always"\n', encoding="utf-8")
    env = {"XDG_CONFIG_HOME": str(tmp_path / "config")}
    assert ESC in run(["ask", QUESTION, "--index", str(index)], **env)[1]
    assert ESC not in run(["show", "h3-deck-building/1/empty-deck", "--index", str(index), "--color", "never"],
                          **env)[1]


def test_an_unknown_color_mode_is_a_usage_error_that_names_the_choices(index: Path, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "rulesqa", "ask", QUESTION, "--index", str(index), "--color",
                           "purple"], capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "RULESQA_NO_SERVER": "1"})
    assert done.returncode == EXIT_USAGE and "auto, always, never" in done.stderr
    config = tmp_path / "rulesqa"
    config.mkdir()
    (config / "config.toml").write_text('color = "sometimes"\n', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rulesqa", "toc", "--index", str(index)], capture_output=True,
                          text=True, timeout=120, check=False, env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path)})
    assert done.returncode == EXIT_USAGE and "'color' must be one of auto, always, never" in done.stderr


def test_the_flag_moves_in_front_of_the_command_but_nothing_after_a_double_dash() -> None:
    assert color_first(["ask", "q", "--color", "never"]) == ["--color", "never", "ask", "q"]
    assert color_first(["show", "--color=always", "x"]) == ["--color=always", "show", "x"]
    assert color_first(["ask", "--", "--color", "never"]) == ["ask", "--", "--color", "never"]
