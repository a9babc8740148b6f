"""``rulesqa ask``: answer a rules question with the rule quoted and cited."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from rulesqa.cli.common import IndexOption, JsonOption, err, out, print_json, resolve_index, user_errors
from rulesqa.cli.render import print_answer
from rulesqa.errors import EXIT_NOT_ANSWERED, EXIT_OK


def ask_command(
    question: Annotated[str, typer.Argument(help="The rules question, in English or Russian.")],
    k: Annotated[int, typer.Option("-k", "--top", help="How many sections to show.")] = 5,
    lang: Annotated[str, typer.Option("--lang", help="Question language: auto, en or ru.")] = "auto",
    index: IndexOption = None,
    corpus: Annotated[Path, typer.Option(
        "--corpus", help="Corpus to build the index from when there is none yet.")] = Path("corpus"),
    explain: Annotated[bool, typer.Option("--explain", help="Show each signal's score and rank.")] = False,
    json_output: JsonOption = False,
) -> None:
    """Answer a rules question: the rule quoted verbatim and cited, or "the rules don't answer this"."""
    from rulesqa.api import open_index

    notes: list[str] = []

    def notify(message: str) -> None:
        notes.append(message)
        if not json_output:
            err.print(message, markup=False)

    with user_errors():
        rules = open_index(resolve_index(index), corpus=corpus, notify=notify)
        answer = rules.ask(question, k=k, lang=lang)
    answer.notes = notes
    if json_output:
        print_json(answer.to_json())
    else:
        answer.notes = []  # already printed as they happened
        print_answer(out, answer, explain=explain)
    raise typer.Exit(EXIT_OK if answer.answered else EXIT_NOT_ANSWERED)
