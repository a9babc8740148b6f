"""The library entry point: ``rulesqa.open_index(path).ask("…")`` does what ``rulesqa ask`` does."""

from __future__ import annotations

import dataclasses
import functools
import math
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rulesqa.answer import Answer, build_answer
from rulesqa.embed import Embedder, get_embedder
from rulesqa.errors import (
    CorpusError,
    IndexIncompatible,
    IndexLocked,
    IndexMissing,
    IndexStale,
    UsageError,
)
from rulesqa.search.searcher import (
    MAX_QUESTION_CHARS,
    Hit,
    Mode,
    Searcher,
    SearchResult,
    rule_before_its_example,
)
from rulesqa.search.spelling import Speller
from rulesqa.store import StoredIndex, failed_ingest, layout, load_index, writer_lock
from rulesqa.store.freshness import built_from, corpus_changes

DEFAULT_CORPUS = Path("corpus")
Notify = Callable[[str], None]
LANG_CHOICES = ("auto", "en", "ru")
# Not answered for these reasons, a question gets a second try with its typos fixed (see search/spelling.py).
SECOND_TRY_REASONS = ("low-similarity", "low-coverage", "no-quantity", "no-words", "unknown-citation",
                      "low-confidence")


def _quiet(_: str) -> None:
    pass


class RulesIndex:
    """A loaded index with its embedder: ask it many questions (the warm path)."""

    def __init__(self, stored: StoredIndex, embedder: Embedder | None, mode: Mode = "hybrid"):
        self.stored = stored
        self.searcher = Searcher(stored, embedder, mode)

    @property
    def path(self) -> Path:
        return self.stored.path

    def hand_written(self) -> RulesIndex:
        """The same index answered by the hand-written decisions alone, without the learned models (to compare the
        two; the CLI's ``RULESQA_LEARNED=0``). They are what answers an index built without the models."""
        plain = RulesIndex(self.stored, self.searcher.embedder, self.searcher.mode)
        plain.searcher.__dict__.update(ranker=None, quote_model=None, verdict_model=None)
        return plain

    @functools.cached_property
    def speller(self) -> Speller:
        return Speller(self.stored.chunks, self.stored.lexical, self.stored.glossary,
                       getattr(self.searcher.embedder, "known_word", None))

    def search(self, question: str, k: int = 5, lang: str = "auto", doc: str | None = None) -> SearchResult:
        """Rank the rules for a question; when it is not answered as typed, try again with its typos fixed.
        ``doc``: keep to one document's rules (its id; a :class:`UsageError` names the documents there are)."""
        from rulesqa.units_in_question import without_unit_data

        question = clean_question(question)
        k, language = _check_k(k), _check_lang(lang)
        self.check_doc(doc)
        result = self.searcher.search(without_unit_data(question), k=k, lang=language, doc=doc)
        if not result.answered and result.reason in SECOND_TRY_REASONS:
            corrected, changes = self.speller.correct(question)
            if changes:
                retry = self.searcher.search(without_unit_data(corrected), k=k, lang=language or result.lang,
                                             doc=doc)
                if retry.answered:
                    retry.corrections, retry.read_as = changes, corrected
                    result = retry
        result.query = question
        return result

    def check_doc(self, doc: str | None) -> None:
        """A :class:`UsageError` for a document id this index does not hold, naming the ones it does."""
        documents = [d["id"] for d in self.stored.manifest.get("documents", [])]
        if doc is not None and doc not in documents:
            raise UsageError(f"--doc '{doc}' is not a document of this index; its documents are: "
                             f"{', '.join(documents)} (rulesqa docs lists them)")

    def ask(self, question: str, k: int = 5, lang: str = "auto", doc: str | None = None) -> Answer:
        """Answer a rules question: key sentences, verbatim, with citations, or a plain "not answered"; ``doc``
        keeps to one document's rules."""
        result = self.search(question, k, lang, doc)
        example = self._worked_example(result, doc)
        if example is not None and not self._holds_the_rules_of(example, doc):
            example = None  # the engine works the bundled game's procedures: another rulebook's index lacks them
        if example is not None and example.get("kind") == "ai" and not example["sample"]:
            result = self._settled_by_the_engine(result, example)
        elif example is not None and not self.searcher.names_an_example(result.read_as or result.query):
            result = self._rule_over_the_books_example(result, example)
            if example.get("kind") != "ai":  # an AI example on sample units says nothing of the question's board
                result = self._recognised_procedure(result, example)
        answer = build_answer(self.searcher, result)
        if answer.answered:
            answer.example = example
            answer.terms = self._gloss(answer)
        return answer

    def _worked_example(self, result: SearchResult, doc: str | None) -> dict[str, Any] | None:
        """The engine's worked example for the question, when this index holds any of the rules the engine applies
        (else the engine is not even loaded: it knows only the bundled game's procedures)."""
        from rulesqa.engine.rules import ALL_RULES

        engine_documents = {rule.id.partition("/")[0] for rule in ALL_RULES}
        held = {d["id"] for d in self.stored.manifest.get("documents", [])} if doc is None else {doc}
        if not engine_documents & held:
            return None
        from rulesqa.procedures import example_json

        return example_json(result.read_as or result.query, result.lang)

    def _gloss(self, answer: Answer) -> list[tuple[str, str]]:
        """The glossary's terms of a rule quoted in the other language, each as the rule names it and as the
        reader would: "Spell Scroll" beside "свиток заклинаний" under an English rule asked in Russian."""
        glossary = self.stored.glossary
        rule_lang = answer.citation.lang if answer.citation is not None else answer.lang
        if glossary is None or rule_lang == answer.lang or not answer.text:
            return []
        pairs = [(term.variants(rule_lang)[0], term.variants(answer.lang)[0])
                 for term, found in glossary.matches(answer.text) if found == rule_lang
                 and term.variants(rule_lang) and term.variants(answer.lang)]
        return list(dict.fromkeys(pairs))

    def _holds_the_rules_of(self, example: dict[str, Any], doc: str | None = None) -> bool:
        """Whether this index holds every rule the worked example's steps cite. The engine knows the procedures of
        the bundled rules (Heroes III's deck-building and AI, the card game's); asked "what happens when my deck is
        empty?" of one's own rulebook, it must not answer with a worked example of another game."""
        steps = example.get("steps", [])
        return all((chunk := self.stored.get(step["citation"])) is not None and doc in (None, chunk.doc)
                   for step in steps)

    def _rule_over_the_books_example(self, result: SearchResult, example: dict[str, Any]) -> SearchResult:
        """The engine works a procedure out on the question's own numbers, so the book's worked example (Bob's
        Поиск(2)) is not the answer: the rule it illustrates is — the best-ranked one of its section, else the
        first of its section that the engine's steps applied."""
        hits = list(result.hits)
        if not hits or not hits[0].chunk.is_example:
            return result
        book = hits[0].chunk
        rule_before_its_example(hits, margin=math.inf)
        if hits[0].chunk is book:
            applied = (self.stored.get(step["citation"]) for step in example["steps"])
            rule = next((c for c in applied if c is not None and c.parent == book.parent and not c.is_example), None)
            if rule is None:
                return result
            hits = [Hit(rule, score=0.0, dense=0.0, lexical=0.0), *hits[:-1]]
        return dataclasses.replace(result, hits=hits)

    @staticmethod
    def _recognised_procedure(result: SearchResult, example: dict[str, Any]) -> SearchResult:
        """A card procedure the engine recognises is about the rules its worked example applies: of the hits
        nearly as good as the best (within PROCEDURE_MARGIN), the first the engine applies goes first ("Колода
        кончилась", "my deck runs out" ranked the shared Decks' rule above Empty Deck); and when the question's
        words alone were too few to answer ("Что делать с третьим свитком?": "третьим" has no English word in
        the rule), that rule answers."""
        if not result.hits:
            return result
        applied = {step["citation"] for step in example["steps"]}
        top = result.hits[0].score
        rule = next((h for h in result.hits if top - h.score <= PROCEDURE_MARGIN and h.chunk.id in applied), None)
        if rule is None:
            return result
        hits = [rule, *(h for h in result.hits if h is not rule)]
        # one sentence of another rule decided "answered" ("sentence"): that is no reason to answer with this one
        said_by_another = result.reason == "sentence" and rule is not result.hits[0]
        if (result.answered and not said_by_another) or result.reason not in ("low-coverage", "low-similarity",
                                                                                "sentence", "low-confidence"):
            return dataclasses.replace(result, hits=hits)
        return dataclasses.replace(result, hits=hits, answered=True, reason="worked-example")

    def _settled_by_the_engine(self, result: SearchResult, example: dict[str, Any]) -> SearchResult:
        """A question that gives the board ("enemy Marksmen:ranged:silver, my Griffins:…") is settled by the
        engine, so it is answered with the rule that gave the engine's decision — its last step's, after the
        steps that lead up to it ("AI rules apply", "these targets are not valid") — whatever the wording
        scored."""
        by_id = {hit.chunk.id: hit for hit in result.hits}
        for rule in (step["citation"] for step in reversed(example["steps"])):
            chunk = self.stored.get(rule)
            if chunk is not None:
                break
        else:  # pragma: no cover - every engine citation resolves (tests/test_engine.py)
            return result
        first = by_id.get(rule) or Hit(chunk, score=0.0, dense=0.0, lexical=0.0)
        hits = [first, *(hit for hit in result.hits if hit is not first)][: max(len(result.hits), 1)]
        return dataclasses.replace(result, hits=hits, answered=True, reason="worked-example")


# A rule the engine's worked example applies goes first when it scores this close to the best hit ("my deck runs
# out" is one's own Deck, not the shared Decks whose rule says "If a Deck runs out"). 0.05 gains nothing on the
# eval sets; 0.15 and 1.0 gain the same one question (held-out 7) and lose none.
PROCEDURE_MARGIN = 0.15


def clean_question(question: str) -> str:
    """Control characters become spaces; an empty or over-long question is a :class:`UsageError`."""
    cleaned = "".join(" " if unicodedata.category(ch)[0] == "C" else ch for ch in question)
    cleaned = re.sub(r"\s+", " ", cleaned).strip()
    if not cleaned:
        raise UsageError('the question is empty; ask something, e.g. rulesqa ask "What happens when my deck is empty?"')
    if len(cleaned) > MAX_QUESTION_CHARS:
        raise UsageError(
            f"the question is {len(cleaned)} characters long; questions can be up to {MAX_QUESTION_CHARS} "
            "characters: ask about one rule at a time"
        )
    return cleaned


def _check_k(k: int) -> int:
    if not 1 <= k <= 50:
        raise UsageError(f"-k must be between 1 and 50 (got {k})")
    return k


def _check_lang(lang: str) -> str | None:
    if lang not in LANG_CHOICES:
        raise UsageError(f"--lang must be one of {', '.join(LANG_CHOICES)} (got {lang!r})")
    return None if lang == "auto" else lang


def open_index(path: Path | str = "index", *, mode: Mode = "hybrid", auto_build: bool = True,
               corpus: Path | None = None, notify: Notify = _quiet) -> RulesIndex:
    """Load an index for asking questions.

    With ``auto_build`` a missing index is built from the corpus (``corpus``,
    default ``./corpus``), and an index older than its corpus is rebuilt
    (reusing unchanged embeddings); ``notify`` is told either way. Without
    it, both are errors that say what to run.
    """
    path = Path(path)
    stored = _load_or_build(path, corpus, auto_build, notify)
    changes = corpus_changes(stored.manifest)
    if changes:
        where = stored.manifest["corpus"]["root"]
        listed = ", ".join(changes[:5]) + (" …" if len(changes) > 5 else "")
        if not auto_build:
            raise IndexStale(f"{path} is out of date: the corpus at {where} or rulesqa changed since it was "
                             f"built ({listed}); rebuild it with: rulesqa ingest {where} --index {path}")
        notify(f"the index is out of date ({listed}); rebuilding {path} …")
        try:
            stored = _build(Path(where), path, stored.manifest["embedder"]["id"], stale=True)
        except IndexLocked:
            # another rulesqa (an ingest, or an ask that saw the same change) is rebuilding it: a reader never
            # fails for a writer, it answers from the last complete build and says so
            notify(f"another 'rulesqa ingest' is rebuilding {path}; this answer is from the build before it")
    embedder = None if mode == "bm25" else _embedder_for(stored)
    return RulesIndex(stored, embedder, mode)


def _load_or_build(path: Path, corpus: Path | None, auto_build: bool, notify: Notify) -> StoredIndex:
    failed = failed_ingest(path)
    try:
        stored = load_index(path)
    except IndexMissing:
        if failed is not None:  # not another corpus in its place: the rules asked about are the ones that failed
            raise IndexMissing(
                f"{path}: the last 'rulesqa ingest' of {failed.get('corpus')} into it failed, so there is nothing "
                f"to answer from ({failed.get('reason')}); fix that, then run: rulesqa ingest "
                f"{failed.get('corpus')} --index {path}") from None
        source = corpus or DEFAULT_CORPUS
        if not auto_build or not source.exists():
            raise IndexMissing(
                f"{path}: there is no index here; build one with: rulesqa ingest CORPUS_FOLDER --index {path}"
            ) from None
        notify(f"no index at {path} yet; building it from {source} (once) …")
        try:
            return _build(source, path, None, stale=False)
        except IndexLocked:
            # another rulesqa is building it right now: wait for that build rather than fail
            notify(f"another 'rulesqa ingest' is building {path}; waiting for it …")
            with writer_lock(path, wait=True):
                pass
            return load_index(path)
    if failed is not None and not built_from(stored.manifest, Path(failed.get("corpus", ""))):
        root = stored.manifest.get("corpus", {}).get("root")
        raise IndexStale(
            f"{path}: the last 'rulesqa ingest' of {failed.get('corpus')} into it failed "
            f"({failed.get('reason')}); it still holds the rules of {root}, which are not the ones asked about. "
            f"Fix that corpus and run: rulesqa ingest {failed.get('corpus')} --index {path}")
    return stored


def _build(corpus: Path, index: Path, model: str | None, *, stale: bool) -> StoredIndex:
    from rulesqa.ingest import ingest

    try:
        ingest(corpus, index, model or "use-m3")
    except CorpusError as exc:
        problem = IndexStale if stale else IndexMissing
        raise problem(f"{index}: could not (re)build the index from {corpus}: {exc}; "
                      f"fix the corpus, then run: rulesqa ingest {corpus} --index {index}") from None
    return load_index(index)


def _embedder_for(stored: StoredIndex) -> Embedder:
    meta = stored.manifest.get("embedder", {})
    embedder = get_embedder(str(meta.get("id")), cache_dir=stored.path / layout.EMBEDDERS)
    if (embedder.version, embedder.dim) != (meta.get("version"), meta.get("dim")):
        raise IndexIncompatible(
            f"{stored.path}: was built with {meta.get('id')} {meta.get('version')} (dimension {meta.get('dim')}), "
            f"but {embedder.id} {embedder.version} (dimension {embedder.dim}) is installed; "
            f"rebuild it with: rulesqa ingest --index {stored.path} --model {embedder.id}"
        )
    return embedder
