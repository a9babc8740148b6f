"""Questions typed in a hurry: one typo in one word of every question of a set, then `rulesqa eval` on both.

    python bench/typos.py [--seed 1] [--out eval/questions_typos.jsonl] [SET.jsonl …]

A typo is one deleted, doubled or swapped letter inside a word of five letters or more (seeded, so the same
seed writes the same file). The file is written first, then the clean and the typed sets are evaluated with the
index in ./index (built if missing), and the two results are printed side by side.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rulesqa  # noqa: E402
from rulesqa.evaluation import EvalQuestion, evaluate_index, read_questions  # noqa: E402

_LONG_WORD = re.compile(r"[^\W\d_]{5,}")


def typo(text: str, rng: random.Random) -> str:
    words = list(_LONG_WORD.finditer(text))
    if not words:
        return text
    match = rng.choice(words)
    word, i = match.group(0), rng.randrange(1, len(match.group(0)) - 1)
    kind = rng.choice(("delete", "double", "swap"))
    if kind == "delete":
        typed = word[:i] + word[i + 1:]
    elif kind == "double":
        typed = word[:i] + word[i] + word[i:]
    else:
        typed = word[:i - 1] + word[i] + word[i - 1] + word[i + 1:]
    return text[:match.start()] + typed + text[match.end():]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sets", nargs="*", default=["eval/questions.jsonl", "eval/reference_dev_questions.jsonl"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="eval/questions_typos.jsonl")
    parser.add_argument("--index", default="index")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    clean: list[EvalQuestion] = [q for path in args.sets for q in read_questions(ROOT / path)]
    typed = [EvalQuestion(f"{q.id}-typo", q.lang, typo(q.q, rng), q.gold) for q in clean]
    lines = [json.dumps({"id": q.id, "lang": q.lang, "q": q.q, "gold": list(q.gold)}, ensure_ascii=False)
             for q in typed]
    (ROOT / args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    rules = rulesqa.open_index(args.index)
    for name, questions in (("clean", clean), ("with a typo", typed)):
        report = evaluate_index(rules, questions)
        right = sum(1 for o in report.outcomes if o.question.gold and o.first_hit == 1 and o.answered)
        print(f"{name:12} answered with the right rule first {right}/{report.overall.count}, "
              f"R@5 {report.overall.recall_at_5:.3f}, wrongly abstained {report.wrongly_abstained}, "
              f"wrongly answered {report.wrongly_answered}/{report.unanswerable}")


if __name__ == "__main__":
    main()
