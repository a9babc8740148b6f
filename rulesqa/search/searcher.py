"""Ranking the chunks of an index for a question, and deciding whether the rules answer it.

Signals, per chunk:

- **citation**: the question is or names a rule number or id (``208.3``,
  ``правило 209.1``, ``card-game-rules/208.3``): that rule comes first;
- **dense**: cosine between the question and the chunk with the multilingual
  embedder. The question is embedded with the glossary's translations of its
  game terms appended ("Сколько свитков…? (Spell Scroll)"), which pulls
  rules written in the other language closer;
- **lexical**: BM25 over stemmed words. Each chunk is scored with the
  question *as expressed in the chunk's language*: the question's own words
  of that script plus the glossary translations into it. Scores are then
  normalised per language (divided by the best chunk of that language).
  Without that, a Russian question's many exact hits in the Russian
  document drown the English rule that answers it (plain reciprocal-rank
  fusion loses almost all Russian-to-English questions that way).

``score = dense + LEXICAL_WEIGHT * lexical``; headings that only group
their children never rank as answers. The weights and the abstention
threshold were calibrated on ``eval/questions.jsonl`` (see BENCHMARKS.md).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal

import numpy as np
import numpy.typing as npt

from rulesqa.chunking import Chunk
from rulesqa.embed import Embedder
from rulesqa.learn.features import FEATURE_INDEX, Candidates
from rulesqa.learn.trees import Forest
from rulesqa.lookup import chunks_with_key
from rulesqa.search.answer_type import (
    COUNTING_FRAME,
    answers_how_many,
    asked_case,
    asks_limit,
    asks_measure,
    asks_open,
    asks_quantity,
    asks_running_out,
    asks_yes_or_no,
    capacity_tokens,
    counted_thing,
    names_case,
    says_running_out,
    stated,
    states_limit,
    states_quantity,
)
from rulesqa.search.citations import CitedQuery, find_citations
from rulesqa.search.common_words import translations
from rulesqa.search.definitions import asked_term, defining_pattern, term_names
from rulesqa.search.documents import (
    document_parties,
    document_titles,
    documents_for_others,
    named_documents,
    named_title_words,
)
from rulesqa.search.evidence import coverage, sentence_saying
from rulesqa.search.glossary import LANGS, Term
from rulesqa.search.lexical import tokenize
from rulesqa.search.player_roles import OPENING_CHUNKS, player_words, roles
from rulesqa.search.rulebook_topics import (
    FIRST_PLAYER,
    VARIANT_PENALTY,
    PlayerCount,
    Topic,
    asked_player_count,
    asked_topic,
    asked_variant_name,
    asks_about_the_components,
    asks_about_the_start,
    asks_how_a_variant_plays,
    in_components,
    in_setup,
    in_the_game_tokens,
    named_game_asked,
    names_variant,
    opens_with_game,
    says_only_other_starts,
    says_start,
    start_tokens,
    starting_tokens,
    without_the_game_of_the_components,
    without_the_game_of_the_start,
)
from rulesqa.search.word_meaning import LOW, MAX_FORMS, WordMeanings, content_words, translated, word_forms
from rulesqa.store import StoredIndex
from rulesqa.text import guess_language, in_language, sentences, unwrapped_lines

# hybrid: the product. The others are baselines for `rulesqa eval --mode`: dense alone; plain BM25 over
# the question's words (no glossary, no per-language normalisation); and plain reciprocal-rank fusion of the two.
Mode = Literal["hybrid", "dense", "bm25", "rrf"]
MODES: tuple[Mode, ...] = ("hybrid", "dense", "bm25", "rrf")
RRF_K = 60
# How many chunks each retriever proposes before fusion (see Searcher._score).
CANDIDATES = 200
LEXICAL_WEIGHT = 0.4
# A "how many" question ranks rules that state no number this much lower (see answer_type).
QUANTITY_PENALTY = 0.1
# A FAQ entry (a unit headed by a question: "Can I sell a single lantern? No, …") ranks this much lower than the
# rules proper. It is short and shaped like a question, so it is close to many questions in words and in meaning
# that it does not answer ("When does the game end?" — "Are displays ever returned to the hand? No, a display stays
# … until the end of the game."), and it answers one question only. Measured on the fifteen eval rulebooks
# (BENCHMARKS.md, 0.12.0): 0.1 answers four more rightly than none (0.05 two, 0.15 and 0.2 three), two fewer with
# another rule first.
QUESTION_PENALTY = 0.1
# …and this much more when it asks a question answered yes or no ("Can I rest and move in the same round? No.") and
# the player's is an open one ("How far can a climber move in a round?"): it is near in meaning to many of those and
# answers none of them. Measured on the twenty-six eval rulebooks (BENCHMARKS.md, 0.16.0): 0.2 answers four more
# rightly than none (0.1 two), none fewer; 0.3 two more, and one open question a yes-or-no entry does answer ("What
# happens in a fire if I have no manuscripts?" — "Сгорает ли рукопись при пожаре, если у игрока нет рукописей?
# Нет.") goes to rank 4. The bundled sets have no FAQ entries.
YES_NO_ENTRY_PENALTY = 0.2
# A "what is X?" question ranks the chunks that define X ("X - …", "X: …", "X is …") this much higher.
DEFINITION_BONUS = 0.15
# A question about the start of the game ("How many coins do I start with?") ranks the setup section this much higher
# (so the components list for what the game comes with, a game for some number of players for its rules, a stated
# limit for "at most"); see search/rulebook_topics.py. 0.15 and 0.25 measure the same on the seven eval rulebooks, 0.1
# answers one fewer.
TOPIC_BONUS = 0.15
# One on a topic (how many can play, who goes first, who wins, what a named item does) ranks the sections with a
# sentence or item that says it ("for 2 to 5 players", "… starts the race.", "- **Refuel**: …") above every other:
# that is the answer however far behind it scores ("Кто ходит первым?" of an English rulebook: "first" is in every
# section about the race, and the setup's "… starts the race.", at 0.07 in meaning, was sixth). Measured on the
# thirty-two eval rulebooks and every bundled set: 0.3 puts it fifth, 1.0 first; nothing else moves.
TOPIC_SAID_BONUS = 1.0
# A question that names a document ("in the card game") ranks the other documents' chunks this much lower
# (see search/documents.py; 0.1-0.3 measure the same on every eval set).
OTHER_DOCUMENT_PENALTY = 0.2
# A worked example that comes first only this far ahead of the rule it illustrates (its parent or a sibling in
# the same section) goes second: asked how Поиск(X) works, a player wants the rule quoted, the example beside it.
EXAMPLE_MARGIN = 0.15
# a capitalised word: the people and cards a worked example names
_CAPITALISED = re.compile(r"\b[A-ZА-ЯЁ][a-zа-яё]+")
# Abstain when the best chunk is too far from the question in meaning (dense below MIN_SIMILARITY), or when
# closeness and evidence together are too weak: dense + coverage (see evidence.coverage) below MIN_CONFIDENCE.
# A rule that is close in meaning needs less of the question's words, and one that names them all may be
# further away; neither signal alone separates "about the same thing" from "answers it". Calibrated on
# eval/questions.jsonl and the reference set: the midpoint between the most confident unanswerable question
# (0.84) and the least confident answered one (0.90). eval/questions_holdout.jsonl checks it (BENCHMARKS.md).
MIN_SIMILARITY = 0.18
MIN_CONFIDENCE = 0.87
# A FAQ entry answers only with more: shaped like a question, it is close in meaning to questions that ask about the
# same things with another verb ("Can I steal ice from another player's sledge?" — "Can I give coins to another
# player? No", at 0.46 + 0.51). On the nineteen eval rulebooks, +0.1 leaves 3 of 5 such answers unanswered and one
# right one ("Can two players sell salt to the same merchant?", the FAQ's own question in the other language, 0.92).
ENTRY_CONFIDENCE = MIN_CONFIDENCE + 0.1
# A question asked in the other language than its rule's answers with this much less: across languages a word counts
# only as far as the model's sense of it reaches (word_meaning.credit: "сокровищ"/"treasure" 0.70 is 40% of a word),
# so a rule that says the whole question accounts for less of it than one in the question's own language does. (Not
# where the glossary names the question's terms: their translations count whole.) On the thirty-one eval rulebooks,
# right answers across languages stood as low as 0.81 and the most confident unanswerable question at 0.77 (at a
# FAQ entry: 0.87); 0.07 answers 9 more rightly and none wrongly, and leaves every bundled set as it was.
ACROSS_LANGUAGES = 0.07
# …unless one sentence of the best rule says every word of the question (evidence.sentence_saying; "Who plays
# first?" — "… takes the moon token and plays first.", in a section of a user's rulebook 0.16 from it in meaning).
# Measured over every bundled question set and five rulebooks nobody tuned for: shares of 0.8, 0.9 and 1.0 answer
# the same questions (6 more of the rulebooks', all rightly, none of the bundled sets'); 0.6 answers 3 more near
# misses of the bundled sets.
SENTENCE_COVERAGE = 0.8
# A section with a sentence that says every word of the question (its own words: the section's label aside) goes
# first when it scores within SAYING_MARGIN of a best one that has none, looking at the next two. Measured over
# every bundled set and the six eval rulebooks: at 0.1, six questions gain (five to rank 1, three of them answered
# now; a near miss no longer answered) and one loses (held-out 9's x24, rank 1 -> 2); 0.05 gains three, 0.15 also
# answers one rulebook question with the wrong rule first; with the label's words, "Playing a turn" made Build say
# "How many players can play …?".
SAYING_MARGIN = 0.1
# A quantity question whose best section counts something else ("How many coins do I start with?" — "… reaches 40
# coins" at the end of the game) takes the next section that counts what it asks, where it asks it, when it scores
# within COUNTED_MARGIN, among the next COUNTED_LOOKED_AT (strictly read: see answer_type.answers_how_many). On the
# twenty-seven eval rulebooks and every bundled set: 0.2 answers 4 more rightly and puts 3 wrong rules first (no
# strict reading); strictly read, 0.35 answers 7 more, 0.5 over four sections 8 (bundled: 2 more either way), with
# no right answer lost and no unanswerable question answered.
COUNTED_MARGIN = 0.5
COUNTED_LOOKED_AT = 4
# how many sections those steps look at, whatever k the caller asks for: -k 1 gives the answer -k 5 gives
RERANKED = 1 + max(COUNTED_LOOKED_AT, 2)  # 5
MAX_QUESTION_CHARS = 2000
# A question word in the other language weighs as much as its translation would (see evidence.coverage); the
# translation is looked for among the words this many chunks' worth of the most common ones, found as written in
# the first chunks that say them.
SAID_OFTEN = 200
SAID_OFTEN_SCANNED = 5000


@dataclass
class Hit:
    chunk: Chunk
    score: float
    dense: float
    lexical: float
    cited: bool = False
    coverage: float | None = None  # share of the question's words the chunk accounts for (top hit only)
    ranks: dict[str, int] = field(default_factory=dict)


# candidate rows, and their fused, dense and lexical scores (aligned with the rows; a baseline may lack one)
Scored = tuple[npt.NDArray[np.int64], npt.NDArray[np.float32], npt.NDArray[np.float32] | None,
               npt.NDArray[np.float32] | None]


@dataclass(frozen=True)
class Reading:
    """What the searcher reads from a question, once: its glossary terms, the term a "what is X?" question
    asks about and the pattern of X's definition, the documents it names, whether it asks for a number."""

    terms: list[tuple[Term, str]]
    term: str | None = None
    defines: re.Pattern[str] | None = None
    documents: frozenset[str] = frozenset()
    quantity: bool = False
    asks_limit: bool = False  # "What is the maximum number of …?": a rule that states a limit answers it
    counted: frozenset[str] = frozenset()  # stemmed words, both languages, for what a quantity question counts
    context: frozenset[str] = frozenset()  # a quantity question's words and their translations, stemmed
    for_others: frozenset[str] = frozenset()  # documents whose rules are for a party the question does not name
    at_start: bool = False  # asks about the start of the game, which the setup section answers
    topic: Topic | None = None  # how many play, who goes first, who wins: a sentence in its own words answers it
    words: frozenset[str] = frozenset()  # the question's own words, stemmed
    open_question: bool = False  # how, what, when…: not answered yes or no
    in_the_game: bool = False  # how many of a thing the game comes with: the components list answers it
    player_count: PlayerCount | None = None  # "Как играть одному?": the solo game's rules as a whole answer it


@dataclass
class SearchResult:
    query: str
    lang: str
    hits: list[Hit]
    answered: bool
    # citation | confident | definition | sentence | low-similarity | low-coverage | no-quantity | unknown-citation
    # | no-words | no-running-out | no-such-variant
    reason: str  # (rulesqa.api adds worked-example)
    unknown_citations: list[str] = field(default_factory=list)
    glossary_terms: list[str] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)  # (typed, read) when a typo was fixed
    read_as: str | None = None  # the question with its typos fixed, when that is what was answered
    # the learned ranker's probability that the first hit answers (None where it did not decide: a citation, an
    # index without the model)
    confidence: float | None = None


class Searcher:
    """Answers questions against one loaded index. Reuse it for many questions (warm)."""

    def __init__(self, index: StoredIndex, embedder: Embedder | None, mode: Mode = "hybrid"):
        if mode != "bm25" and embedder is None:  # pragma: no cover - a programming error
            raise ValueError("dense and hybrid search need an embedder")
        self.index = index
        self.embedder = embedder
        self.mode = mode
        self._last_query: tuple[str, npt.NDArray[np.float32]] | None = None
        self._langs = np.array([c.lang for c in index.chunks])
        self._navigational = np.array([c.navigational for c in index.chunks], dtype=bool)
        self._questions = np.array([c.is_question for c in index.chunks], dtype=bool)
        self._marks: dict[str, dict[int, bool]] = {}  # what a chunk states (a number, a topic), found on first need
        self._often: dict[str, list[str]] = {}  # language -> the words most chunks say (see _said_often)
        self._docs = np.array([c.doc for c in index.chunks])
        self._titles = document_titles(index)
        self._parties = document_parties(index)
        self._second: tuple[str, npt.NDArray[np.float32]] | None = None  # (question, e5 scores of every chunk)
        self._second_query: tuple[str, npt.NDArray[np.float32]] | None = None  # (question, its e5 vector)
        self._dense_all: tuple[str, npt.NDArray[np.float32]] | None = None  # (question, main scores of every chunk)
        # set by the trainer (rulesqa.learn.train): called with each question's candidates, their features
        self.collect: Callable[[str, Candidates], None] | None = None

    def _marked(self, rows: npt.NDArray[np.int64], mark: str, test: Callable[[Chunk], bool]) -> npt.NDArray[np.bool_]:
        """Which of these chunks pass ``test``, kept under ``mark``: checked on first need, so a question costs its
        candidates only, whether the index holds a hundred chunks or fifty thousand."""
        known = self._marks.setdefault(mark, {})
        for row in rows.tolist():
            if row not in known:
                known[row] = test(self.index.chunks[row])
        return np.array([known[row] for row in rows.tolist()], dtype=bool)

    @functools.cached_property
    def _roles(self) -> dict[str, frozenset[str]]:
        """Document id -> what its rulebook calls its players ("baron"), from its opening sections (player_roles)."""
        opening: dict[str, list[str]] = {}
        for chunk in self.index.chunks:
            texts = opening.setdefault(chunk.doc, [])
            if len(texts) < OPENING_CHUNKS:
                texts.append(chunk.text)
        return {doc: found for doc, texts in opening.items() if (found := roles(texts))}

    def rules_of(self, count: PlayerCount) -> Callable[[Chunk], bool]:
        """Is a chunk the rules of the game for ``count`` players, titled so in its rulebook's words ("Two
        Keepers" where the players are keepers)?"""
        return lambda chunk: count.rules_of(chunk, self.roles(chunk.doc))

    def roles(self, doc: str) -> frozenset[str]:
        """What document ``doc`` calls its players, stemmed (none when it says no such thing)."""
        return self._roles.get(doc, frozenset())

    @functools.cached_property
    def _example_names(self) -> frozenset[str]:
        """Words only the worked examples use — their people and cards ("Bob", "Deemer") — and "example" itself.

        A name is a capitalised word of an example that no other chunk has: as many chunks hold it (BM25's
        document frequency) as examples do, so the rules' chunks are never read again."""
        named = Counter(t for chunk in self.index.chunks if chunk.is_example
                        for t in set(tokenize(" ".join(_CAPITALISED.findall(chunk.text)))))
        only = {t for t, n in named.items() if self.index.lexical.document_frequency(t) <= n}
        return frozenset(only) | frozenset(tokenize("example пример"))

    def names_an_example(self, question: str) -> bool:
        """Does the question ask about one of the book's worked examples ("how much does Bob pay?")?"""
        return not self._example_names.isdisjoint(tokenize(question))

    @functools.cached_property
    def meanings(self) -> WordMeanings | None:
        """Word-by-word meaning for coverage across languages: hybrid search with a multilingual model only (the
        baselines are plain, and an English model's Russian words mean nothing)."""
        if self.mode != "hybrid" or self.embedder is None or not getattr(self.embedder, "multilingual", False):
            return None
        return WordMeanings(self.embedder, said_often=self._said_often, forms=self._forms_of)

    def _forms_of(self, word: str) -> list[str]:
        """The forms the rulebook writes ``word``'s word in ("лесоруб", "лесорубов", "лесоруба"), as found in its
        first chunks; ``word`` alone when it is not among them."""
        tokens = tokenize(word)
        return self._word_forms.get(tokens[0], [word]) if tokens else [word]

    @functools.cached_property
    def _word_forms(self) -> dict[str, list[str]]:
        """Each word of the first chunks, by its stemmed token, in the forms it is written in (first seen first)."""
        forms: dict[str, list[str]] = {}
        for chunk in self.index.chunks[:SAID_OFTEN_SCANNED]:
            for word, token in word_forms(chunk.search_text).items():
                written = forms.setdefault(token, [])
                if word not in written and len(written) < MAX_FORMS:
                    written.append(word)
        return forms

    def _said_often(self, lang: str) -> list[str]:
        """The words in ``lang`` that the most chunks say, each as first written (``"game"``, ``"игрок"``); found
        once per language."""
        if lang not in self._often:
            self._often[lang] = self._find_said_often(lang)
        return self._often[lang]

    def _find_said_often(self, lang: str) -> list[str]:
        wanted = {t for t in self.index.lexical.most_common(SAID_OFTEN) if in_language(t, lang)}
        # each as first written in the first chunks, in the order they first appear
        return [forms[0] for token, forms in self._word_forms.items() if token in wanted]

    def search(self, question: str, k: int = 5, lang: str | None = None, doc: str | None = None) -> SearchResult:
        """Rank the rules for a question and decide whether the first answers it; ``doc`` keeps to the units of
        one document (`--doc`): no other is a candidate, for the hand-written ranking or the learned one."""
        question = question[:MAX_QUESTION_CHARS]
        lang = lang or guess_language(question)
        cited = find_citations(question)
        cited_chunks, unknown = self._resolve(cited)
        if doc is not None:
            cited_chunks = [c for c in cited_chunks if c.doc == doc]
        if cited.only_citations:
            hits = [Hit(c, 1.0, 1.0, 1.0, cited=True, ranks={"citation": i})
                    for i, c in enumerate(self._with_children(cited_chunks)[:max(k, len(cited_chunks))], 1)]
            if not cited_chunks and not unknown:  # cited, but in another document than --doc
                return SearchResult(question, lang, [], False, "unknown-citation")
            if unknown and not cited_chunks:
                return SearchResult(question, lang, self._nearest_numbers(unknown[0], k), False, "unknown-citation",
                                    unknown)
            return SearchResult(question, lang, hits, True, "citation", unknown)

        reading = self.read(question)
        scored = self._score(question, [self._row(c) for c in cited_chunks], reading, doc)
        if scored is None:
            return SearchResult(question, lang, [], False, "no-words")
        hits = self._hits(scored, cited_chunks, max(k, RERANKED))  # the same answer whatever k is asked for
        if not cited_chunks and self.mode == "hybrid":  # the baselines stay plain
            self._entry_first(reading, hits)
            self._said_first(question, reading, hits)
            self._case_first(question, hits)
            self._counted_first(question, reading, hits)
            self._measured_first(question, hits)
            self._player_count_first(reading, hits)
        if hits:
            # "What does Permanent mean?" asks about "Permanent"; "mean" is the question's frame, not its content
            # and "in the game" of "How many mushroom cards are in the game?" is where it asks, not what
            asked = without_the_game_of_the_components(question) if reading.in_the_game else question
            hits[0].coverage = coverage(reading.term or asked, reading.terms, hits[0].chunk, self.index.lexical,
                                        self.meanings, reading.at_start)
        defined = hits and not cited_chunks and (
            (reading.defines is not None and reading.defines.search(hits[0].chunk.text))
            or (reading.term is not None and self._glossary_entry_of(reading.term, hits[0].chunk)))
        if defined:
            # the rulebook defines the very term asked about: that answers "what is it?", however few words the
            # question has for the embedder to go on ("What is Instant?")
            answered, reason = True, "definition"
        else:
            answered, reason = self._decide(question, reading, hits, cited_chunks)
        confidence = None
        if self.mode == "hybrid" and not cited_chunks and (self.ranker is not None or self.collect is not None):
            hits, answered, reason, confidence = self._learned(question, lang, reading, scored, hits, answered, reason,
                                                               doc)
        return SearchResult(question, lang, hits[:k], answered, reason, unknown,
                            [term.headword for term, _ in reading.terms], confidence=confidence)

    # --- the learned decision layer (rulesqa/learn) --------------------------------------------------------------

    @functools.cached_property
    def ranker(self) -> Forest | None:
        """The index's ranker model (its build keeps a copy, checksummed in the manifest), or None: an index built
        without one is answered by the hand-written ranking alone."""
        from rulesqa.learn.ranker import load_ranker

        return load_ranker(self.index)

    def _learned(self, question: str, lang: str, reading: Reading, scored: Scored, hits: list[Hit], answered: bool,
                 reason: str, doc: str | None = None) -> tuple[list[Hit], bool, str, float | None]:
        """The hits ordered by the ranker's probability that each answers, and whether the first is likely enough
        to be given as the answer (the model's threshold, chosen on books held out from training)."""
        from rulesqa.learn.features import candidates

        asked = without_the_game_of_the_components(question) if reading.in_the_game else question
        found = candidates(self, question, lang, reading, scored, hits, answered, reason,
                           lambda chunk: coverage(reading.term or asked, reading.terms, chunk, self.index.lexical,
                                                  self.meanings, reading.at_start))
        if self.collect is not None:
            self.collect(question, found)
        if self.ranker is None or not found.chunks:
            return hits, answered, reason, None
        probability = self.ranker.probability(found.features)
        order = np.argsort(-probability, kind="stable")
        known = {hit.chunk.id: hit for hit in hits}
        use, lex = FEATURE_INDEX["use"], FEATURE_INDEX["lex"]
        ranked = []
        for i in order:
            chunk = found.chunks[int(i)]
            hit = known.get(chunk.id) or Hit(chunk, 0.0, float(found.features[i, use]), float(found.features[i, lex]))
            ranked.append(replace(hit, score=float(probability[i])))
        if doc is not None:  # the learned pool reads every unit; --doc keeps one document's
            ranked = [hit for hit in ranked if hit.chunk.doc == doc]
            if not ranked:
                return hits, False, "low-confidence", None
        top = ranked[0].score
        if top >= self.ranker.meta["threshold"]:
            return ranked, True, reason if answered else "confident", top
        # not answered: the hand-written reason when it did not answer either ("no-quantity" says more)
        return ranked, False, reason if not answered else "low-confidence", top

    @functools.cached_property
    def quote_model(self) -> Forest | None:
        """The model that chooses the sentence to quote (kept in the index's build like the ranker), or None."""
        from rulesqa.learn.ranker import QUOTE, load_ranker

        return load_ranker(self.index, QUOTE)

    @functools.cached_property
    def verdict_model(self) -> Forest | None:
        """The model that weighs ``verify``'s verdicts (kept in the index's build like the ranker), or None."""
        from rulesqa.learn.ranker import VERDICT, load_ranker

        return load_ranker(self.index, VERDICT)

    def navigational_rows(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        """Which of these chunks are headings that only group their children."""
        return np.asarray(self._navigational[rows], dtype=bool)

    def states_number_rows(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.bool_]:
        """Which of these chunks state a number (answer_type.states_quantity)."""
        return self._marked(rows, "quantity", states_quantity)

    def dense_scores(self, question: str) -> npt.NDArray[np.float32]:
        """Every chunk's cosine with the glossed question by the main embedder."""
        text = self.glossed(question)
        if self._dense_all is None or self._dense_all[0] != text:
            self._dense_all = (text, self._all_dense(self.query_vector(question)))
        return self._dense_all[1]

    def second_scores(self, question: str) -> npt.NDArray[np.float32] | None:
        """Every chunk's cosine with the glossed question by the second embedder (e5-small), or None when the
        index has no vectors of it."""
        vectors = self.index.second_vectors
        if vectors is None:
            return None
        query = self.second_query_vector(question)
        text = self.glossed(question)
        if self._second is None or self._second[0] != text:
            self._second = (text, np.asarray(vectors, dtype=np.float32) @ query)
        return self._second[1]

    def second_query_vector(self, question: str) -> npt.NDArray[np.float32]:
        """The glossed question's embedding by the second embedder (e5-small; the last one is kept)."""
        text = self.glossed(question)
        if self._second_query is None or self._second_query[0] != text:
            from rulesqa.embed.e5 import E5Embedder

            self._second_query = (text, E5Embedder().embed_query(text))
        return self._second_query[1]

    def stored_sentence_vectors(self, chunk: Chunk, sentences: list[str],
                                second: bool = False) -> npt.NDArray[np.float32] | None:
        """The kept vectors of these sentences of ``chunk`` (as answer.quotable splits it), by the main embedder or
        the ``second``, or None when the index keeps none for it or one of them is not among them."""
        vectors = self.index.second_sentence_vectors if second else self.index.sentence_vectors
        starts = self.index.sentence_rows
        if vectors is None or starts is None:
            return None
        from rulesqa.answer import quotable

        row = self.index.row_of(chunk.id)
        start = int(starts[row])
        texts = quotable(chunk.text)[0]
        if int(starts[row + 1]) - start != len(texts):
            return None
        position = {text: start + i for i, text in enumerate(texts)}
        try:
            return np.asarray(vectors[[position[s] for s in sentences]], dtype=np.float32)
        except KeyError:
            return None

    def _glossary_entry_of(self, term: str, chunk: Chunk) -> bool:
        """Is ``chunk`` the rulebook's own glossary entry for ``term``, named in either language ("What is the
        tundra?" — "Тундра — поле, где пасутся мамонты.")? Each word of the term must be a word of the entry's name,
        as written, translated or spelled in the other alphabet (word_meaning.SAME)."""
        if chunk.kind != "glossary-term" or self.meanings is None:
            return False
        named = content_words(chunk.title)
        asked = content_words(term)
        return bool(asked) and len(asked) == len(named) and all(
            token in named or self.meanings.similar(word, named.values()) for token, word in asked.items())

    def read(self, question: str) -> Reading:
        """What ``question`` says beyond its words (see :class:`Reading`)."""
        term = asked_term(question)  # "What is a Permanent card?" -> "Permanent card"
        quantity = asks_quantity(question)
        player_count = asked_player_count(question)
        return Reading(
            terms=self.index.glossary.matches(question),
            term=term,
            defines=None if term is None else defining_pattern(term_names(term, self.index.glossary)),
            documents=named_documents(question, self._titles),  # "… in the card game?"
            quantity=quantity,
            asks_limit=quantity and asks_limit(question),
            counted=self._counted_words(question),
            # only a quantity question needs its words with their translations (glossing costs about 1 ms); the
            # game it names is no word of where the number stands
            context=(frozenset(tokenize(self.glossed(question))) - named_title_words(question, self._titles)
                     if quantity else frozenset()),
            for_others=documents_for_others(question, self._parties),
            at_start=asks_about_the_start(question),
            topic=asked_topic(question),
            # "Как играть одному?" names the solo game, which "одному" ("одн", as "одно" is) cannot say on its own
            words=frozenset(tokenize(question)) | frozenset(tokenize(player_count.name if player_count else "")),
            open_question=asks_open(question),
            in_the_game=quantity and asks_about_the_components(question),
            player_count=player_count,
        )

    def _counted_words(self, question: str) -> frozenset[str]:
        """What a quantity question counts, as stemmed words in both languages ("очков движения": also "MP")."""
        thing = counted_thing(question)
        words = set(tokenize(thing))
        for term, _ in self.index.glossary.matches(thing):
            words.update(t for lang in LANGS for variant in term.variants(lang) for t in tokenize(variant))
        return frozenset(words)

    def _hits(self, scored: Scored, cited_chunks: list[Chunk], k: int) -> list[Hit]:
        """The best ``k`` chunks, cited ones first, each with its signals and its rank by each."""
        rows, scores, dense, lexical = scored
        order = np.argsort(-scores, kind="stable")
        by_signal = {name: ranks(signal) for name, signal in (("dense", dense), ("lexical", lexical))
                 if signal is not None}
        fused_rank = ranks(scores)
        position = {int(row): i for i, row in enumerate(rows)}
        hits = [Hit(c, 1.0 + float(scores[position[self._row(c)]]), float(_at(dense, position[self._row(c)])),
                    float(_at(lexical, position[self._row(c)])), cited=True) for c in cited_chunks]
        seen = {h.chunk.id for h in hits}
        for i in order:
            if len(hits) >= k:
                break
            chunk = self.index.chunks[int(rows[i])]
            if chunk.id in seen or (self._navigational[rows[i]] and not cited_chunks):
                continue
            hits.append(Hit(chunk, float(scores[i]), float(_at(dense, int(i))), float(_at(lexical, int(i)))))
        if not cited_chunks:
            rule_before_its_example(hits)
            rule_before_its_summary(hits)
        for hit in hits:
            i = position[self._row(hit.chunk)]
            hit.ranks = {"fused": int(fused_rank[i]), **{name: int(r[i]) for name, r in by_signal.items()}}
        return hits

    # --- signals ---------------------------------------------------------------------

    def _score(self, question: str, must: list[int], reading: Reading, doc: str | None = None) -> Scored | None:
        """Candidate rows and their fused, dense and lexical scores (arrays aligned with the rows).

        Candidates are the nearest CANDIDATES chunks by exact inner product and BM25's best CANDIDATES (plus
        ``must``), and :meth:`_adjust` applies what ``reading`` says.
        ``None`` when there is nothing to rank.
        """
        if self.mode in ("bm25", "rrf"):  # baselines: whole-index scores, plain
            plain_lexical = self.index.lexical.scores(question)
            plain_dense = None
            if self.mode == "rrf":
                assert self.embedder is not None
                plain_dense = self._all_dense(self.embedder.embed_query(question))
            if not plain_lexical.any() and plain_dense is None:
                return None
            fused = plain_lexical.copy() if plain_dense is None else _rrf(plain_dense, plain_lexical)
            rows = np.arange(len(fused))
            return rows, fused, plain_dense, plain_lexical
        # every unit's closeness is computed once (the learned ranker reads it whole): its best CANDIDATES are
        # FAISS's flat search's, for a quarter of its time (4 against 8-29 ms at 50,000 units, BENCHMARKS.md)
        dense_all = self.dense_scores(question)
        outside = None if doc is None else self._docs != doc  # units --doc leaves out: never candidates
        candidates = _top_rows(dense_all if outside is None else np.where(outside, -np.inf, dense_all), CANDIDATES)
        lexical_all = self._lexical_scores(question, reading) if self.mode == "hybrid" else None
        if lexical_all is not None and lexical_all.any():
            top = _top_rows(lexical_all if outside is None else np.where(outside, 0.0, lexical_all), CANDIDATES)
            candidates = np.concatenate([candidates, top[lexical_all[top] > 0]])
        if outside is not None:
            candidates = candidates[~outside[candidates]]
        rows = np.unique(np.concatenate([candidates, np.asarray(must, dtype=np.int64)]).astype(np.int64))
        dense = dense_all[rows]
        lexical = lexical_all[rows] if lexical_all is not None else None
        scores = dense.copy()
        if lexical is not None:
            scores += LEXICAL_WEIGHT * lexical
        self._adjust(rows, scores, reading)
        return rows, scores, dense, lexical

    def _adjust(self, rows: npt.NDArray[np.int64], scores: npt.NDArray[np.float32], reading: Reading) -> None:
        """What the question asks for moves the scores (in place): headings that only group their children never
        answer; a "how many" question wants a rule that states a number; a "what is X?" question wants X's
        definition; a question that names a document wants that document's rules, and one that names no variant the
        rules of every game."""
        scores[self._navigational[rows]] -= 1.0
        scores[self._questions[rows]] -= QUESTION_PENALTY
        if reading.open_question:
            scores[self._marked(rows, "yes-no-entry", _yes_or_no_entry)] -= YES_NO_ENTRY_PENALTY
        if reading.quantity:
            scores[~self._marked(rows, "quantity", states_quantity)] -= QUANTITY_PENALTY
        if reading.defines is not None:
            defines = reading.defines
            scores[[bool(defines.search(self.index.chunks[int(r)].text)) for r in rows]] += DEFINITION_BONUS
        if reading.at_start:
            scores[self._marked(rows, "setup", in_setup)] += TOPIC_BONUS
        if reading.in_the_game:
            scores[self._marked(rows, "components", in_components)] += TOPIC_BONUS
        if reading.player_count is not None:
            count = reading.player_count
            scores[self._marked(rows, f"players:{count.name}", self.rules_of(count))] += TOPIC_BONUS
        if reading.asks_limit and reading.counted:  # of what it counts: not kept, as each question counts its own
            scores[[states_limit(self.index.chunks[int(r)].text, reading.counted) for r in rows]] += TOPIC_BONUS
        if reading.topic is not None:
            topic = reading.topic
            if topic.item:  # one question's own: not kept, or a long-running server would keep one per action asked
                said = first = np.array([topic.says(self.index.chunks[int(r)].text) for r in rows], dtype=bool)
            else:
                said = self._marked(rows, topic.name, lambda chunk: topic.says(chunk.text))
                # in the topic's own terms where a section says it so ("Playing time: 40 to 60 minutes" over "The
                # game lasts four seasons"), else in others
                first = said & self._marked(rows, f"{topic.name}:first", lambda chunk: topic.says_first(chunk.text))
                if topic.titled is not None:  # a section titled so says it: "## Components" for "What is in the box?"
                    said = said | self._marked(rows, f"{topic.name}:titled", topic.titled)
            if reading.documents:  # "How long does the game last with the Night Service expansion?": not the base
                said = said & np.isin(self._docs[rows], list(reading.documents))  # game's "40 to 60 minutes"
            if (first & said).any():
                said = first & said
            scores[said] += TOPIC_SAID_BONUS
        variant = self._marked(rows, "variant", lambda chunk: bool(chunk.variant))
        for i in np.flatnonzero(variant):  # a variant's rules are for a question that names it ("in the short game")
            if not names_variant(reading.words, self.index.chunks[int(rows[i])]):
                scores[i] -= VARIANT_PENALTY
        if reading.documents:
            scores[~np.isin(self._docs[rows], list(reading.documents))] -= OTHER_DOCUMENT_PENALTY
        elif reading.for_others:
            scores[np.isin(self._docs[rows], list(reading.for_others))] -= OTHER_DOCUMENT_PENALTY

    def _all_dense(self, vector: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        return np.asarray(np.asarray(self.index.vectors, dtype=np.float32) @ vector, dtype=np.float32)

    def glossed(self, question: str) -> str:
        """The question with the other language's names of its game terms appended, for the embedder."""
        other = {"en": "ru", "ru": "en"}
        extra = [term.variants(other[found_in])[0] for term, found_in in self.index.glossary.matches(question)]
        return f"{question} ({'; '.join(extra)})" if extra else question

    def query_vector(self, question: str) -> npt.NDArray[np.float32]:
        """The embedding of the glossed question (the last one is kept: answering needs it twice)."""
        assert self.embedder is not None
        text = self.glossed(question)
        if self._last_query is None or self._last_query[0] != text:
            self._last_query = (text, self.embedder.embed_query(text))
        return self._last_query[1]

    def _lexical_scores(self, question: str, reading: Reading) -> npt.NDArray[np.float32]:
        """Each chunk's BM25 score in its own language, normalised per language. A question about the start of the
        game is searched without the game its start is said of, and its word "start" counts for no rule that says it
        only of a turn or a round: the setup section stands for them (TOPIC_BONUS)."""
        if reading.at_start:
            question = without_the_game_of_the_start(question)
        if reading.in_the_game:
            question = without_the_game_of_the_components(question)
        tokens = tokenize(question)
        out = np.zeros(len(self.index.chunks), dtype=np.float32)
        for lang in LANGS:
            own = [t for t in tokens if in_language(t, lang)]
            scores = self._language_scores(question, own, lang, bool(reading.terms))
            if reading.at_start:
                self._unsay_other_starts(scores, [t for t in own if t in starting_tokens()])
            mask = self._langs == lang
            best = float(scores[mask].max()) if mask.any() else 0.0
            if best > 0:
                out[mask] = scores[mask] / best
        return out

    def _unsay_other_starts(self, scores: npt.NDArray[np.float32], starting: list[str]) -> None:
        """Take from ``scores`` (in place) what the words of starting gave the rules that say "start" only of a turn
        or a round: "How much water does each player start with?" is not answered by "At the start of every third
        round, each player gains 2 water tokens", which outscored the setup on that one word."""
        if not starting:
            return
        said = self.index.lexical.token_scores(starting)
        rows = np.flatnonzero(said > 0).astype(np.int64)
        other = rows[self._marked(rows, "other-start", lambda chunk: says_only_other_starts(chunk.search_text))]
        scores[other] -= said[other]

    def _language_scores(self, question: str, own: list[str], lang: str, named: bool) -> npt.NDArray[np.float32]:
        """BM25 scores in ``lang``'s words: the question's own, and its glossary terms named as ``lang`` names
        them (the rulebook's headword for a term asked by another word of the same language).

        A term's words count only in chunks that hold one of its names whole: "Spell Deck" asked in English is
        "Колода заклинаний" in Russian, and a card-game rule that says "заклинание" four times but never
        "колода" is not about it. ("What happens when the Spell Deck runs out?" was answered from nowhere: the
        card game's 210.2 ranked first on "заклинание" alone.)
        """
        lexical = self.index.lexical
        scores = lexical.token_scores(own)
        seen = set(own)
        for names in self.index.glossary.names_in(question, lang):
            words = list(dict.fromkeys(t for name in names for t in name if t not in seen))
            if not words:
                continue
            seen.update(words)
            whole = np.zeros(len(self.index.chunks), dtype=bool)
            for name in names:
                if name:
                    whole |= lexical.containing(name)
            scores = scores + lexical.token_scores(words) * whole
        if not named:
            # no glossary term: its everyday words reach across by their translations (common_words), as coverage
            # reaches across by meanings only then ("защищаться" is "defend" in every "Instant Defense" rule). A word's
            # translations are one word said several ways: the best of them counts, not their sum ("денег" is
            # "money", "coins" or "pounds", and a components list that says all three is not thrice about money)
            for token in dict.fromkeys(t for t in tokenize(question) if not in_language(t, lang)):
                said = [t for t in sorted(translations(token)) if t not in seen and lexical.known(t)]
                seen.update(said)
                if said:
                    scores = scores + lexical.best_of(said)
        return scores

    # --- citations -------------------------------------------------------------------

    def _resolve(self, cited: CitedQuery) -> tuple[list[Chunk], list[str]]:
        found: list[Chunk] = []
        unknown: list[str] = []
        for chunk_id in cited.ids:
            chunk = self.index.get(chunk_id)
            if chunk is None:
                unknown.append(chunk_id)
            elif chunk not in found:
                found.append(chunk)
        for number in cited.numbers:
            matches = chunks_with_key(self.index, number)
            if not matches:
                unknown.append(number)
            found.extend(c for c in matches if c not in found)
        return found, unknown

    def _with_children(self, chunks: list[Chunk]) -> list[Chunk]:
        out: list[Chunk] = []
        for chunk in chunks:
            for member in self.index.with_subrules(chunk.id):
                if member not in out:
                    out.append(member)
        return out

    def _nearest_numbers(self, number: str, k: int) -> list[Hit]:
        """Numbered rules closest to a number that does not exist, as closest matches."""
        from rulesqa.lookup import nearest_numbers

        nearest = (self.index.get(chunk_id) for chunk_id in nearest_numbers(self.index, number, k))
        return [Hit(chunk, 0.0, 0.0, 0.0) for chunk in nearest if chunk is not None]

    def _row(self, chunk: Chunk) -> int:
        return self.index.row_of(chunk.id)

    # --- abstention ------------------------------------------------------------------

    def _said_first(self, question: str, reading: Reading, hits: list[Hit]) -> None:
        """Put first the section that says the whole question in one sentence, when the best does not and it scores
        within SAYING_MARGIN ("Do scroll spells count against my hand limit?": the Spell Scrolls topic, "… off your
        Hand Limit", over the card game's 210.2). On a topic (how many can play, who goes first, who wins) the sentence
        that says it is the answer however far behind it scores: "Give each player 6 silver coins." is about players
        too, but never says how many. So is it after a variant's rules the question does not name."""
        # a list item's own words: read with its lead-in, "Sell: discard two or more lanterns" says the "one" of "Can
        # I sell just one lantern?" through "Do exactly one of the following:"
        def says(chunk: Chunk) -> bool:
            return self.saying(question, reading, replace(chunk, label=""), in_setup(chunk), lead_ins=False) is not None

        if len(hits) < 2:
            return
        topic = reading.topic
        if topic is not None and topic.item:  # an item a list names: the section with the item, or titled by it,
            # else as ever
            named = next((i for i, hit in enumerate(hits[:3]) if self._topic_sentence(topic, hit.chunk)), None)
            if named is None:
                named = next((i for i, hit in enumerate(hits[:3]) if topic.titles(hit.chunk)), None)
            if named is not None:
                hits.insert(0, hits.pop(named))
                return
            topic = None
        # on a topic, or past a variant's rules the question does not name ("за ход вы выполняете два действия" of
        # the solo game for "Можно ли сделать одно действие два раза?"), however far behind it scores; a variant's
        # rules say it for the variant only, on a topic too ("Игра длится пять недель вместо шести." under "Игра
        # вдвоём" for "Сколько недель длится игра?")
        unnamed_variant = bool(hits[0].chunk.variant) and not names_variant(reading.words, hits[0].chunk)
        if says(hits[0].chunk) and not (unnamed_variant and topic is not None):
            return
        margin = float("inf") if topic is not None or unnamed_variant else SAYING_MARGIN
        for i, hit in enumerate(hits[1:3], start=1):
            if hits[0].score - hit.score > margin:
                return
            # a variant's rules say it for the variant only: "each player starts with 5 air tokens instead of 6"
            # under "Five players" does not answer how much air each player starts with
            if hit.chunk.variant and not names_variant(reading.words, hit.chunk):
                continue
            if says(hit.chunk):
                hits.insert(0, hits.pop(i))
                return

    def saying(self, question: str, reading: Reading, chunk: Chunk, setup: bool | None = None,
               lead_ins: bool = True) -> str | None:
        """The sentence of ``chunk`` that says every word of ``question``, if one does (SENTENCE_COVERAGE; a list item
        read with its lead-in, see evidence.sentence_saying); for a question about how many can play, the sentence
        that states the range of players."""
        if reading.topic is not None:
            said = self._topic_sentence(reading.topic, chunk)
            if said is not None or not reading.topic.item:
                return said
        return sentence_saying(question, reading.terms, chunk, self.index.lexical, self.meanings, SENTENCE_COVERAGE,
                               reading.at_start, setup, lead_ins, roles=self.roles(chunk.doc))

    def counted_in(self, question: str, counted: frozenset[str], chunk: Chunk) -> frozenset[str]:
        """What a quantity question counts, with the words ``chunk`` says it in, in a rulebook the glossary does not
        translate: the word the model takes for it, or the nearest one ("candles" is 0.76 from "свечи"; the rule is
        already the one that covers the question)."""
        if self.meanings is None:
            return counted
        return translated(counted, question, chunk.text, chunk.lang, self.meanings, nearest_floor=LOW)

    def counts_what_is_asked(self, question: str, reading: Reading, chunk: Chunk, strict: bool = False) -> bool:
        """Whether ``chunk`` states how many of what a quantity question counts, where the question asks it
        (``strict``: see answer_type.answers_how_many)."""
        if not states_quantity(chunk):
            return False
        counted, context = reading.counted, reading.context
        if self.meanings is not None:  # a rulebook the glossary does not translate
            counted = self.counted_in(question, counted, chunk)
            # the question's other words only say where the number is: a looser match will do ("play"/"игры" 0.72)
            context = translated(context, question, chunk.text, chunk.lang, self.meanings, LOW)
        # "player" is the "baron", in a section that never says "player" ("Every baron starts with $30"); where it does
        # ("Каждый игрок берёт … 2 жетона угля"), the part's name is some other word ("кузнецы" are players, and so
        # is "кузницы" a forge)
        if ((role := self.roles(chunk.doc)) and not context.isdisjoint(player_words())
                and player_words().isdisjoint(tokenize(chunk.text))):
            context = context | role
        if reading.at_start and in_setup(chunk):  # the setup section says "at the start" for all its numbers
            context = context - start_tokens()
        if reading.in_the_game and in_components(chunk):  # … and the components list "in the game"
            context = context - in_the_game_tokens()
        whose_apart = guess_language(question) == chunk.lang
        # a sentence that names the players by their part says a "player" the question itself says (not one the
        # model reads into it: "game" is nearest to "игрока" in "Каждый игрок — сокольник")
        role = role if not reading.context.isdisjoint(player_words()) else frozenset()
        if not counted or answers_how_many(chunk, set(counted), set(context), strict, reading.asks_limit,
                                           whose_apart, role):
            return True
        # what fits is what is counted, for a thing the model has no word for: "How many loaves fit in the oven?" -
        # "В печи помещается не больше 5 буханок." ("loaves" is nearest to "хлеб"); "fit" is where the number is
        holds = context & capacity_tokens() - COUNTING_FRAME  # not "hold", "keep": they go with counting anything
        return bool(holds) and answers_how_many(chunk, set(counted | holds), set(context), strict, reading.asks_limit,
                                                whose_apart, role)

    def _counted_first(self, question: str, reading: Reading, hits: list[Hit]) -> None:
        """For a quantity question whose best section states no number of what it counts, put first the next one
        that does, when it scores within COUNTED_MARGIN ("What is the maximum number of ships a player can have?":
        Build, "No player may have more than 6 ships.", over the end of the game, whose "Most ships | 5 coins"
        counts coins). Never one of a document the question excludes, by naming another or a party, nor a variant's
        rules the question does not name, nor the components list for a question that does not ask what the game
        comes with. For a question about the start, the part of the setup that counts it, even past a section that
        counts it for the rest of the game."""
        if not reading.quantity or len(hits) < 2:
            return
        counted = self.counts_what_is_asked(question, reading, hits[0].chunk)
        # for a question about the start, the setup is where the start's numbers are: its part that counts the thing
        # ("Каждый игрок: … 8 гривен" over "Первый игрок"), never a section out of it ("deal 5 to each player" are
        # cards); and a section out of it that counts the thing counts it elsewhere in the game ("Жетоны сил" says
        # how many a player may hold, "Подготовка" how many each one starts with); a variant the question names has
        # the start's numbers of its own ("In the solo expedition, …": "each climber starts with 4 rope tokens")
        top = hits[0].chunk
        named_variant = bool(top.variant) and names_variant(reading.words, top)
        setup_only = reading.at_start and (counted or in_setup(top)) and not named_variant
        # … nor is the setup's step for the first player ("### Первый игрок: … получает 2 гривны дополнительно")
        # where each player's start is counted, unless the question asks about the first player
        first_players = (reading.at_start and in_setup(top) and FIRST_PLAYER.says(top.title)
                         and not _FIRST_PLAYER_ASKED.search(question))
        # … nor is a variant's number, for a question that does not name the variant: "each takes three turns per
        # night instead of two" under "Two-Player Game" is not how many turns each player takes a night
        unnamed_variant = bool(top.variant) and not named_variant
        counted_at_the_start = (counted and not (setup_only and not in_setup(top)) and not first_players
                                and not unnamed_variant)
        if counted_at_the_start:
            return
        if reading.topic is not None and self._topic_sentence(reading.topic, top) is not None:
            return  # "for 2 to 5 players" is how many can play, whatever else the section counts
        # … unless no part of the setup counts it at all: then a section that says how many each player starts with
        # ("Water: … Each player starts with 5 water.") is where the start's number is (looked at once, if ever)
        setup_counts: bool | None = None
        for i, hit in enumerate(hits[1:COUNTED_LOOKED_AT + 1], start=1):
            if hits[0].score - hit.score > COUNTED_MARGIN:
                return
            if setup_only and not in_setup(hit.chunk):
                if not says_start(hit.chunk.text):
                    continue
                if setup_counts is None:
                    setup_counts = any(in_setup(h.chunk) and self.counts_what_is_asked(question, reading, h.chunk)
                                       for h in hits[:COUNTED_LOOKED_AT + 1])
                if setup_counts:
                    continue
            # a variant's number is the variant's: "Игра длится пять недель вместо шести." under "Игра вдвоём" is not
            # how many weeks the game lasts (as in _said_first)
            if hit.chunk.variant and not names_variant(reading.words, hit.chunk):
                continue
            elsewhere = (hit.chunk.doc not in reading.documents if reading.documents
                         else hit.chunk.doc in reading.for_others)
            # the components list counts everything the box holds ("48 жетонов брёвен"): what a game comes with
            # is all it says ("Сколько брёвен нужно, чтобы связать плот?" is not that)
            elsewhere = elsewhere or (not reading.in_the_game and in_components(hit.chunk))
            if not elsewhere and self.counts_what_is_asked(question, reading, hit.chunk, strict=True):
                hits.insert(0, hits.pop(i))
                return

    def _entry_first(self, reading: Reading, hits: list[Hit]) -> None:
        """For "What is a sector?", the rulebook's own glossary entry for the term goes first when it is among the
        sections found ("Сектор — клетка звёздной карты между станциями." over "Каждый сектор стоит 1 единицу
        топлива."): a term is defined where the rulebook defines it."""
        if reading.term is None:
            return
        found = next((i for i, hit in enumerate(hits[:RERANKED]) if self._glossary_entry_of(reading.term, hit.chunk)),
                     None)
        if found:
            hits.insert(0, hits.pop(found))

    @staticmethod
    def _case_first(question: str, hits: list[Hit]) -> None:
        """For "What happens when a storm card is turned over?", put first the section found that opens a sentence
        with that case ("When a storm card is turned over, every keeper …"), when the best names it nowhere: the
        rule of that case, over a section that only says its words ("… remove 4 storm cards …, and turn over three
        night cards")."""
        case = asked_case(question)
        if not case or not hits or names_case(hits[0].chunk.text, case):
            return
        found = next((i for i, hit in enumerate(hits[1:RERANKED], start=1) if names_case(hit.chunk.text, case)), None)
        if found:
            hits.insert(0, hits.pop(found))

    @staticmethod
    def _measured_first(question: str, hits: list[Hit]) -> None:
        """For "How far can a ship fly?", put first the next section that states a limit with its number ("Корабль
        может пролететь до 3 секторов"), within COUNTED_MARGIN, when the best states no number at all ("Корабль без
        топлива не может лететь"): a measure is asked, as a count is (see :meth:`_counted_first`)."""
        if not asks_measure(question) or len(hits) < 2 or states_quantity(hits[0].chunk):
            return
        promote_close(hits, COUNTED_MARGIN, lambda c: not c.variant and states_limit(stated(c)), looked_at=2)

    def _player_count_first(self, reading: Reading, hits: list[Hit]) -> None:
        """For "How do I play solo?" and "What changes in a two-player game?", that game's rules go first when they
        are among the sections found, however far behind they score ("Как играть одному?": "10. ОДИНОЧНАЯ ИГРА",
        far in meaning, behind sections that say "играть")."""
        count = reading.player_count
        if count is None:
            return
        found = next((i for i, hit in enumerate(hits[:RERANKED]) if self.rules_of(count)(hit.chunk)), None)
        if found:
            hits.insert(0, hits.pop(found))

    @staticmethod
    def _topic_sentence(topic: Topic, chunk: Chunk) -> str | None:
        """The sentence of ``chunk`` that says what ``topic`` asks; for a list item, the whole item."""
        return next((s for s in (unwrapped_lines(chunk.text) if topic.item else sentences(chunk.text))
                     if topic.says(s)), None)

    def _decide(self, question: str, reading: Reading, hits: list[Hit], cited: list[Chunk]) -> tuple[bool, str]:
        if cited:
            return True, "citation"
        if not hits:
            return False, "no-words"
        if self.mode in ("bm25", "rrf"):  # baselines: answer whenever a word matches
            return (hits[0].lexical > 0, "lexical-match" if hits[0].lexical > 0 else "no-words")
        top = hits[0]
        variant = asked_variant_name(question)
        if variant and not any(self.index.lexical.known(word) for word in variant):
            return False, "no-such-variant"  # "… in the advanced game?" of a rulebook that has no advanced game
        if reading.topic is not None and self._topic_sentence(reading.topic, top.chunk) is not None:
            return True, "sentence"  # "for 3 to 6 players" counts players, however the question names them
        if reading.topic is not None and reading.topic.only_said:
            return False, "no-quantity"  # "How long does a game take?": no sentence states a length of a game
        if reading.topic is not None and reading.topic.titles(top.chunk):
            return True, "confident"  # "Что происходит при обвале?": the section "Обвал" says what happens then
        if reading.player_count is not None and self.rules_of(reading.player_count)(top.chunk):
            return True, "confident"  # "Как играть одному?": the solo game's rules, whatever words they use
        if top.chunk.variant and asks_how_a_variant_plays(question) and names_variant(reading.words, top.chunk):
            return True, "confident"  # "What changes in the advanced variant?": that variant's own rules
        across = top.chunk.lang != guess_language(question) and not reading.terms  # no glossary term to go by
        needed = (ENTRY_CONFIDENCE if top.chunk.is_question else MIN_CONFIDENCE) - (ACROSS_LANGUAGES if across else 0.0)
        weak = ("low-similarity" if top.dense < MIN_SIMILARITY
                else "low-coverage" if top.dense + (top.coverage or 0.0) < needed else None)
        if weak is not None:
            # (or, for "How do I play a short game?", the sentence that opens by naming it: "Short game: …")
            named = named_game_asked(question)
            if self.saying(question, reading, top.chunk) is None and not (
                    named and any(opens_with_game(s, named) for s in sentences(top.chunk.text))):
                return False, weak
            weak = "sentence"
        if reading.quantity and not self.counts_what_is_asked(question, reading, top.chunk):
            return False, "no-quantity"  # no number, or its numbers count something else
        if asks_running_out(question) and not says_running_out(top.chunk.text):
            return False, "no-running-out"  # "… закончились свечи?": "Возьмите 2 свечи из запаса." says no such case
        return True, weak or "confident"


# a question about the first player's start: "How many coins does the first player get?", "Сколько монет получает
# первый игрок?"
_FIRST_PLAYER_ASKED = re.compile(r"\b(?:first|starting|start)[- ]player\b|\bперв\w+\s+игрок\w*", re.IGNORECASE)


def _yes_or_no_entry(chunk: Chunk) -> bool:
    """A FAQ entry that asks a question answered yes or no ("Can I rest and move in the same round? No. …")."""
    return chunk.is_question and asks_yes_or_no(chunk.title)


def rule_before_its_example(hits: list[Hit], margin: float = EXAMPLE_MARGIN) -> None:
    """Put the rule an example illustrates first when the example leads it by less than ``margin``."""
    if len(hits) < 2 or not hits[0].chunk.is_example:
        return
    example = hits[0].chunk

    def illustrated(chunk: Chunk) -> bool:
        return not chunk.is_example and (chunk.id == example.parent
                                         or (chunk.parent is not None and chunk.parent == example.parent))

    promote_close(hits, margin, illustrated)


def rule_before_its_summary(hits: list[Hit], margin: float = EXAMPLE_MARGIN) -> None:
    """Put first the best section that says a rule in full when a summary of the rules ("Quick reference: … Vat: 5
    cubes.") leads it by less than ``margin``: a rule is cited where it is said in full, as it is over its example."""
    if len(hits) < 2 or not hits[0].chunk.is_summary:
        return
    promote_close(hits, margin, lambda c: not c.is_summary and not c.is_example)


def promote_close(hits: list[Hit], margin: float, wanted: Callable[[Chunk], bool], looked_at: int | None = None
                  ) -> None:
    """Put first the best of the hits after the first (the next ``looked_at`` of them, or all) whose chunk is
    ``wanted``, if it scores within ``margin`` of the first; stop at the first hit further behind."""
    for i, hit in enumerate(hits[1:None if looked_at is None else 1 + looked_at], start=1):
        if hits[0].score - hit.score > margin:
            return
        if wanted(hit.chunk):
            hits.insert(0, hits.pop(i))
            return


def _rrf(*signals: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    total = np.zeros(len(signals[0]), dtype=np.float32)
    for signal in signals:
        total += 1.0 / (RRF_K + ranks(signal))
    return total


def _top_rows(scores: npt.NDArray[np.float32], count: int) -> npt.NDArray[np.int64]:
    if len(scores) <= count:
        return np.arange(len(scores))
    return np.argpartition(-scores, count)[:count].astype(np.int64)


def ranks(signal: npt.NDArray[np.float32]) -> npt.NDArray[np.int_]:
    """1 for the highest value, 2 for the next, … (ties in order of position)."""
    order = np.argsort(-signal, kind="stable")
    ranks = np.empty(len(order), dtype=int)
    ranks[order] = np.arange(1, len(order) + 1)
    return ranks


def _at(signal: npt.NDArray[np.float32] | None, row: int) -> float:
    return float(signal[row]) if signal is not None else 0.0


