"""What the learned ranker knows of a (question, unit) pair: the candidates of a question and their features.

Candidates are the units some signal puts near the top: the hand-written search's own hits, the best by its fused
score, by either embedder (USE-m3, e5-small) and by BM25. Each gets one row of :data:`FEATURES`: the signals'
scores, each as it is and against the best candidate's, their ranks, how many of the question's words the unit and
its title account for, what kind of unit it is, and what the hand-written reading of the question found (it asks for
a number, a definition, a topic) — the old decisions as evidence for the model, not as reorderings.

One feature is of the rulebook itself: how many units it has. The same scores mean less in a long published
rulebook than in a short one written by the team (more units near any question, and more of its text said once), and
without it the trees, which see far more short books, were too sure on short ones and too unsure on long ones: out of
fold on the published train books it answers more questions rightly at every threshold (docs/benchmarks-history.md).

Every feature is a plain number computed the same way at training and at answering time; a signal an index lacks
(no second embedder's vectors) is the value :data:`MISSING`, which the trees have learned to read.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from rulesqa.chunking import PART_MARK, Chunk
from rulesqa.search.lexical import tokenize

if TYPE_CHECKING:
    from rulesqa.search.searcher import Hit, Reading, Scored, Searcher
    from rulesqa.store import StoredIndex

FEATURES: tuple[str, ...] = (
    "sys_pos", "sys_top", "sys_answered", "sys_confident",
    "fused", "fused_gap", "fused_rank",
    "use", "use_gap", "use_rank", "use_z", "use_parent",
    "e5", "e5_gap", "e5_rank", "e5_z", "e5_parent",
    "lex", "lex_rank",
    "sent_use", "sent_use_gap",
    "coverage", "text_overlap", "title_overlap",
    "words", "is_rule", "is_faq", "is_example", "is_summary", "is_variant", "is_part", "is_glossary",
    "states_number", "cross_lang",
    "q_words", "q_terms", "q_quantity", "q_open", "q_topic", "q_definition", "q_start",
    "book_units",
)
FEATURE_INDEX = {name: i for i, name in enumerate(FEATURES)}
MISSING = -9.0
POOL_PER_SIGNAL = 8  # candidates each signal adds beyond the hand-written search's own hits
ABSENT_POS = 8.0  # the position given to a candidate the hand-written search did not return


@dataclass
class Candidates:
    """The candidate units of one question and their feature rows (aligned)."""

    chunks: list[Chunk]
    rows: npt.NDArray[np.int64]
    features: npt.NDArray[np.float32]  # (len(chunks), len(FEATURES))


def _z(values: npt.NDArray[np.float32], every: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    spread = float(every.std()) or 1.0
    return np.asarray((values - float(every.mean())) / spread, dtype=np.float32)


def _parents(index: StoredIndex, rows: list[int], scores: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """The score of each unit's parent section (a rule's section heading, a part's section), MISSING at the top."""
    out = np.full(len(rows), MISSING, dtype=np.float32)
    for i, row in enumerate(rows):
        parent = index.chunks[row].parent
        if parent is not None and index.get(parent) is not None:
            out[i] = scores[index.row_of(parent)]
    return out


def _best_sentences(index: StoredIndex, rows: npt.NDArray[np.int64],
                    query: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Each unit's closest quotable sentence to the question (cosine, by the vectors ingest keeps for quoting), or
    MISSING for a unit without any or an index that keeps none. A long unit that answers in one sentence reads as
    far from the question as a whole, and a unit that merely shares its topic reads as near: the best sentence
    tells them apart (and says whether the rulebook answers at all).

    (By the main embedder only: e5-small's closest sentence, tried beside it, ranked worse on the dev books, for the
    trees leant on it on the train books; it serves the quote chooser instead.)"""
    out = np.full(len(rows), MISSING, dtype=np.float32)
    vectors, starts = index.sentence_vectors, index.sentence_rows
    if vectors is None or starts is None or not len(rows) or vectors.shape[1] != query.shape[0]:
        return out
    begin, end = np.asarray(starts)[rows], np.asarray(starts)[rows + 1]
    have = end > begin
    if not have.any():
        return out
    taken = np.concatenate([np.arange(b, e) for b, e in zip(begin[have], end[have], strict=True)])
    similarity = np.asarray(vectors[taken], dtype=np.float32) @ query
    offsets = np.concatenate([[0], np.cumsum((end - begin)[have])[:-1]])
    out[have] = np.maximum.reduceat(similarity, offsets)
    return out


def _overlap(asked: frozenset[str], text: str) -> float:
    if not asked:
        return 0.0
    return len(asked & frozenset(tokenize(text))) / len(asked)


def candidates(searcher: Searcher, question: str, lang: str, reading: Reading, scored: Scored, hits: list[Hit],
               answered: bool, reason: str,
               coverage_of: Callable[[Chunk], float]) -> Candidates:
    """The candidates of ``question`` with their features (see module). ``scored`` and ``hits`` are the hand-written
    search's candidate rows with their scores and its final hits; ``coverage_of`` scores a unit's coverage."""
    from rulesqa.search.searcher import ranks

    rows, fused, dense, lexical = scored
    index = searcher.index
    usable = ~searcher.navigational_rows(rows)
    position = {int(r): i for i, r in enumerate(rows)}
    pool: list[int] = [index.row_of(h.chunk.id) for h in hits]
    for signal in (fused, dense, lexical):
        if signal is not None:
            best = [int(rows[i]) for i in np.argsort(-signal, kind="stable") if usable[i] and signal[i] > 0]
            pool.extend(best[:POOL_PER_SIGNAL])
    e5_all = searcher.second_scores(question)
    if e5_all is not None:
        best = [int(r) for r in np.argsort(-e5_all, kind="stable")[:4 * POOL_PER_SIGNAL]
                if not index.chunks[int(r)].navigational]
        pool.extend(best[:POOL_PER_SIGNAL])
    pool = list(dict.fromkeys(pool))
    pool_rows = np.array(pool, dtype=np.int64)
    n = len(pool)
    use_all = searcher.dense_scores(question)
    use = use_all[pool_rows] if n else np.zeros(0, np.float32)
    fused_p = np.array([fused[position[r]] if r in position else float(np.min(fused)) for r in pool], np.float32)
    lex_p = np.array([lexical[position[r]] if lexical is not None and r in position else 0.0 for r in pool],
                     np.float32)
    e5 = e5_all[pool_rows] if e5_all is not None else None
    sys_rank = {index.row_of(h.chunk.id): i for i, h in enumerate(hits, start=1)}
    asked = frozenset(reading.words)
    confident = float(answered and reason in ("confident", "definition", "sentence", "citation"))
    x = np.full((n, len(FEATURES)), MISSING, dtype=np.float32)
    col = {name: i for i, name in enumerate(FEATURES)}
    question_row = {
        "sys_answered": float(answered), "sys_confident": confident,
        "q_words": math.log1p(len(asked)), "q_terms": float(len(reading.terms)), "q_quantity": float(reading.quantity),
        "q_open": float(reading.open_question), "q_topic": float(reading.topic is not None),
        "q_definition": float(reading.term is not None), "q_start": float(reading.at_start),
        "book_units": math.log(max(1, len(index.chunks))),
    }
    for name, value in question_row.items():
        x[:, col[name]] = value
    if n:
        x[:, col["fused"]] = fused_p
        x[:, col["fused_gap"]] = fused_p - fused_p.max()
        x[:, col["fused_rank"]] = np.log(ranks(fused_p))
        x[:, col["use"]] = use
        x[:, col["use_gap"]] = use - use.max()
        x[:, col["use_rank"]] = np.log(ranks(use))
        # against the whole rulebook, not the few candidates: how far above its usual closeness a unit stands (the
        # scale of cosines differs from one book, and one model, to another)
        x[:, col["use_z"]] = _z(use, use_all)
        x[:, col["use_parent"]] = _parents(index, pool, use_all)
        x[:, col["lex"]] = lex_p
        x[:, col["lex_rank"]] = np.log(ranks(lex_p))
        sentences = _best_sentences(index, pool_rows, searcher.query_vector(question))
        if (sentences != MISSING).any():
            x[:, col["sent_use"]] = sentences
            x[:, col["sent_use_gap"]] = np.where(sentences != MISSING, sentences - sentences.max(), MISSING)
        if e5 is not None and e5_all is not None:
            x[:, col["e5"]] = e5
            x[:, col["e5_gap"]] = e5 - e5.max()
            x[:, col["e5_rank"]] = np.log(ranks(e5))
            x[:, col["e5_z"]] = _z(e5, e5_all)
            x[:, col["e5_parent"]] = _parents(index, pool, e5_all)
    chunks = [index.chunks[r] for r in pool]
    states = searcher.states_number_rows(pool_rows)
    for i, chunk in enumerate(chunks):
        pos = sys_rank.get(pool[i])
        x[i, col["sys_pos"]] = float(pos) if pos is not None else ABSENT_POS
        x[i, col["sys_top"]] = float(pos == 1)
        x[i, col["coverage"]] = coverage_of(chunk) if pos is not None or i < len(hits) + POOL_PER_SIGNAL else MISSING
        x[i, col["text_overlap"]] = _overlap(asked, chunk.text)
        x[i, col["title_overlap"]] = _overlap(asked, chunk.label)
        x[i, col["words"]] = math.log1p(len(chunk.text.split()))
        x[i, col["is_rule"]] = float(chunk.kind == "rule")
        x[i, col["is_faq"]] = float(chunk.is_question)
        x[i, col["is_example"]] = float(chunk.is_example)
        x[i, col["is_summary"]] = float(chunk.is_summary)
        x[i, col["is_variant"]] = float(bool(chunk.variant))
        x[i, col["is_part"]] = float(PART_MARK in chunk.key)
        x[i, col["is_glossary"]] = float(chunk.kind == "glossary-term")
        x[i, col["states_number"]] = float(states[i])
        x[i, col["cross_lang"]] = float(chunk.lang != lang)
    return Candidates(chunks, pool_rows, x)
