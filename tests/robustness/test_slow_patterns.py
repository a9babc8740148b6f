"""Every pattern rulesqa runs on rule text or a question takes time in proportion to the text (issue 38, case 4).

A rulebook's 24 KB "Score Track 0-1-2-…-4999" line made one `ask` take 20 s and `verify` 38 s; a 10,400-character
capitalised token, 20,000 underscores after a FAQ question and a 10,000-digit heading took seconds each. Those came
from backtracking patterns that scan a run of characters once for every position in it: quadratic time.

The promise is checked as a ratio, not a time budget, so it holds on a slow machine: four times the text may take
at most about four times as long (a quadratic pattern takes sixteen). Absolute timings per pattern family are the
benchmark `bench/pattern_timing.py` (BENCHMARKS.md).
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from pattern_timing import INPUTS, all_patterns, anchored_only, time_pattern

SMALL, LARGE = 6_000, 24_000
# linear is 4; quadratic is 16. Below the floor, timings are noise (a quadratic pattern takes seconds there).
MAX_RATIO, FLOOR = 9.0, 0.02


@functools.cache
def _patterns() -> list[tuple[str, re.Pattern[str], bool]]:
    anchored = anchored_only()
    return [(where, pattern, where.rsplit(".", 1)[1] in anchored) for where, pattern in all_patterns()]


@pytest.fixture(scope="module")
def patterns() -> list[tuple[str, re.Pattern[str], bool]]:
    return _patterns()


def _best(pattern: re.Pattern[str], text: str, anchored: bool) -> float:
    return min(time_pattern(pattern, text, anchored) for _ in range(3))


def _superlinear(patterns: list[tuple[str, re.Pattern[str], bool]], make) -> list[str]:  # type: ignore[no-untyped-def]
    small, large = make(SMALL), make(LARGE)
    slow = []
    for where, pattern, anchored in patterns:
        big = time_pattern(pattern, large, anchored)
        if big < FLOOR:
            continue
        big, little = _best(pattern, large, anchored), _best(pattern, small, anchored)
        if big >= FLOOR and big > MAX_RATIO * max(little, FLOOR / MAX_RATIO):
            slow.append(f"{where}: {little * 1000:.1f} ms on {SMALL:,} characters, {big * 1000:.1f} ms on {LARGE:,}")
    return slow


def test_the_patterns_are_found(patterns: list[tuple[str, re.Pattern[str], bool]]) -> None:
    names = {where.rsplit(".", 1)[1] for where, _, _ in patterns}
    assert len(patterns) > 200
    assert {"_NAME_LIST", "_LIMIT_NAME", "_VARIANT_TITLE", "_NO", "_YES"} <= names


@pytest.mark.parametrize("shape", sorted(INPUTS))
def test_every_pattern_is_linear_on(shape: str, patterns: list[tuple[str, re.Pattern[str], bool]]) -> None:
    assert _superlinear(patterns, INPUTS[shape]) == []


_PIECES = st.sampled_from(["0-", "1.", "A", "Aa ", "Ab, ", "_", "*", " ", "\t", "\n", "-", ".", "…", "a", "a'",
                           "Я", "я ", "(", "[", ":", "§", "x:", "2 cards ", "limit ", "Q: ", "or ", "и "])


@settings(max_examples=25, deadline=None)
@given(unit=st.lists(_PIECES, min_size=1, max_size=6).map("".join))
def test_generated_rule_text_is_read_in_linear_time(unit: str) -> None:
    def make(n: int) -> str:
        return (unit * (n // len(unit) + 1))[:n]

    assert _superlinear(_patterns(), make) == [], f"on {unit!r} repeated"
