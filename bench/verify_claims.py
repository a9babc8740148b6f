"""Precision and recall per verdict of `rulesqa verify` on the claim tables.

    python bench/verify_claims.py [--index DIR] [TABLE.jsonl …]   (default: the four tables in eval/)

A case is right when the verdict is the expected one and the deciding section is the expected rule (for a
wrong citation: the section named as the one that says it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rulesqa  # noqa: E402
from rulesqa.verify import VERDICTS, score_table, verify  # noqa: E402


def check(rules: rulesqa.RulesIndex, case: dict) -> tuple[str, bool, str]:  # type: ignore[type-arg]
    result = verify(rules, case["claim"], case.get("cite"))
    decided = result.citation.id if result.citation else None
    right = result.verdict == case["verdict"]
    if case.get("rule"):
        if case["verdict"] == "not-found":
            right = right and bool(result.elsewhere) and result.elsewhere["id"] == case["rule"]
        else:
            right = right and decided == case["rule"]
    return result.verdict, right, result.reason


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("tables", nargs="*",
                        default=["eval/claims.jsonl", "eval/claims_holdout.jsonl", "eval/claims_holdout2.jsonl",
                                 "eval/claims_holdout3.jsonl", "eval/claims_holdout4.jsonl",
                                 "eval/claims_holdout5.jsonl", "eval/claims_holdout6.jsonl",
                                 "eval/claims_holdout7.jsonl", "eval/claims_holdout8.jsonl",
                                 "eval/claims_holdout9.jsonl", "eval/claims_holdout10.jsonl"])
    parser.add_argument("--index", default="index")
    parser.add_argument("--json", type=Path, help="write the figures per table and in all to this file")
    args = parser.parse_args()
    if not (Path(args.index) / "CURRENT").exists():  # (make bench gives a fresh folder: build it)
        from rulesqa.ingest import ingest

        ingest(ROOT / "corpus", Path(args.index))
    rules = rulesqa.open_index(args.index)
    figures: dict[str, dict[str, int]] = {}
    for table in args.tables:
        cases = [json.loads(line) for line in (ROOT / table).read_text(encoding="utf-8").splitlines() if line.strip()]
        outcomes = [(case, *check(rules, case)) for case in cases]
        pairs = [(case["verdict"], got) for case, got, _, _ in outcomes]
        scores = score_table(pairs)  # type: ignore[arg-type]
        right = sum(1 for *_, ok, _ in outcomes if ok)
        print(f"{table}: {right}/{len(cases)} right (verdict and deciding rule)")
        figures[Path(table).name] = {"claims": len(cases), "right": right,
                                     "confident_wrong": sum(1 for case, got, ok, _ in outcomes if not ok
                                                            and got in ("supported", "contradicted")),
                                     "unclear": sum(1 for _, _, _, reason in outcomes
                                                    if reason.startswith(("unclear", "неясно")))}
        print("  verdict        n   precision  recall")
        for verdict in VERDICTS:
            s = scores[verdict]
            print(f"  {verdict:<13} {int(s['count']):>2}   {s['precision']:.2f}       {s['recall']:.2f}")
        for case, got, ok, reason in outcomes:
            if not ok:
                print(f"  miss {case['id']}: expected {case['verdict']}, got {got} ({reason}): {case['claim']}")
    if args.json:
        keys = ("claims", "right", "confident_wrong", "unclear")
        total = {key: sum(f[key] for f in figures.values()) for key in keys}
        args.json.write_text(json.dumps({"tables": figures, "all": total}, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
