"""reStructuredText substitutions cannot make an ingest run away (issue 38, case 5): 364 bytes of nested
``replace::`` definitions (9 levels, 4 wide) once kept docutils busy past 150 s, each level four times longer than
the one before. Only the titles are read from docutils, so no substitution is resolved at all."""

from __future__ import annotations

import subprocess
import sys

from rulesqa.corpus import rst

LEVELS = 12


def _nested(levels: int, wide: int = 4) -> str:
    lines = ["Rules", "=====", "", "Setup", "-----", "", "Each player takes |a0| cards.", ""]
    lines += [f".. |a{i}| replace:: " + " ".join([f"|a{i + 1}|"] * wide) for i in range(levels)]
    lines += [f".. |a{levels}| replace:: two", "", "Play", "----", "", "Take turns."]
    return "\n".join(lines) + "\n"


def test_nested_substitutions_are_read_at_once() -> None:
    # in a child process with a deadline: a run-away parse fails the test instead of hanging the suite
    code = ("import sys; from rulesqa.corpus import rst; "
            "print([s.label for s in rst.parse(sys.stdin.read(), path='x.rst').sections])")
    done = subprocess.run([sys.executable, "-c", code], input=_nested(LEVELS), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['Rules', 'Setup', 'Play']"


def test_the_definitions_stay_in_the_rule_text_verbatim() -> None:
    doc = rst.parse(_nested(2), path="x.rst")
    setup = next(s for s in doc.sections if s.label == "Setup")
    assert ".. |a0| replace:: |a1| |a1| |a1| |a1|" in setup.text
    assert "Each player takes |a0| cards." in setup.text
