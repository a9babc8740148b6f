"""`rulesqa web` (issue 40): the JSON API gives what the CLI's --json gives, errors with the CLI's codes and
messages, bounds; the page works as a plain form, escapes rule text, keeps to its own server and follows the
reader's language; the command says what is wrong without a traceback."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

import rulesqa.cli.web as web_cli
from rulesqa.api import RulesIndex, open_index
from rulesqa.cli import app as cli
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.errors import (
    EXIT_CONTRADICTED,
    EXIT_FAILURE,
    EXIT_INDEX,
    EXIT_INTERNAL,
    EXIT_NOT_ANSWERED,
    EXIT_OK,
    EXIT_USAGE,
    IndexCorrupt,
)
from rulesqa.ingest import ingest
from rulesqa.web import pages
from rulesqa.web.app import EXIT_HEADER, MAX_QUERY_BYTES, create_app
from rulesqa.web.child import start as start_server
from rulesqa.web.child import stop as stop_server
from rulesqa.web.i18n import strings, ui_language
from tests.conftest import CORPUS, ROOT

EMPTY_DECK_EN = "What happens when my deck is empty and I must draw?"
EMPTY_DECK_RU = "Что делать, если колода пуста?"
THREE_SCROLLS = "You can hold three spell scrolls."


@pytest.fixture(scope="module")
def index_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("web") / "index"
    ingest(CORPUS, path, embedder=FakeEmbedder())
    return path


@pytest.fixture(scope="module")
def rules(index_path: Path) -> RulesIndex:
    return open_index(index_path, auto_build=False)


@pytest.fixture(scope="module")
def client(rules: RulesIndex) -> Iterator[TestClient]:
    with TestClient(create_app(rules)) as client:
        yield client


def _cli_json(index: Path, *args: str) -> tuple[int, Any]:
    result = CliRunner().invoke(cli, [*args, "--index", str(index), "--json"])
    return result.exit_code, json.loads(result.stdout)


# --- the API gives what the CLI gives ----------------------------------------------------------------------

@pytest.mark.parametrize(("url", "args"), [
    (f"/api/ask?q={EMPTY_DECK_EN}", ["ask", EMPTY_DECK_EN]),
    (f"/api/ask?q={EMPTY_DECK_RU}&k=3&lang=ru", ["ask", EMPTY_DECK_RU, "-k", "3", "--lang", "ru"]),
    ("/api/ask?q=Can a hero attack?&doc=card-game-rules", ["ask", "Can a hero attack?", "--doc", "card-game-rules"]),
    ("/api/ask?q=How do I tame a dragon with a flute?", ["ask", "How do I tame a dragon with a flute?"]),
    (f"/api/verify?claim={THREE_SCROLLS}", ["verify", THREE_SCROLLS]),
    ("/api/verify?claim=A hero cannot attack.&cite=208.4", ["verify", "A hero cannot attack.", "--cite", "208.4"]),
    ("/api/show/card-game-rules/208", ["show", "card-game-rules/208"]),
    ("/api/show/208.3?children=0&lang=en", ["show", "208.3", "--no-children", "--lang", "en"]),
    ("/api/show/h3-ai-rules", ["show", "h3-ai-rules"]),
    ("/api/show/999.9", ["show", "999.9"]),
    ("/api/toc", ["toc"]),
    ("/api/toc?doc=card-game-rules&depth=1", ["toc", "card-game-rules", "--depth", "1"]),
    ("/api/docs", ["docs"]),
    ("/api/glossary?term=свитков", ["glossary", "свитков"]),
    ("/api/glossary?term=Dragonfly", ["glossary", "Dragonfly"]),
])
def test_every_endpoint_answers_as_the_cli_does(client: TestClient, index_path: Path, url: str,
                                                 args: list[str]) -> None:
    code, printed = _cli_json(index_path, *args)
    response = client.get(url)
    assert response.json() == printed
    assert int(response.headers[EXIT_HEADER]) == code
    assert response.status_code == (404 if code == EXIT_NOT_ANSWERED and args[0] in ("show", "glossary") else 200)
    assert response.headers["content-type"].startswith("application/json")


def test_asking_in_english(client: TestClient) -> None:
    body = client.get("/api/ask", params={"q": EMPTY_DECK_EN}).json()
    assert body["answered"] and body["lang"] == "en"
    assert body["answer"]["citation"]["id"] == "h3-deck-building/1/empty-deck"
    assert "shuffle your Discard Pile" in body["answer"]["text"]


def test_asking_in_russian_about_an_english_rule(client: TestClient) -> None:
    response = client.get("/api/ask", params={"q": EMPTY_DECK_RU})
    body = response.json()
    assert response.status_code == 200 and body["answered"] and body["lang"] == "ru"
    citation = body["answer"]["citation"]
    assert citation["id"] == "h3-deck-building/1/empty-deck" and citation["lang"] == "en"
    assert citation["localized_label"].endswith("Пустая колода")  # the label in the question's language
    assert "If your Deck is empty" in body["answer"]["text"]  # the rule as written
    assert {"rule": "Deck", "reader": "Колода"} in body["answer"]["terms"]


def test_a_contradicted_claim_is_an_answer_with_the_clis_exit_code(client: TestClient) -> None:
    response = client.get("/api/verify", params={"claim": THREE_SCROLLS})
    assert response.status_code == 200 and response.headers[EXIT_HEADER] == str(EXIT_CONTRADICTED)
    assert response.json()["verdict"] == "contradicted"
    assert response.json()["citation"]["id"] == "h3-deck-building/3/spell-scrolls"


def test_show_gives_the_rule_with_its_subrules_and_an_unknown_one_the_nearest(client: TestClient) -> None:
    rules = client.get("/api/show/card-game-rules/208").json()["results"][0]["rules"]
    assert [r["id"] for r in rules] == ["card-game-rules/208", *(f"card-game-rules/208.{n}" for n in range(1, 6))]
    missing = client.get("/api/show/208.9")
    assert missing.status_code == 404 and missing.headers[EXIT_HEADER] == str(EXIT_NOT_ANSWERED)
    assert missing.json()["results"][0]["found"] is False and missing.json()["results"][0]["nearest"]


def test_the_glossary_without_a_term_lists_every_entry(client: TestClient, rules: RulesIndex) -> None:
    terms = client.get("/api/glossary").json()["terms"]
    assert len(terms) == len(rules.stored.glossary.terms)
    assert {"en": ["Deck"], "ru": ["Колода"], "note": terms[0]["note"], "group": None} == terms[0]


# --- errors: the CLI's codes and messages ------------------------------------------------------------------

@pytest.mark.parametrize(("url", "args", "words"), [
    ("/api/ask?q=", ["ask", ""], "the question is empty"),
    ("/api/ask?q=%20%01%20", ["ask", " \x01 "], "the question is empty"),
    (f"/api/ask?q={'why ' * 600}", ["ask", "why " * 600], "questions can be up to 2000 characters"),
    ("/api/ask?q=deck&k=0", ["ask", "deck", "-k", "0"], "-k must be between 1 and 50"),
    ("/api/ask?q=deck&lang=de", ["ask", "deck", "--lang", "de"], "--lang must be one of auto, en, ru"),
    ("/api/ask?q=deck&doc=chess", ["ask", "deck", "--doc", "chess"], "--doc 'chess' is not a document"),
    ("/api/verify?claim=", ["verify", ""], "the question is empty"),
    ("/api/verify?claim=x&cite=999.9", ["verify", "x", "--cite", "999.9"], "--cite '999.9' is not a rule"),
    ("/api/verify?claim=x&doc=chess", ["verify", "x", "--doc", "chess"], "--doc 'chess' is not a document"),
    ("/api/show/208?lang=de", ["show", "208", "--lang", "de"], "--lang must be en or ru"),
    ("/api/toc?doc=chess", ["toc", "chess"], "no document 'chess' in this index"),
    ("/api/glossary?term=%20", ["glossary", " "], "the term is empty"),
])
def test_a_usage_error_is_the_clis_message_and_code(client: TestClient, index_path: Path, url: str,
                                                    args: list[str], words: str) -> None:
    printed = CliRunner().invoke(cli, [*args, "--index", str(index_path), "--json"])
    assert printed.exit_code == EXIT_USAGE
    response = client.get(url)
    assert response.status_code == 400 and response.headers[EXIT_HEADER] == str(EXIT_USAGE)
    assert response.json() == {"error": {"code": EXIT_USAGE, "message": printed.stderr.strip().removeprefix("error: ")}}
    assert words in response.json()["error"]["message"]


@pytest.mark.parametrize(("url", "words"), [("/api/ask?q=deck&k=two", "-k must be a whole number"),
                                            ("/api/toc?depth=-1", "--depth must be 0 or more")])
def test_a_number_that_is_not_one_is_a_usage_error(client: TestClient, url: str, words: str) -> None:
    response = client.get(url)
    assert response.status_code == 400 and words in response.json()["error"]["message"]


def test_an_index_problem_is_503_with_code_3(client: TestClient, rules: RulesIndex,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: Any, **__: Any) -> Any:
        raise IndexCorrupt("index/build-1/chunks.jsonl: damaged; rebuild it with: rulesqa ingest")

    monkeypatch.setattr(rules, "ask", broken)
    response = client.get("/api/ask", params={"q": "deck"})
    assert response.status_code == 503
    assert response.json() == {"error": {"code": EXIT_INDEX, "message": "index/build-1/chunks.jsonl: damaged; "
                                                                        "rebuild it with: rulesqa ingest"}}


def test_a_bug_is_500_with_code_70_and_no_traceback(client: TestClient, rules: RulesIndex,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    def bug(*_: Any, **__: Any) -> Any:
        raise ZeroDivisionError("secret detail")

    monkeypatch.setattr(rules, "ask", bug)
    response = client.get("/api/ask", params={"q": "deck"})
    assert response.status_code == 500 and response.json()["error"]["code"] == EXIT_INTERNAL
    assert "bug in rulesqa" in response.json()["error"]["message"]
    assert "secret" not in response.text and "Traceback" not in response.text
    page = client.get("/", params={"q": "deck"})
    assert page.status_code == 500 and "bug in rulesqa" in page.text and "secret" not in page.text


def test_it_is_read_only_and_bounded(client: TestClient) -> None:
    posted = client.post("/api/ask", params={"q": "deck"})
    assert posted.status_code == 405 and posted.json()["error"]["code"] == EXIT_USAGE
    with_body = client.request("GET", "/api/ask?q=deck", content=b"x" * 10)
    assert with_body.status_code == 413 and "read-only" in with_body.json()["error"]["message"]
    long = client.get("/api/ask?q=" + "d" * (MAX_QUERY_BYTES + 1))
    assert long.status_code == 414 and long.json()["error"]["code"] == EXIT_USAGE
    for url in ("/api/show/" + "9" * 301, "/api/glossary?term=" + "d" * 301, "/api/verify?claim=x&cite=" + "9" * 301):
        too_long = client.get(url)
        assert too_long.status_code == 400 and "it can be up to 300" in too_long.json()["error"]["message"], url
    assert client.get("/rule/" + "9" * 301).status_code == 400
    nowhere = client.get("/api/ingest")
    assert nowhere.status_code == 404 and nowhere.json()["error"]["code"] == EXIT_NOT_ANSWERED
    assert client.get("/static/../app.py").status_code == 404
    assert client.get("/rule/../../etc/passwd").status_code == 404


def test_no_reply_names_a_path_of_this_machine(client: TestClient, index_path: Path) -> None:
    for url in ("/api/ask?q=deck", "/api/docs", "/api/toc", "/api/show/208", "/", "/toc", "/glossary?term=Deck",
                "/rule/card-game-rules/208", "/api/ask?q=deck&doc=x"):
        text = client.get(url).text
        assert str(index_path) not in text and str(ROOT) not in text, url


def test_the_openapi_description_names_every_api_route(client: TestClient) -> None:
    spec = client.get("/api/openapi.json").json()
    assert spec["openapi"].startswith("3.")
    routes = {getattr(r, "path", "") for r in client.app.routes}  # type: ignore[attr-defined]
    api = {re.sub(r"\{(\w+):path\}", "{id}", r) for r in routes if r.startswith("/api/")}
    assert set(spec["paths"]) == api
    for path, item in spec["paths"].items():
        assert set(item) == {"get"}, path
        for schema in _refs(item):
            assert schema in spec["components"]["schemas"], (path, schema)


def _refs(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "$ref":
                yield inner.rsplit("/", 1)[1]
            else:
                yield from _refs(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _refs(inner)


# --- the page ---------------------------------------------------------------------------------------------

class _Page(HTMLParser):
    """What a browser without JavaScript sees: the forms' fields, every URL it would fetch or follow, the text."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.fields: dict[str, list[str]] = {}
        self.forms: list[dict[str, str | None]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        for key in ("href", "src", "action", "data", "poster", "srcset"):
            if named.get(key):
                self.urls.append(str(named[key]))
        if tag == "form":
            self.forms.append(named)
        if tag in ("input", "textarea", "select") and named.get("name"):
            self.fields.setdefault(str(named["name"]), []).append(str(named.get("type") or tag))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _page(text: str) -> _Page:
    parsed = _Page()
    parsed.feed(text)
    return parsed


def test_the_page_asks_with_a_plain_form(client: TestClient) -> None:
    home = _page(client.get("/", headers={"Accept-Language": "en"}).text)
    assert home.forms[0]["action"] == "/" and home.forms[0]["method"] == "get"
    assert {"q", "mode", "doc", "ui"} <= set(home.fields)
    answered = client.get("/", params={"q": EMPTY_DECK_RU, "mode": "ask", "doc": "", "ui": "en"})
    assert answered.status_code == 200
    assert '<mark>If your Deck is empty when you must draw, shuffle your Discard Pile into a new Deck.</mark>' \
        in answered.text
    assert 'href="/rule/h3-deck-building/1/empty-deck?ui=en"' in answered.text
    assert "Deck-building › 1. General card rules › Empty Deck" not in answered.text  # the question's language:
    assert "Колодостроение › 1. Общие правила карт › Пустая колода" in answered.text
    assert "<details class=\"also\"><summary>Also relevant" in answered.text
    checked = client.get("/", params={"q": THREE_SCROLLS, "mode": "verify", "ui": "en"})
    assert "Contradicted" in checked.text and "the rule says 2, the claim says 3" in checked.text
    assert "<mark>You can have 2 Scrolls;" in checked.text


def test_not_answered_lists_the_closest_sections_open(client: TestClient) -> None:
    page = client.get("/", params={"q": "How do I tame a dragon with a flute?", "ui": "en"}).text
    assert "Not in the rules" in page and "No rule in the corpus answers this." in page
    assert "Closest sections" in page and "<details" not in page.split("Closest sections")[1]


def test_the_answer_fragment_is_what_the_page_shows(client: TestClient) -> None:
    params = {"q": EMPTY_DECK_EN, "mode": "ask", "ui": "en"}
    fragment = client.get("/answer", params=params).text
    assert fragment.startswith('<section class="result"') and fragment in client.get("/", params=params).text
    assert client.get("/answer", params={"q": ""}).text == ""


def test_rule_text_is_verbatim_and_escaped(client: TestClient, rules: RulesIndex) -> None:
    for chunk in rules.stored.chunks:
        if chunk.parent is None:
            continue
        page = client.get(f"/rule/{chunk.id}").text
        assert html.escape(chunk.text, quote=True) in page, chunk.id
    hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>'
    for mode in ("ask", "verify"):
        page = client.get("/", params={"q": hostile, "mode": mode}).text
        assert "<script>alert" not in page and "<img src=x" not in page
        assert html.escape(hostile, quote=True) in page


def test_a_rule_in_context_has_its_parent_siblings_and_outline(client: TestClient) -> None:
    page = client.get("/rule/card-game-rules/208.3", headers={"Accept-Language": "ru"}).text
    assert 'href="/rule/card-game-rules/208?ui=ru"' in page  # the parent
    siblings = page.split('class="siblings"', 1)[1].split("</nav>", 1)[0]
    assert siblings.count("<li>") == 5 and 'aria-current="page">208.3<' in siblings
    assert '<details class="outline">' in page and 'href="/rule/card-game-rules/211.3?ui=ru"' in page
    assert "208.3. Для использования способностей героя" in page
    by_number = client.get("/rule/208.3?ui=en").text
    assert "208.3. Для использования способностей героя" in by_number
    unknown = client.get("/rule/208.9?ui=en")
    assert unknown.status_code == 404 and "No such rule" in unknown.text and "/rule/card-game-rules/208" in unknown.text


def test_the_outlines_and_the_glossary_pages(client: TestClient) -> None:
    toc = client.get("/toc?ui=en").text
    assert toc.count('<details class="doc"') == 3 and 'href="/rule/h3-ai-rules/1?ui=en"' in toc
    assert client.get("/toc?doc=chess&ui=en").status_code == 400
    glossary = client.get("/glossary", params={"term": "свитков", "ui": "ru"}).text
    assert '<span lang="en">Spell Scroll; Scroll</span> ⇄ <span lang="ru">Свиток заклинаний; ' in glossary
    assert 'href="/rule/h3-deck-building/3/spell-scrolls?ui=ru"' in glossary
    unknown = client.get("/glossary", params={"term": "Scrol", "ui": "en"})
    assert unknown.status_code == 404 and "Did you mean" in unknown.text


def test_the_interface_follows_the_browser_and_the_toggle(client: TestClient) -> None:
    russian = client.get("/", headers={"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.8"})
    assert '<html lang="ru">' in russian.text and "Задать вопрос" in russian.text
    assert russian.headers["vary"] == "Accept-Language"
    chosen = client.get("/?ui=en&q=deck", headers={"Accept-Language": "ru"})
    assert '<html lang="en">' in chosen.text and "Ask a question" in chosen.text
    toggle = re.search(r'<a class="lang" href="([^"]+)"', chosen.text)
    assert toggle is not None and html.unescape(toggle.group(1)) == "/?q=deck&ui=ru"  # the question is kept
    assert ui_language("de-DE, en;q=0.5, ru;q=0.7") == "ru"
    assert ui_language("ru;q=0, en") == "en" and ui_language(None) == "en" and ui_language("fr") == "en"


def test_the_interface_words_are_data_in_both_languages() -> None:
    english, russian = strings("en"), strings("ru")
    assert set(english) == set(russian)
    used = set(re.findall(r"""(?<!\w)s\[["']([a-z_-]+)["']\]""", Path(pages.__file__).read_text(encoding="utf-8")))
    used |= {f"{prefix}{m}" for prefix in ("mode_", "input_", "placeholder_") for m in pages.MODES}
    used |= {f"verdict_{v}" for v in ("supported", "contradicted", "not-found")}
    assert used <= set(english), used - set(english)
    assert all(english[key] != russian[key] for key in english if key not in ("lang_name",))


def test_the_page_is_small_and_fetches_nothing_from_elsewhere(client: TestClient) -> None:
    home = client.get("/")
    assert "default-src 'none'" in home.headers["content-security-policy"]
    parsed = _page(home.text)
    total = len(home.content)
    for url in parsed.urls:
        assert url.startswith(("/", "#")) and not url.startswith("//"), url
        if url.startswith("/static/"):
            asset = client.get(url)
            assert asset.status_code == 200, url
            total += len(asset.content)
    assert total < 100_000, total
    static = Path(pages.__file__).parent / "static"
    for asset in static.iterdir():
        text = asset.read_text(encoding="utf-8")
        assert not re.search(r"https?://|//[a-z]", text.replace("http://www.w3.org/2000/svg", "")), asset.name
        assert "@import" not in text and "url(" not in text, asset.name
    for url in ("/", "/?q=deck", "/rule/208", "/toc", "/glossary", "/static/style.css", "/api/docs"):
        assert client.get(url).headers["x-content-type-options"] == "nosniff"


# --- the command ------------------------------------------------------------------------------------------

def test_the_cli_does_not_import_the_web_stack_at_start_up() -> None:
    code = ("import sys, rulesqa.cli; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('starlette', 'uvicorn', 'segno', 'httpx') "
            "or m.startswith('rulesqa.web')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


@pytest.mark.parametrize(("args", "code", "words"), [
    (["--port", "70000"], EXIT_USAGE, "--port must be from 0 to 65535"),
    (["--workers", "0"], EXIT_USAGE, "--workers must be from 1 to 64"),
])
def test_bad_flags_are_usage_errors(index_path: Path, args: list[str], code: int, words: str) -> None:
    result = CliRunner().invoke(cli, ["web", "--index", str(index_path), *args])
    assert result.exit_code == code and words in result.stderr


def test_a_missing_index_says_how_to_build_one(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["web", "--index", str(tmp_path / "none")])
    assert result.exit_code == EXIT_INDEX and "rulesqa ingest" in result.stderr
    assert not (tmp_path / "none").exists()  # read-only: never built from ./corpus


def test_a_stale_index_is_not_rebuilt(tmp_path: Path, corpus_copy: Path) -> None:
    ingest(corpus_copy, tmp_path / "index", embedder=FakeEmbedder())
    (corpus_copy / "card-game-rules.ru.txt").write_text("208. Герои\n208.1. Другое.\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["web", "--index", str(tmp_path / "index")])
    assert result.exit_code == EXIT_INDEX and "out of date" in result.stderr and "rulesqa ingest" in result.stderr


@pytest.mark.allow_hosts(["127.0.0.1"])
def test_a_port_in_use_is_a_clear_message(index_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = CliRunner().invoke(cli, ["web", "--index", str(index_path), "--port", str(port)])
    assert result.exit_code == EXIT_FAILURE
    assert f"port {port} on 127.0.0.1 is in use" in result.stderr and "--port" in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.allow_hosts(["127.0.0.1"])
def test_a_host_that_is_not_here_is_a_usage_error(index_path: Path) -> None:
    # 192.0.2.1 is a documentation address (TEST-NET-1): never this machine's, and binding it sends nothing
    result = CliRunner().invoke(cli, ["web", "--index", str(index_path), "--host", "192.0.2.1", "--port", "0"])
    assert result.exit_code == EXIT_USAGE and "is not an address of this machine" in result.stderr


class _Bound:
    def __init__(self, address: str) -> None:
        self.address = address

    def getsockname(self) -> tuple[str, int]:
        return self.address, 8123

    def close(self) -> None:
        pass


def test_serving_the_network_prints_the_url_a_qr_code_and_a_warning(index_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    served: list[int] = []
    monkeypatch.setattr(web_cli, "_listen", lambda host, port: _Bound("0.0.0.0"))
    monkeypatch.setattr(web_cli, "lan_addresses", lambda: ["192.168.1.23"])
    monkeypatch.setattr(web_cli, "_serve", lambda app, sock, workers, path: served.append(workers))
    monkeypatch.setattr(web_cli, "_load", lambda path, workers: None)
    result = CliRunner().invoke(cli, ["web", "--index", str(index_path), "--host", "0.0.0.0"])
    assert result.exit_code == EXIT_OK and served == [1]
    assert "http://192.168.1.23:8123/" in result.stdout
    assert "█" in result.stdout or "▀" in result.stdout  # the QR code
    assert "anyone on the network" in result.stderr and "no files, no ingest" in result.stderr


def test_serving_this_machine_prints_no_qr_code_nor_warning(index_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_cli, "_listen", lambda host, port: _Bound("127.0.0.1"))
    monkeypatch.setattr(web_cli, "_serve", lambda app, sock, workers, path: None)
    monkeypatch.setattr(web_cli, "_load", lambda path, workers: None)
    result = CliRunner().invoke(cli, ["web", "--index", str(index_path)])
    assert result.exit_code == EXIT_OK and "http://127.0.0.1:8123/" in result.stdout
    assert "▀" not in result.stdout and "anyone" not in result.stderr


def _get(url: str, deadline: float = 30.0) -> Any:
    """GET with retries while the workers start."""
    start = time.monotonic()
    while True:
        try:
            with urllib.request.urlopen(url, timeout=10) as response:  # 127.0.0.1 only
                return response.status, response.headers, json.loads(response.read())
        except urllib.error.HTTPError:
            raise
        except (ConnectionError, urllib.error.URLError) as exc:
            if time.monotonic() - start > deadline:
                raise AssertionError(f"{url}: {exc}") from None
            time.sleep(0.2)


@pytest.mark.allow_hosts(["127.0.0.1"])
def test_several_workers_serve_the_api_and_stop_on_ctrl_c(index_path: Path) -> None:
    process, url = start_server(index_path, "--workers", "2")
    try:
        for _ in range(4):
            status, headers, body = _get(url + "api/ask?" + urllib.parse.urlencode({"q": EMPTY_DECK_RU}))
            assert status == 200 and headers[EXIT_HEADER] == "0"
            assert body["answer"]["citation"]["id"] == "h3-deck-building/1/empty-deck"
    finally:
        code = stop_server(process)
    assert code == EXIT_OK
