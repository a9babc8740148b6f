"""Write BENCHMARKS.md: one current table of every figure, from the result files of the last bench run.

    python bench/report.py [--results bench/results] [--out BENCHMARKS.md]

`make bench` runs the benchmarks, each writing its JSON into bench/results/, then this. The figures of earlier
releases are in docs/benchmarks-history.md; the first run on the real rulebooks (0.30.1, before any work on them)
is kept in bench/first-run.json and shown beside the current figures, as the headline.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SPLITS = ("train", "dev", "test")
DIRECTIONS = ("en→en", "ru→ru", "ru→en", "en→ru")


def _read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None


def _share(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def _directions(found: dict[str, float]) -> str:
    """R@5 per direction: a book in both languages counts for both (its direction is "en→en+ru")."""
    out = []
    for direction in DIRECTIONS:
        source, target = direction.split("→")
        values = [v for d, v in found.items() if d.split("→")[0] == source and target in d.split("→")[1]]
        if values:
            out.append(f"{direction} {min(values):.2f}")
    return " ".join(out) or "—"


def questions_table(first: dict[str, Any] | None, now: dict[str, Any] | None) -> list[str]:
    lines = ["| split | run | questions | R@1 | R@5 | quoted (answered with a quote that answers) | wrongly abstained "
             "| unanswerable answered | R@5 by direction |", "|---|---|---|---|---|---|---|---|---|"]
    first_run = f"first run, {(first or {}).get('release')}"
    for split in SPLITS:
        for name, source in ((first_run, (first or {}).get("questions", {}).get(split)),
                             ("now", ((now or {}).get(split) or {}).get("summary"))):
            if not source:
                continue
            lines.append(f"| {split} | {name} | {source['questions']} | {_share(source['r1'])} | "
                         f"{_share(source['r5'])} | {_share(source['quoted'])} | "
                         f"{source['abstained']}/{source['answerable']} | "
                         f"{source['answered_unanswerable']}/{source['unanswerable']} | "
                         f"{_directions(source['r5_by_direction'])} |")
    return lines


def claims_table(first: dict[str, Any] | None, now: dict[str, Any] | None) -> list[str]:
    lines = ["| split | run | claims | right | confident wrong | unclear | supported P / R | contradicted P / R "
             "| not found P / R |", "|---|---|---|---|---|---|---|---|---|"]
    first_run = f"first run, {(first or {}).get('release')}"
    for split in SPLITS:
        for name, source in ((first_run, (first or {}).get("claims", {}).get(split)),
                             ("now", ((now or {}).get(split) or {}).get("claims"))):
            if not source:
                continue
            per = " | ".join(f"{source[v]['precision']:.2f} / {source[v]['recall']:.2f}"
                             for v in ("supported", "contradicted", "not-found"))
            lines.append(f"| {split} | {name} | {source['claims']} | {source['right']:.3f} | "
                         f"{source['confident_wrong']} | {source.get('unclear', 0)} | {per} |")
    return lines


def curve_table(now: dict[str, Any] | None, threshold: float | None) -> list[str]:
    lines = ["| split | threshold | answered right | wrongly abstained | unanswerable answered |",
             "|---|---|---|---|---|"]
    for split in SPLITS:
        for point in ((now or {}).get(split) or {}).get("curve", []):
            shipped = threshold is not None and abs(point["threshold"] - threshold) < 1e-6
            at = f"**{point['threshold']:.3f} (shipped)**" if shipped else f"{point['threshold']:.1f}"
            lines.append(f"| {split} | {at} | {point['answered_right']:.3f} | "
                         f"{point['abstained']}/{point['answerable']} | "
                         f"{point['unanswerable_answered']}/{point['unanswerable']} |")
    return lines


def model_table(ranker: dict[str, Any] | None, verdict: dict[str, Any] | None) -> list[str]:
    """The models' own figures from `make models`, on every question and claim of the published train books (each
    judged out of fold: by a model that learnt nothing from its book) and of the dev books."""
    if not ranker or not verdict:
        return ["(no model figures)"]
    rows = ["| questions or claims | R@1 | R@5 | answered right | wrongly abstained | unanswerable answered |"
            " verdicts right | confident wrong |", "|---|---|---|---|---|---|---|---|"]
    asked, judged = ranker.get("figures", {}), verdict.get("figures", {})
    for name, label in (("train out of fold real", "train, out of fold"), ("dev real", "dev")):
        q, c = asked.get(name), judged.get(name)
        if not q or not c:
            continue
        rows.append(f"| {label}: {q['answerable'] + q['unanswerable']} questions, {c['claims']} claims | "
                    f"{q['r1']:.3f} | {q['r5']:.3f} | {q['answered_right']:.3f} | "
                    f"{q['wrongly_abstained']}/{q['answerable']} | {q['unanswerable_answered']}/{q['unanswerable']} | "
                    f"{c['right']:.3f} | {c['confident_wrong']}/{c['claims']} |")
    return rows


def bundled_table(bundled: dict[str, Any] | None, tables: dict[str, Any] | None) -> list[str]:
    lines = ["| measure | figure |", "|---|---|"]
    if bundled:
        c = bundled["all"]
        n = max(1, c["answerable"])
        lines += [f"| questions on the bundled corpus (every set of eval/) | {c['questions']} |",
                  f"| R@1 / R@5 | {c['r1'] / n:.3f} / {c['r5'] / n:.3f} |",
                  f"| quoted | {c['quoted'] / n:.3f} |",
                  f"| wrongly abstained / unanswerable answered | {c['abstained']}/{c['answerable']} · "
                  f"{c['answered_un']}/{c['unanswerable']} |"]
    if tables:
        a = tables["all"]
        lines.append(f"| the team's claim tables (eval/claims*.jsonl): right · confident wrong · unclear | "
                     f"{a['right']}/{a['claims']} · {a['confident_wrong']} · {a['unclear']} |")
    return lines


def formats_table(formats: dict[str, Any] | None) -> list[str]:
    if not formats:
        return ["(no result file: run `python bench/formats.py --json bench/results/formats.json`)"]
    lines = ["| the rules as | books | cut into the same units as their text | books asked | questions | "
             "R@1 text / as page or PDF | R@5 text / as page or PDF | answered text / as page or PDF |",
             "|---|---|---|---|---|---|---|---|"]
    for kind, row in formats.items():
        text, other = row["ask"]["text"], row["ask"][kind]
        lines.append(f"| {kind} | {row['books']} | {row['same_units']}/{row['books']} | {row['asked_books']} | "
                     f"{text['answerable']} | {text['r1']:.3f} / {other['r1']:.3f} | {text['r5']:.3f} / "
                     f"{other['r5']:.3f} | {text['answered']} / {other['answered']} |")
    return lines


SPEED = (("cold_ask_in_process", "cold `ask`, in-process, bundled corpus"),
         ("cold_ask_server", "cold `ask`, query server running"),
         ("baseline_naive", "baseline: import sentence-transformers, load MiniLM, encode, FAISS search"),
         ("warm_ask_bundled", "warm `ask`, bundled corpus, per question"),
         ("warm_ask_large", "warm `ask`, large generated corpus, per question"),
         ("cold_ask_large_in_process", "cold `ask` in-process, large generated corpus"))


def speed_table(run: dict[str, Any] | None) -> list[str]:
    if not run:
        return ["(no speed run in bench/results/run.json)"]
    numpy = run.get("numpy_import", {}).get("median")
    naive = run.get("baseline_naive", {}).get("median")
    lines = ["| measure | median | p90 | runs | × `python -c \"import numpy\"` | naive ÷ this |",
             "|---|---|---|---|---|---|"]
    for key, name in (("numpy_import", "`python -c \"import numpy\"` (interleaved with the cold in-process ask)"),
                      *SPEED):
        if key in run:
            f = run[key]
            times = f"{f['median'] / numpy:.1f}×" if numpy else "—"
            faster = f"{naive / f['median']:.1f}" if naive else "—"
            lines.append(f"| {name} | {f['median'] * 1000:.0f} ms | {f['p90'] * 1000:.0f} ms | {f['runs']} | "
                         f"{times} | {faster} |")
    if "cold_ask_phases" in run:
        phases = run["cold_ask_phases"]
        lines += ["", "Where a cold in-process `ask` spends its time (median of fresh processes, after the "
                      "interpreter starts): " + "; ".join(f"{name} {seconds * 1000:.0f} ms"
                                                         for name, seconds in phases.items()) + "."]
    if "warm_ask_busy" in run:
        busy = run["warm_ask_busy"]
        lines += ["", "Warm `ask` while two other processes keep both cores busy: " + "; ".join(
            f"{key.replace('blas_threads_', '')} BLAS thread(s) median {f['median'] * 1000:.0f} ms, p90 "
            f"{f['p90'] * 1000:.0f} ms" for key, f in busy.items()) + " (the CLI pins one for every command but "
            "`ingest`)."]
    lines += ["", "| ingest | time | peak memory | index on disk |", "|---|---|---|---|"]
    for key, name in (("ingest_bundled", "bundled corpus"), ("ingest_large", "large generated corpus"),
                      ("ingest_one_line", "one rule file of 20 MB on a single line (must stay under 1 GB)")):
        if key in run:
            f = run[key]
            size = f"{f['index_bytes'] / 1e6:.1f} MB"
            units = f" ({f['chunks']:,} units)" if "chunks" in f else ""
            lines.append(f"| {name}{units} | {f['seconds']:.1f} s | {f['peak_rss_mib']:.0f} MiB | {size} |")
    return lines


def web_table(web: dict[str, Any] | None) -> list[str]:
    """rulesqa web under load (bench/web_load.py): the page's size, the first answer, requests per second."""
    if not web:
        return ["(no result file: run `python bench/web_load.py`)"]
    starts = {r["workers"]: r for r in web["runs"] if "first_answer_ms" in r}
    lines = [f"The page before an answer: {web['page_bytes']['total'] / 1000:.1f} KB (HTML, CSS, JavaScript, icon). "
             f"{web['what']}; the best of {web.get('repeat', 1)} runs of up to {web['seconds_per_run']:.0f} s each, on "
             f"{web['machine']['cpus']} cores "
             f"shared with the clients (load average before the run: "
             f"{web['machine'].get('load_average_before', ['—'])[0]}).", "",
             "| workers | ready in | first answer | clients | requests/s | median | p95 | errors |",
             "|---|---|---|---|---|---|---|---|"]
    for r in (r for r in web["runs"] if "clients" in r):
        start = starts.get(r["workers"], {})
        lines.append(f"| {r['workers']} | {start.get('start_seconds', '—')} s | {start.get('first_answer_ms', '—')} ms "
                     f"| {r['clients']} | {r['requests_per_second']} | {r['latency_ms_median']} ms "
                     f"| {r['latency_ms_p95']} ms | {r['errors']} |")
    return lines


def _worst(row: dict[str, Any] | None) -> str:
    if row is None:
        return "—"
    name = str(row["pattern"]).rsplit(".", 1)[1]
    seconds = "stopped (over 5 s)" if row["seconds"] is None else f"{row['seconds']:.3f} s"
    return f"{seconds} `{name}` on {row['input']}"


def patterns_table(before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """Worst time per pattern family (module), before the patterns were made linear and now."""
    if not after:
        return ["(no result file: run `python bench/pattern_timing.py --json bench/results/patterns.json`)"]

    from pattern_timing import families  # the worst row of each family, as the benchmark prints it

    was, now = families((before or {}).get("rows", [])), families(after["rows"])
    lines = [f"All {len(after['rows'])} compiled patterns the package keeps, each on {after.get('inputs', 25)} "
             f"adversarial inputs of {after['size']:,} characters, run as the package runs it (scanned, or matched "
             f"at the start); budget {after['budget']} s an input, stopped after 5 s. Before: 0.31.0 "
             "(bench/patterns-before.json).", "",
             "| family | worst before | worst now |", "|---|---|---|"]
    for family in sorted(now):
        lines.append(f"| {family.removeprefix('rulesqa.')} | {_worst(was.get(family))} | {_worst(now[family])} |")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--results", type=Path, default=ROOT / "bench" / "results")
    parser.add_argument("--out", type=Path, default=ROOT / "BENCHMARKS.md")
    args = parser.parse_args()
    first = _read(ROOT / "bench" / "first-run.json")
    real = _read(args.results / "realbooks.json")
    ranker = _read(ROOT / "rulesqa" / "learn" / "models" / "ranker.json")
    verdict = _read(ROOT / "rulesqa" / "learn" / "models" / "verdict.json")
    threshold = ranker["threshold"] if ranker else None
    packaged_first = _read(ROOT / "bench" / "first-run-packaged.json")
    packaged = _read(args.results / "packagedbooks.json")
    text = [
        "# Benchmarks",
        "",
        f"Generated by `python bench/report.py` from the result files of `make bench` ({time.strftime('%Y-%m-%d')}); "
        "the machine: 2 cores, 24 GB, CPU only, offline. Earlier releases' figures: docs/benchmarks-history.md.",
        "",
        "## Real published rulebooks: `ask` (`python bench/realbooks.py --claims --json bench/results/realbooks.json`)",
        "",
        "Books split by book (eval/realbooks/split.toml); the models learn from train, choose their thresholds on dev, "
        "and never see test. \"First run\" is 0.30.1 on questions written before anything ran on the books.",
        "",
        *questions_table(first, real),
        "",
        "Coverage against accuracy as the ranker's threshold moves (answered right: the first result holds the gold; "
        "the shipped threshold was chosen on dev for at most 1 unanswerable question in 10 answered):",
        "",
        *curve_table(real, threshold),
        "",
        "Every question and claim written on the published train and dev books (all their files, not only the "
        "first ones above), as `make models` measures them: a train book's by models that learnt nothing "
        "from it, out of fold (rulesqa/learn/folds.py).",
        "",
        *model_table(ranker, verdict),
        "",
        "## Real published rulebooks: `verify`",
        "",
        "Right: the expected verdict, decided by the rule the claim is about. Confident wrong: \"supported\" or "
        "\"contradicted\" and not right. Unclear: the verdict model doubted the judge and said \"not found\" "
        f"(its bar: {verdict['sure'] if verdict else '—'}).",
        "",
        *claims_table(first, real),
        "",
        "## Rulebooks from Debian's packages (`python bench/packaged_books.py --out DIR`, then "
        "`RULESQA_REALBOOKS=DIR python bench/realbooks.py --eval eval/packagedbooks --claims "
        "--json bench/results/packagedbooks.json`)",
        "",
        "Six KDE games' handbooks as their packages ship them: pages of HTML in one language each "
        "(eval/packagedbooks). "
        "Nothing was trained or tuned on them: \"first run\" is the first time rulesqa read them, on questions and "
        "claims written before, by someone who had not seen how it answers; \"now\" is after this release's reading of "
        "web pages, which the train and dev books guided.",
        "",
        *questions_table(packaged_first, packaged),
        "",
        *claims_table(packaged_first, packaged),
        "",
        "## The bundled corpus (`python bench/bundled.py --json bench/results/bundled.json`; "
        "`python bench/verify_claims.py --json bench/results/claims-tables.json`)",
        "",
        "The bundled corpus and its claim tables are training data of the models: these figures show they still hold, "
        "not how rulesqa does on a book it never saw.",
        "",
        *bundled_table(_read(args.results / "bundled.json"), _read(args.results / "claims-tables.json")),
        "",
        "## Rulebooks as web pages and PDFs (`python bench/formats.py --json bench/results/formats.json`)",
        "",
        "The team's Markdown rulebooks rendered to the web pages markdown-it makes of them, its plain-text ones "
        "printed to PDFs of 50 lines a page (tests/pdf_maker.py): the units read from the page or PDF against those "
        "of the text, and `ask` on the questions of every third book, on both.",
        "",
        *formats_table(_read(args.results / "formats.json")),
        "",
        "## Patterns on adversarial text (`python bench/pattern_timing.py --json bench/results/patterns.json`)",
        "",
        *patterns_table(_read(ROOT / "bench" / "patterns-before.json"), _read(args.results / "patterns.json")),
        "",
        "## Speed, size and memory (`python bench/run.py --out bench/results/run.json`)",
        "",
        *speed_table(_read(args.results / "run.json")),
        "",
        "## `rulesqa web` under load (`python bench/web_load.py`)",
        "",
        *web_table(_read(args.results / "web.json")),
        "",
    ]
    args.out.write_text("\n".join(text), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
