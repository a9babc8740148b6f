"""How `ask` does on real published rulebooks: the texts in ../shared/realbooks, our questions in eval/realbooks.

    python bench/realbooks.py [--split train,dev,test] [--books a,b] [--model NAME] [--details] [--json OUT]

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
                     "top": [r.citation.id for r in answer.results]})
    return {"book": book, "rows": rows}


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
    parser.add_argument("--json", type=Path)
    parser.add_argument("--eval", type=Path, default=EVAL)
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
                continue
            rules = rulesqa.open_index(index)
            langs = {d["lang"] for d in rules.stored.manifest["documents"]}
            scored = score_book(book, rules, questions, "+".join(sorted(langs)))
            results[split_name].extend(scored["rows"])
            print(row(f"{book} ({split_name})", summary(scored["rows"])), flush=True)
            if args.details and split_name != "test":
                for r in scored["rows"]:
                    if r["answerable"] and (not r["quoted"] or r["first_hit"] != 1):
                        print(f"    {r['id']} hit={r['first_hit']} answered={r['answered']} {r['q']}\n"
                              f"       → {str(r['quote'])[:200]!r}  top={r['top'][:3]}")
                    elif not r["answerable"] and r["answered"]:
                        print(f"    {r['id']} UNANSWERABLE answered: {r['q']} → {str(r['quote'])[:150]!r}")
    for split_name, rows in results.items():
        print(row(f"**{split_name}**", summary(rows)))
    if args.json:  # (a test book's rows carry no text: its questions are not to be read while developing)
        out = {name: {"summary": summary(rows),
                      "rows": [{k: v for k, v in r.items() if name != "test" or k not in ("q", "quote")}
                               for r in rows]}
               for name, rows in results.items()}
        args.json.write_text(json.dumps(out, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
