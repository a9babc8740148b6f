"""How `ask` does on rulebooks nobody tuned it for: the small Markdown rulebooks under eval/rulebooks/.

    python bench/rulebooks.py [--model NAME] [RULEBOOK_FOLDER …]

Each folder holds a `corpus/` (a rulebook and its corpus.toml, no glossary) and a `questions.jsonl` in the format
of `rulesqa eval`. Each corpus is ingested into a temporary index with the default model, then every question is
asked as `rulesqa eval` asks it. Prints one row per rulebook: Recall@1, Recall@5, MRR, answerable questions not
answered, answerable questions answered with another rule first, and unanswerable ones answered — the table in
BENCHMARKS.md ("Rulebooks nobody tuned for"). A folder with a `claims.jsonl` (the format of eval/claims.jsonl) has
its claims verified too: how many get the expected verdict from the expected rule, and the misses. A rulebook
that cannot be ingested is a row of its own with every answerable question missed, and the reason.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from verify_claims import check  # noqa: E402

import rulesqa  # noqa: E402
from rulesqa.embed import DEFAULT_MODEL, get_embedder  # noqa: E402
from rulesqa.errors import CorpusError  # noqa: E402
from rulesqa.evaluation import evaluate_index, read_questions  # noqa: E402
from rulesqa.ingest import ingest  # noqa: E402

RULEBOOKS = ROOT / "eval" / "rulebooks"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folders", nargs="*", type=Path, help="default: every folder of eval/rulebooks/")
    parser.add_argument("--model", default=DEFAULT_MODEL)
    args = parser.parse_args()
    print("| rulebook | questions | R@1 | R@5 | MRR | wrongly abstained | answered, wrong rule first "
          "| wrongly answered |")
    print("|---|---|---|---|---|---|---|---|")
    verdicts: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for folder in args.folders or sorted(p for p in RULEBOOKS.iterdir() if p.is_dir()):
            index = Path(tmp) / folder.name
            questions = read_questions(folder / "questions.jsonl")
            try:
                ingest(folder / "corpus", index, embedder=get_embedder(args.model))
            except CorpusError as error:
                # the user would get this message and no answers at all: every answerable question is missed
                answerable = sum(1 for q in questions if q.gold)
                print(f"| {folder.name} | {len(questions)} | 0.000 | 0.000 | 0.000 | {answerable}/{answerable} | "
                      f"0/{answerable} | 0/{len(questions) - answerable} |")
                verdicts.append(f"{folder.name}: not ingested, so no claim checked: {error}")
                continue
            report = evaluate_index(rulesqa.open_index(index), questions)
            o = report.overall
            answerable = len(questions) - report.unanswerable
            misled = sum(1 for q in report.outcomes if q.question.gold and q.answered and q.first_hit != 1)
            print(f"| {folder.name} | {len(questions)} | {o.recall_at_1:.3f} | {o.recall_at_5:.3f} | {o.mrr:.3f} | "
                  f"{report.wrongly_abstained}/{answerable} | {misled}/{answerable} | "
                  f"{report.wrongly_answered}/{report.unanswerable} |")
            claims = folder / "claims.jsonl"
            if claims.exists():
                rules = rulesqa.open_index(index)
                cases = [json.loads(line) for line in claims.read_text(encoding="utf-8").splitlines() if line.strip()]
                outcomes = [(case, *check(rules, case)) for case in cases]
                verdicts.append(f"{folder.name}: claims {sum(1 for *_, ok, _ in outcomes if ok)}/{len(cases)} right "
                                "(verdict and deciding rule)")
                verdicts.extend(f"  miss {case['id']}: expected {case['verdict']}, got {got} ({why}): {case['claim']}"
                                for case, got, ok, why in outcomes if not ok)
    print("\n".join(["", *verdicts]) if verdicts else "")


if __name__ == "__main__":
    main()
