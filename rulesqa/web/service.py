"""What the web server answers, as the CLI's ``--json`` gives it: one call per endpoint over a loaded index.

Each call returns a :class:`Reply`: the HTTP status, the exit code the same CLI command would end with, and the
body — the command's ``--json`` output, or ``{"error": {"code", "message"}}`` with the CLI's message for what the
CLI reports as an error. Nothing here decides anything the CLI does not: the calls are the library's
(:meth:`rulesqa.api.RulesIndex.ask`, :func:`rulesqa.verify.verify`, :mod:`rulesqa.listings`).

The index is read-only and loaded once. Its caches fill on use and its models are not made for threads, so one
worker answers one request at a time (a lock); more workers (``rulesqa web --workers N``) answer in parallel and
share the memory-mapped vectors.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulesqa.errors import (
    EXIT_FAILURE,
    EXIT_INDEX,
    EXIT_INTERNAL,
    EXIT_NOT_ANSWERED,
    EXIT_OK,
    EXIT_USAGE,
    RulesqaError,
    UsageError,
)

if TYPE_CHECKING:
    from rulesqa.api import RulesIndex

log = logging.getLogger("rulesqa.web")

#: the HTTP status of a reply that ends as the CLI would with this exit code (a 5 of ``ask``/``verify`` is an
#: answer, "not in the rules", and is 200: see :meth:`Service.ask`)
STATUS = {EXIT_OK: 200, EXIT_USAGE: 400, EXIT_INDEX: 503, EXIT_NOT_ANSWERED: 404, EXIT_FAILURE: 500,
          EXIT_INTERNAL: 500}
#: a rule id, number or label, or a glossary term, is at most this long: looking up the nearest ids of a longer one
#: would cost time for nothing (a question is bounded by the library: 2,000 characters)
MAX_NAME_CHARS = 300
INTERNAL_MESSAGE = ("internal error: this is a bug in rulesqa, not in what was asked; the server's log has the "
                    "traceback; please report it with the request")


@dataclass
class Reply:
    status: int  # HTTP
    exit_code: int  # what the same CLI command exits with
    body: dict[str, Any]


def error(exit_code: int, message: str) -> Reply:
    return Reply(STATUS.get(exit_code, 500), exit_code, {"error": {"code": exit_code, "message": message}})


def _number(params: Mapping[str, str], name: str, default: int, flag: str) -> int:
    raw = params.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise UsageError(f"{flag} must be a whole number (got {raw!r})") from None


def _bounded(value: str, what: str) -> str:
    if len(value) > MAX_NAME_CHARS:
        raise UsageError(f"the {what} is {len(value)} characters long; it can be up to {MAX_NAME_CHARS}")
    return value


def _text(params: Mapping[str, str], name: str) -> str | None:
    value = params.get(name)
    return value if value else None


class Service:
    """The endpoints' answers over one loaded index (see the module's docstring)."""

    def __init__(self, rules: RulesIndex):
        self.rules = rules
        self._lock = threading.Lock()

    @property
    def stored(self) -> Any:
        return self.rules.stored

    def _call(self, work: Callable[[], Reply]) -> Reply:
        """``work()`` under the lock; a :class:`RulesqaError` is its message and exit code, anything else a bug."""
        try:
            with self._lock:
                return work()
        except RulesqaError as exc:
            return error(exc.exit_code, str(exc))
        except Exception:  # a bug: one clear reply, the traceback in the server's log
            log.exception("internal error")
            return error(EXIT_INTERNAL, INTERNAL_MESSAGE)

    # --- the endpoints ---------------------------------------------------------------------------

    def ask(self, params: Mapping[str, str]) -> Reply:
        """``rulesqa ask Q --json``: ``q``, ``k`` (1–50, default 5), ``lang`` (auto, en, ru), ``doc``. Not answered is
        an answer (200), exit code 5."""
        def work() -> Reply:
            question = params.get("q", "")
            k = _number(params, "k", 5, "-k")
            answer = self.rules.ask(question, k=k, lang=params.get("lang") or "auto", doc=_text(params, "doc"))
            return Reply(200, EXIT_OK if answer.answered else EXIT_NOT_ANSWERED, answer.to_json())
        return self._call(work)

    def verify(self, params: Mapping[str, str]) -> Reply:
        """``rulesqa verify CLAIM --json``: ``claim``, ``cite``, ``doc``; any verdict is 200, with its exit code."""
        from rulesqa.verify import exit_code, verify

        def work() -> Reply:
            doc = _text(params, "doc")
            self.rules.check_doc(doc)
            cite = _text(params, "cite")
            result = verify(self.rules, params.get("claim", ""), cite and _bounded(cite, "cited rule"), doc=doc)
            return Reply(200, exit_code(result.verdict), result.to_json())
        return self._call(work)

    def show(self, rule: str, params: Mapping[str, str]) -> Reply:
        """``rulesqa show ID --json``: ``lang``, ``doc``, ``children`` (``0``: no subrules). Not found is 404 with the
        same body (the nearest ids), exit code 5."""
        from rulesqa import listings

        def work() -> Reply:
            doc = _text(params, "doc")
            self.rules.check_doc(doc)
            if not rule.strip():
                raise UsageError("give a rule: an id (card-game-rules/208.3), a number (208.3) or a label")
            results = listings.show(self.stored, [_bounded(rule, "rule")], doc,
                                    children=params.get("children", "1") != "0", lang=_text(params, "lang"))
            found = all(entry["found"] for entry in results)
            return Reply(200 if found else 404, EXIT_OK if found else EXIT_NOT_ANSWERED, {"results": results})
        return self._call(work)

    def toc(self, params: Mapping[str, str]) -> Reply:
        """``rulesqa toc [DOC] --json``: ``doc``, ``depth`` (0: all levels)."""
        from rulesqa import listings

        def work() -> Reply:
            depth = _number(params, "depth", 0, "--depth")
            if depth < 0:
                raise UsageError(f"--depth must be 0 or more (got {depth})")
            return Reply(200, EXIT_OK, listings.toc(self.stored, _text(params, "doc"), depth))
        return self._call(work)

    def docs(self) -> Reply:
        """``rulesqa docs --json``."""
        from rulesqa import listings

        return self._call(lambda: Reply(200, EXIT_OK, {"documents": listings.documents(self.stored)}))

    def glossary(self, params: Mapping[str, str]) -> Reply:
        """``rulesqa glossary TERM --json`` for ``term``; without it, every entry of the glossary (``terms``: en, ru,
        note, group). An unknown term is 404 with the same body (suggestions), exit code 5."""
        from rulesqa import listings

        def work() -> Reply:
            term = params.get("term")
            if term is None:
                return Reply(200, EXIT_OK, {"terms": self.terms()})
            report = listings.glossary(self.stored, _bounded(term, "term"))
            found = bool(report["entries"])
            return Reply(200 if found else 404, EXIT_OK if found else EXIT_NOT_ANSWERED, report)
        return self._call(work)

    def terms(self) -> list[dict[str, Any]]:
        """Every glossary entry, in the glossary's order."""
        return [{"en": list(t.en), "ru": list(t.ru), "note": t.note, "group": t.group or None}
                for t in self.stored.glossary.terms]

    def context(self, rule: str, lang: str | None = None) -> Reply:
        """A rule in context, for the page: the rule with its subrules (``show``'s entry), its parent, its siblings
        and its document's outline; label paths in ``lang``. Not found: ``show``'s entry (nearest ids), 404."""
        from rulesqa import listings

        def work() -> Reply:
            entry = listings.show(self.stored, [_bounded(rule, "rule")], lang=lang)[0]
            if not entry["found"] or entry["how"] == "document":
                return Reply(404 if not entry["found"] else 200,
                             EXIT_OK if entry["found"] else EXIT_NOT_ANSWERED, {"entry": entry})
            chunk = self.stored.get(entry["rules"][0]["id"])
            parent = self.stored.get(chunk.parent) if chunk.parent else None
            if parent is not None:
                around = [self.stored.get(i) for i in parent.children]
            else:
                around = [c for c in self.stored.chunks if c.doc == chunk.doc and c.parent is None]
            siblings = [{"id": c.id, "title": c.title} for c in around if c is not None and "~" not in c.id]
            return Reply(200, EXIT_OK, {
                "entry": entry,
                "parent": None if parent is None else {"id": parent.id, "title": parent.title, "label": parent.label},
                "siblings": siblings,
                "outline": listings.outline(self.stored, chunk.doc, 0),
            })
        return self._call(work)
