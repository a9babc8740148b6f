"""What ``show``, ``toc``, ``docs`` and ``glossary`` list, as the plain data their ``--json`` prints.

Shared by the CLI (rulesqa/cli/) and the web API (rulesqa/web/), so both give the same schema
(docs/commands.md). Light on imports: the CLI imports it at start-up.
"""

from __future__ import annotations

import difflib
from typing import Any


def documents(stored: Any) -> list[dict[str, Any]]:
    """The index's documents: ``rulesqa docs --json``'s ``documents``."""
    return [{"id": d["id"], "title": d.get("title") or d["id"], "lang": d.get("lang"), "format": d.get("format"),
             "edition": d.get("edition") or "", "units": d.get("chunks"), "file": d.get("file")}
            for d in stored.manifest.get("documents", [])]


def outline(stored: Any, doc: str, depth: int) -> list[dict[str, Any]]:
    """The document's units as a tree, down to ``depth`` levels (0: all); a long section's parts (``id~p2``) stand
    under their section, not in the outline."""
    chunks = {c.id: c for c in stored.chunks if c.doc == doc}

    def node(chunk: Any, level: int) -> dict[str, Any]:
        below = [chunks[i] for i in chunk.children if i in chunks and "~" not in i]
        children = [node(c, level + 1) for c in below] if not depth or level < depth else []
        return {"id": chunk.id, "title": chunk.title, "children": children}

    roots = [c for c in chunks.values() if (c.parent is None or c.parent not in chunks) and "~" not in c.id]
    return [node(c, 1) for c in roots]


def toc(stored: Any, doc: str | None = None, depth: int = 0) -> dict[str, Any]:
    """``rulesqa toc [DOC] --json``: each document (or ``doc`` alone) with its outline. A :class:`UsageError` for a
    document the index does not hold, naming the ones it does."""
    from rulesqa.errors import UsageError

    listed = documents(stored)
    if doc is not None and doc not in {d["id"] for d in listed}:
        known = ", ".join(d["id"] for d in listed)
        raise UsageError(f"no document '{doc}' in this index; its documents are: {known}")
    return {"documents": [{**d, "outline": outline(stored, d["id"], depth)}
                          for d in listed if doc is None or d["id"] == doc]}


def show(stored: Any, queries: list[str], doc: str | None = None, *, children: bool = True,
         lang: str | None = None) -> list[dict[str, Any]]:
    """``rulesqa show ID… --json``'s ``results``: one entry per query, found (``rules``: the rule with its subrules
    unless not ``children``), a document's outline, ambiguous (``matches``) or unknown (``nearest``). ``lang``: give
    label paths in ``en`` or ``ru`` (default: as written, or in the language of a label typed)."""
    from rulesqa.errors import UsageError
    from rulesqa.lookup import resolve
    from rulesqa.text import guess_language

    if lang not in (None, "en", "ru"):
        raise UsageError(f"--lang must be en or ru (got {lang!r})")
    resolutions = [resolve(stored, query, doc) for query in queries]
    titles = {d["id"]: d["title"] for d in stored.manifest.get("documents", [])}
    results: list[dict[str, Any]] = []
    for res in resolutions:
        if not res.found and res.document is not None:  # a document's id: its outline, to choose a rule from
            results.append({"query": res.query, "found": True, "how": "document", "nearest": [], "matches": [],
                            "document": {"id": res.document, "title": titles[res.document]},
                            "outline": outline(stored, res.document, 2)})
            continue
        entry: dict[str, Any] = {"query": res.query, "found": res.found, "how": res.how, "nearest": res.nearest,
                                 "matches": [c.id for c in res.chunks] if not res.found else []}
        if res.found:
            chunk = res.chunks[0]
            family = stored.with_subrules(chunk.id) if children else [chunk]
            # a label typed in one language ("пустая колода") asks for label paths in that language
            shown = lang or (guess_language(res.query) if res.how == "label" else None)
            entry["rules"] = [{"id": c.id, "label": c.label, "localized_label": stored.labels.localize(c.label, shown),
                               "doc": c.doc, "title": titles.get(c.doc, c.doc),
                               "localized_title": stored.labels.localize(titles.get(c.doc, c.doc), shown),
                               "lang": c.lang, "page": c.page,
                               "file": c.file, "line": c.line, "text": c.text}
                              for c in family]
        results.append(entry)
    return results


def glossary(stored: Any, term: str) -> dict[str, Any]:
    """``rulesqa glossary TERM --json``: the entries for a term in either language, each with the sections that name
    it; for an unknown term, close suggestions and the sections whose text has its words."""
    from rulesqa.search.glossary import occurrences

    check_term(term)
    found: list[dict[str, Any]] = [
        {"en": list(t.en), "ru": list(t.ru), "note": t.note, "group": t.group or None,
         "sections": occurrences(t, stored.chunks)}
        for t in stored.glossary.lookup(term)
    ]
    suggestions: list[str] = []
    said_in: list[str] = []  # sections whose text has the word, when the glossary does not know it
    if not found:
        names = [v for t in stored.glossary.terms for v in (*t.en, *t.ru)]
        suggestions = difflib.get_close_matches(term, names, n=5, cutoff=0.5)
        said_in = sections_saying(stored, term)
    return {"term": term, "entries": found, "suggestions": suggestions, "sections": said_in}


def check_term(term: str) -> None:
    """A :class:`UsageError` for an empty glossary term."""
    from rulesqa.errors import UsageError

    if not term.strip():
        raise UsageError('the term is empty; e.g. rulesqa glossary "Spell Scroll"')


def sections_saying(stored: Any, term: str) -> list[str]:
    """Ids of the sections whose text holds every word of ``term`` (stemmed, so any form of it)."""
    from rulesqa.search.lexical import tokenize

    tokens = tokenize(term)
    if not tokens:
        return []
    return [chunk.id for chunk, has in zip(stored.chunks, stored.lexical.containing(tokens), strict=True) if has]
