"""Rulebooks as players bring them: the same rules saved as a web page or printed to a PDF, read as their text is.

    python bench/formats.py [--ask-every N] [--json bench/results/formats.json]

The team's rulebooks under eval/rulebooks/ are written in Markdown or plain text. Each Markdown one is rendered to
the web page markdown-it makes of it (as a site would publish it), each plain-text one printed to a PDF of 50 lines
a page (tests/pdf_maker.py, with a ToUnicode map as a word processor's export has). For every book: are the units
the same as the text's (the same ids and the same words)? And for every N-th book, how does `ask` do on its
questions, on the text and on the page or PDF — Recall@1, Recall@5, and answerable questions answered? (Both read
by the default model; a gap there is what a player with the page or the PDF loses.)
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import rulesqa  # noqa: E402
from rulesqa.chunking import chunk_document  # noqa: E402
from rulesqa.corpus.loader import load_corpus  # noqa: E402
from rulesqa.evaluation import evaluate_index, read_questions  # noqa: E402
from rulesqa.ingest import ingest  # noqa: E402
from tests.pdf_maker import make_pdf  # noqa: E402

RULEBOOKS = ROOT / "eval" / "rulebooks"
_WORD = re.compile(r"\w+")


def as_web_page(source: Path, target: Path) -> None:
    from markdown_it import MarkdownIt

    render = MarkdownIt("commonmark").enable("table").render
    body = render(source.read_text(encoding="utf-8"))
    target.with_suffix(".html").write_text(f"<!DOCTYPE html><html><body>{body}</body></html>", encoding="utf-8")


def as_pdf(source: Path, target: Path) -> None:
    lines = source.read_text(encoding="utf-8").splitlines()
    target.with_suffix(".pdf").write_bytes(make_pdf([lines[i:i + 50] for i in range(0, len(lines), 50)]))


KINDS: dict[str, tuple[str, str, Callable[[Path, Path], None]]] = {
    "web page": (".md", ".html", as_web_page),
    "PDF": (".txt", ".pdf", as_pdf),
}


def converted(corpus: Path, target: Path, kind: str) -> Path:
    """``corpus`` with each rule text replaced by its web page or PDF."""
    suffix, new, convert = KINDS[kind]
    shutil.copytree(corpus, target)
    for text in target.glob(f"*{suffix}"):
        if text.name != "README.md":
            convert(text, text)
            text.unlink()
    manifest = target / "corpus.toml"
    if manifest.is_file():
        manifest.write_text(manifest.read_text(encoding="utf-8").replace(f'{suffix}"', f'{new}"')
                            .replace('format = "markdown"', 'format = "html"'), encoding="utf-8")
    return target


def books_of(kind: str) -> list[Path]:
    suffix = KINDS[kind][0]
    out = []
    for book in sorted(p for p in RULEBOOKS.iterdir() if p.is_dir()):
        texts = [p for p in (book / "corpus").iterdir() if p.suffix in (".md", ".txt") and p.name != "README.md"]
        if texts and all(p.suffix == suffix for p in texts):
            out.append(book)
    return out


def units(corpus: Path) -> dict[str, frozenset[str]]:
    return {c.id: frozenset(_WORD.findall(c.text.casefold())) for doc in load_corpus(corpus).documents
            for c in chunk_document(doc)}


def ask_figures(corpus: Path, questions: Path, index: Path) -> tuple[int, float, float, int]:
    ingest(corpus, index)
    report = evaluate_index(rulesqa.open_index(index), read_questions(questions))
    o = report.overall
    return o.count, o.recall_at_1 * o.count, o.recall_at_5 * o.count, o.count - report.wrongly_abstained


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--ask-every", type=int, default=3, help="ask the questions of every N-th book (default 3)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    result: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kind in KINDS:
            books = books_of(kind)
            same, differ = 0, []
            totals = {"text": [0, 0.0, 0.0, 0], kind: [0, 0.0, 0.0, 0]}
            for n, book in enumerate(books):
                page = converted(book / "corpus", Path(tmp) / kind / book.name / "corpus", kind)
                if units(book / "corpus") == units(page):
                    same += 1
                else:
                    differ.append(book.name)
                if n % args.ask_every:
                    continue
                for name, corpus in (("text", book / "corpus"), (kind, page)):
                    figures = ask_figures(corpus, book / "questions.jsonl", Path(tmp) / kind / book.name / name)
                    totals[name] = [a + b for a, b in zip(totals[name], figures, strict=True)]
                print(f"{kind}: {book.name} done", file=sys.stderr, flush=True)
            asked = {name: {"answerable": t[0], "r1": round(t[1] / max(1, t[0]), 3),
                            "r5": round(t[2] / max(1, t[0]), 3), "answered": t[3]} for name, t in totals.items()}
            result[kind] = {"books": len(books), "same_units": same, "differ": differ,
                            "asked_books": len(range(0, len(books), args.ask_every)), "ask": asked}
            print(f"{kind}: {same}/{len(books)} books cut into the same units; ask on "
                  f"{result[kind]['asked_books']} books: {asked}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
