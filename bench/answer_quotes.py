"""Does the quoted answer hold the answer? The key sentences of `rulesqa ask`, checked against the gold.

    python bench/answer_quotes.py [--index DIR] [QUESTIONS.jsonl …]

For every answerable question that `ask` answers with the right rule first (a retrieval miss is `rulesqa eval`'s
business), the quoted text — the key sentence(s), or a numbered rule whole — is right when it contains one of the
question's gold substrings (compared as `rulesqa eval` compares them). A guide topic's summary line often says
the same as its detail in other words, so a miss here is not always a wrong quote: the misses are listed to read.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rulesqa  # noqa: E402
from rulesqa.evaluation import read_questions  # noqa: E402

SETS = ["eval/questions.jsonl", "eval/reference_dev_questions.jsonl", "eval/questions_holdout.jsonl",
        "eval/questions_holdout2.jsonl", "eval/questions_holdout3.jsonl",
        "eval/questions_holdout4.jsonl", "eval/questions_holdout5.jsonl",
        "eval/questions_holdout6.jsonl", "eval/questions_holdout7.jsonl", "eval/questions_holdout8.jsonl",
        "eval/questions_holdout9.jsonl", "eval/questions_holdout10.jsonl", "eval/questions_holdout11.jsonl",
        "eval/questions_holdout12.jsonl", "eval/questions_holdout13.jsonl"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sets", nargs="*", default=SETS)
    parser.add_argument("--index", default="index")
    args = parser.parse_args()
    rules = rulesqa.open_index(args.index)
    for path in args.sets:
        checked = right = 0
        misses = []
        for question in read_questions(ROOT / path):
            if not question.gold:
                continue
            answer = rules.ask(question.q)
            if not answer.answered or answer.reason == "citation" or not question.is_hit(answer.results[0].text):
                continue
            checked += 1
            if answer.text is not None and question.is_hit(answer.text):
                right += 1
            else:
                misses.append(f"  miss {question.id}: {question.q} → {answer.text}")
        print(f"{path}: {right}/{checked} quoted answers contain the gold")
        print("\n".join(misses))


if __name__ == "__main__":
    main()
