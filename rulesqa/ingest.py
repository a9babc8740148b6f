"""The ingest pipeline: corpus -> chunks -> embeddings + lexical index -> index folder.

Embeddings are keyed by the hash of what is embedded, so a re-ingest embeds
only new or changed chunks and reuses the rest from the live index (when it
was built with the same model).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.metadata import version as package_version
from pathlib import Path
from typing import Any

import numpy as np

from rulesqa import __version__
from rulesqa.chunking import Chunk, chunk_document
from rulesqa.corpus import Corpus, load_corpus
from rulesqa.corpus.model import READING_VERSION
from rulesqa.corpus.survey import survey
from rulesqa.embed import Embedder, get_embedder
from rulesqa.embed.base import Vectors
from rulesqa.embed.e5 import MODEL_ID as SECOND_MODEL
from rulesqa.errors import CorpusError, IndexProblem, NothingIngested
from rulesqa.labels import LABELS_NAME, LabelTranslations
from rulesqa.learn.ranker import MODEL_FILES, packaged
from rulesqa.search.glossary import GLOSSARY_NAME, Glossary
from rulesqa.search.lexical import ANALYZER_VERSION, STEMMERS, LexicalIndex, tokenize
from rulesqa.store import StoredIndex, layout, load_index, record_failed_ingest, write_index, writer_lock
from rulesqa.store.freshness import corpus_snapshot

# (done, total) -> None; called while embedding.
Progress = Callable[[int, int], None]
EMBED_BATCH = 64
# The second embedder (e5-small) reads about ten units a second here, fifty times slower than USE-m3: above this
# many units the index goes without it (ten minutes or more of embedding), and the ranker decides without that signal.
SECOND_MAX_UNITS = 8_000
# Each unit's sentences are embedded too (the ranker reads how close the question is to a unit's closest sentence,
# and the quote is chosen among them without encoding them at answering time), up to this many units: at about five
# sentences a unit, 40,000 float16 vectors (40 MB) and half a minute of ingest
SENTENCE_MAX_UNITS = SECOND_MAX_UNITS


@dataclass
class IngestReport:
    """What an ingest did; the CLI prints it, ``--json`` emits it."""

    index: Path
    documents: list[dict[str, Any]]
    chunks_by_lang: dict[str, int]
    sections: int
    chunks: int
    embedded: int
    reused: int
    model: str
    seconds: float
    warnings: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    non_rules: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # advice, not faults: a document the glossary does not cover

    @property
    def complete(self) -> bool:
        return not self.problems


def ingest(corpus_path: Path, index: Path, model: str = "use-m3", *,
           progress: Progress | None = None, embedder: Embedder | None = None,
           second: Embedder | bool | None = True) -> IngestReport:
    """Build the index for a corpus and make it live. Raises on a corpus with no usable document.

    ``second`` is the second embedder whose vectors the index keeps beside the main one's for the learned ranker
    (``True``: e5-small, except beside the fake embedder of tests; ``False``: none).
    """
    started = time.perf_counter()
    try:
        corpus = load_corpus(corpus_path)
        if not corpus.documents:
            detail = "; ".join(str(p) for p in corpus.problems) or "no documents"
            raise NothingIngested(f"nothing could be ingested ({detail})", path=str(corpus_path))
    except CorpusError as error:
        # an ask on this index must not answer from whatever else it finds: it is told that this ingest failed
        record_failed_ingest(index, corpus_path, str(error))
        raise
    chunks = _all_chunks(corpus)
    surveys = {doc.id: survey(doc, [c for c in chunks if c.doc == doc.id]) for doc in corpus.documents}
    for found in surveys.values():
        corpus.warnings.extend(found.warnings)
    glossary_file = corpus.root / GLOSSARY_NAME
    extra = {}
    glossary = None
    if glossary_file.is_file():
        glossary = Glossary.load(glossary_file)  # refuse a malformed glossary before any work
        extra[layout.GLOSSARY] = glossary_file.read_bytes()
    for name in MODEL_FILES:  # the build keeps the models it is answered with, checksummed like every file of it
        shipped = packaged(name)
        if shipped is not None:
            extra[name] = shipped.read_bytes()
    labels_file = corpus.root / LABELS_NAME
    if labels_file.is_file():
        LabelTranslations.load(labels_file)  # refuse a malformed table before any work, too
        extra[layout.LABELS] = labels_file.read_bytes()
    embedder = embedder or get_embedder(model, cache_dir=index / layout.EMBEDDERS)
    if second is True:
        second = None if embedder.id in ("fake", SECOND_MODEL) else get_embedder(SECOND_MODEL)
        if second is not None and len(chunks) > SECOND_MAX_UNITS:
            corpus.warnings.append(f"{len(chunks):,} units: the second signal ({SECOND_MODEL}) is left out above "
                                   f"{SECOND_MAX_UNITS:,} units (it would take over ten minutes to embed them); "
                                   "answers rank by the main model alone")
            second = None
    with writer_lock(index):
        live = _live_build(index)
        vectors, reused = _embed(embedder, chunks, _previous_vectors(live, embedder), progress)
        second_vectors = second_sentences = None
        first = len(chunks) - reused  # (one bar for all: the second's units follow the first's, its sentences them)
        if isinstance(second, Embedder):
            then = None if progress is None else (lambda done, total: progress(first + done, first + total))
            second_vectors, second_reused = _embed(second, chunks, _previous_vectors(live, second, "second_embedder"),
                                                   then)
            first += len(chunks) - second_reused
        sentence_vectors = (_sentence_vectors(embedder, chunks, _previous_sentences(live, embedder))
                            if len(chunks) <= SENTENCE_MAX_UNITS else None)
        if isinstance(second, Embedder) and sentence_vectors is not None:
            then = None if progress is None else (lambda done, total: progress(first + done, first + total))
            lent = _previous_sentences(live, second, "second_embedder")
            second_sentences, _ = _sentence_vectors(second, chunks, lent, then)
        lexical = LexicalIndex.build([c.search_text for c in chunks])
        manifest = _manifest(corpus, chunks, embedder)
        if isinstance(second, Embedder):
            manifest["second_embedder"] = {"id": second.id, "version": second.version, "dim": second.dim}
        write_index(index, chunks, vectors, lexical, manifest, extra, second_vectors, sentence_vectors,
                    second_sentences)
    return IngestReport(
        index=index,
        documents=[{**_doc_summary(doc, chunks), "structure": surveys[doc.id].to_json()} for doc in corpus.documents],
        chunks_by_lang=dict(sorted(Counter(c.lang for c in chunks).items())),
        sections=sum(1 for c in chunks if c.parent is None),
        chunks=len(chunks), embedded=len(chunks) - reused, reused=reused, model=embedder.id,
        seconds=time.perf_counter() - started,
        warnings=corpus.warnings, problems=[str(p) for p in corpus.problems],
        notes=_glossary_notes(corpus, chunks, lexical, glossary),
        non_rules=[
            {"doc": doc.id, "role": n.role, "line": n.lines[0].number, "text": n.text}
            for doc in corpus.documents for n in doc.parsed.non_rules if n.lines
        ],
    )


_NO_GLOSSARY = ("a question in the other language reaches {what} only through everyday rulebook words (win, turn, "
                "deck, coins, …) and the model's sense of single words; list the game's terms in {glossary} "
                "(English, a tab, Russian) to make it reliable")


def _glossary_notes(corpus: Corpus, chunks: list[Chunk], lexical: LexicalIndex,
                    glossary: Glossary | None) -> list[str]:
    """Advice for documents the glossary does not cover: no term of it occurs in them, in their language."""
    if glossary is None or not glossary.terms:
        return [f"no {GLOSSARY_NAME} in the corpus: "
                + _NO_GLOSSARY.format(what="its rules", glossary=f"{corpus.root / GLOSSARY_NAME}")]
    docs = np.array([c.doc for c in chunks])
    lang_of = {doc.id: doc.lang for doc in corpus.documents}
    covered: set[str] = set()
    for term in glossary.terms:
        for lang in ("en", "ru"):
            for tokens in (tokenize(variant) for variant in term.variants(lang)):
                if tokens:
                    covered.update(d for d in map(str, np.unique(docs[lexical.containing(tokens)]))
                                   if lang_of.get(d) == lang)
    return [f"{doc.id}: no term of {GLOSSARY_NAME} occurs in it; "
            + _NO_GLOSSARY.format(what="it", glossary=GLOSSARY_NAME)
            for doc in corpus.documents if doc.id not in covered]


def _all_chunks(corpus: Corpus) -> list[Chunk]:
    chunks: list[Chunk] = []
    for doc in corpus.documents:
        chunks.extend(chunk_document(doc))
    seen: set[str] = set()
    for chunk in chunks:  # document ids are unique and keys unique within a document
        if chunk.id in seen:  # pragma: no cover - a parser bug, not a user error
            raise CorpusError(f"duplicate citation id {chunk.id}", path=chunk.file, line=chunk.line)
        seen.add(chunk.id)
    return chunks


def _live_build(index: Path) -> StoredIndex | None:
    """The index's live build, read once, for the vectors it can lend the new one; None when there is none."""
    try:
        return load_index(index)
    except IndexProblem:
        return None


def _same_model(stored: StoredIndex, embedder: Embedder, role: str) -> bool:
    meta = stored.manifest.get(role) or {}
    return bool((meta.get("id"), meta.get("version"), meta.get("dim")) == (embedder.id, embedder.version, embedder.dim))


def _previous_vectors(stored: StoredIndex | None, embedder: Embedder, role: str = "embedder") -> dict[str, np.ndarray]:
    """Vectors of the live build by content hash, when it used the same model in that role; else empty."""
    if stored is None or not _same_model(stored, embedder, role):
        return {}
    vectors = stored.vectors if role == "embedder" else stored.second_vectors
    if vectors is None:
        return {}
    return {c.content_hash: np.array(vectors[i]) for i, c in enumerate(stored.chunks)}


def _previous_sentences(stored: StoredIndex | None, embedder: Embedder,
                        role: str = "embedder") -> dict[str, np.ndarray]:
    """The sentence vectors of each unit of the live build by the model in ``role``, by content hash (same model);
    else empty."""
    kept = None if stored is None else (stored.sentence_vectors if role == "embedder"
                                        else stored.second_sentence_vectors)
    if stored is None or kept is None or stored.sentence_rows is None or not _same_model(stored, embedder, role):
        return {}
    rows = stored.sentence_rows
    return {c.content_hash: np.array(kept[int(rows[i]):int(rows[i + 1])], dtype=np.float32)
            for i, c in enumerate(stored.chunks)}


def _sentence_vectors(embedder: Embedder, chunks: list[Chunk], previous: dict[str, np.ndarray],
                      progress: Progress | None = None) -> tuple[Vectors, np.ndarray]:
    """The vectors of every unit's quotable sentences (answer.quotable), in unit order, and where each unit's
    start: unit i's are rows ``rows[i]`` to ``rows[i + 1]``. A unit the live build holds unchanged (by content
    hash) lends its sentences' vectors, as units lend theirs: an edit to one file embeds that file's sentences."""
    from rulesqa.answer import quotable

    lent = [previous.get(chunk.content_hash) for chunk in chunks]
    todo = [[] if kept is not None else quotable(chunk.text)[0] for chunk, kept in zip(chunks, lent, strict=True)]
    counts = [len(kept) if kept is not None else len(texts) for kept, texts in zip(lent, todo, strict=True)]
    rows = np.cumsum([0, *counts])
    texts = [text for unit in todo for text in unit]
    fresh = np.zeros((len(texts), embedder.dim), dtype=np.float32)
    if progress:
        progress(0, len(texts))
    for start in range(0, len(texts), EMBED_BATCH):
        fresh[start:start + EMBED_BATCH] = embedder.embed(texts[start:start + EMBED_BATCH])
        if progress:
            progress(min(start + EMBED_BATCH, len(texts)), len(texts))
    vectors = np.zeros((int(rows[-1]), embedder.dim), dtype=np.float32)
    at = 0
    for i, kept in enumerate(lent):
        if kept is None:
            kept, at = fresh[at:at + len(todo[i])], at + len(todo[i])
        vectors[rows[i]:rows[i + 1]] = kept
    return vectors, np.asarray(rows, dtype=np.int64)


def _embed(embedder: Embedder, chunks: list[Chunk], previous: dict[str, np.ndarray],
           progress: Progress | None) -> tuple[Vectors, int]:
    vectors = np.zeros((len(chunks), embedder.dim), dtype=np.float32)
    todo = [i for i, c in enumerate(chunks) if c.content_hash not in previous]
    for i, c in enumerate(chunks):
        if c.content_hash in previous:
            vectors[i] = previous[c.content_hash]
    if progress:
        progress(0, len(todo))
    for start in range(0, len(todo), EMBED_BATCH):
        batch = todo[start:start + EMBED_BATCH]
        vectors[batch] = embedder.embed([chunks[i].search_text for i in batch])
        if progress:
            progress(min(start + EMBED_BATCH, len(todo)), len(todo))
    return vectors, len(chunks) - len(todo)


def _manifest(corpus: Corpus, chunks: list[Chunk], embedder: Embedder) -> dict[str, Any]:
    return {
        "format": layout.FORMAT_NAME,
        "format_version": layout.FORMAT_VERSION,
        "rulesqa_version": __version__,
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "embedder": {"id": embedder.id, "version": embedder.version, "dim": embedder.dim},
        "lexical": {"library": "bm25s", "version": package_version("bm25s"), "stemmers": STEMMERS,
                    "analyzer": ANALYZER_VERSION},
        "documents": [_doc_summary(doc, chunks) for doc in corpus.documents],
        "reading_version": READING_VERSION,
        "corpus": corpus_snapshot(corpus.root, corpus.documents),
    }


def _doc_summary(doc: Any, chunks: list[Chunk]) -> dict[str, Any]:
    return {
        "id": doc.id, "file": doc.file, "title": doc.title, "lang": doc.lang, "format": doc.format,
        "parser_version": doc.parser_version, "sha256": doc.sha256, "encoding": doc.encoding,
        "source": doc.source, "edition": doc.edition, "listed": doc.listed, "applies_to": list(doc.applies_to),
        "chunks": sum(1 for c in chunks if c.doc == doc.id),
    }
