"""How much of a question a chunk's own words account for.

Dense similarity says "this rule is about the same thing"; it cannot say
"this rule mentions what you asked about". Coverage can: the IDF-weighted
share of the question's words that the chunk contains, in the chunk's
language — directly for words in that language, through the glossary for
game terms asked in the other one. A word no rule contains ("recruit",
"дракон") weighs most, so questions about things the corpus never
mentions score low.

With ``meanings`` (see :mod:`rulesqa.search.word_meaning`), when the glossary has none of the question's
terms, a question word in the other language counts in part when the chunk has a word close to it in
meaning: how a rulebook the glossary does not cover is asked about across languages. Same-language
synonyms are not taken from the model ("far" is 0.75 from "along", "goes" 0.71 from "takes"), only from a
short list of words rulebooks use for the same thing (:func:`rulesqa.search.common_words.synonyms`: "earn" is
what "gain" says), for a question the glossary names nothing of.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rulesqa.chunking import Chunk
from rulesqa.search.answer_type import (
    MEASURE_ASKED,
    PRICE,
    asks_quantity,
    asks_running_out,
    capacity_tokens,
    limit_tokens,
    money_words,
    running_out_tokens,
    says_empty,
    states_limit,
    states_money,
    states_quantity,
    value_tokens,
)
from rulesqa.search.common_words import synonyms
from rulesqa.search.glossary import Term, has_stem, same_stem
from rulesqa.search.lexical import LexicalIndex, tokenize, untranslated_in_russian
from rulesqa.search.player_roles import player_words
from rulesqa.search.rulebook_topics import in_setup, start_tokens, without_other_starts
from rulesqa.search.word_meaning import HIGH, WordMeanings, content_words, credit
from rulesqa.text import in_language, sentences, with_lead_ins

# "во время дождя" is "during the rain": its noun "время" is a preposition's part, not a thing asked about; "с
# собой" is "on you" ("Сколько динамита можно носить с собой?")
_COMPOUND_PREPOSITION = re.compile(r"\bво\s+время\b|\bв\s+течение\b|\bс\s+собой\b", re.IGNORECASE)
# "two times" is what rules say "twice": "Можно ли сделать одно действие два раза?" — "… можно выполнить дважды"
_TWO_TIMES = (re.compile(r"\b(?:two|2)\s+times\b", re.IGNORECASE), re.compile(r"\b(?:два|2)\s+раза\b", re.IGNORECASE))


def _as_rules_say(question: str) -> str:
    """``question`` with the words of its frame and the phrasings rules say in one word put as coverage reads them."""
    question = _COMPOUND_PREPOSITION.sub(" ", question)
    question = _TWO_TIMES[1].sub("дважды", _TWO_TIMES[0].sub("twice", question))
    return MEASURE_ASKED.sub("how", question)


def coverage(question: str, terms: list[tuple[Term, str]], chunk: Chunk, lexical: LexicalIndex,
             meanings: WordMeanings | None = None, at_start: bool = False, weigh_translated: bool = True,
             setup: bool | None = None, roles: frozenset[str] = frozenset()) -> float:
    """IDF-weighted share (0..1) of the question's words that ``chunk`` accounts for. A question about the start of
    the game (``at_start``) has its words of starting accounted for by the setup section (see rulebook_topics):
    ``chunk`` is part of it, or ``setup`` says so for a chunk cut from its section (a sentence, no label path).
    With ``weigh_translated``, a word of the other language weighs what its translation weighs in the rulebook."""
    # "far" of "how far" is the question's frame (answer_type.MEASURE_ASKED), as "many" of "how many" is
    tokens = list(dict.fromkeys(tokenize(_as_rules_say(question))))
    # "no", "only", "all" of an English question asked of a Russian rule: the rule's "без", "только", "все" are
    # no words to the search (Russian stopwords), so nothing could account for them there
    tokens = [t for t in tokens if t not in untranslated_in_russian() or in_language(t, chunk.lang)]
    if not tokens:
        return 0.0
    words = set(tokenize(without_other_starts(chunk.search_text) if at_start else chunk.search_text))
    # term words of the question -> is the term present in the chunk in the chunk's language?
    term_hits: list[tuple[list[str], bool]] = []
    for term, found_in in terms:
        asked = [t for variant in term.variants(found_in) for t in tokenize(variant)]
        present = any(all(has_stem(words, t) for t in tokenize(v)) for v in term.variants(chunk.lang))
        term_hits.append((asked, present))
    quantity = asks_quantity(question)
    total = covered = 0.0
    foreign: dict[str, float] = {}  # other-language tokens nothing accounts for -> their weight
    for token in tokens:
        weight = lexical.idf(token)
        total += weight
        if in_language(token, chunk.lang) and has_stem(words, token):
            covered += weight
        elif token in PRICE and not PRICE.isdisjoint(words):  # "cost" is what "Pay 5 coins" says
            covered += weight
        elif token in money_words() and states_money(chunk.text):  # "денег", "cost": "starts with $30"
            covered += weight
        elif roles and token in player_words() and any(has_stem(words, role) for role in roles):
            covered += weight  # "игрока": "Each smuggler takes … £8" (sentence_saying)
        elif at_start and token in start_tokens() and (in_setup(chunk) if setup is None else setup):
            covered += weight
        elif token in limit_tokens() and states_limit(chunk.text):  # "maximum number" — "never more than 8"
            covered += weight
        elif quantity and token in capacity_tokens() and states_limit(chunk.text):  # "fit" — "holds at most 7"
            covered += weight
        elif token in running_out_tokens() and asks_running_out(question) and _says_it_runs_out(tokens, chunk):
            covered += weight  # "runs out" — "If the boost deck is empty, …"
        elif quantity and token in value_tokens() and states_quantity(chunk):  # "worth" — "| Island map | 4 | 8 |"
            covered += weight
        elif not terms and in_language(token, chunk.lang) and any(has_stem(words, t) for t in synonyms(token)):
            covered += weight
        elif any(present and any(same_stem(token, a) for a in asked) for asked, present in term_hits):
            covered += weight
        elif not in_language(token, chunk.lang):
            foreign[token] = weight
    # only for a question the glossary has no term of: where it has, the glossary is what reaches across, and
    # meanings on top of it answered three more eval questions wrongly for four more rightly
    if meanings is not None and foreign and not terms:
        asked_words = content_words(question)
        chunk_words = [w for t, w in content_words(chunk.search_text).items() if in_language(t, chunk.lang)]
        for token, weight in foreign.items():
            if token not in asked_words:
                continue
            # a word of the other language weighs as much as its translation does in the rulebook: "игре" is
            # "game", which most sections say (as an English question's "game" weighs little), "командами" is
            # "teams", which none says; a word with no translation there keeps the highest weight
            in_chunk = meanings.nearest(asked_words[token], chunk_words)
            if weigh_translated:
                often = meanings.nearest(asked_words[token], meanings.said_often(chunk.lang))
                said, similarity = max(in_chunk, often, key=lambda pair: pair[1])
                if said is not None and similarity >= HIGH and tokenize(said):
                    lighter = min(weight, lexical.idf(tokenize(said)[0]))
                    total -= weight - lighter
                    weight = lighter
            covered += weight * credit(in_chunk[1])
    return covered / total


def _what_runs_out(tokens: list[str], lang: str) -> list[str]:
    """The words of a question of something running out that name what runs out, in ``lang``."""
    return [t for t in tokens if t not in running_out_tokens() and in_language(t, lang)]


def _says_it_runs_out(tokens: list[str], chunk: Chunk) -> bool:
    """Does a sentence of ``chunk`` say that something the question names runs out ("What if the boost deck runs
    out?" — "If the boost deck is empty, shuffle …"; not "Если колода купцов закончилась" for "… runs out of
    coins?")?"""
    named = _what_runs_out(tokens, chunk.lang)
    return any(says_empty(s) and any(has_stem(set(tokenize(s)), t) for t in named) for s in sentences(chunk.text))


def sentence_saying(question: str, terms: list[tuple[Term, str]], chunk: Chunk, lexical: LexicalIndex,
                    meanings: WordMeanings | None = None, at_least: float = 0.8, at_start: bool = False,
                    setup: bool | None = None, lead_ins: bool = True,
                    roles: frozenset[str] = frozenset()) -> str | None:
    """A sentence of ``chunk`` that, with the section's label, accounts for ``at_least`` of a question of two
    words or more (as :func:`coverage` counts), or ``None``. With ``lead_ins``, a list item is read with the sentence
    it completes ("Each season is played in three steps:" — "3. Harvest: each gardener takes …" says what happens
    in the harvest step).

    A long section is far in meaning from a short question even where one of its sentences says just what was
    asked ("When does the game end?" — "The game ends when the draw pile runs out for the second time.", at
    cosine 0.18 to the whole "Festivals" section). A question of one word is left out: one word is in many
    sentences that do not answer it ("What does Initiative mean?") — unless the rulebook says it in one sentence
    only, which is then all it says of it ("Что происходит весной?" — "Весной брёвна сплавляются вдвое быстрее.").
    """
    asked = set(tokenize(question))
    if not asked:
        return None
    if len(asked) == 1:
        (word,) = asked
        if lexical.document_frequency(word) != 1 or not in_language(word, chunk.lang):
            return None
        saying = [s for s in sentences(chunk.text) if not s.lstrip().startswith("#") and word in tokenize(s)]
        return saying[0] if len(saying) == 1 else None
    # a question of something running out is said only where what runs out is named ("What happens if I run out of
    # oil?"): a sentence that says some other thing runs out does not say it, however little the rest weighs
    # (in the rule's language: across languages the model's sense of the words decides, as before)
    running_out = list(dict.fromkeys(tokenize(question))) if asks_running_out(question) else []
    running_out = running_out if _what_runs_out(running_out, chunk.lang) else []
    title = chunk.title.strip().casefold()
    for sentence, lead_in in with_lead_ins(chunk.text):
        # (a section's own title line says nothing: "ПОДГОТОВКА" has all the words of the start and no answer)
        if sentence.lstrip().startswith("#") or sentence.strip("#*_ \t").casefold() == title:
            continue
        # every word as heavy as it is unknown: a sentence must say nearly all of them, the common ones too
        said = f"{lead_in} {sentence}" if lead_in and lead_ins else sentence
        if running_out and not _says_it_runs_out(running_out, replace(chunk, text=said)) and says_empty(said):
            continue  # "… if the glowworm tokens run out" does not say what happens when the oil runs out
        if coverage(question, terms, replace(chunk, text=said), lexical, meanings, at_start,
                    weigh_translated=False, setup=in_setup(chunk) if setup is None else setup,
                    roles=roles) >= at_least:
            return sentence
    return None
