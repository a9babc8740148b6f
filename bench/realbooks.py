"""How `ask` does on real published rulebooks: the texts in ../shared/realbooks, our questions in eval/realbooks.

    python bench/realbooks.py [--split train,dev,test] [--books a,b] [--model NAME] [--details] [--claims]
                              [--json OUT] [--rows OUT]

Each book of eval/realbooks/split.toml is copied (only for the run, into a temporary folder: the texts are not ours
to publish) with the documents it is measured on, ingested with the default model, and asked every question of its
`questions.jsonl` as `rulesqa eval` asks it. Per book and per split it prints:

- R@1, R@5: an answerable question's gold is in the first / the first five results;
- quoted: the answer given quotes a sentence holding the gold (answered, and the quote contains it);
- abstained: answerable questions answered "not in the rules"; answered: unanswerable questions answered;
- R@5 by direction (question language → rule language).

`--details` lists every miss, never for a test book (test books are frozen: only their figures are shown).
When ../shared/realbooks is absent it says so and exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import tomllib
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rulesqa  # noqa: E402
from rulesqa.embed import DEFAULT_MODEL, get_embedder  # noqa: E402
from rulesqa.errors import RulesqaError  # noqa: E402
from rulesqa.evaluation import EvalQuestion, read_questions  # noqa: E402
from rulesqa.ingest import ingest  # noqa: E402

BOOKS = Path(os.environ.get("RULESQA_REALBOOKS", ROOT.parent / "shared" / "realbooks"))
EVAL = ROOT / "eval" / "realbooks"


def book_corpus(book: str, into: Path, documents: list[str] | None) -> Path:
    """A corpus folder (under ``into``) with the book's documents, or those named; the texts are copied for the run."""
    source = BOOKS / book
    target = into / book
    target.mkdir(parents=True)
    manifest = tomllib.loads((source / "corpus.toml").read_text(encoding="utf-8"))
    kept = [d for d in manifest["document"] if documents is None or d["id"] in documents]
    lines = []
    for doc in kept:
        shutil.copyfile(source / doc["file"], target / Path(doc["file"]).name)
        lines.append("[[document]]")
        lines.extend(f"{key} = {json.dumps(value, ensure_ascii=False)}" for key, value in doc.items()
                     if key != "file")
        lines.append(f'file = "{Path(doc["file"]).name}"')
        lines.append("")
    (target / "corpus.toml").write_text("\n".join(lines), encoding="utf-8")
    return target


def score_book(book: str, rules: Any, questions: list[EvalQuestion], book_lang: str) -> dict[str, Any]:
    rows = []
    for q in questions:
        started = time.perf_counter()
        try:
            answer = rules.ask(q.q, k=5, lang=q.lang if q.lang in ("en", "ru") else "auto")
        except Exception as error:  # a crash is what the user gets: no answer, counted as such and named
            rows.append({"id": q.id, "lang": q.lang, "q": q.q, "answerable": bool(q.gold), "first_hit": None,
                         "answered": False, "quoted": False, "seconds": 0.0, "direction": f"{q.lang}→{book_lang}",
                         "quote": f"CRASH {type(error).__name__}: {error}", "top": [], "crashed": True})
            continue
        seconds = time.perf_counter() - started
        texts = [r.text for r in answer.results]
        first = next((i for i, t in enumerate(texts, start=1) if q.is_hit(t)), None)
        quoted = bool(answer.answered and answer.text and q.is_hit(answer.text))
        rows.append({"id": q.id, "lang": q.lang, "q": q.q, "answerable": bool(q.gold), "first_hit": first,
                     "answered": answer.answered, "quoted": quoted, "seconds": round(seconds, 3),
                     "direction": f"{q.lang}→{book_lang}", "quote": answer.text,
                     "top": [r.citation.id for r in answer.results], "confidence": answer.confidence})
    return {"book": book, "rows": rows}


def read_claims(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def score_claims(rules: Any, claims: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each claim verified as `rulesqa verify` does: the verdict, and whether it is right (the table's verdict, decided
    by the rule the claim is about: rulesqa.learn.train_verdicts.verdict_is_right, as the verdict model learns it)."""
    from rulesqa.learn.train_verdicts import verdict_is_right
    from rulesqa.verify import verify

    rows = []
    for claim in claims:
        confidence, unclear = None, False
        try:
            result = verify(rules, claim["claim"], claim.get("cite"))
            verdict, confidence, unclear = result.verdict, result.confidence, result.unclear
            rule_id = result.citation.id if result.citation is not None else None
            cited = rules.stored.get(rule_id) if rule_id is not None else None
            right = verdict_is_right(claim, verdict, rule_id, cited.text if cited is not None else "")
        except Exception as error:  # a crash is a wrong verdict, named
            verdict, right = f"crash: {type(error).__name__}", False
        expected = claim["verdict"]
        rows.append({"id": claim["id"], "expected": expected, "got": verdict, "right": right,
                     "confident_wrong": verdict in ("supported", "contradicted") and not right,
                     "confidence": confidence, "unclear": unclear})
    return rows


def claims_row(name: str, rows: list[dict[str, Any]]) -> str:
    s = claims_summary(rows)
    per = " · ".join(f"{v} P {s[v]['precision']:.2f} R {s[v]['recall']:.2f}"
                     for v in ("supported", "contradicted", "not-found"))
    return f"| {name} | {s['claims']} | {s['right']:.3f} | {s['confident_wrong']} | {s['unclear']} | {per} |"


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    answerable = [r for r in rows if r["answerable"]]
    unanswerable = [r for r in rows if not r["answerable"]]
    n = max(1, len(answerable))
    directions: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in answerable:
        directions[r["direction"]].append(r)
    return {
        "questions": len(rows), "answerable": len(answerable),
        "r1": sum(r["first_hit"] == 1 for r in answerable) / n,
        "r5": sum(r["first_hit"] is not None for r in answerable) / n,
        "quoted": sum(r["quoted"] for r in answerable) / n,
        "abstained": sum(not r["answered"] for r in answerable),
        "answered_unanswerable": sum(r["answered"] for r in unanswerable), "unanswerable": len(unanswerable),
        "r5_by_direction": {d: round(sum(r["first_hit"] is not None for r in rs) / len(rs), 3)
                            for d, rs in sorted(directions.items())},
        "mean_seconds": sum(r["seconds"] for r in rows) / max(1, len(rows)),
        "crashes": sum(bool(r.get("crashed")) for r in rows),
    }


def claims_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"claims": len(rows), "right": sum(r["right"] for r in rows) / max(1, len(rows)),
                           "confident_wrong": sum(r["confident_wrong"] for r in rows),
                           "unclear": sum(r.get("unclear", False) for r in rows)}
    for verdict in ("supported", "contradicted", "not-found"):
        got = [r for r in rows if r["got"] == verdict]
        want = [r for r in rows if r["expected"] == verdict]
        right = sum(1 for r in want if r["right"])
        out[verdict] = {"precision": sum(1 for r in got if r["right"]) / len(got) if got else 1.0,
                        "recall": right / max(1, len(want)), "claims": len(want)}
    return out


CURVE = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)


def curve(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Coverage against accuracy as the ranker's threshold moves: at each (and at the shipped one), the answerable
    questions answered with the right rule first, those abstained, and the unanswerable ones answered."""
    from rulesqa.learn.ranker import packaged

    shipped = packaged()
    points = sorted({*CURVE, *([json.loads(shipped.read_text(encoding="utf-8"))["threshold"]] if shipped else [])})
    answerable = [r for r in rows if r["answerable"] and r.get("confidence") is not None]
    unanswerable = [r for r in rows if not r["answerable"] and r.get("confidence") is not None]
    return [{"threshold": t,
             "answered_right": sum(r["confidence"] >= t and r["first_hit"] == 1 for r in answerable)
             / max(1, len(answerable)),
             "abstained": sum(r["confidence"] < t for r in answerable), "answerable": len(answerable),
             "unanswerable_answered": sum(r["confidence"] >= t for r in unanswerable),
             "unanswerable": len(unanswerable)} for t in points]


def row(name: str, s: dict[str, Any]) -> str:
    dirs = " ".join(f"{d} {v:.2f}" for d, v in s["r5_by_direction"].items())
    return (f"| {name} | {s['questions']} | {s['r1']:.3f} | {s['r5']:.3f} | {s['quoted']:.3f} | "
            f"{s['abstained']}/{s['answerable']} | {s['answered_unanswerable']}/{s['unanswerable']} | {dirs} | "
            f"{s['mean_seconds']:.2f} |" + (f" {s['crashes']} crashed |" if s["crashes"] else ""))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", default="train,dev,test")
    parser.add_argument("--books", default="")
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--details", action="store_true")
    parser.add_argument("--json", type=Path, help="write the figures per split (summary, curve, claims) here")
    parser.add_argument("--rows", type=Path, help="write every question's outcome here")
    parser.add_argument("--eval", type=Path, default=EVAL)
    parser.add_argument("--claims", action="store_true", help="verify the books' claims too")
    args = parser.parse_args()
    if not BOOKS.is_dir():
        print(f"{BOOKS} is absent: the real rulebooks are not here, nothing measured")
        return 0
    split = tomllib.loads((args.eval / "split.toml").read_text(encoding="utf-8"))
    documents = split.get("documents", {})
    wanted = args.split.split(",")
    chosen = [(name, book) for name in wanted for book in split[name]
              if not args.books or book in args.books.split(",")]
    print("| book | questions | R@1 | R@5 | quoted | abstained (answerable) | answered (unanswerable) "
          "| R@5 by direction | s/question |")
    print("|---|---|---|---|---|---|---|---|---|")
    results: dict[str, list[dict[str, Any]]] = defaultdict(list)
    claim_results: dict[str, list[dict[str, Any]]] = defaultdict(list)
    claim_lines: list[str] = []
    embedder = get_embedder(args.model)
    with tempfile.TemporaryDirectory() as tmp:
        for split_name, book in chosen:
            corpus = book_corpus(book, Path(tmp) / "corpora", documents.get(book))
            index = Path(tmp) / "indexes" / book
            questions = read_questions(args.eval / book / "questions.jsonl")
            try:
                ingest(corpus, index, embedder=embedder)
            except RulesqaError as error:  # the user gets no answer at all: every question is a miss
                print(f"| {book} ({split_name}) | not ingested: {error} |")
                scored = {"rows": [{"id": q.id, "lang": q.lang, "q": q.q, "answerable": bool(q.gold),
                                    "first_hit": None, "answered": False, "quoted": False, "seconds": 0.0,
                                    "direction": f"{q.lang}→?", "quote": None, "top": [], "crashed": True}
                                   for q in questions]}
                results[split_name].extend(scored["rows"])
                if args.claims:
                    lost = [{"id": c["id"], "expected": c["verdict"], "got": "not ingested", "right": False,
                             "confident_wrong": False, "confidence": None, "unclear": False}
                            for c in read_claims(args.eval / book / "claims.jsonl")]
                    claim_results[split_name].extend(lost)
                    claim_lines.append(claims_row(f"{book} ({split_name})", lost))
                continue
            rules = rulesqa.open_index(index)
            langs = {d["lang"] for d in rules.stored.manifest["documents"]}
            scored = score_book(book, rules, questions, "+".join(sorted(langs)))
            results[split_name].extend(scored["rows"])
            print(row(f"{book} ({split_name})", summary(scored["rows"])), flush=True)
            if args.claims:
                verified = score_claims(rules, read_claims(args.eval / book / "claims.jsonl"))
                claim_results[split_name].extend(verified)
                claim_lines.append(claims_row(f"{book} ({split_name})", verified))
            if args.details and split_name != "test":
                for r in scored["rows"]:
                    if r["answerable"] and (not r["quoted"] or r["first_hit"] != 1):
                        print(f"    {r['id']} hit={r['first_hit']} answered={r['answered']} {r['q']}\n"
                              f"       → {str(r['quote'])[:200]!r}  top={r['top'][:3]}")
                    elif not r["answerable"] and r["answered"]:
                        print(f"    {r['id']} UNANSWERABLE answered: {r['q']} → {str(r['quote'])[:150]!r}")
    for split_name, rows in results.items():
        print(row(f"**{split_name}**", summary(rows)))
    if args.claims:
        print("\n| book | claims | right | confident wrong | unclear | per verdict (precision, recall) |\n"
              "|---|---|---|---|---|---|")
        print("\n".join(claim_lines))
        for split_name, rows in claim_results.items():
            print(claims_row(f"**{split_name}**", rows))
    if args.json:  # the figures bench/report.py reads (small: kept in bench/results/)
        out = {name: {"summary": summary(rows), "curve": curve(rows),
                      "claims": claims_summary(claim_results[name]) if args.claims else None}
               for name, rows in results.items()}
        args.json.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.rows:  # every question's outcome, for study (no row carries rule text, which is not ours to publish; a
        # test book's rows carry no question either: its questions are not to be read while developing)
        rows_out = {name: [{k: v for k, v in r.items() if k != "quote" and (name != "test" or k != "q")}
                           for r in rows] for name, rows in results.items()}
        args.rows.write_text(json.dumps(rows_out, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
