"""Browsing the rules (issue 39): `rulesqa docs` lists what the index holds, `rulesqa toc [DOC]` each document's
outline with the ids `show` takes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.errors import EXIT_USAGE
from rulesqa.ingest import ingest


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.conftest import CORPUS

    path = tmp_path_factory.mktemp("toc") / "index"
    ingest(CORPUS, path, model="fake")
    return path


def _json(*args: str) -> Any:
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _ids(nodes: list[dict[str, Any]]) -> list[str]:
    return [i for n in nodes for i in (n["id"], *_ids(n["children"]))]


def test_docs_lists_every_document_with_its_units(index: Path) -> None:
    documents = _json("docs", "--index", str(index))["documents"]
    manifest = json.loads(next(index.glob("build-*/manifest.json")).read_text(encoding="utf-8"))
    assert [d["id"] for d in documents] == [d["id"] for d in manifest["documents"]]
    assert sum(d["units"] for d in documents) == manifest["chunk_count"]


def test_every_id_in_the_outline_is_one_show_finds(index: Path) -> None:
    for doc in _json("toc", "--index", str(index))["documents"]:
        ids = _ids(doc["outline"])
        assert ids and len(ids) == len(set(ids))
        shown = _json("show", "--no-children", "--index", str(index), *ids[:40])
        assert all(r["found"] and r["rules"][0]["id"] == i for r, i in zip(shown["results"], ids[:40], strict=True))


def test_depth_one_shows_only_the_top_level(index: Path) -> None:
    whole = _json("toc", "--index", str(index))["documents"][0]
    top = _json("toc", whole["id"], "--depth", "1", "--index", str(index))["documents"]
    assert [d["id"] for d in top] == [whole["id"]]
    assert [n["id"] for n in top[0]["outline"]] == [n["id"] for n in whole["outline"]]
    assert all(n["children"] == [] for n in top[0]["outline"])
    assert len(_ids(whole["outline"])) > len(top[0]["outline"])


def test_an_unknown_document_is_named_with_the_ones_there_are(index: Path) -> None:
    result = CliRunner().invoke(app, ["toc", "no-such-book", "--index", str(index)])
    assert result.exit_code == EXIT_USAGE
    assert "no document 'no-such-book'" in result.output and "card-game-rules" in result.output


def test_show_of_a_document_id_shows_its_outline(index: Path) -> None:
    """`show h3-deck-building` printed bare ids and exit 5; a document's id now shows its outline to choose from."""
    result = CliRunner().invoke(app, ["show", "h3-deck-building", "--index", str(index)])
    assert result.exit_code == 0, result.output
    assert "h3-deck-building/1/searching" in result.output and "Searching" in result.output
    data = _json("show", "h3-deck-building", "--index", str(index))["results"][0]
    assert data["how"] == "document" and data["document"]["id"] == "h3-deck-building"
    assert _ids(data["outline"]) and all(i.startswith("h3-deck-building/") for i in _ids(data["outline"]))
