"""The phone page's HTML, rendered from what the JSON API gives (:mod:`rulesqa.web.service`).

Rule text is always verbatim and escaped; the page's own words come from ``strings/*.json``. Every link stays on
the server and carries the reader's interface language (``ui``), so the page works without JavaScript and
without cookies; ``static/app.js`` only fetches the answer fragment in place.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from html import escape
from typing import Any
from urllib.parse import quote, urlencode

from rulesqa.web.i18n import LANGS, strings
from rulesqa.web.service import Reply, Service

MODES = ("ask", "verify")
# what separates the parts of a quote ("… sentence one. … sentence two."), each marked in the rule's text
ELLIPSIS = "…"


def h(value: Any) -> str:
    return escape("" if value is None else str(value), quote=True)


def link(path: str, ui: str, **params: str | None) -> str:
    """A URL on this server, with the interface language kept."""
    query = {k: v for k, v in params.items() if v not in (None, "")}
    query["ui"] = ui
    return f"{path}?{urlencode(query)}"


def rule_link(rule_id: str, ui: str) -> str:
    return link(f"/rule/{quote(rule_id, safe='/')}", ui)


def marked(text: str, quote_text: str | None) -> str:
    """``text`` escaped, with each part of ``quote_text`` (its sentences, joined by " … " where apart) in ``<mark>``;
    whitespace may differ (a quote is unwrapped: a hard wrap in the rule is a space in the quote)."""
    spans: list[tuple[int, int]] = []
    for part in (quote_text or "").split(ELLIPSIS):  # (a pattern with \s+ around it was quadratic on spaces)
        words = part.split()
        if not words:
            continue
        found = re.search(r"\s+".join(re.escape(w) for w in words), text)
        if found:
            spans.append(found.span())
    out, at = [], 0
    for start, end in sorted(spans):
        if start < at:
            continue
        out.append(h(text[at:start]))
        out.append(f"<mark>{h(text[start:end])}</mark>")
        at = end
    out.append(h(text[at:]))
    return "".join(out)


# --- the frame --------------------------------------------------------------------------------------------

def layout(ui: str, title: str, body: str, here: str, params: Mapping[str, str]) -> str:
    """A whole page: header with the navigation and the language toggle (``here`` with ``params``, in the other
    language), ``body``, footer."""
    s = strings(ui)
    other = LANGS[1 - LANGS.index(ui)]
    toggle = f"{here}?{urlencode({**{k: v for k, v in params.items() if k != 'ui'}, 'ui': other})}"
    return f"""<!doctype html>
<html lang="{ui}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{h(title)} · {h(s['title'])}</title>
<link rel="stylesheet" href="/static/style.css">
<link rel="icon" href="/static/icon.svg" type="image/svg+xml">
<script src="/static/app.js" defer></script>
</head>
<body>
<a class="skip" href="#main">{h(s['skip'])}</a>
<header>
<nav aria-label="{h(s['title'])}">
<a class="home" href="{h(link('/', ui))}">{h(s['title'])}</a>
<a href="{h(link('/toc', ui))}">{h(s['nav_toc'])}</a>
<a href="{h(link('/glossary', ui))}">{h(s['nav_glossary'])}</a>
<a class="lang" href="{h(toggle)}" hreflang="{other}" lang="{other}" title="{h(s['other_lang_hint'])}"
 aria-label="{h(s['other_lang_hint'])}">{h(s['other_lang'])}</a>
</nav>
</header>
<main id="main" tabindex="-1">
{body}
</main>
<footer><p>{h(s['offline_note'])}</p></footer>
</body>
</html>
"""


def error_block(ui: str, reply: Reply) -> str:
    s = strings(ui)
    return (f'<div class="error" role="alert"><p><strong>{h(s["error"])}</strong> '
            f'({reply.exit_code}): {h(reply.body["error"]["message"])}</p></div>')


# --- asking -----------------------------------------------------------------------------------------------

def form(ui: str, service: Service, params: Mapping[str, str]) -> str:
    s = strings(ui)
    mode = params.get("mode") or "ask"
    mode = mode if mode in MODES else "ask"
    value = params.get("q", "")
    doc = params.get("doc", "")
    options = [f'<option value="">{h(s["doc_all"])}</option>']
    for d in service.docs().body.get("documents", []):
        chosen = " selected" if d["id"] == doc else ""
        options.append(f'<option value="{h(d["id"])}"{chosen}>{h(d["title"])}</option>')
    radios = "".join(
        f'<label class="mode"><input type="radio" name="mode" value="{m}"{" checked" if m == mode else ""}>'
        f' {h(s["mode_" + m])}</label>' for m in MODES)
    return f"""<form id="ask" class="ask" action="/" method="get" role="search">
<input type="hidden" name="ui" value="{ui}">
<fieldset class="modes"><legend>{h(s['mode_legend'])}</legend>{radios}</fieldset>
<label for="q" id="q-label" data-ask="{h(s['input_ask'])}" data-verify="{h(s['input_verify'])}">
{h(s['input_' + mode])}</label>
<div class="row">
<textarea id="q" name="q" rows="2" maxlength="2000" required autocomplete="off" autocapitalize="sentences"
 placeholder="{h(s['placeholder_' + mode])}" data-ask="{h(s['placeholder_ask'])}"
 data-verify="{h(s['placeholder_verify'])}">{h(value)}</textarea>
<button type="submit">{h(s['submit'])}</button>
</div>
<label for="doc" class="small">{h(s['doc_label'])}</label>
<select id="doc" name="doc">{''.join(options)}</select>
</form>"""


def result(ui: str, service: Service, params: Mapping[str, str]) -> tuple[int, str]:
    """The answer (or verdict) for the form's ``q``, as HTML, with the reply's HTTP status; empty without ``q``."""
    if not params.get("q", "").strip():
        return 200, ""
    doc = params.get("doc") or ""
    if params.get("mode") == "verify":
        reply = service.verify({"claim": params["q"], "doc": doc})
        html = error_block(ui, reply) if "error" in reply.body else verdict_html(ui, service, reply.body)
    else:
        reply = service.ask({"q": params["q"], "doc": doc})
        html = error_block(ui, reply) if "error" in reply.body else answer_html(ui, service, reply.body)
    return reply.status, html


def _citation_line(ui: str, citation: Mapping[str, Any], label: str | None = None) -> str:
    s = strings(ui)
    page = f' · <span class="page">{h(citation["page"])}</span>' if citation.get("page") else ""
    return (f'<p class="cite">{h(s["source"])}: <a href="{h(rule_link(citation["id"], ui))}">'
            f'<code>{h(citation["id"])}</code></a>{page}<br>'
            f'<span class="path">{h(label or citation.get("localized_label") or citation["label"])}</span></p>')


def _rule_text(service: Service, rule_id: str) -> tuple[str, str]:
    """The verbatim text of a unit and its language."""
    chunk = service.stored.get(rule_id)
    return (chunk.text, chunk.lang) if chunk is not None else ("", "")


def answer_html(ui: str, service: Service, answer: Mapping[str, Any]) -> str:
    s = strings(ui)
    parts = ['<section class="result">']
    for note in answer.get("notes", []):
        parts.append(f'<p class="note">{h(note)}</p>')
    results = list(answer.get("results", []))
    if answer["answered"] and answer["answer"]:
        given = answer["answer"]
        citation = given["citation"]
        text, lang = _rule_text(service, citation["id"])
        shown = marked(text, given["text"])
        if "<mark>" not in shown:
            shown = f"<mark>{h(given['text'])}</mark>"
        parts.append(f'<h2>{h(s["answer"])}</h2>')
        parts.append(f'<blockquote class="rule" lang="{h(lang or citation["lang"])}">{shown}</blockquote>')
        parts.append(_citation_line(ui, citation))
        if given.get("terms"):
            terms = "; ".join(f"{h(t['rule'])} — {h(t['reader'])}" for t in given["terms"])
            parts.append(f'<p class="terms">{h(s["its_terms"])}: {terms}</p>')
        if answer.get("example"):
            parts.append(_example_html(ui, answer["example"]))
        others = [r for r in results if r["id"] != citation["id"]]
        if others:
            parts.append(f'<details class="also"><summary>{h(s["also_relevant"])} ({len(others)})</summary>'
                         f'{_results_list(ui, others)}</details>')
    else:
        parts.append(f'<h2>{h(s["not_answered"])}</h2><p class="message">{h(answer.get("message"))}</p>')
        if results:
            parts.append(f'<h3>{h(s["closest"])}</h3>{_results_list(ui, results)}')
    parts.append("</section>")
    return "\n".join(parts)


def _results_list(ui: str, results: list[Mapping[str, Any]]) -> str:
    items = []
    for r in results:
        label = r["citation"].get("localized_label") or r["label"]
        items.append(f'<li><a href="{h(rule_link(r["id"], ui))}"><code>{h(r["id"])}</code></a> '
                     f'<span class="path">{h(label)}</span>'
                     f'<p class="snippet" lang="{h(r["lang"])}">{h(r["snippet"])}</p></li>')
    return f'<ul class="results">{"".join(items)}</ul>'


def _example_html(ui: str, example: Mapping[str, Any]) -> str:
    s = strings(ui)
    sample = f' <span class="small">({h(s["sample_note"])})</span>' if example.get("sample") else ""
    steps = "".join(f'<li>{h(step.get("text"))} <a href="{h(rule_link(step["citation"], ui))}">'
                    f'<code>{h(step["citation"])}</code></a></li>'
                    for step in example.get("steps", []) if step.get("citation"))
    decision = f'<p>{h(example["decision"])}</p>' if example.get("decision") else ""
    return (f'<details class="example"><summary>{h(s["worked_example"])}: {h(example.get("title"))}{sample}'
            f'</summary><ol lang="{h(example.get("lang"))}">{steps}</ol>{decision}</details>')


def verdict_html(ui: str, service: Service, result_json: Mapping[str, Any]) -> str:
    s = strings(ui)
    verdict = result_json["verdict"]
    parts = ['<section class="result">',
             f'<h2 class="verdict {h(verdict)}">{h(s["verdict_" + verdict])}</h2>',
             f'<p class="reason" lang="{h(result_json["lang"])}">{h(result_json["reason"])}</p>']
    citation = result_json.get("citation")
    if citation and result_json.get("sentence"):
        text, lang = _rule_text(service, citation["id"])
        shown = marked(text, result_json["sentence"])
        if "<mark>" not in shown:
            shown = f"<mark>{h(result_json['sentence'])}</mark>"
        label = service.stored.labels.localize(citation["label"], result_json["lang"])
        parts.append(f'<h3>{h(s["deciding_sentence"])}</h3>'
                     f'<blockquote class="rule" lang="{h(lang)}">{shown}</blockquote>')
        parts.append(_citation_line(ui, citation, label))
    elsewhere = result_json.get("elsewhere")
    if elsewhere:
        parts.append(f'<p class="elsewhere">{h(s["says_it_instead"])}: <a href="{h(rule_link(elsewhere["id"], ui))}">'
                     f'<code>{h(elsewhere["id"])}</code></a> — “{h(elsewhere["sentence"])}”</p>')
    if result_json.get("checks"):
        checks = "".join(f'<li><strong>{h(c["name"])}</strong>: {h(s["check_ok"] if c["ok"] else s["check_failed"])}'
                         f' — {h(c["detail"])}</li>' for c in result_json["checks"])
        parts.append(f'<details class="checks"><summary>{h(s["checks"])}</summary><ul>{checks}</ul></details>')
    parts.append("</section>")
    return "\n".join(parts)


def home(ui: str, service: Service, params: Mapping[str, str]) -> tuple[int, str]:
    s = strings(ui)
    status, answer = result(ui, service, params)
    title = params.get("q") or s["nav_ask"]
    body = (f'<h1 class="tagline">{h(s["tagline"])}</h1>\n{form(ui, service, params)}\n'
            f'<div id="result" aria-live="polite">{answer}</div>')
    return status, layout(ui, title, body, "/", params)


# --- a rule in context, the outlines, the glossary ---------------------------------------------------------

def _tree(ui: str, nodes: list[Mapping[str, Any]], current: str | None = None) -> str:
    if not nodes:
        return ""
    items = []
    for n in nodes:
        here = ' aria-current="page"' if n["id"] == current else ""
        items.append(f'<li><a href="{h(rule_link(n["id"], ui))}"{here}>{h(n["title"])}</a>'
                     f'{_tree(ui, n["children"], current)}</li>')
    return f'<ul class="tree">{"".join(items)}</ul>'


def rule_page(ui: str, service: Service, rule_id: str, params: Mapping[str, str]) -> tuple[int, str]:
    s = strings(ui)
    reply = service.context(rule_id, ui)
    here = f"/rule/{quote(rule_id, safe='/')}"
    if "error" in reply.body:
        return reply.status, layout(ui, s["error"], error_block(ui, reply), here, params)
    entry = reply.body["entry"]
    if entry["how"] == "document":
        document = entry["document"]
        body = (f'<h1>{h(document["title"])}</h1><p class="small"><code>{h(document["id"])}</code></p>'
                f'{_tree(ui, entry["outline"])}')
        return 200, layout(ui, document["title"], body, here, params)
    if not entry["found"]:
        if entry["matches"]:
            choices = "".join(f'<li><a href="{h(rule_link(i, ui))}"><code>{h(i)}</code></a></li>'
                              for i in entry["matches"])
            body = f'<h1>{h(s["matches"])}</h1><ul>{choices}</ul>'
        else:
            nearest = "".join(f'<li><a href="{h(rule_link(i, ui))}"><code>{h(i)}</code></a></li>'
                              for i in entry["nearest"])
            body = (f'<h1>{h(s["no_such_rule"])}: <code>{h(rule_id)}</code></h1>'
                    f'<h2>{h(s["nearest"])}</h2><ul>{nearest}</ul>')
        return reply.status, layout(ui, s["no_such_rule"], body, here, params)
    rules = entry["rules"]
    first = rules[0]
    parts = [f'<p class="small">{h(s["rule_in_context"])} · <a href="{h(link("/toc", ui, doc=first["doc"]))}">'
             f'{h(first["localized_title"])}</a></p>']
    parent = reply.body["parent"]
    if parent:
        parts.append(f'<p class="parent">{h(s["parent"])}: <a href="{h(rule_link(parent["id"], ui))}">'
                     f'{h(parent["title"])}</a></p>')
    parts.append(f'<h1><code>{h(first["id"])}</code></h1><p class="path">{h(first["localized_label"])}</p>')
    for n, rule in enumerate(rules):
        page = f' · {h(rule["page"])}' if rule.get("page") else ""
        head = "" if n == 0 else (f'<p class="sub"><a href="{h(rule_link(rule["id"], ui))}">'
                                  f'<code>{h(rule["id"])}</code></a></p>')
        css = "rule" if n == 0 else "rule subrule"
        parts.append(f'<article class="{css}" id="r{n}">{head}'
                     f'<div class="text" lang="{h(rule["lang"])}">{h(rule["text"])}</div>'
                     f'<p class="small">{h(rule["file"])}:{h(rule["line"])}{page}</p></article>')
    siblings = reply.body["siblings"]
    if len(siblings) > 1:
        current = ' aria-current="page"'
        items = "".join(
            f'<li><a href="{h(rule_link(sib["id"], ui))}"{current if sib["id"] == first["id"] else ""}>'
            f'{h(sib["title"])}</a></li>' for sib in siblings)
        parts.append(f'<nav class="siblings" aria-label="{h(s["siblings"])}"><h2>{h(s["siblings"])}</h2>'
                     f'<ul>{items}</ul></nav>')
    parts.append(f'<details class="outline"><summary>{h(s["outline"])}</summary>'
                 f'{_tree(ui, reply.body["outline"], first["id"])}</details>')
    return 200, layout(ui, first["id"], "\n".join(parts), here, params)


def toc_page(ui: str, service: Service, params: Mapping[str, str]) -> tuple[int, str]:
    s = strings(ui)
    doc = params.get("doc") or None
    reply = service.toc({"doc": doc or ""})
    if "error" in reply.body:
        return reply.status, layout(ui, s["error"], error_block(ui, reply), "/toc", params)
    blocks = []
    for d in reply.body["documents"]:
        opened = " open" if doc == d["id"] or len(reply.body["documents"]) == 1 else ""
        edition = f", {h(d['edition'])}" if d.get("edition") else ""
        blocks.append(f'<details class="doc"{opened}><summary><strong>{h(d["title"])}</strong> '
                      f'<span class="small">(<code>{h(d["id"])}</code>, {h(d["lang"])}{edition}, {h(d["units"])})'
                      f'</span></summary>{_tree(ui, d["outline"])}</details>')
    body = f'<h1>{h(s["toc_title"])}</h1><p>{h(s["toc_intro"])}</p>{"".join(blocks)}'
    return 200, layout(ui, s["toc_title"], body, "/toc", params)


def glossary_page(ui: str, service: Service, params: Mapping[str, str]) -> tuple[int, str]:
    s = strings(ui)
    term = params.get("term", "")
    found = ""
    status = 200
    if term.strip():
        reply = service.glossary({"term": term})
        status = reply.status
        if "error" in reply.body:
            found = error_block(ui, reply)
        else:
            found = _glossary_entries(ui, reply.body)
    rows = "".join(
        f'<tr><td lang="en"><a href="{h(link("/glossary", ui, term=t["en"][0]))}">{h("; ".join(t["en"]))}</a></td>'
        f'<td lang="ru">{h("; ".join(t["ru"]))}</td></tr>'
        for t in service.terms())
    body = f"""<h1>{h(s['glossary_title'])}</h1><p>{h(s['glossary_intro'])}</p>
<form class="ask" action="/glossary" method="get" role="search">
<input type="hidden" name="ui" value="{ui}">
<label for="term">{h(s['glossary_term'])}</label>
<div class="row"><input id="term" name="term" type="search" value="{h(term)}" maxlength="200" required>
<button type="submit">{h(s['glossary_find'])}</button></div>
</form>
<div id="found">{found}</div>
<details class="all"{'' if term else ' open'}><summary>{h(s['glossary_all'])}</summary>
<table class="terms"><thead><tr><th scope="col">English</th><th scope="col">Русский</th></tr></thead>
<tbody>{rows}</tbody></table></details>"""
    return status, layout(ui, s["glossary_title"], body, "/glossary", params)


def _glossary_entries(ui: str, report: Mapping[str, Any]) -> str:
    s = strings(ui)
    if not report["entries"]:
        out = [f'<p class="message">{h(s["glossary_no_entry"])}</p>']
        if report["suggestions"]:
            links = ", ".join(f'<a href="{h(link("/glossary", ui, term=t))}">{h(t)}</a>'
                              for t in report["suggestions"])
            out.append(f'<p>{h(s["glossary_suggestions"])}: {links}</p>')
        if report["sections"]:
            out.append(f'<p>{h(s["glossary_said_in"])}: {_id_links(ui, report["sections"])}</p>')
        return "".join(out)
    out = []
    for e in report["entries"]:
        group = f'<p class="small">{h(s["glossary_one_of"])}: {h(e["group"])}</p>' if e.get("group") else ""
        note = f'<p class="small">{h(e["note"])}</p>' if e.get("note") else ""
        out.append(f'<article class="entry"><h2><span lang="en">{h("; ".join(e["en"]))}</span> ⇄ '
                   f'<span lang="ru">{h("; ".join(e["ru"]))}</span></h2>{note}{group}'
                   f'<p>{h(s["glossary_in"])}: {_id_links(ui, e["sections"]) or "—"}</p></article>')
    return "".join(out)


def _id_links(ui: str, ids: list[str]) -> str:
    return ", ".join(f'<a href="{h(rule_link(i, ui))}"><code>{h(i)}</code></a>' for i in ids)


def not_found_page(ui: str, path: str, params: Mapping[str, str]) -> str:
    s = strings(ui)
    return layout(ui, s["error"], f'<h1>{h(s["not_found_page"])}</h1>', path, params)
