"""``rulesqa repl``: ask many questions against one loaded index (the warm path), with line history."""

from __future__ import annotations

import os
from pathlib import Path

import typer

from rulesqa.cli.common import configured, err, out, resolve_index, user_errors
from rulesqa.cli.options import IndexOption, LangOption, TopOption
from rulesqa.cli.render import print_answer

PROMPT = "rules? "
HELP = ("Type a question in English or Russian. Commands: :show ID, :verify CLAIM, :k N, :explain, :quit "
        "(or Ctrl-D).")


def _history_file() -> Path:
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "rulesqa" / "repl_history"


def repl_command(
    index: IndexOption = None,
    k: TopOption = None,
    lang: LangOption = None,
) -> None:
    """Ask questions one after another; the index and model stay loaded between them."""
    from rulesqa.api import open_index

    k, lang = configured("k", k, 5), configured("lang", lang, "auto")
    with user_errors():
        rules = open_index(resolve_index(index), notify=lambda m: err.print(m, markup=False))
    history = _setup_history()
    out.print(HELP, markup=False)
    explain = False
    while True:
        try:
            line = input(PROMPT).strip()
        except (EOFError, KeyboardInterrupt):
            out.print()
            break
        if not line:
            continue
        if line in (":q", ":quit", ":exit"):
            break
        if line in (":h", ":help", "?"):
            out.print(HELP, markup=False)
            continue
        if line == ":explain":
            explain = not explain
            out.print(f"explain {'on' if explain else 'off'}", markup=False)
            continue
        try:
            with user_errors():
                if line.startswith(":k "):
                    k = int(line[3:])
                    out.print(f"showing {k} sections", markup=False)
                elif line.startswith(":show "):
                    _show(rules, line[6:].strip())
                elif line.startswith(":verify "):
                    _verify(rules, line[8:].strip())
                elif line.startswith(":"):
                    err.print(f"unknown command {line.split()[0]}; {HELP}", markup=False)
                else:
                    print_answer(out, rules.ask(line, k=k, lang=lang), explain=explain)
        except typer.Exit:
            pass  # the message was printed; keep going
        except ValueError:
            err.print("usage: :k N (a whole number)", markup=False)
    if history is not None:
        _save_history(history)


def _show(rules: object, query: str) -> None:
    from rulesqa.lookup import resolve

    found = resolve(rules.stored, query)  # type: ignore[attr-defined]
    if not found.found:
        near = ", ".join(c.id for c in found.chunks) or ", ".join(found.nearest) or "none"
        out.print(f"No single rule '{query}'. Try: {near}", markup=False)
        return
    for chunk in rules.stored.with_subrules(found.chunks[0].id):  # type: ignore[attr-defined]
        out.print(f"{chunk.id} · {chunk.label}", markup=False)
        out.print(chunk.text, markup=False)


def _verify(rules: object, claim: str) -> None:
    from rulesqa.verify import verify

    result = verify(rules, claim)
    out.print(f"{result.verdict.upper()}: {result.reason}", markup=False)
    if result.sentence and result.citation:
        out.print(f"  {result.citation.id}: “{result.sentence}”", markup=False)


def _setup_history() -> Path | None:
    try:
        import readline
    except ImportError:  # pragma: no cover - not on every platform
        return None
    path = _history_file()
    try:
        readline.read_history_file(path)
    except OSError:
        pass
    readline.set_history_length(1000)
    return path


def _save_history(path: Path) -> None:
    import readline

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        readline.write_history_file(path)
    except OSError:
        pass
