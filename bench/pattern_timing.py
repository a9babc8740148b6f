"""Every regular expression rulesqa runs on rule text or a question, timed on adversarial 100 KB inputs.

    python bench/pattern_timing.py [--size 100000] [--budget 1.0] [--json OUT] [--only NAME]

A backtracking pattern that is fine on prose can take quadratic or exponential time on a line nobody expected: a
24 KB "Score Track 0-1-2-…" line, a 10,000-character token, 20,000 underscores. This finds them without knowing
which ones they are: it imports every module of the package, collects each compiled pattern it keeps (at module
level, or in a tuple, list or dict there), and runs each one over every input of :data:`INPUTS` as the package
uses it: ``finditer`` (which tries the pattern at every position, as ``search``, ``sub`` and ``findall`` do), or
``match`` alone for a pattern the source only ever matches at the start.

Patterns run in a worker process that is killed when one input takes five budgets (at least 2 s), so a
catastrophic pattern is reported as stopped rather than hanging the run. It prints one row per pattern family (the
module) with its worst case, and the patterns over budget; exit 1 when any is.
"""

from __future__ import annotations

import argparse
import importlib
import json
import multiprocessing
import pkgutil
import re
import sys
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _score_track(n: int) -> str:
    parts: list[str] = []
    size, i = 0, 0
    while size < n:
        parts.append(str(i))
        size += len(parts[-1]) + 1
        i += 1
    return "Score Track " + "-".join(parts)


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda n: (unit * (n // len(unit) + 1))[:n]


def _after(prefix: str, unit: str) -> Callable[[int], str]:
    return lambda n: prefix + _repeat(unit)(n)


#: Shapes of text that make backtracking patterns slow: long runs of one character class, long alternations of
#: two classes (digits and separators, names and commas), and each after a prefix that starts a partial match.
INPUTS: dict[str, Callable[[int], str]] = {
    "score track": _score_track,
    "capital token": _repeat("A"),
    "capitalised words": _repeat("Aa "),
    "name list": _repeat("Ab, "),
    "cyrillic token": _repeat("Я"),
    "underscores": _repeat("_"),
    "faq underscores": _after("Q: Can I? A:", "_"),
    "stars": _repeat("*"),
    "spaces": _repeat(" "),
    "tabs and spaces": _repeat(" \t"),
    "digits": _repeat("1"),
    "dotted numbers": _repeat("1."),
    "numbered heading": _after("1.", "1"),
    "dashes": _repeat("-"),
    "dots": _repeat("."),
    "brackets": _repeat("(["),
    "words": _repeat("a "),
    "lower token": _repeat("a"),
    "word dash": _repeat("a-"),
    "apostrophes": _repeat("a'"),
    "newlines": _repeat("\n"),
    "blank lines": _repeat(" \n"),
    "list items": _repeat("- a\n"),
    "numbers and words": _repeat("2 cards "),
    "quotes": _repeat("\"a "),
    "hyphen chain": _repeat("Я0-"),
}


def _modules() -> Iterator[str]:
    import rulesqa

    yield "rulesqa"
    for info in pkgutil.walk_packages(rulesqa.__path__, "rulesqa."):
        yield info.name


def _collect(value: object, seen: set[int]) -> Iterator[re.Pattern[str]]:
    from rulesqa.lazy_re import LazyPattern

    if isinstance(value, LazyPattern):  # compiled on first use: compiled here
        value = value.compiled
    if isinstance(value, re.Pattern):
        if id(value) not in seen and isinstance(value.pattern, str):
            seen.add(id(value))
            yield value
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _collect(item, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _collect(item, seen)


def all_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """(where, pattern) for every compiled str pattern the package's modules keep, each once."""
    found: list[tuple[str, re.Pattern[str]]] = []
    seen: set[int] = set()
    for name in _modules():
        if name.endswith("__main__"):
            continue
        try:
            module = importlib.import_module(name)
        except ImportError:  # an optional extra that is not installed
            continue
        for attribute, value in list(vars(module).items()):
            if isinstance(value, type) and value.__module__ == name:  # a class's own patterns
                for inner, member in list(vars(value).items()):
                    for pattern in _collect(member, seen):
                        found.append((f"{name}.{attribute}.{inner}", pattern))
            for pattern in _collect(value, seen):
                found.append((f"{name}.{attribute}", pattern))
    return found


_CALL = re.compile(r"\b(\w+)\.(match|fullmatch|search|sub|subn|findall|finditer|split)\(")


def anchored_only() -> set[str]:
    """Names of the patterns the package only ever calls ``match`` or ``fullmatch`` on (read from its source): those
    are tried at the start of the text alone, so scanning them at every position would time what never runs."""
    import rulesqa

    calls: dict[str, set[str]] = {}
    for path in Path(rulesqa.__file__).parent.rglob("*.py"):
        for name, method in _CALL.findall(path.read_text(encoding="utf-8")):
            calls.setdefault(name, set()).add(method)
    return {name for name, methods in calls.items() if methods <= {"match", "fullmatch"}}


def time_pattern(pattern: re.Pattern[str], text: str, anchored: bool = False) -> float:
    """Seconds to scan the whole text (every position, as search, sub and findall do), or only to match at its
    start for a pattern used that way."""
    start = time.perf_counter()
    if anchored:
        pattern.match(text)
    else:
        for _ in pattern.finditer(text):
            pass
    return time.perf_counter() - start


def _worker(size: int, todo: list[int], out: Connection) -> None:
    patterns = all_patterns()
    anchored = anchored_only()
    texts = {name: make(size) for name, make in INPUTS.items()}
    for index in todo:
        where, pattern = patterns[index]
        worst, worst_input = 0.0, ""
        for name, text in texts.items():
            out.send(("start", index, where, name))
            seconds = time_pattern(pattern, text, where.rsplit(".", 1)[1] in anchored)
            if seconds > worst:
                worst, worst_input = seconds, name
        out.send(("done", index, where, worst, worst_input))


def measure(size: int, budget: float, only: str = "") -> list[dict[str, object]]:
    """One row per pattern: where it is kept, its worst time over the inputs and on which. A pattern still running
    on one input after five budgets (at least 2 s) is stopped and reported with ``seconds`` None."""
    patterns = all_patterns()
    todo = [i for i, (where, _) in enumerate(patterns) if only in where]
    limit = max(2.0, 5 * budget)
    rows: list[dict[str, object]] = []
    context = multiprocessing.get_context("spawn")
    while todo:
        # a pipe, not a Queue: a Queue's feeder thread cannot send while a slow pattern holds the GIL, and the
        # pattern last heard of would be blamed for the next one's time
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=_worker, args=(size, todo, sender), daemon=True)
        process.start()
        sender.close()
        current: tuple[int, str, str] | None = None
        started = time.monotonic()
        while True:
            message = None
            if receiver.poll(0.05):
                try:
                    message = receiver.recv()
                except EOFError:  # the worker ended without finishing (it crashed): nothing more to hear
                    todo = []
                    break
            if message is None:
                if current is not None and time.monotonic() - started > limit:
                    process.kill()
                    process.join()
                    rows.append({"pattern": current[1], "seconds": None, "input": current[2]})
                    todo = todo[todo.index(current[0]) + 1:]
                    break
                continue
            if message[0] == "start":
                current, started = (message[1], message[2], message[3]), time.monotonic()
            else:
                _, index, where, seconds, name = message
                rows.append({"pattern": where, "seconds": round(seconds, 4), "input": name})
                current = None
                if index == todo[-1]:
                    todo = []
                    process.join()
                    break
    return rows


def families(rows: list[dict[str, object]]) -> dict[str, dict[str, object]]:
    """The worst row of each module."""
    worst: dict[str, dict[str, object]] = {}
    for row in rows:
        family = str(row["pattern"]).rsplit(".", 1)[0]
        seconds = row["seconds"]
        old = worst.get(family)
        if old is None or seconds is None or (old["seconds"] is not None and float(seconds) > float(old["seconds"])):  # type: ignore[arg-type]
            worst[family] = row
    return worst


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds a pattern may take on one input")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--only", default="", help="time only the patterns whose name contains this")
    args = parser.parse_args()
    rows = measure(args.size, args.budget, args.only)
    slow = [r for r in rows if r["seconds"] is None or float(r["seconds"]) > args.budget]  # type: ignore[arg-type]
    print(f"{len(rows)} patterns, {len(INPUTS)} inputs of {args.size:,} characters, budget {args.budget} s\n")
    print("| family | patterns | worst (s) | worst pattern | on |")
    print("|---|---|---|---|---|")
    counts: dict[str, int] = {}
    for row in rows:
        family = str(row["pattern"]).rsplit(".", 1)[0]
        counts[family] = counts.get(family, 0) + 1
    for family, row in sorted(families(rows).items()):
        shown = "timeout" if row["seconds"] is None else f"{row['seconds']:.3f}"
        print(f"| {family} | {counts[family]} | {shown} | {str(row['pattern']).rsplit('.', 1)[1]} | {row['input']} |")
    if slow:
        print("\nover budget:")
        for row in slow:
            shown = "stopped after " + str(max(2.0, 5 * args.budget)) if row["seconds"] is None else row["seconds"]
            print(f"  {row['pattern']}: {shown} s on {row['input']}")
    if args.json:
        args.json.write_text(json.dumps({"size": args.size, "budget": args.budget, "inputs": len(INPUTS), "rows": rows},
                                        indent=1) + "\n")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
