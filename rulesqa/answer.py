"""Search results -> an :class:`Answer`: the key sentences of the best rule, verbatim, with citations.

Nothing here paraphrases: every text is a verbatim span of a chunk. A
numbered rule ("208.3. …") is quoted whole, without its examples: such rules
are short and atomic, and a player citing one wants all of it. Otherwise the
key sentences are the best section's sentences closest to the question (by
the same embedder, plus the question's words beyond the section's own title),
kept in the section's own order.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from rulesqa.chunking import ROMAN_NUMERAL, SECTION_LETTER, Chunk
from rulesqa.corpus.model import PROSE_KINDS
from rulesqa.learn.features import MISSING
from rulesqa.search.answer_type import COUNTING_FRAME, asks_measure, says_how_many, states_limit
from rulesqa.search.definitions import asked_subject, defining_pattern, term_names
from rulesqa.search.lexical import tokenize
from rulesqa.search.rulebook_topics import Topic, asks_how_a_variant_plays, names_variant
from rulesqa.search.searcher import Hit, Searcher, SearchResult
from rulesqa.search.word_meaning import translated
from rulesqa.text import (
    TABLE_ROW,
    TABLE_SEPARATOR,
    guess_language,
    sentences,
    table_cells,
    unwrap,
    with_lead_ins,
    without_examples,
)

READ_AS = {"en": "Read “{typed}” as “{read}”.", "ru": "Прочитано «{typed}» как «{read}»."}
NOT_ANSWERED = {
    "en": "No rule in the corpus answers this.",
    "ru": "В правилах нет ответа на этот вопрос.",
}
SNIPPET_CHARS = 160
# A FAQ entry up to this long is quoted whole, its question with its answer (see key_sentences).
WHOLE_ANSWER_CHARS = 400
# the rules of a game for some number of players ("10. ОДИНОЧНАЯ ИГРА") asked for as a whole, and a section titled by
# what the question asks happens ("Обвал"), are quoted whole up to this length (the eval rulebooks' are 180-340
# characters)
WHOLE_RULES_CHARS = 600
# a second sentence joins the first when it is nearly as close to the question
SECOND_SENTENCE_WITHIN = 0.04
_SENTENCE_END = re.compile(r"[.!?…][\"”»)]?$")
# …and an item of a list, however it ends: "- 1 point for every 3 silver;", "— за каждые 3 книги — 1 очко;" — not
# one that leads into a list of its own ("1. On your turn:")
# (its start and its end read apart: one pattern for both read a line of a million spaces once for each space)
_LIST_ITEM = re.compile(r"[ \t]*(?:[-–—•*+]|\d{1,2}[.)])[ \t]+\S")
# a question about what one can do: its number is a limit
_CAN = re.compile(r"\b(?:can|may|could|может|могут|можно|могу|можешь)\b", re.IGNORECASE)
# a row of a list of values with dot leaders ("Pearl ... 3 points"): a value is stated there, as in a table row
_DOT_LEADER = re.compile(r"\w[ \t]*\.{2,}[ \t]*\w")
# shared words weigh this much beside the similarity when choosing key sentences
OVERLAP_WEIGHT = 0.6
# A question that states a condition ("what happens if the Discard Pile is empty?") is answered by the sentence
# that states the rule for a condition ("Whenever a Discard Pile is empty, refill it …"): such sentences score
# this much higher. Measured with bench/answer_quotes.py on ten question sets: 0.07–0.10 gain 3 quotes and lose
# none; from 0.12 the reference set loses 2.
CONDITION_BONUS = 0.08
_CONDITION = re.compile(r"\b(?:if|when|whenever|если|когда)\b", re.I)
# …and among those, the one whose condition is the question's ("What if I buy a War Machine at the Trading Post?"
# → "If you buy one at the Trading Post, you cannot …", not "War Machines are … bought at either a Trading Post or
# …"): the share of the question's condition words in the sentence's condition, times this. Measured with
# bench/answer_quotes.py on twelve question sets: 0.6–1.0 gain 7 quotes and lose 2; 0.4 gains 3.
CONDITION_MATCH_WEIGHT = 0.8
# A sentence that sorts things into a kind by example ("Other AI Spell cards are Healing effects, such as Cure.")
# names what a question names, so it scores close, but it says what a thing is, not what happens: "Кого лечит ИИ
# заклинанием исцеления?" quoted it rather than "Healing Spells (Cure): heal the most-damaged AI unit, highest
# tier first." It scores this much lower (a "what is X?" question takes X's definition before this). On the
# twelve question sets, 0.15–0.3 move 5 quotes from such a sentence to the rule's own line, and no other.
SUCH_AS_PENALTY = 0.25
_SUCH_AS = re.compile(r"\b(?:such as|for example|for instance|например|такие как|такой как)\b", re.I)
# A question of how to do something ("Как собрать яблоко?", "How do I raid a fort?") asks for what to do: a
# sentence that forbids something ("С пустого дерева яблоко взять нельзя.") names its words, but answers "Can I …?",
# not "How do I …?". It scores this much lower, unless the question says "not" itself.
FORBIDDING_PENALTY = 0.2
_HOW_TO = re.compile(r"^\W{0,5}(?:how\s+(?:do|can|should|does|would)\s+(?:i|you|we|one|a\s+player)\s|"
                     r"как\s+(?:мне\s+|нам\s+|можно\s+|игроку\s+)?[а-яё]{2,30}(?:ть|ти|чь)(?:ся)?\b)", re.I)
_FORBIDS = re.compile(r"\b(?:cannot|can't|can\s+not|may\s+not|must\s+not|never|нельзя|запрещено|не\s+(?:может|можете|"
                      r"могут|можно|разрешается))\b", re.I)
_CLAUSE_END = re.compile(r"[,;:?]")


@dataclass(frozen=True)
class Citation:
    id: str
    label: str
    doc: str
    title: str
    lang: str
    page: str | None
    file: str
    line: int
    localized_label: str | None = None  # the label path in the reader's language (labels.tsv), when it differs

    @classmethod
    def of(cls, chunk: Chunk, doc_title: str, localized_label: str | None = None) -> Citation:
        return cls(chunk.id, chunk.label, chunk.doc, doc_title, chunk.lang, chunk.page, chunk.file, chunk.line,
                   localized_label)

    @property
    def display_label(self) -> str:
        return self.localized_label or self.label


@dataclass(frozen=True)
class Result:
    citation: Citation
    score: float
    text: str  # the chunk's whole verbatim text
    snippet: str  # a short verbatim part of it
    cited: bool
    signals: dict[str, Any]


@dataclass
class Answer:
    query: str
    lang: str
    answered: bool
    text: str | None  # the key sentence(s), verbatim; None when not answered
    citation: Citation | None
    results: list[Result]
    message: str | None = None  # the "not answered" sentence, in the question's language
    reason: str = ""
    notes: list[str] = field(default_factory=list)
    example: dict[str, Any] | None = None  # a worked example from the rules engine, when one applies
    # the learned ranker's probability that the first result answers (None where it did not decide)
    confidence: float | None = None
    # a rule quoted in the other language: its game terms as the glossary gives them in the reader's language,
    # (as the rule writes it, as the reader would) — a gloss beside the verbatim rule, never in place of it
    terms: list[tuple[str, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The documented ``--json`` schema (docs/commands.md, "rulesqa ask")."""
        return {
            "query": self.query,
            "lang": self.lang,
            "answered": self.answered,
            "message": self.message,
            "answer": None if not self.answered or self.citation is None else {
                "text": self.text, "citation": _citation_json(self.citation),
                "terms": [{"rule": rule, "reader": reader} for rule, reader in self.terms]},
            "results": [
                {"id": r.citation.id, "label": r.citation.label, "doc": r.citation.doc, "lang": r.citation.lang,
                 "page": r.citation.page, "score": round(r.score, 4), "text": r.text, "snippet": r.snippet,
                 "cited": r.cited, "citation": _citation_json(r.citation)}
                for r in self.results
            ],
            "reason": self.reason,
            "confidence": None if self.confidence is None else round(self.confidence, 4),
            "notes": self.notes,
            "example": self.example,
        }


def _citation_json(c: Citation) -> dict[str, Any]:
    return {"id": c.id, "label": c.label, "doc": c.doc, "title": c.title, "lang": c.lang, "page": c.page,
            "file": c.file, "line": c.line, "localized_label": c.display_label}


def key_sentences(searcher: Searcher, question: str, chunk: Chunk,
                  trace: list[tuple[list[list[str]], SentenceScores]] | None = None) -> str:
    """The sentence(s) of ``chunk`` that answer ``question`` best, verbatim, in source order. Where the choice is
    among the unit's sentences (not a rule or a FAQ entry quoted whole), ``trace`` receives the candidates (each as
    its quoted parts) and their scores: what the quote chooser is trained on."""
    if chunk.kind == "rule":
        return rule_statement(chunk)
    if chunk.is_question and len(chunk.text) <= WHOLE_ANSWER_CHARS:
        # a FAQ entry, or a section headed by a question: its answer ("No, coins cannot be traded.") says nothing
        # without the question it answers, so the two are quoted together
        body = _HEADING_LINE.sub("", chunk.text, count=1).strip()
        return unwrap(body or chunk.text)
    reading = searcher.read(question)
    count, topic = reading.player_count, reading.topic
    whole = ((count is not None and searcher.rules_of(count)(chunk))
             or (topic is not None and (topic.titles(chunk) or (topic.whole and topic.says(chunk.text))))
             or (bool(chunk.variant) and asks_how_a_variant_plays(question) and names_variant(reading.words, chunk)))
    if whole and len(chunk.text) <= WHOLE_RULES_CHARS:
        # "Как играть одному?", "What changes in a two-player game?", "Что меняется в усложнённом варианте?": that
        # game's own rules; "Что происходит при обвале?": the section "Обвал" — quoted whole
        return unwrap(_without_title(chunk))
    if topic is not None and topic.whole and (led := _said_with_its_list(chunk.text, topic)):
        return joined(chunk.text, led)  # a section too long to quote whole: its sentence that says it, and its list
    candidates, quoted = quotable(chunk.text)
    # a heading's number is no sentence of the rule: "I." of "I. COMPONENTS"
    numbers = [i for i, c in enumerate(candidates) if _SECTION_NUMBER_ALONE.match(c)]
    if numbers:
        kept = [i for i in range(len(candidates)) if i not in numbers]
        if not kept:  # the rest says no sentence (a list of components): it is quoted whole
            return unwrap(_without_title(chunk))
        candidates, quoted = [candidates[i] for i in kept], [quoted[i] for i in kept]
    if len(candidates) == 1:
        return joined(chunk.text, quoted[0])
    term = asked_subject(question)
    if term is not None:  # "What is an Ongoing effect?": the sentence that defines it, "Ongoing - lasts until …"
        defines = defining_pattern(term_names(term, searcher.index.glossary))
        defining = [s for s in candidates if defines.match(s)]
        if defining:
            return unwrap(defining[0])
    scored = sentence_scores(searcher, question, chunk, candidates, quoted, reading)
    if trace is not None:
        trace.append((quoted, scored))
    order, score, vectors = scored.order, scored.score, scored.vectors
    chosen = order[:1]
    model = searcher.quote_model
    if model is not None:  # the learned choice (rulesqa/learn): the sentence most likely to hold the answer
        probability = model.probability(scored.features)
        ranked = [int(i) for i in np.argsort(-probability, kind="stable")]
        chosen = ranked[:1]
        if len(ranked) > 1 and probability[ranked[1]] >= model.meta["second"]:
            chosen.append(ranked[1])
        order = ranked
    elif len(order) > 1 and float(score[order[0]] - score[order[1]]) <= SECOND_SENTENCE_WITHIN:
        chosen.append(order[1])
    summary = chunk.text.split("\n\n", 1)[0].strip() if chunk.kind == "topic" else None
    if summary is not None and all(candidates[i] in summary for i in chosen):
        # A guide topic's summary line says its rule in a few words ("Multi-target Spells (Fireball, Chain
        # Lightning): hit a unit with adjacent allies."): it is quoted with the detail sentence it sums up
        # ("When drawn, target any unit with one or two adjacent units …, prioritizing groups with more
        # higher-tier units."), never alone. Measured in BENCHMARKS.md (quotes).
        details = [i for i in order if candidates[i] not in summary and not _SUCH_AS.search(candidates[i])]
        if details and searcher.embedder is not None:
            # the detail sentence the summary line sums up: the rule in full, in the book's own words
            summed = vectors[[i for i, c in enumerate(candidates) if c in summary]].sum(axis=0)
            chosen.append(max(details, key=lambda i: float(vectors[i] @ summed)))
    return joined(chunk.text, [part for i in sorted(chosen) for part in quoted[i]])


@dataclass
class SentenceScores:
    """A unit's candidate sentences as the hand-written quote choice orders them, with the features the learned one
    reads (the quote model: rulesqa/learn/ranker.py QUOTE, trained by rulesqa/learn/train.py)."""

    order: list[int]
    score: Any  # npt.NDArray[np.float32]: the hand-written score of each candidate
    vectors: Any  # the candidates' embeddings (or None)
    features: Any  # npt.NDArray[np.float32], (len(candidates), len(QUOTE_FEATURES))


QUOTE_FEATURES: tuple[str, ...] = (
    "similarity", "similarity_gap", "overlap", "overlap_gap", "score", "score_gap", "hand_rank", "condition",
    "condition_match", "such_as", "forbids", "how_many", "naming", "limit", "position", "first", "last", "words",
    "digits", "candidates", "q_quantity", "q_condition", "q_how_to", "cross_lang", "e5_similarity",
    "e5_similarity_gap")
E5_QUOTE_FEATURES = ("e5_similarity", "e5_similarity_gap")  # absent (MISSING) where the index keeps no e5 vectors


def sentence_scores(searcher: Searcher, question: str, chunk: Chunk, candidates: list[str], quoted: list[list[str]],
                    reading: Any = None) -> SentenceScores:
    """Score ``candidates`` (the quotable sentences of ``chunk``) for ``question``: how close each is in meaning,
    how many of the question's words it says, whether it states the case or the number asked for."""
    reading = reading or searcher.read(question)
    # Words of the section's title ("Artifact") are what every sentence of it is about; the others ("trade")
    # say which sentence answers.
    words = set(tokenize(searcher.glossed(question))) - set(tokenize(chunk.title))
    if searcher.meanings is not None and not searcher.index.glossary.matches(question):
        # a rulebook the glossary does not cover, asked in the other language: the question's words as the rule
        # says them ("Можно ли продать один фонарь?" — "sell", not "buy"), as coverage reads them
        words = set(translated(frozenset(words), question, chunk.text, chunk.lang, searcher.meanings))
    overlap = np.array([len(words & set(tokenize(s))) / (len(words) or 1) for s in candidates], dtype=np.float32)
    vectors = None
    if searcher.embedder is not None:
        vectors = searcher.stored_sentence_vectors(chunk, candidates)
        if vectors is None:
            vectors = searcher.embedder.embed(candidates)
        similarity = vectors @ searcher.query_vector(question)
    else:
        similarity = np.zeros(len(candidates), dtype=np.float32)
    score = similarity + OVERLAP_WEIGHT * overlap
    if _CONDITION.search(question):  # "what if …?", and also "when is …?": a rule for a case answers both
        score = score + CONDITION_BONUS * np.array([bool(_CONDITION.search(c)) for c in candidates], dtype=np.float32)
    score = score - SUCH_AS_PENALTY * np.array([bool(_SUCH_AS.search(c)) for c in candidates], dtype=np.float32)
    if _HOW_TO.search(question) and not _FORBIDS.search(question):
        score = score - FORBIDDING_PENALTY * np.array([bool(_FORBIDS.search(c)) for c in candidates],
                                                      dtype=np.float32)
    asked_condition = condition(question, asked=True)
    if asked_condition:
        condition_words = set(tokenize(searcher.glossed(asked_condition)))
        shared = [len(condition_words & set(tokenize(condition(c)))) / len(condition_words) for c in candidates]
        score = score + CONDITION_MATCH_WEIGHT * np.array(shared, dtype=np.float32)
    hand = score.copy()
    order = [int(i) for i in np.argsort(-score, kind="stable")]
    n = len(candidates)
    counted: set[str] = set()
    naming = [0.0] * n
    if reading.quantity:  # "How much do I get for selling a Scroll Spell?": a sentence that says how much
        counted = set(searcher.counted_in(question, reading.counted, chunk))  # "candles": "свечи"
        order = [i for i in order if says_how_many(candidates[i], counted)] or order
        # … and of a list's rows, the one labelled with what the question names beside what it counts: "How many
        # points is a pearl worth?" — "Pearl ... 3 points", not "Anchor .. 0 points, but an anchor weighs you down"
        # (the row that names the most of it, weighed by rarity: "How many ribbons does the second highest kite
        # earn?" is "| Second highest | 1 |", not "| Highest kite | 2 |", though both name "highest")
        named = words - counted - COUNTING_FRAME
        naming = [sum(searcher.index.lexical.idf(t) for t in named & set(tokenize(_row_label(c, q))))
                  for c, q in zip(candidates, quoted, strict=True)]
        order = [i for i in order if naming[i] > 0 and naming[i] == max(naming)] or order
        # "What is the maximum number of candles?": "… не может быть больше 10 свечей" first; so for what one can do
        # ("На сколько клеток может плыть корабль?": "Move one of your ships up to 3 spaces")
        if reading.asks_limit or _CAN.search(question):
            order = sorted(order, key=lambda i: not states_limit(candidates[i]))
    elif asks_measure(question):  # "How far can a ship sail?": "Move one of your ships up to 3 spaces …"
        # (a limit of what the question asks about: not "3. Draw back up to 3 cards." for "How far does the bride
        # move each turn?")
        order = [i for i in order if states_limit(candidates[i]) and overlap[i] > 0] or order
    rank = np.full(n, float(n + 1), dtype=np.float32)  # (a filter may leave some out of the order: last)
    rank[order] = np.arange(1, len(order) + 1, dtype=np.float32)
    asked_case = bool(_CONDITION.search(question))
    how_to = bool(_HOW_TO.search(question) and not _FORBIDS.search(question))
    top_naming = max(naming) or 1.0
    lang = guess_language(question)
    e5 = _second_similarity(searcher, question, chunk, candidates)
    rows = []
    for i, sentence in enumerate(candidates):
        rows.append([
            similarity[i], similarity[i] - similarity.max(), overlap[i], overlap[i] - overlap.max(),
            hand[i], hand[i] - hand.max(), np.log(rank[i]),
            float(bool(_CONDITION.search(sentence))), float(shared[i]) if asked_condition else 0.0,
            float(bool(_SUCH_AS.search(sentence))), float(bool(_FORBIDS.search(sentence))),
            float(reading.quantity and says_how_many(sentence, counted)), naming[i] / top_naming,
            float(states_limit(sentence)), i / max(1, n - 1), float(i == 0), float(i == n - 1),
            np.log1p(len(sentence.split())), float(any(ch.isdigit() for ch in sentence)), np.log(n),
            float(reading.quantity), float(asked_case), float(how_to), float(chunk.lang != lang),
            *((e5[i], e5[i] - e5.max()) if e5 is not None else (MISSING, MISSING)),
        ])
    features = np.asarray(rows, dtype=np.float32).reshape(n, len(QUOTE_FEATURES))
    return SentenceScores(order, score, vectors, features)


def _second_similarity(searcher: Searcher, question: str, chunk: Chunk,
                       candidates: list[str]) -> Any:
    """Each sentence's closeness to the question by the second embedder (e5-small), from the vectors the index
    keeps (an array); None where it keeps none (the second signal is left out of large corpora): never embedded here."""
    if searcher.index.second_vectors is None:
        return None
    vectors = searcher.stored_sentence_vectors(chunk, candidates, second=True)
    if vectors is None:
        return None
    return np.asarray(vectors @ searcher.second_query_vector(question), dtype=np.float32)


def _said_with_its_list(text: str, topic: Topic) -> list[str]:
    """The sentence of ``text`` that says ``topic``, with the items of the list it leads into ("За свой ход охотник
    выполняет два действия из списка …:" and its actions), in the text's order; nothing if none says it."""
    read = with_lead_ins(text)
    said = next((sentence for sentence, _ in read if topic.says(sentence)), None)
    if said is None:
        return []
    return [said, *(sentence for sentence, lead_in in read if lead_in == said and sentence != said)]


def _list_item(sentence: str) -> bool:
    """An item of a list that does not lead into a list of its own (see _LIST_ITEM)."""
    return bool(_LIST_ITEM.match(sentence)) and not sentence.rstrip().endswith(":")


def quotable(text: str) -> tuple[list[str], list[list[str]]]:
    """What a quote can be made of: the text's whole sentences, and the rows of its Markdown tables ("| Most ships
    | 5 coins |": a bonus is stated in a table, not a sentence) — each as the text it is chosen by and the verbatim
    parts it is quoted with. A row is chosen as its table's header names its cells ("Place: Most ships; Bonus: 5
    coins") and quoted after that header."""
    candidates: list[str] = []
    quoted: list[list[str]] = []
    header: str | None = None
    for sentence in sentences(text):
        if TABLE_ROW.match(sentence):
            if header is None:
                if not TABLE_SEPARATOR.match(sentence):  # (a wiki's table may open with "|-" before its header)
                    header = sentence
            elif not TABLE_SEPARATOR.match(sentence):
                candidates.append("; ".join(f"{name}: {value}" for name, value
                                            in zip(table_cells(header), table_cells(sentence), strict=False)))
                quoted.append([header, sentence])
            continue
        header = None
        if _SENTENCE_END.search(sentence) or _list_item(sentence) or _DOT_LEADER.search(sentence):
            candidates.append(sentence)
            quoted.append([sentence])
    return (candidates, quoted) if candidates else ([text], [[text]])


# what a row of a list of values with dot leaders is labelled with: "Pearl" of "Pearl ... 3 points" (not what a
# colon leads: "- Buy a gear: pay its cost …" is an action, "A gale also damages sails: …" a sentence)
# (the label starts at a word, so a line of a million spaces is read once)
_ROW_LABEL = re.compile(r"^[ \t]*(?:[-–—•*+][ \t]+)?(?P<label>[^\s.][^\n.]{0,39}?)[ \t]{0,20}\.{2,}")


def _row_label(sentence: str, quoted: list[str] | None = None) -> str:
    """The label of a row of a list of values ("Pearl ... 3 points" → "Pearl") or of a table, its first cell ("Second
    highest" of "| Second highest | 1 |", quoted after its header), or "" for any other sentence."""
    if quoted is not None and len(quoted) == 2 and TABLE_ROW.match(quoted[1]):
        cells = table_cells(quoted[1])
        return cells[0] if cells else ""
    found = _ROW_LABEL.match(sentence)
    return found.group("label") if found else ""


ELISION = " … "


def joined(text: str, parts: list[str]) -> str:
    """Sentences of ``text``, in its order, as one quote: side by side they are joined by a space; where the text
    has words between them, by " … ", so a quote never passes for a span it is not."""
    out = ""
    end = 0
    for part in parts:
        start = text.find(part, end)
        if out:
            out += " " if start >= 0 and not text[end:start].strip() else ELISION
        out += unwrap(part)
        end = start + len(part) if start >= 0 else end
    return out


def condition(text: str, asked: bool = False) -> str:
    """The conditions ``text`` states: what follows each if/when/если/когда, up to the clause's end.

    In a question the condition runs to the question mark ("what if I buy one at the Trading Post, as a guest?"),
    and a leading "When …?"/"Когда …?" asks about a time rather than stating a condition, so it is not one.
    """
    parts = []
    end = 0
    for found in _CONDITION.finditer(text):
        if found.start() < end or (asked and not text[:found.start()].strip()):
            continue
        rest = text[found.end():]
        clause = (rest.split("?", 1) if asked else _CLAUSE_END.split(rest, 1))[0]
        parts.append(clause.strip())
        end = found.end() + len(clause)
    return " ".join(parts)


def rule_statement(chunk: Chunk) -> str:
    """A numbered rule's own text, verbatim, without the examples that follow it."""
    return without_examples(chunk.text)


# a section's number cut from its heading as if it were a sentence: "I." of "I. COMPONENTS", "Б." of "Б. ПОДГОТОВКА",
# "3." of "3. Setup"
_SECTION_NUMBER_ALONE = re.compile(rf"\s*(?:{ROMAN_NUMERAL}|{SECTION_LETTER}|\d{{1,3}}(?:\.\d{{1,3}})*)\.\s*$")
# A Markdown section's own heading line ("### Build", or "Build" over "-----") or a wiki's or AsciiDoc's ("== Build
# ==", "== Build"): its label path already says it.
_HEADING_LINE = re.compile(r"\A\s*+(?:#{1,6}[ \t][^\n]*|[^\n]+\n[ \t]*(?:=+|-+)[ \t]*|={1,6}[ \t]*[^\n=][^\n]*)"
                           r"(?:\n|\Z)")


def _without_title(chunk: Chunk) -> str:
    """The chunk's text without the heading line that titles it ("## Solo Game", "10. ОДИНОЧНАЯ ИГРА")."""
    body = _HEADING_LINE.sub("", chunk.text, count=1)
    first, _, rest = body.strip().partition("\n")
    if first.strip() == chunk.title.strip():
        body = rest
    return body.strip() or chunk.text


def snippet(text: str, limit: int = SNIPPET_CHARS, near: str | None = None) -> str:
    """A short verbatim part of a chunk's text: the whole of it when it is short; else its start after its Markdown
    heading line, if any — or, given ``near`` (a sentence of it), the text from that sentence on, after a "…" —
    cut at a word boundary, marked with … where cut."""
    body = _HEADING_LINE.sub("", text, count=1)
    flat = " ".join((body if body.strip() else text).split())
    if len(flat) <= limit:
        return flat
    start = flat.find(" ".join(near.split())) if near else -1
    if start > 0:
        return _cut("… " + flat[start:], limit)
    return _cut(flat, limit)


def _cut(flat: str, limit: int) -> str:
    if len(flat) <= limit:
        return flat
    return flat[:limit].rsplit(" ", 1)[0] + " …"


@functools.lru_cache(maxsize=4096)
def _sentence_tokens(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each sentence of a chunk's text with its stemmed words (kept: the query server meets the same rules again)."""
    return tuple((sentence, frozenset(tokenize(sentence))) for sentence in sentences(text))


def sentence_sharing_most(searcher: Searcher, words: set[str], chunk: Chunk) -> str | None:
    """The sentence of ``chunk`` with the most of ``words`` (the question's, stemmed, with their glossary
    translations), each weighed by its rarity (IDF), or ``None`` when no sentence shares one: where a long section's
    snippet starts."""
    best, best_weight = None, 0.0
    for sentence, tokens in _sentence_tokens(chunk.text):
        weight = sum(searcher.index.lexical.idf(t) for t in words & tokens)
        if weight > best_weight:
            best, best_weight = sentence, weight
    return best


def build_answer(searcher: Searcher, result: SearchResult) -> Answer:
    titles = {d["id"]: d["title"] for d in searcher.index.manifest.get("documents", [])}

    def cite(chunk: Chunk) -> Citation:
        localized = searcher.index.labels.localize(chunk.label, result.lang)
        return Citation.of(chunk, titles.get(chunk.doc, chunk.doc), localized if localized != chunk.label else None)

    words = set(tokenize(searcher.glossed(result.query)))
    results = [_result(hit, cite(hit.chunk), snippet(hit.chunk.text, near=sentence_sharing_most(
        searcher, words, hit.chunk) if hit.chunk.kind in PROSE_KINDS else None)) for hit in result.hits]
    if (not result.answered and result.hits and result.reason not in ("unknown-citation", "no-words")
            and result.hits[0].chunk.kind in PROSE_KINDS):
        # the closest section, which the player reads first: from its sentence nearest to the question in meaning
        # (a guide topic opens with its summary line, a numbered rule with its number: those start where they do)
        closest = result.hits[0].chunk
        near = sentences(key_sentences(searcher, result.query, closest))[:1]
        results[0] = replace(results[0], snippet=snippet(closest.text, near=near[0] if near else None))
    if not result.answered or not result.hits:
        return Answer(result.query, result.lang, False, None, None, results,
                      message=NOT_ANSWERED.get(result.lang, NOT_ANSWERED["en"]), reason=result.reason,
                      confidence=result.confidence)
    best = result.hits[0].chunk
    if result.reason == "citation":
        text = best.text
    elif result.reason == "sentence":  # the sentence that says what was asked is what decided: it is the quote
        reading = searcher.read(result.query)
        # (unless the whole section answers: "On your turn, do these steps in order:" says nothing without the steps)
        said = None if reading.topic is not None and reading.topic.whole else searcher.saying(result.query, reading,
                                                                                                best)
        text = _as_quoted(best.text, said) if said else key_sentences(searcher, result.query, best)
    else:
        text = key_sentences(searcher, result.query, best)
    read_as = READ_AS.get(result.lang, READ_AS["en"])
    notes = [read_as.format(typed=typed, read=read) for typed, read in result.corrections]
    return Answer(result.query, result.lang, True, text, cite(best), results, reason=result.reason, notes=notes,
                  confidence=result.confidence)


def _as_quoted(text: str, sentence: str) -> str:
    """``sentence`` of ``text`` as a quote: a table's row after its header ("| Cargo | Points | … | Coal | 3 |"), as
    :func:`quotable` gives it; any other sentence as it reads."""
    if TABLE_ROW.match(sentence.strip()):
        _, quoted = quotable(text)
        row = next((parts for parts in quoted if parts[-1].strip() == sentence.strip()), None)
        if row is not None:
            return joined(text, row)
    return unwrap(sentence)


def _result(hit: Hit, citation: Citation, short: str) -> Result:
    signals: dict[str, Any] = {"dense": round(hit.dense, 4), "lexical": round(hit.lexical, 4), "ranks": hit.ranks}
    if hit.coverage is not None:
        signals["coverage"] = round(hit.coverage, 4)
    return Result(citation, hit.score, hit.chunk.text, short, hit.cited, signals)
