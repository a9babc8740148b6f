"""An `ask` running while ingests replace the index sees the old index or the new one, never a mix or an error."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest
from rulesqa.search.searcher import Searcher
from rulesqa.store import load_index

ROUNDS = 12


def test_readers_during_repeated_ingests_see_whole_indexes(tmp_path: Path, corpus_copy: Path) -> None:
    index = tmp_path / "index"
    ingest(corpus_copy, index, embedder=FakeEmbedder())
    rules = corpus_copy / "card-game-rules.ru.txt"
    original = rules.read_text(encoding="utf-8")
    versions = {}
    for name, text in (("a", original), ("b", original + "\n301.3. Версия Б.\n")):
        rules.write_text(text, encoding="utf-8")
        ingest(corpus_copy, tmp_path / f"ref-{name}", embedder=FakeEmbedder())
        versions[name] = json.dumps([c.id for c in load_index(tmp_path / f"ref-{name}").chunks])
    problems: list[str] = []
    loads = 0
    stop = threading.Event()

    def reader() -> None:
        nonlocal loads
        while not stop.is_set():
            try:
                stored = load_index(index)
                ids = json.dumps([c.id for c in stored.chunks])
                if ids not in versions.values():
                    problems.append("a mixed index")
                Searcher(stored, FakeEmbedder()).search("What happens when my deck is empty?")
                loads += 1
            except Exception as exc:
                problems.append(f"{type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=reader) for _ in range(2)]
    for thread in threads:
        thread.start()
    try:
        for n in range(ROUNDS):
            rules.write_text(original if n % 2 else original + "\n301.3. Версия Б.\n", encoding="utf-8")
            ingest(corpus_copy, index, embedder=FakeEmbedder())
    finally:
        stop.set()
        for thread in threads:
            thread.join()
    assert not problems, problems[:3]
    assert loads > ROUNDS
