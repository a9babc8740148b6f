"""``rulesqa ingest``: build the index from the corpus."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from rulesqa.cli.common import err, out, print_json, resolve_index, user_errors
from rulesqa.cli.options import IndexOption, JsonOption
from rulesqa.embed import DEFAULT_MODEL
from rulesqa.errors import EXIT_OK, EXIT_PARTIAL

if TYPE_CHECKING:  # loaded by the command itself: other commands never pay for the parsers
    from rulesqa.ingest import IngestReport, Progress

# what each role of the lines kept out of the rules is called: one, and several
ROLE_NAMES = {"title": ("page title", "page titles"), "intro": ("page intro", "page intros"),
              "blurb": ("product blurb", "product blurbs"), "pages": ("page reference", "page references"),
              "toc": ("table of contents", "tables of contents"), "front-matter": ("front matter", "front matters"),
              "back-matter": ("credits", "credits"), "page-furniture": ("run of page layout", "runs of page layout"),
              "comment": ("comment line", "comment lines")}


def ingest_command(
    corpus: Annotated[Path, typer.Argument(help="Corpus folder (with corpus.toml) or one rule file.")] = Path("corpus"),
    index: IndexOption = None,
    model: Annotated[
        str, typer.Option("--model", help="Embedding model: use-m3, e5-small, minilm, st:NAME_OR_PATH, fake.")
    ] = DEFAULT_MODEL,
    json_output: JsonOption = False,
) -> None:
    """Read the rule texts, cut them into cited sections and build the search index."""
    index_path = resolve_index(index)
    with user_errors():
        if err.is_terminal and not json_output:
            report = _with_progress_bar(corpus, index_path, model)
        else:
            from rulesqa.ingest import ingest

            report = ingest(corpus, index_path, model)
    if json_output:
        print_json(report_json(report))
    else:
        print_report(report)
    raise typer.Exit(EXIT_OK if report.complete else EXIT_PARTIAL)


def _with_progress_bar(corpus: Path, index: Path, model: str) -> IngestReport:
    from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as Bar

    with Bar(TextColumn("embedding"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
             console=err, transient=True) as bar:
        task = bar.add_task("embed", total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        progress: Progress = update
        from rulesqa.ingest import ingest

        return ingest(corpus, index, model, progress=progress)


def report_json(report: IngestReport) -> dict[str, object]:
    return {
        "index": str(report.index),
        "model": report.model,
        "documents": report.documents,
        "sections": report.sections,
        "chunks": report.chunks,
        "chunks_by_lang": report.chunks_by_lang,
        "embedded": report.embedded,
        "reused": report.reused,
        "seconds": round(report.seconds, 3),
        "not_rules": report.non_rules,
        "warnings": report.warnings,
        "notes": report.notes,
        "problems": report.problems,
        "complete": report.complete,
    }


def print_report(report: IngestReport) -> None:
    docs = report.documents
    out.print(
        f"Ingested {len(docs)} document{'s' * (len(docs) != 1)} into {report.index}/ in {report.seconds:.1f} s "
        f"(model {report.model}: {report.embedded} chunks embedded, {report.reused} reused)",
        markup=False,
    )
    width = max(len(d["id"]) for d in docs)
    for d in docs:
        out.print(f"  {d['id']:<{width}}  {d['format']:<8}  {d['lang']}  {d['chunks']:>4} chunks  {d['file']}",
                  markup=False)
        shape = d.get("structure")
        if shape:
            out.print(f"  {'':<{width}}  {shape['format_reason']}; {shape['sections']} sections, largest unit "
                      f"{shape['largest_share']:.0%} of the text", markup=False)
    langs = ", ".join(f"{lang} {n}" for lang, n in report.chunks_by_lang.items())
    out.print(f"Sections: {report.sections} top-level, {report.chunks} chunks ({langs})", markup=False)
    if report.non_rules:
        roles = Counter(n["role"] for n in report.non_rules)
        kept = ", ".join(f"{n} {ROLE_NAMES.get(role, (role, role + 's'))[n != 1]}" for role, n in sorted(roles.items()))
        out.print(f"Kept out of the rules: {kept} (see --json for their text)", markup=False)
    for warning in report.warnings:
        err.print(f"warning: {warning}", markup=False)
    for note in report.notes:
        err.print(f"note: {note}", markup=False)
    for problem in report.problems:
        err.print(f"error: {problem} (this document was not ingested)", markup=False)
