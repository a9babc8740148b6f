"""The ASGI app of ``rulesqa web``: the phone page, its assets and the JSON API, over one loaded index.

Read-only: every route is a GET (or HEAD); a request with a body, or a query string over
:data:`MAX_QUERY_BYTES`, is refused before it reaches a route. Every response says, in ``X-Rulesqa-Exit``, the
exit code the same CLI command would end with, and carries a Content-Security-Policy that lets the page load
nothing from anywhere but this server.
"""

from __future__ import annotations

import json
import os
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from rulesqa.errors import EXIT_NOT_ANSWERED, EXIT_USAGE
from rulesqa.web import pages
from rulesqa.web.i18n import ui_language
from rulesqa.web.service import Reply, Service, error

if TYPE_CHECKING:
    from rulesqa.api import RulesIndex

#: the environment variable that names the index for the workers ``rulesqa web --workers N`` starts
INDEX_ENV = "RULESQA_WEB_INDEX"
#: a query string longer than this is refused (414): a question is at most 2,000 characters, which percent-encoded
#: Cyrillic makes 12,000 bytes
MAX_QUERY_BYTES = 16 * 1024
EXIT_HEADER = "X-Rulesqa-Exit"
HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                                "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
STATIC = Path(__file__).parent / "static"


class Guard:
    """Refuses what a read-only server never needs — a request body, a very long query string — and adds the
    security headers to every response."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers", []))
        refused: Reply | None = None
        if len(scope.get("query_string", b"")) > MAX_QUERY_BYTES:
            refused = error(EXIT_USAGE, f"the query string is longer than {MAX_QUERY_BYTES} bytes; a question is "
                                        "at most 2,000 characters")
            refused.status = 414
        elif headers.get(b"content-length", b"0") not in (b"0", b"") or b"transfer-encoding" in headers:
            refused = error(EXIT_USAGE, "this server is read-only: requests carry no body (use GET with the "
                                        "query string; see /api/openapi.json)")
            refused.status = 413

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = [(k.lower().encode(), v.encode()) for k, v in HEADERS.items()]
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        if refused is not None:
            await _json(refused)(scope, receive, send_with_headers)
            return
        await self.app(scope, receive, send_with_headers)


def _json(reply: Reply) -> JSONResponse:
    return JSONResponse(reply.body, status_code=reply.status, headers={EXIT_HEADER: str(reply.exit_code)})


def _params(request: Request) -> dict[str, str]:
    return dict(request.query_params)


def _ui(request: Request) -> str:
    return ui_language(request.headers.get("accept-language"), request.query_params.get("ui"))


def _html(status: int, text: str) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers={"Vary": "Accept-Language"})


def create_app(rules: RulesIndex) -> Starlette:
    """The app over a loaded index (``rulesqa.open_index(path)``)."""
    service = Service(rules)
    openapi = resources.files("rulesqa.web").joinpath("openapi.json").read_text(encoding="utf-8")
    json.loads(openapi)  # a broken description is a bug to see at start-up, not at the first request

    async def api_ask(request: Request) -> Response:
        return _json(await run_in_threadpool(service.ask, _params(request)))

    async def api_verify(request: Request) -> Response:
        return _json(await run_in_threadpool(service.verify, _params(request)))

    async def api_show(request: Request) -> Response:
        return _json(await run_in_threadpool(service.show, request.path_params["rule"], _params(request)))

    async def api_toc(request: Request) -> Response:
        return _json(await run_in_threadpool(service.toc, _params(request)))

    async def api_docs(request: Request) -> Response:
        return _json(await run_in_threadpool(service.docs))

    async def api_glossary(request: Request) -> Response:
        return _json(await run_in_threadpool(service.glossary, _params(request)))

    async def api_openapi(request: Request) -> Response:
        return Response(openapi, media_type="application/json")

    async def home(request: Request) -> Response:
        return _html(*await run_in_threadpool(pages.home, _ui(request), service, _params(request)))

    async def answer_fragment(request: Request) -> Response:
        """The answer alone, for app.js to put in place (the same HTML the page shows under the form)."""
        return _html(*await run_in_threadpool(pages.result, _ui(request), service, _params(request)))

    async def rule(request: Request) -> Response:
        return _html(*await run_in_threadpool(pages.rule_page, _ui(request), service, request.path_params["rule"],
                                              _params(request)))

    async def toc(request: Request) -> Response:
        return _html(*await run_in_threadpool(pages.toc_page, _ui(request), service, _params(request)))

    async def glossary(request: Request) -> Response:
        return _html(*await run_in_threadpool(pages.glossary_page, _ui(request), service, _params(request)))

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if request.url.path.startswith("/api/") or exc.status_code != 404:
            reply = error(EXIT_NOT_ANSWERED if exc.status_code == 404 else EXIT_USAGE,
                          f"{request.method} {request.url.path}: {exc.detail} (the API: GET /api/openapi.json)")
            reply.status = exc.status_code
            response = _json(reply)
            if exc.headers:
                response.headers.update(exc.headers)
            return response
        return _html(404, pages.not_found_page(_ui(request), request.url.path, {}))

    routes = [
        Route("/", home),
        Route("/answer", answer_fragment),
        Route("/rule/{rule:path}", rule),
        Route("/toc", toc),
        Route("/glossary", glossary),
        Route("/api/ask", api_ask),
        Route("/api/verify", api_verify),
        Route("/api/show/{rule:path}", api_show),
        Route("/api/toc", api_toc),
        Route("/api/docs", api_docs),
        Route("/api/glossary", api_glossary),
        Route("/api/openapi.json", api_openapi),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: http_error})
    app.add_middleware(Guard)
    return app


def open_app(index: Path | str, *, warm: bool = True) -> Starlette:
    """Load the index read-only (never built nor rebuilt here: a missing or stale one is an
    :class:`~rulesqa.errors.IndexProblem` that says what to run) and make the app; ``warm``: answer a question
    and judge a claim once, so the first reader does not wait for the models to load."""
    from rulesqa.api import open_index

    one_blas_thread()
    rules = open_index(Path(index), auto_build=False)
    if warm:
        warm_up(rules)
    return create_app(rules)


def one_blas_thread() -> None:
    """Keep numpy's BLAS to one thread in this process. A worker answers one request at a time with small matrices,
    so BLAS's own threads gain nothing and only contend, with the other workers and with anything else the machine
    runs: on 2 busy cores a question took 263 ms with the default threads and 44 ms with one (bench/web_load.py)."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


def warm_up(rules: Any) -> None:
    from rulesqa.verify import verify

    rules.ask("What happens when my deck is empty?")
    verify(rules, "You can hold three spell scrolls.")


def from_environment() -> Starlette:
    """The app for a worker of ``rulesqa web --workers N`` (a uvicorn factory): the index named by
    ``$RULESQA_WEB_INDEX``."""
    return open_app(os.environ[INDEX_ENV])
