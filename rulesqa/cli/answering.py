"""Answering one question as ``rulesqa ask`` does, for the command, the in-process fast path and the query server.

Free of Typer: a one-question process answers through :func:`answer_in_process` without loading the CLI framework.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console

from rulesqa.cli.common import USER_ERRORS, err, json_text, out, reported
from rulesqa.cli.render import print_answer
from rulesqa.errors import EXIT_NOT_ANSWERED, EXIT_OK, UsageError

if TYPE_CHECKING:
    from rulesqa.api import Notify, RulesIndex


@dataclass
class AskOptions:
    """Everything an ``ask`` invocation says; also what the query server receives."""

    question: str
    k: int = 5
    lang: str = "auto"
    index: Path = Path("index")
    corpus: Path | None = None  # given: the corpus the index must be of (built from it if there is none yet)
    explain: bool = False
    json: bool = False
    doc: str | None = None  # --doc: one document's rules only


def answer_in_process(parsed: dict[str, Any]) -> int:
    """``ask`` answered in this process from :func:`rulesqa.client.parse_ask`'s options (the config file's
    settings and the default index already applied), without the Typer app; the exit code."""
    from rulesqa.api import open_index

    color = parsed.get("color") or "auto"
    if color != "auto":
        out.use_color(color)
        err.use_color(color)
    corpus = Path(parsed["corpus"]) if parsed.get("corpus") else None
    options = AskOptions(str(parsed["question"]), int(parsed["k"]), str(parsed["lang"]), Path(parsed["index"]),
                         corpus, bool(parsed["explain"]), bool(parsed["json"]), parsed.get("doc"))
    return run_ask(options, lambda notify: open_index(options.index, corpus=corpus, notify=notify), out, err)


def run_ask(options: AskOptions, rules_for: Callable[[Notify], RulesIndex], out: Console, err: Console) -> int:
    """Answer one question with the given consoles; return the exit code. Shared by the CLI and the server.

    ``rules_for(notify)`` gives the loaded index; it reports what it did (built, rebuilt) through ``notify``.
    """
    notes: list[str] = []

    def notify(message: str) -> None:
        notes.append(message)
        if not options.json:
            err.print(message, markup=False)

    try:
        rules = rules_for(notify)
        if options.corpus is not None:
            _check_corpus(rules, options.index, options.corpus)
        answer = rules.ask(options.question, k=options.k, lang=options.lang, doc=options.doc)
    except USER_ERRORS as exc:
        return reported(exc, err)
    if options.json:
        answer.notes = [*notes, *answer.notes]
        out.file.write(json_text(answer.to_json()))
    else:  # the index notes were printed as they happened
        print_answer(out, answer, explain=options.explain)
    return EXIT_OK if answer.answered else EXIT_NOT_ANSWERED


def _check_corpus(rules: RulesIndex, index: Path, corpus: Path) -> None:
    """A ``--corpus`` the index was not built from is refused: its answers would come from another rulebook."""
    from rulesqa.store.freshness import built_from

    if not built_from(rules.stored.manifest, corpus):
        root = rules.stored.manifest["corpus"]["root"]
        raise UsageError(f"{index} was built from {root}, not from {corpus}; to ask about {corpus}, build its own "
                         f"index: rulesqa ingest {corpus} --index INDEX_DIR, then ask with --index INDEX_DIR")
