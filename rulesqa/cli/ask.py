"""``rulesqa ask``: answer a rules question with the rule quoted and cited."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console

from rulesqa.cli.common import (
    DocOption,
    IndexOption,
    JsonOption,
    LangOption,
    TopOption,
    configured,
    err,
    from_stdin,
    json_text,
    out,
    resolve_index,
    user_errors,
)
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


def ask_command(
    question: Annotated[str, typer.Argument(help="The rules question, in English or Russian; - reads it from stdin.")],
    k: TopOption = None,
    lang: LangOption = None,
    index: IndexOption = None,
    corpus: Annotated[Path | None, typer.Option(
        "--corpus", help="Corpus to build the index from when there is none yet (default ./corpus); an index "
                         "built from another corpus is refused.")] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Show each signal's score and rank.")] = False,
    json_output: JsonOption = False,
    doc: DocOption = None,
) -> None:
    """Answer a rules question: the rule quoted verbatim and cited, or "the rules don't answer this"."""
    from rulesqa.api import open_index

    with user_errors(err):
        question = from_stdin(question, "question")
    options = AskOptions(question, configured("k", k, 5), configured("lang", lang, "auto"), resolve_index(index),
                         corpus, explain, json_output, doc)
    # no process outlives the command unless the user asked for one (`rulesqa server start`)
    code = run_ask(options, lambda notify: open_index(options.index, corpus=options.corpus, notify=notify), out, err)
    raise typer.Exit(code)


def answer_in_process(parsed: dict[str, Any]) -> int:
    """``ask`` answered in this process from :func:`rulesqa.client.parse_ask`'s options (the config file's
    settings and the default index already applied), without the Typer app; the exit code."""
    from rulesqa.api import open_index

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
        with user_errors(err):
            rules = rules_for(notify)
            if options.corpus is not None:
                _check_corpus(rules, options.index, options.corpus)
            answer = rules.ask(options.question, k=options.k, lang=options.lang, doc=options.doc)
    except typer.Exit as exit_:
        return int(exit_.exit_code)
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
