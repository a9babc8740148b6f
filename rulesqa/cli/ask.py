"""``rulesqa ask``: answer a rules question with the rule quoted and cited."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from rulesqa.cli.answering import AskOptions, answer_in_process, run_ask
from rulesqa.cli.common import configured, err, from_stdin, out, resolve_index, user_errors
from rulesqa.cli.options import DocOption, IndexOption, JsonOption, LangOption, TopOption

__all__ = ["AskOptions", "answer_in_process", "ask_command", "run_ask"]


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
