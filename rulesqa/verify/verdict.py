"""Finding the sentence that decides, and the verdict: supported, contradicted or not found."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from rulesqa.answer import Citation, rule_statement
from rulesqa.chunking import Chunk
from rulesqa.errors import UsageError
from rulesqa.lookup import resolve
from rulesqa.search.evidence import coverage
from rulesqa.search.glossary import has_stem
from rulesqa.search.lexical import dehyphenated, tokenize
from rulesqa.search.rulebook_topics import asks_about_the_start, in_setup, names_variant
from rulesqa.search.searcher import TOPIC_BONUS
from rulesqa.text import header_row, is_table_row, sentences, table_cells, unwrap, with_lead_ins
from rulesqa.verify.checks import Check, run_checks
from rulesqa.verify.messages import say
from rulesqa.verify.negation import polarity
from rulesqa.verify.numbers import counted, numbers, says_one, stated_for
from rulesqa.verify.patterns import WORD
from rulesqa.verify.wording import free_against_price, missing_superlatives, opposites, says_the_opposite_word

Verdict = Literal["supported", "contradicted", "not-found"]
VERDICTS: tuple[Verdict, ...] = ("supported", "contradicted", "not-found")

# The deciding sentence is the one with the best similarity + COVERAGE_WEIGHT × coverage. It is *related*
# to the claim when similarity ≥ RELATED_SIMILARITY or coverage ≥ RELATED_COVERAGE (then a failed check
# means "contradicted"), and it *says* the claim when similarity ≥ SAYS_SIMILARITY or coverage ≥
# SAYS_COVERAGE. Calibrated on eval/claims.jsonl (see BENCHMARKS.md).
COVERAGE_WEIGHT = 0.5
RELATED_SIMILARITY, RELATED_COVERAGE = 0.45, 0.60
SAYS_SIMILARITY, SAYS_COVERAGE = 0.55, 0.80
# A cited section is the wrong one when another section's sentence scores this much higher.
MISCITED_MARGIN = 0.10
# Besides the best sentence, the checks read the other sentences of its section that score this close to it: a
# section often gives the deciding detail after its summary ("Healing Spells (Cure) …" / "… the most damage").
SIBLING_MARGIN = 0.15
# How much more of a numbered claim's words a close sentence must say to be the one about the claim's thing (see
# _judge); measured with bench/verify_claims.py and bench/rulebooks.py (BENCHMARKS.md, "0.22.0").
SUBJECT_COVERAGE_LEAD = 0.15
# … and any related sentence of another section as close as this: "The Spell limit applies to Scroll Spells" scores
# the Spell Scrolls summary (1.025) and the Casting rule that says the opposite (1.01) alike. Every claim table
# gives the same figures for margins from 0.02 to 0.1.
TIE_MARGIN = 0.05
# The sections the search finds for a claim, whose sentences are judged. Six: a claim about the start ranks the setup's
# rules first, and a numbered setup has five of them in comet-duel (101.1–101.5), behind which the one rule that
# says it (102.1, "Each player starts the game with 25 shields.") was out of reach; eight judged two eval claims
# wrongly that five and six judge rightly.
CANDIDATE_SECTIONS = 6
# A variant's sentence decides a claim that does not name the variant only when no rule of every game comes close: it
# says what that variant changes, often in the claim's very words ("Каждый игрок начинает с 10 гривнами вместо 8.",
# cosine 0.81 to "Каждый игрок начинает игру с 8 гривнами."), and is not what the claim is about.
VARIANT_CLAIM_PENALTY = 0.4
# A sentence of a summary of the rules ("Quick reference") scores this much lower: the search's EXAMPLE_MARGIN, by
# which a worked example or a summary gives way to the rule it restates
SUMMARY_PENALTY = 0.15
# A claim supported by closeness in meaning alone (coverage below RELATED_COVERAGE) is not found when this many of
# its words are words the rules never use.
UNKNOWN_WORDS = 2
_PRONOUN_FIRST = re.compile(r"\s*(?:they|it|these|this|он[аио]?|эт[аио]|эти)\b", re.I)


@dataclass
class VerifyResult:
    claim: str
    lang: str
    verdict: Verdict
    reason: str  # one plain sentence saying why
    citation: Citation | None  # the section whose sentence decides
    sentence: str | None  # the deciding sentence, verbatim
    score: float
    checks: list[Check] = field(default_factory=list)
    cited: str | None = None  # what the user cited, as given
    cited_id: str | None = None  # ...and what it resolved to
    elsewhere: dict[str, Any] | None = None  # when another section is the one that says it
    # the verdict model's probability that the judge's verdict is right (None: an index without the model)
    confidence: float | None = None
    unclear: bool = False  # the judge leaned to a verdict the model doubts: "not found", read the rule
    signals: Any = field(default=None, repr=False, compare=False)  # the verdict model's features (for training)

    def __post_init__(self) -> None:
        if self.sentence is not None:
            self.sentence = unwrap(self.sentence)  # as it reads, not as the page wrapped it

    def to_json(self) -> dict[str, Any]:
        return {
            "claim": self.claim, "lang": self.lang, "verdict": self.verdict, "reason": self.reason,
            "sentence": self.sentence,
            "citation": None if self.citation is None else {
                "id": self.citation.id, "label": self.citation.label, "doc": self.citation.doc,
                "page": self.citation.page, "file": self.citation.file, "line": self.citation.line},
            "score": round(self.score, 4),
            "checks": [{"name": c.name, "ok": c.ok, "detail": c.detail} for c in self.checks],
            "cited": self.cited, "cited_id": self.cited_id, "elsewhere": self.elsewhere,
            "confidence": None if self.confidence is None else round(self.confidence, 4), "unclear": self.unclear,
        }


# --- finding the deciding sentence --------------------------------------------------------------

@dataclass
class _Candidate:
    chunk: Chunk
    sentence: str
    similarity: float
    coverage: float
    penalty: float = 0.0  # less for a variant's rule the claim does not name, more for the setup (negative)
    header: str = ""  # a table row's header row, when the claim names the row (see _names_row)

    @property
    def score(self) -> float:
        return self.similarity + COVERAGE_WEIGHT * self.coverage - self.penalty

    @property
    def related(self) -> bool:
        return self.similarity >= RELATED_SIMILARITY or self.coverage >= RELATED_COVERAGE

    @property
    def says(self) -> bool:
        return self.similarity >= SAYS_SIMILARITY or self.coverage >= SAYS_COVERAGE


def _candidates(rules: Any, claim: str, chunks: list[Chunk]) -> list[_Candidate]:
    searcher = rules.searcher
    # a section's own title line ("What AI Heroes are", "## Setup") names it and says nothing, unless it is the
    # question its text answers ("**May I sell a single lantern?** No, …"); a numbered rule of several sentences is
    # also read whole, as players cite it ("209.2" says the creature "не может действовать (но может выступать в
    # защиту)" in its second sentence, of the weakness its first names)
    pairs = [(c, s) for c in chunks for s in _statements(c.text)
             if re.search(r"\w", s) and (c.is_question or s.strip("#* \t").casefold() != c.title.strip().casefold())]
    pairs += [(c, whole) for c in chunks if c.kind == "rule"
              for whole in [rule_statement(c)] if len(sentences(whole)) > 1]
    if not pairs:
        return []
    vectors = searcher.embedder.embed([s for _, s in pairs])
    similarity = vectors @ searcher.query_vector(claim)
    terms = rules.stored.glossary.matches(claim)
    # The claim's numbers are the number check's business: against a sentence that states a number (a number word a
    # line-end hyphen split too, "по од-" / "ному жетону") they count as covered, so "two weapons" is about the rule
    # that says "не более одного оружия", and then contradicts it.
    numberless = " ".join(w for w in WORD.findall(claim) if not numbers(w))
    # a claim about what players start with is about the setup, which never says "start" (search/rulebook_topics)
    at_start = asks_about_the_start(claim)
    # A sentence that opens with a pronoun ("They are gained … and can be traded …") speaks of its section's topic
    # ("Artifact"): the topic's words count as the sentence's own; so do those of what leads into a list for its
    # items ("### Each company" for "2. Take 12 pounds from the bank.").
    # (a table's header for its rows only when the claim names the row: "| Fruit | Price per token |" would make
    # "| Pear | 2 coins |" say what "Pruning costs 2 coins." claims of pruning, while "An island map gives 10
    # renown." is of "| Island map | 4 | 8 |" under "| Map | Ink back | Renown |")
    words = frozenset(tokenize(claim))
    leads = {(c.id, item): lead_in for c in chunks for item, lead_in in with_lead_ins(c.text)
             if lead_in and (not is_table_row(item) or _names_row(item, words))}
    unnamed_variant = {c.id for c in chunks if c.variant and not names_variant(words, c)}  # see VARIANT_CLAIM_PENALTY
    # … and a variant the claim names is where what it claims is said: "In the two-player variant each defender
    # takes 3 actions." is the variant's "takes 3 actions instead of 2", not the usual "Each defender takes 2 actions.";
    # its title's words ("Two-Player Game") are its sentences' own, as a pronoun's topic is
    named_variant = {c.id for c in chunks if c.variant and c.id not in unnamed_variant}
    out = [_Candidate(chunk, sentence, float(sim),
                      coverage(numberless if numbers(dehyphenated(sentence)) else claim, terms,
                               replace(chunk, text=sentence,
                                       label=chunk.title if _PRONOUN_FIRST.match(sentence) or chunk.id in named_variant
                                       else leads.get((chunk.id, sentence), "")), rules.stored.lexical,
                               searcher.meanings, at_start, setup=in_setup(chunk)),
                      # as the search ranks them: a claim about the start of the game is about the setup, and a
                      # variant's rules are for a claim that names the variant
                      (VARIANT_CLAIM_PENALTY if chunk.id in unnamed_variant else 0.0)
                      # … and a rule is judged where it is said in full, not by its summary ("Ream: 10 sheets = 5
                      # points." of a quick reference, over "Score 5 points per ream")
                      + (SUMMARY_PENALTY if chunk.is_summary else 0.0)
                      - (TOPIC_BONUS if at_start and in_setup(chunk) else 0.0)
                      - (TOPIC_BONUS if chunk.id in named_variant else 0.0),
                      leads.get((chunk.id, sentence), "") if is_table_row(sentence) else "")
           for (chunk, sentence), sim in zip(pairs, similarity, strict=True)]
    if any(c.related and c.chunk.id not in unnamed_variant for c in out):  # the rules of every game say it
        out = [c for c in out if c.chunk.id not in unnamed_variant]
    return sorted(out, key=lambda c: -c.score)


# a FAQ's question and its answer are two sentences, though the question ends in markup: "**May I …?** No, …"
_AFTER_QUESTION = re.compile(r"(?<=\?)([*_»”\"')]*)\s+")
_APART = "\x1f"  # not "\n": a sentence a hard wrap broke across lines has one inside it


def _statements(text: str) -> list[str]:
    """The sentences of ``text`` (verbatim), with a question and the answer after it apart."""
    return [piece for sentence in sentences(text)
            for piece in _AFTER_QUESTION.sub(lambda m: m.group(1) + _APART, sentence).split(_APART) if piece.strip()]


def _meant(rules: Any, claim: str, chunks: list[Chunk]) -> dict[str, list[str]]:
    """Claim word -> the words of ``chunks`` in another language that mean it to the multilingual model (cosine at
    least word_meaning.SAME), for a claim the glossary has no term of: "strength" is "сил" (0.81) in a Russian
    rulebook without glossary rows, so "Each player takes 4 strength tokens" meets "… 5 жетонов сил"."""
    from rulesqa.search.word_meaning import LOW, SAME, content_words, word_forms
    from rulesqa.text import in_language

    meanings = rules.searcher.meanings
    if meanings is None or rules.stored.glossary.matches(claim):
        return {}
    out: dict[str, list[str]] = {}
    asked = content_words(claim)
    # what the claim's numbers count ("4 epochs"): the rules' nearest word stands for it when none is as close as a
    # translation ("epochs" is 0.76 from "эпохи"), as for what a question counts (search.word_meaning.translated)
    # (first among the words the rules count themselves: "puppets" is "куклы" of "4 куклы", though "кукольник" is a
    # little nearer to the model)
    things = {after[0] for _, after in counted(claim) if after}
    for lang in sorted({chunk.lang for chunk in chunks}):
        text = " ".join(c.text for c in chunks if c.lang == lang)
        own = {word: token for word, token in word_forms(text).items() if in_language(token, lang)}
        counted_there = {t for _, after in counted(text) for t in after[:2]} if things else set()
        own_counted = {word: token for word, token in own.items() if token in counted_there}
        for token, word in asked.items():
            if not in_language(token, lang):
                found = meanings.similar(word, own, SAME)
                if not found and token in things:
                    for pool in (own_counted, own):
                        nearest, similarity = meanings.nearest(word, pool)
                        found = [nearest] if nearest is not None and similarity >= LOW else []
                        if found:
                            break
                out.setdefault(token, []).extend(own[w] for w in found)
    return {token: list(dict.fromkeys(words)) for token, words in out.items() if words}


def _translations(rules: Any, claim: str) -> dict[str, list[str]]:
    """Claim word -> the other language's words for it, from the glossary.

    A word of a longer term that is a term itself keeps its own translation, and the term's other words take the
    rest: in "Планшет героя" (Hero Board), "героя" is "hero" and "планшет" is "board" — not "hero" too, or a rule
    that says "AI Heroes have no Board" would seem to say "hero" both ways.
    """
    from rulesqa.search.lexical import tokenize

    glossary = rules.stored.glossary
    out: dict[str, list[str]] = {}
    for term, lang in glossary.matches(claim):
        other_lang = "ru" if lang == "en" else "en"
        other = [t for v in term.variants(other_lang) for t in tokenize(v)]
        for variant in term.variants(lang):
            words = WORD.findall(variant)
            own = {} if len(words) < 2 else {
                token: [t for v in inner.variants(other_lang) for t in tokenize(v)]
                for word in words for inner, found in glossary.matches(word) if inner != term and found == lang
                for token in tokenize(word)}
            taken = {t for ts in own.values() for t in ts}
            for token in tokenize(variant):
                out.setdefault(token, []).extend(own.get(token) or [t for t in other if t not in taken] or other)
    return out


def unmentioned_terms(rules: Any, claim: str, capitalised_only: bool = True) -> list[str]:
    """Capitalised words of the claim that no rule and no glossary entry contains (any such words, without
    ``capitalised_only``).

    Rulebooks capitalise their game terms (Trading Post, Discard Pile); a claim about "the Marketplace" or "the
    Light School" names something these rules never mention, so however close its other words are, no rule
    of them says it. The first word is capitalised anyway: it counts when it is the claim's subject ("Dragons
    cannot be healed …"), not an opening word set off by a comma ("Usually, …").
    """
    from rulesqa.search.lexical import all_stopwords, tokenize
    from rulesqa.text import in_language

    stored = rules.stored
    if "glossary_tokens" not in stored.cache:
        stored.cache["glossary_tokens"] = {t for term in stored.glossary.terms for lang in ("en", "ru")
                                           for v in term.variants(lang) for t in tokenize(v)}
    glossary_tokens: set[str] = stored.cache["glossary_tokens"]
    words = WORD.findall(claim)
    opening = re.match(r"\s*[\w'’]+\s*,", claim) is not None
    if "langs" not in stored.cache:
        stored.cache["langs"] = {chunk.lang for chunk in stored.chunks}
    langs: set[str] = stored.cache["langs"]
    out = []
    for word in words[1:] if opening else words:
        tokens = tokenize(word)
        if word.casefold() in all_stopwords() or not any(in_language(word, lang) for lang in langs):
            continue  # "Each …" names nothing; an English word about rules all in Russian cannot be looked up
        if ((word[0].isupper() or not capitalised_only) and tokens
                and not all(_known(stored.lexical, t) or t in glossary_tokens for t in tokens)):
            out.append(word)
    return list(dict.fromkeys(out))


# The Russian stemmer leaves a vowel on some short words' stems: "Пятый" is "пяты", "пятого" is "пят".
_STEM_VOWELS = "аеиоуыэюяйь"


def _known(lexical: Any, token: str) -> bool:
    """Does the rulebook say ``token``, or the same word its stemmer cut one letter shorter?"""
    return bool(lexical.known(token)) or (len(token) > 3 and token[-1] in _STEM_VOWELS and lexical.known(token[:-1]))


@dataclass(frozen=True)
class _Claim:
    """What is read from a claim once, for every section it is judged against."""

    text: str
    lang: str
    translations: dict[str, list[str]]  # claim word -> the other language's words for it (glossary)
    glossary: Any
    unmentioned: list[str]  # capitalised words no rule and no glossary entry contains
    subject: Any  # the glossary term it is most specifically about, or None
    unknown: list[str] = field(default_factory=list)  # any of its words no rule and no glossary entry contains

    @classmethod
    def read(cls, rules: Any, text: str, lang: str, chunks: list[Chunk]) -> _Claim:
        translations = _translations(rules, text) or _meant(rules, text, chunks)
        unknown = unmentioned_terms(rules, text, capitalised_only=False)
        return cls(text, lang, translations, rules.stored.glossary, [w for w in unknown if w[0].isupper()],
                   _subject(rules, text), unknown)


def _judge(read: _Claim, candidates: list[_Candidate]) -> tuple[Verdict, str, list[Check], _Candidate | None]:
    """The verdict, why, the checks, and the sentence that decides (candidates best first)."""
    claim, lang, translations, glossary = read.text, read.lang, read.translations, read.glossary
    unmentioned, subject = read.unmentioned, read.subject
    best = candidates[0] if candidates else None
    if best is not None and not best.related:  # a section's summary line may score first; its detail decides
        best = next((c for c in candidates if c.related and candidates[0].score - c.score <= SIBLING_MARGIN), best)
    if best is None or not best.related:
        return "not-found", say(lang, "far"), [], best
    if subject is not None and not _names(best.chunk, subject):  # "… of an Artifact": a rule about Artifacts decides
        best = next((c for c in candidates if c.related and _names(c.chunk, subject)
                     and best.score - c.score <= SIBLING_MARGIN), best)
    # a claim that names a section by its title ("Exploring a fog tile costs 2 ink pots") is about that section's
    # rule: a close sentence of it decides over one of a section the claim does not name ("Spend 2 ink pots to
    # survey a mountain tile" under "Surveying")
    said = frozenset(tokenize(claim))
    if not _titled_in(best.chunk, said):
        best = next((c for c in candidates if c.says and _titled_in(c.chunk, said)
                     and best.score - c.score <= SIBLING_MARGIN), best)
    if best.chunk.is_example:  # an example illustrates; a close sentence of a rule decides
        best = next((c for c in candidates if not c.chunk.is_example and c.related
                     and best.score - c.score <= SIBLING_MARGIN), best)
    if numbers(claim) and not numbers(_as_checked(best)):  # a sentence without numbers cannot confirm the claim's
        # one that counts what the claim counts may, though its other words differ ("проходит два раза" against
        # "выполняется один раз за игру")
        best = next((c for c in candidates if numbers(_as_checked(c))
                     and (c.related or _counts_same(claim, _as_checked(c), translations))
                     and candidates[0].score - c.score <= SIBLING_MARGIN), best)
    if numbers(claim) and not _counts_same(claim, _as_checked(best), translations):
        # a sentence that counts what the claim counts decides over a close one of the same section that counts
        # something else: "Каждый игрок начинает игру с 4 свечами" is said by "… берёт планшет, 4 свечи, …", not by
        # the setup's "Раздайте каждому игроку по 4 карты книг"
        best = next((c for c in candidates if c.chunk == best.chunk
                     and _counts_same(claim, _as_checked(c), translations)
                     and best.score - c.score <= SIBLING_MARGIN), best)
    if numbers(claim):
        # of two close sentences that count what the claim counts, the one that says much more of the claim's other
        # words is about its thing: "A coast map gives 4 renown." is of "| Coast map | 2 | 4 |", not of "A surveyed
        # mountain gives 3 renown"
        best = next((c for c in candidates if c.coverage >= best.coverage + SUBJECT_COVERAGE_LEAD and c.related
                     and best.score - c.score <= SIBLING_MARGIN and _counts_same(claim, _as_checked(c), translations)),
                    best)
    # A sentence of the same section is heard too when it is close, or when it holds more of the claim's words:
    # the summary line "hit a unit with adjacent allies" does not say which groups, its detail does ("… groups
    # with more higher-tier units" against a claim of "lower-tier units").
    # So is one that names the very opposite of the claim's comparative: "cheaper at the Trading Post" against
    # "If you buy one at the Trading Post, … they are more expensive there", far from the claim in other words; and
    # one that says free what the claim gives a price ("Venting is free." against "Venting costs 1 gas token.").
    siblings = [c for c in candidates
                if c is not best and ((c.chunk == best.chunk and (abs(best.score - c.score) <= SIBLING_MARGIN
                                                                  or c.coverage > best.coverage
                                                                  or says_the_opposite_word(claim, c.sentence)
                                                                  or free_against_price(claim, c.sentence)))
                                      or (c.related and abs(best.score - c.score) <= TIE_MARGIN))]
    answered = None if unmentioned else _answered(best)  # a claim naming what the rules never do: below
    if answered is not None and not (best.says or best.coverage >= RELATED_COVERAGE):
        # a question near the claim in meaning, answered "No", that names little of it says nothing of it: "Могут
        # ли два игрока продать соль одному купцу? Нет" is no answer to "Players can steal salt from each other"
        return "not-found", say(lang, "near"), [], answered[1]
    if answered is not None:  # a FAQ's question answered "No" or "Yes": what it asks the rules deny or affirm
        question, best, yes = answered
        reread = _as_affirmed if yes else _as_denied
        checks = reread(run_checks(claim, question, translations, lang, glossary), best, lang,
                        negated=_negated(claim) and not _negated(question))
        failed = [c for c in checks if not c.ok]
        if failed:
            return "contradicted", "; ".join(c.detail for c in failed), checks, best
        return "supported", say(lang, "says"), checks, best
    # the best sentence states the claim's number of the claim's thing: another sentence's number of it ("take one
    # goods cube") is no contradiction of "at most 6 cubes"
    counted_by_best = (bool(numbers(claim)) and numbers(claim) <= numbers(_as_checked(best))
                       and _counts_same(claim, _as_checked(best), translations))
    unknown_words = [w for w in read.unknown if not any(ch.isdigit() for ch in w)]  # a wrong number is unknown too
    if _about_something_else(read, best, unknown_words):
        # "A keeper may build a second lighthouse for 6 oil cubes." is no contradiction of "Give each keeper … 4 oil
        # cubes": the claim's building is something these rules never speak of
        quoted = ", ".join(f"‘{w}’" if lang == "en" else f"«{w}»" for w in unknown_words)
        return "not-found", say(lang, "unmentioned", words=quoted), [], best
    for candidate in (best, *siblings):
        checks = run_checks(claim, _as_checked(candidate), translations, lang, glossary)
        # A claim about something the rules never mention ("Dragons cannot be healed …") is settled by none of
        # them, except by a rule that lists every member of what it names ("Air, Fire, Earth or Water": not Light)
        failed = [c for c in checks if not c.ok and (not unmentioned or c.name == "list")
                  and not (c.name == "numbers" and counted_by_best and candidate is not best)]
        if any(c.name == "opposite" for c in failed):
            # an opposite holds only if the section does not say the claim's word elsewhere: 211.3 says "того же
            # класса" in one sentence and "разных классов" in another, so "different classes can be in play
            # together" is not its opposite
            whole = {say(lang, "swap", stated=stated, claimed=said)
                     for stated, said in opposites(claim, candidate.chunk.text)}
            failed = [c for c in failed if c.name != "opposite" or c.detail in whole]
        if failed:
            return "contradicted", "; ".join(c.detail for c in failed), checks, candidate
    checks = run_checks(claim, _as_checked(best), translations, lang, glossary)
    if unmentioned:
        quoted = ", ".join(f"‘{w}’" if lang == "en" else f"«{w}»" for w in unmentioned)
        return "not-found", say(lang, "unmentioned", words=quoted), checks, best
    # the same number of the same thing says it too, in other words ("проходит один раз" — "выполняется один раз")
    same_count = (bool(numbers(claim)) and numbers(claim) <= numbers(_as_checked(best))
                  and _counts_same(claim, _as_checked(best), translations))
    # a number the claim gives must be the sentence's: "You draw two AI cards" is not said by "you draw an AI card"
    unconfirmed = bool(numbers(claim)) and not same_count and numbers(claim).isdisjoint(
        stated_for(claim, _as_checked(best), translations)) and not says_one(claim, _as_checked(best))
    if (best.says or same_count) and not unconfirmed:
        if _about_something_else(read, best):
            # close in meaning, but saying few of the claim's words, and two of them words these rules never use:
            # "Fireflies can escape from a closed jar." is not said by "Catch fireflies in your jars." (0.55); across
            # languages any word may be one the rules never use, and the model's sense of it decides
            quoted = ", ".join(f"‘{w}’" if lang == "en" else f"«{w}»" for w in read.unknown)
            return "not-found", say(lang, "unmentioned", words=quoted), checks, best
        unsaid = missing_superlatives(claim, best.sentence)
        if unsaid:  # "… attacks the weakest unit": the rule picks by no such thing
            quoted = ", ".join(f"‘{w}’" if lang == "en" else f"«{w}»" for w in unsaid)
            return "not-found", say(lang, "unsaid", words=quoted), checks, best
        return "supported", say(lang, "says"), checks, best
    return "not-found", say(lang, "near"), checks, best


# A FAQ's answer that denies or affirms its question: "**Can I buy a lantern I cannot afford?** No. You must pay
# …", "**Q:** Can two pickers stand on the same terrace? **A:** No, …", "Могут ли две лодки стоять на одной клетке?
# Да, …"
_ANSWER_LABEL = r"(?:(?:\*\*|__)?(?:a|answer|о|ответ)\s*[:.](?:\*\*|__)?\s*)?"
_NO = re.compile(rf"[*_\s]*+{_ANSWER_LABEL}[*_]*+(?:no|нет)\b", re.I)
_YES = re.compile(rf"[*_\s]*+{_ANSWER_LABEL}[*_]*+(?:yes|да)\b", re.I)
_QUESTION_END = re.compile(r"\?[*_»”\"')]*$")


def _about_something_else(read: _Claim, best: _Candidate, unknown: list[str] | None = None) -> bool:
    """Is the claim about something the rules never speak of: two of its words at least (``unknown``, else all its
    words no rule uses) are words no rule uses, and the deciding sentence says few of its words, in the claim's own
    language (across languages any word may be one the rules never use)?"""
    unknown = read.unknown if unknown is None else unknown
    return len(unknown) >= UNKNOWN_WORDS and best.coverage < RELATED_COVERAGE and best.chunk.lang == read.lang


def _answered(candidate: _Candidate) -> tuple[str, _Candidate, bool] | None:
    """(the question, the candidate with the question and its answer as the quoted span, verbatim, whether the
    answer is "Yes") when ``candidate`` is a question its section answers "No"/"Нет" or "Yes"/"Да"; else ``None``."""
    if not _QUESTION_END.search(candidate.sentence):
        return None
    statements = _statements(candidate.chunk.text)
    if candidate.sentence not in statements:
        return None
    following = statements[statements.index(candidate.sentence) + 1:][:1]
    if not following or not (_NO.match(following[0]) or _YES.match(following[0])):
        return None
    text = candidate.chunk.text
    start = text.find(candidate.sentence)
    end = text.find(following[0], start + len(candidate.sentence))
    if start < 0 or end < 0:
        return None
    span = replace(candidate, sentence=text[start:end + len(following[0])])
    return candidate.sentence, span, bool(_YES.match(following[0]))


def _as_affirmed(checks: list[Check], affirmed: _Candidate, lang: str, negated: bool = False) -> list[Check]:
    """The checks of a claim against a question the rules answer "Yes": what the question asks is what the rules
    say, so the claim is wrong where the two differ in negation — also where no word of the claim could be matched
    with the question's (``negated``: "Два курьера не могут стоять в одной деревне" against "Can two couriers be in
    the same village? Yes")."""
    out = []
    for check in checks:
        if check.name == "negation" and (not check.ok or negated):
            check = Check("negation", False, say(lang, "answered-yes", answer=_one_line(affirmed.sentence)))
        out.append(check)
    return out


def _as_denied(checks: list[Check], denied: _Candidate, lang: str, negated: bool = False) -> list[Check]:
    """The checks of a claim against a question the rules answer "No": what the question asks is what the rules
    deny, so the claim is right where the question and it differ in negation ("You cannot buy …" against "Can I buy
    …? No.") and wrong where they agree. A claim that is negated where the question is not (``negated``) differs
    from it even where no word of it could be matched with the question's: "Монеты нельзя передавать" against
    "Can I give coins to another player? No", with no glossary to say "передавать" is "give"."""
    out = []
    for check in checks:
        if check.name == "negation":
            differs = not check.ok or negated
            answer = _one_line(denied.sentence)
            detail = say(lang, "negation-ok") if differs else say(lang, "answered-no", answer=answer)
            check = Check("negation", differs, detail)
        out.append(check)
    return out


def _one_line(span: str) -> str:
    """A question and its answer as a reason quotes them: on one line ("**Q:** …?" and "**A:** No, …" are two)."""
    return " ".join(span.split())


def _negated(text: str) -> bool:
    """Whether some word of ``text`` stands under a negation ("cannot", "нельзя", "never")."""
    return any(True in signs for signs in polarity(text).values())


def _as_checked(candidate: _Candidate) -> str:
    """The sentence as the checks read it: one that opens with a pronoun speaks of its section's topic, so the
    topic stands in for the pronoun ("They … can be traded" is "Artifact … can be traded": "Артефакты нельзя
    обменивать" flips what is said of the Artifacts). The sentence quoted is always the rule's own."""
    if candidate.header:  # "| Island map | 4 | 8 |" is "Island map: 4 Ink back; 8 Renown"
        name, *values = table_cells(candidate.sentence)
        header = header_row(candidate.header)  # the header row, not the sentence leading into it
        return f"{name}: " + "; ".join(f"{value} {column}" for column, value
                                       in zip(table_cells(header)[1:], values, strict=False))
    # (a word a line-end hyphen split is one word to the checks: "по од-" / "ному жетону" says one)
    sentence = dehyphenated(candidate.sentence)
    found = _PRONOUN_FIRST.match(sentence)
    if found is None:
        return sentence
    return f"{candidate.chunk.title}{sentence[found.end():]}"


def _counts_same(claim: str, sentence: str, translations: dict[str, list[str]] | None = None) -> bool:
    """Whether a number of the sentence counts what a number of the claim counts ("два раза", "один раз"; "9
    карт", "9 cards" through the glossary)."""
    from rulesqa.search.glossary import same_stem

    translations = translations or {}
    # what is counted may come after a word that says what kind it is: "6 медных монет" counts "монет", "three spell
    # scrolls" scrolls
    things = [t for _, after in counted(claim) for word in after[:2] for t in [word, *translations.get(word, [])]]
    return any(same_stem(word, thing) for _, after in counted(sentence) for word in after[:2] for thing in things)


def _subject(rules: Any, claim: str) -> Any:
    """The glossary term the claim is most specifically about: of the terms it names, the one the fewest rules
    use ("both effects of an Artifact" is about Artifacts, not effects); ``None`` when it names none."""
    from rulesqa.search.lexical import tokenize

    lexical = rules.stored.lexical

    def rarity(term: Any) -> float:
        return max((lexical.idf(t) for v in term.variants("en") for t in tokenize(v)), default=0.0)

    terms = [term for term, _ in rules.stored.glossary.matches(claim)]
    return max(terms, key=rarity) if terms else None


def _names_row(row: str, words: frozenset[str]) -> bool:
    """Does a claim of these stemmed ``words`` name a table's ``row`` by its first cell ("Island map" of "| Island
    map | 4 | 8 |")?"""
    named = [t for t in tokenize(table_cells(row)[0]) if t not in _ROW_QUANTIFIERS]  # "each red crystal"
    return bool(named) and all(has_stem(words, t) for t in named)


# the words a row's label counts its thing by, which a claim about one of it need not say: "| each red crystal | 3 |"
# is named by "A red crystal is worth 3 VP."
_ROW_QUANTIFIERS = frozenset(tokenize("each every per any каждый каждая каждое каждую каждого каждой"))


def _titled_in(chunk: Chunk, words: frozenset[str]) -> bool:
    """Does a claim of these stemmed ``words`` name ``chunk``'s section by its whole title ("Exploring"), in the
    section's language? (Not by a number: "3. Sailing" is named by "sailing".)"""
    titled = [t for t in tokenize(chunk.title) if not t[0].isdigit()]
    return bool(titled) and all(has_stem(words, t) for t in titled)


def _names(chunk: Chunk, term: Any) -> bool:
    """True when the chunk (its text or label) names the term, in its own language: the words of a term of
    several words side by side ("Hand Limit", not "a hand Spell … your Spell limit")."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    words = [tokenize(line) for line in f"{chunk.label}\n{chunk.text}".splitlines()]

    def stands_in(name: list[str], line: list[str]) -> bool:
        return any(all(same_stem(t, w) for t, w in zip(name, line[i:i + len(name)], strict=True))
                   for i in range(len(line) - len(name) + 1))

    return any(stands_in(name, line) for v in term.variants(chunk.lang) if (name := tokenize(v)) for line in words)


def verify(rules: Any, claim: str, cite: str | None = None, *, signals: bool = False,
           doc: str | None = None) -> VerifyResult:
    """Judge ``claim`` (against the section ``cite`` when given). ``rules`` is a :class:`rulesqa.RulesIndex`.
    ``signals``: keep the verdict model's features in the result even without the model (for its trainer).
    ``doc``: judge it against one document's rules."""
    from rulesqa.api import clean_question
    from rulesqa.text import guess_language

    claim = clean_question(claim)
    lang = guess_language(claim)
    titles = {d["id"]: d["title"] for d in rules.stored.manifest.get("documents", [])}
    searched = rules.search(claim, k=CANDIDATE_SECTIONS, doc=doc)
    found = [h.chunk for h in searched.hits if not h.chunk.navigational]
    overall = _candidates(rules, claim, found)
    best_overall = overall[0] if overall else None

    def result(verdict: Verdict, reason: str, checks: list[Check], best: _Candidate | None, read: _Claim,
               candidates: list[_Candidate], **extra: Any) -> VerifyResult:
        citation = None if best is None else Citation.of(best.chunk, titles.get(best.chunk.doc, best.chunk.doc))
        outcome = VerifyResult(claim, lang, verdict, reason, citation, None if best is None else best.sentence,
                               0.0 if best is None else best.score, checks, **extra)
        return _weighed(rules, outcome, read, best, candidates, searched.confidence, signals)

    cite = cite if cite is not None else _cited_in(rules, claim)
    if cite is None:
        read = _Claim.read(rules, claim, lang, found)
        verdict, reason, checks, deciding = _judge(read, overall)
        return result(verdict, reason, checks, deciding, read, overall)

    resolution = resolve(rules.stored, cite, doc)
    if not resolution.found:
        nearest = ", ".join(resolution.nearest) or "none"
        what = "matches several rules" if resolution.chunks else "is not a rule of the corpus"
        raise UsageError(f"--cite '{cite}' {what}; nearest ids: {nearest}; see: rulesqa show '{cite}'")
    target = resolution.chunks[0]
    family = rules.stored.with_subrules(target.id)
    read = _Claim.read(rules, claim, lang, [*found, *(c for c in family if c not in found)])
    cited = _candidates(rules, claim, family)
    cited_best = next(iter(cited), None)
    extra: dict[str, Any] = {"cited": cite, "cited_id": target.id}
    miscited = (best_overall is not None and best_overall.chunk not in family and best_overall.related
                and (cited_best is None or best_overall.score > cited_best.score + MISCITED_MARGIN))
    if miscited:
        assert best_overall is not None
        other_verdict, other_reason, checks, other = _judge(read, overall)
        assert other is not None
        extra["elsewhere"] = {"id": other.chunk.id, "verdict": other_verdict, "sentence": unwrap(other.sentence),
                              "reason": other_reason}
        key = "miscited" if other_verdict == "supported" else "miscited-other"
        reason = say(lang, key, cited=target.id, other=best_overall.chunk.id, verdict=other_verdict,
                      reason=other_reason)
        return result("not-found", reason, checks, cited_best, read, cited, **extra)
    verdict, reason, checks, deciding = _judge(read, cited)
    return result(verdict, reason, checks, deciding, read, cited, **extra)


def _weighed(rules: Any, outcome: VerifyResult, read: _Claim, deciding: _Candidate | None,
             candidates: list[_Candidate], search_confidence: float | None, signals: bool) -> VerifyResult:
    """The judge's verdict as the verdict model weighs it (rulesqa/learn/verdicts.py): with its confidence, and
    "not found" — unclear, read the rule — where the model doubts a "supported" or "contradicted"."""
    from rulesqa.learn.verdicts import decide, features

    searcher = rules.searcher
    model = searcher.verdict_model
    if model is None and not signals:
        return outcome  # (the features cost an encoding of the claim by e5: none without the model to read them)
    lang = outcome.lang
    kinds = {say(lang, key): key for key in ("far", "near", "says")}
    row = None if deciding is None else rules.stored.row_of(deciding.chunk.id)
    outcome.signals = features(
        verdict=outcome.verdict, reason_kind=kinds.get(outcome.reason, "other"), deciding=deciding,
        candidates=candidates, checks=outcome.checks, claim=outcome.claim, claim_lang=lang,
        numbers=bool(numbers(outcome.claim)), unknown=len(read.unknown), unmentioned=len(read.unmentioned),
        cited=outcome.cited is not None, search_confidence=search_confidence,
        use_all=searcher.dense_scores(outcome.claim), e5_all=searcher.second_scores(outcome.claim), row=row)
    if model is None:
        return outcome
    outcome.confidence = float(model.probability(outcome.signals.reshape(1, -1))[0])
    _, unclear = decide(outcome.verdict, outcome.confidence, float(model.meta["sure"]))
    if unclear:
        leaning = say(lang, f"verdict-{outcome.verdict}")
        outcome.reason = say(lang, "unclear", verdict=leaning, reason=outcome.reason)
        outcome.verdict, outcome.unclear = "not-found", True
    return outcome


def _cited_in(rules: Any, claim: str) -> str | None:
    """A rule the claim names by its number or id ("Rule 208.3 says …", "Правило 211.4 разрешает …"): the claim is
    judged against it, as with --cite. A number the rules do not have is read as part of the claim."""
    from rulesqa.search.citations import find_citations

    cited = find_citations(claim)
    for reference in (*cited.ids, *cited.numbers):
        if resolve(rules.stored, reference).found:
            return reference
    return None


def exit_code(verdict: Verdict) -> int:
    from rulesqa.errors import EXIT_CONTRADICTED, EXIT_NOT_ANSWERED, EXIT_OK

    return {"supported": EXIT_OK, "contradicted": EXIT_CONTRADICTED, "not-found": EXIT_NOT_ANSWERED}[verdict]


def score_table(results: list[tuple[Verdict, Verdict]]) -> dict[str, dict[str, float]]:
    """Precision and recall per verdict from (expected, got) pairs."""
    table: dict[str, dict[str, float]] = {}
    for verdict in VERDICTS:
        predicted = sum(1 for _, got in results if got == verdict)
        actual = sum(1 for expected, _ in results if expected == verdict)
        right = sum(1 for expected, got in results if expected == got == verdict)
        table[verdict] = {"precision": right / predicted if predicted else 1.0,
                          "recall": right / actual if actual else 1.0, "count": float(actual)}
    return table
