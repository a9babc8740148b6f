"""The bundled corpus's question sets in one table: what `rulesqa eval` says on each, and the quoted answers.

    python bench/bundled.py [--model NAME] [--json OUT]

Builds a temporary index of corpus/ and scores every question set of eval/ that is about it (questions*.jsonl and
reference_dev_questions.jsonl): R@1, R@5, wrongly abstained, wrongly answered, and how many answers given quote a
sentence holding the gold. The last row adds them all up.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rulesqa  # noqa: E402
from rulesqa.embed import DEFAULT_MODEL, get_embedder  # noqa: E402
from rulesqa.evaluation import read_questions  # noqa: E402
from rulesqa.ingest import ingest  # noqa: E402

SETS = sorted(p for p in (ROOT / "eval").glob("*.jsonl")
              if p.name.startswith(("questions", "reference_dev")) and "typos" not in p.name)


def score(rules: Any, path: Path) -> dict[str, int]:
    counts = {"questions": 0, "answerable": 0, "r1": 0, "r5": 0, "quoted": 0, "abstained": 0, "answered_un": 0,
              "unanswerable": 0}
    for q in read_questions(path):
        answer = rules.ask(q.q, k=5, lang=q.lang if q.lang in ("en", "ru") else "auto")
        counts["questions"] += 1
        if not q.gold:
            counts["unanswerable"] += 1
            counts["answered_un"] += answer.answered
            continue
        counts["answerable"] += 1
        texts = [r.text for r in answer.results]
        first = next((i for i, t in enumerate(texts, start=1) if q.is_hit(t)), None)
        counts["r1"] += first == 1
        counts["r5"] += first is not None
        counts["abstained"] += not answer.answered
        counts["quoted"] += bool(answer.answered and answer.text and q.is_hit(answer.text))
    return counts


def row(name: str, c: dict[str, int]) -> str:
    n = max(1, c["answerable"])
    return (f"| {name} | {c['questions']} | {c['r1'] / n:.3f} | {c['r5'] / n:.3f} | {c['quoted'] / n:.3f} | "
            f"{c['abstained']}/{c['answerable']} | {c['answered_un']}/{c['unanswerable']} |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    print("| set | questions | R@1 | R@5 | quoted | wrongly abstained | wrongly answered |")
    print("|---|---|---|---|---|---|---|")
    total: dict[str, int] = {}
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        ingest(ROOT / "corpus", Path(tmp) / "index", embedder=get_embedder(args.model))
        rules = rulesqa.open_index(Path(tmp) / "index")
        for path in SETS:
            counts = score(rules, path)
            results[path.name] = counts
            print(row(path.name, counts), flush=True)
            for key, value in counts.items():
                total[key] = total.get(key, 0) + value
    print(row("**all**", total))
    if args.json:
        args.json.write_text(json.dumps({"sets": results, "all": total}, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
