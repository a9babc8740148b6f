"""`rulesqa web` under load: requests per second at 1, 2 and 4 concurrent clients, over 127.0.0.1 only.

    python bench/web_load.py [--index DIR] [--workers 1,2] [--clients 1,2,4] [--seconds 5] [--max-requests 3000]
                             [--repeat 3] [--json bench/results/web.json]

Builds the bundled corpus's index with the default embedder (unless ``--index`` names one), then for each number
of server workers starts ``rulesqa web --port 0 --workers N`` as a person does, and measures:

- the page's size before an answer (the HTML of ``/`` and every asset it loads);
- the time to the first answer once the server answers (its models warmed at start-up), of ``/api/ask``;
- for each number of clients, keep-alive connections asking ``/api/ask`` a fixed mix of English and Russian
  questions back to back: requests, errors, requests per second, and latency (median, 95th percentile); the best of
  ``--repeat`` runs, as other work on a shared machine can only slow a run (every run's figure is kept too).

Bounded and self-stopping: each run stops after ``--seconds`` or ``--max-requests``, whichever comes first; every
server is stopped with Ctrl-C (killed if it has not stopped in 20 s). Nothing is sent anywhere but 127.0.0.1.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

QUESTIONS = [
    "What happens when my deck is empty and I must draw?",
    "Что делать, если колода пуста?",
    "How many spell scrolls can I hold?",
    "Может ли герой атаковать?",
    "Which unit does an AI ranged unit attack first?",
    "Сколько карт можно держать в руке?",
    "What does Search do?",
    "Can a creature act on the turn it enters play?",
]
HOST = "127.0.0.1"


def start(index: Path, workers: int) -> tuple[subprocess.Popen[str], int]:
    from rulesqa.web.child import WebNotStarted
    from rulesqa.web.child import start as start_web

    try:
        process, url = start_web(index, "--host", HOST, "--workers", str(workers), cwd=ROOT)
    except WebNotStarted as error:
        raise SystemExit(str(error)) from None
    return process, int(urllib.parse.urlsplit(url).port or 0)


def stop(process: subprocess.Popen[str]) -> None:
    from rulesqa.web.child import stop as stop_web

    stop_web(process)


def get(connection: http.client.HTTPConnection, path: str) -> tuple[int, bytes]:
    connection.request("GET", path)
    response = connection.getresponse()
    return response.status, response.read()


def ready(port: int, deadline: float = 120.0) -> None:
    """Wait until every worker answers (with several workers, the first to start answers first)."""
    start_time = time.monotonic()
    while time.monotonic() - start_time < deadline:
        try:
            connection = http.client.HTTPConnection(HOST, port, timeout=30)
            status, _ = get(connection, "/api/docs")
            connection.close()
            if status == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit(f"the server on port {port} did not answer in {deadline:.0f} s")


def page_size(port: int) -> dict[str, int]:
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    _, page = get(connection, "/")
    sizes = {"/": len(page)}
    for asset in re.findall(r'(?:href|src)="(/static/[^"]+)"', page.decode("utf-8")):
        sizes[asset] = len(get(connection, asset)[1])
    connection.close()
    return {**sizes, "total": sum(sizes.values())}


def ask_path(n: int) -> str:
    return "/api/ask?" + urllib.parse.urlencode({"q": QUESTIONS[n % len(QUESTIONS)]})


def first_answer_ms(port: int) -> float:
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    began = time.perf_counter()
    status, _ = get(connection, ask_path(0))
    elapsed = (time.perf_counter() - began) * 1000
    connection.close()
    assert status == 200, status
    return round(elapsed, 1)


def load(port: int, clients: int, seconds: float, max_requests: int) -> dict[str, Any]:
    """``clients`` threads on keep-alive connections asking back to back until the time or the count runs out."""
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    issued = [0]
    stop_at = time.monotonic() + seconds

    def client(offset: int) -> None:
        connection = http.client.HTTPConnection(HOST, port, timeout=30)
        n = offset
        while time.monotonic() < stop_at:
            with lock:
                if issued[0] >= max_requests:
                    break
                issued[0] += 1
            began = time.perf_counter()
            try:
                status, _ = get(connection, ask_path(n))
            except OSError:
                status = 0
                connection.close()
                connection = http.client.HTTPConnection(HOST, port, timeout=30)
            took = time.perf_counter() - began
            with lock:
                if status == 200:
                    latencies.append(took)
                else:
                    errors[0] += 1
            n += 1
        connection.close()

    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 60)
    elapsed = time.perf_counter() - began
    ordered = sorted(latencies)
    return {
        "clients": clients, "requests": len(latencies), "errors": errors[0], "seconds": round(elapsed, 2),
        "requests_per_second": round(len(latencies) / elapsed, 1),
        "latency_ms_median": round(statistics.median(ordered) * 1000, 1) if ordered else None,
        "latency_ms_p95": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 1) if ordered else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--index", type=Path, help="an index to serve (default: the bundled corpus, built here)")
    parser.add_argument("--workers", default="1,2", help="server workers to measure, comma-separated")
    parser.add_argument("--clients", default="1,2,4", help="concurrent clients, comma-separated")
    parser.add_argument("--seconds", type=float, default=5.0, help="how long each run lasts at most")
    parser.add_argument("--max-requests", type=int, default=3000, help="how many requests each run makes at most")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs of each measure; the best is kept (other work on a shared machine only slows one)")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "web.json")
    args = parser.parse_args()

    load_before = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory() as scratch:
        index = args.index
        if index is None:
            from rulesqa.ingest import ingest

            index = Path(scratch) / "index"
            ingest(ROOT / "corpus", index)
        runs = []
        page: dict[str, int] = {}
        for workers in (int(w) for w in args.workers.split(",")):
            started = time.perf_counter()
            process, port = start(index, workers)
            try:
                ready(port)
                start_seconds = round(time.perf_counter() - started, 2)
                if workers > 1:  # the first worker answers while the others still load and warm their models
                    time.sleep(min(30.0, 2.0 * start_seconds * workers))
                first = first_answer_ms(port)
                page = page_size(port)
                load(port, 1, 1.0, 20)  # every worker's connection pool and caches, as after a few questions
                for clients in (int(c) for c in args.clients.split(",")):
                    tries = [load(port, clients, args.seconds, args.max_requests) for _ in range(args.repeat)]
                    best = max(tries, key=lambda t: t["requests_per_second"])
                    row = {"workers": workers, **best, "tries_requests_per_second": [t["requests_per_second"]
                                                                                     for t in tries]}
                    runs.append(row)
                    print(f"workers {workers}, clients {clients}: {row['requests_per_second']} req/s "
                          f"(median {row['latency_ms_median']} ms, p95 {row['latency_ms_p95']} ms, "
                          f"{row['errors']} errors)", flush=True)
            finally:
                stop(process)
            runs.append({"workers": workers, "start_seconds": start_seconds, "first_answer_ms": first})
            print(f"workers {workers}: ready in {start_seconds} s, first answer {first} ms", flush=True)
    result = {
        "what": "rulesqa web: GET /api/ask over 127.0.0.1, keep-alive clients asking a mix of English and Russian "
                "questions back to back (bench/web_load.py)",
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform(),
                    "load_average_before": load_before},  # 1, 5, 15 min: other work on the machine skews it
        "page_bytes": page,
        "questions": QUESTIONS,
        "seconds_per_run": args.seconds, "max_requests_per_run": args.max_requests, "repeat": args.repeat,
        "runs": runs,
    }
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"page before an answer: {page.get('total')} bytes; written {args.json}")


if __name__ == "__main__":
    main()
