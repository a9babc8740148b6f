"""``rulesqa eval``: recall, MRR and abstention on a question set with gold substrings."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from rulesqa.cli.common import err, out, print_json, resolve_index, user_errors
from rulesqa.cli.options import IndexOption, JsonOption
from rulesqa.errors import UsageError
from rulesqa.evaluation import EvalReport, evaluate_index, read_questions, report_json
from rulesqa.search.searcher import MODES, Mode

if TYPE_CHECKING:
    from rulesqa.api import RulesIndex


def eval_command(
    questions: Annotated[Path, typer.Argument(help="JSON lines: {id, lang, q, gold: [substrings]}.")],
    model: Annotated[str | None, typer.Option(
        "--model", help="Evaluate another embedding model (a temporary index is built for it).")] = None,
    mode: Annotated[str, typer.Option("--mode", help="hybrid (default); baselines: dense, bm25, rrf.")] = "hybrid",
    index: IndexOption = None,
    corpus: Annotated[Path | None, typer.Option(
        "--corpus", help="Evaluate on this corpus (a temporary index is built from it unless the index was). "
                         "Default: the index's own corpus, or ./corpus when there is no index yet.")] = None,
    json_output: JsonOption = False,
) -> None:
    """Score what `ask` answers on a question set: Recall@1, Recall@5, MRR per direction, and abstention."""
    from rulesqa.api import open_index
    from rulesqa.embed import DEFAULT_MODEL

    with user_errors(), tempfile.TemporaryDirectory(prefix="rulesqa-eval-") as scratch:
        if mode not in MODES:
            raise UsageError(f"--mode must be one of {', '.join(MODES)} (got {mode!r})")
        items = read_questions(questions)
        path = resolve_index(index)
        if corpus is not None and not _built_from(path, corpus):  # a rulebook of one's own, not the index's
            rules = _temporary(corpus, model or DEFAULT_MODEL, Path(scratch), mode)
        else:
            rules = open_index(path, mode=mode, corpus=corpus, notify=lambda m: err.print(m, markup=False))
            if model is not None and rules.stored.manifest["embedder"]["id"] != model:
                source = Path(rules.stored.manifest.get("corpus", {}).get("root", corpus or "corpus"))
                rules = _temporary(source, model, Path(scratch), mode)
        report = evaluate_index(rules, items)
    if json_output:
        print_json(report_json(report))
    else:
        print_report(questions, report)


def _built_from(index: Path, corpus: Path) -> bool:
    """Was the index at ``index`` built from ``corpus``? (No when there is no index there.)"""
    from rulesqa.errors import IndexProblem
    from rulesqa.store import load_index
    from rulesqa.store.freshness import built_from

    try:
        return built_from(load_index(index).manifest, corpus)
    except IndexProblem:
        return not index.exists()  # none yet: open_index builds it from the corpus given


def _temporary(corpus: Path, model: str, scratch: Path, mode: Mode) -> RulesIndex:
    """An index of ``corpus`` with ``model`` in ``scratch``, for this evaluation only."""
    from rulesqa.api import open_index
    from rulesqa.ingest import ingest

    err.print(f"building a temporary index of {corpus} with model {model} …", markup=False)
    ingest(corpus, scratch / "index", model)
    return open_index(scratch / "index", mode=mode, auto_build=False)


def print_report(path: Path, report: EvalReport) -> None:
    s = report.settings
    out.print(f"{path}: {len(report.outcomes)} questions ({report.overall.count} answerable, "
              f"{report.unanswerable} not) · model {s['model']} · mode {s['mode']}", markup=False)
    out.print(f"  {'direction':<10} {'n':>3}  {'R@1':>5}  {'R@5':>5}  {'MRR':>5}", markup=False)
    for name, m in [("all", report.overall), *report.by_direction.items()]:
        out.print(f"  {name:<10} {m.count:>3}  {m.recall_at_1:5.3f}  {m.recall_at_5:5.3f}  {m.mrr:5.3f}", markup=False)
    out.print(
        f"  abstention: precision {report.abstention_precision:.2f}, recall {report.abstention_recall:.2f} "
        f"({report.abstained_correctly}/{report.unanswerable} unanswerable abstained); "
        f"wrongly abstained {report.wrongly_abstained}/{report.overall.count}, "
        f"wrongly answered {report.wrongly_answered}/{report.unanswerable}",
        markup=False,
    )
    misses = [o for o in report.outcomes
              if (o.question.gold and (o.first_hit != 1 or not o.answered)) or (not o.question.gold and o.answered)]
    if misses:
        out.print("  not right at rank 1:", markup=False)
    for o in misses:
        what = ("answered, but the rules do not answer it" if not o.question.gold
                else "abstained" if not o.answered else f"first hit at rank {o.first_hit}")
        out.print(f"    {o.question.id} {o.question.q[:70]!r}: {what}; top {o.ranked_ids[:1]}", markup=False)
