"""Does a rule say what a player claims? Claim vs section -> supported, contradicted or not found.

Deterministic, without a language model:

1. find the sentence that decides: among the sentences of the cited section
   (with its subrules), or of the best sections for the claim, the one closest
   to the claim — dense similarity with the multilingual embedder plus the
   share of the claim's words it contains (glossary translations included);
2. check it for the classic dispute errors: a number that differs ("three
   scrolls" vs "2 Scrolls", digits or words, English and Russian), a flipped
   negation (can / cannot, может / не может; "can attack" against "cannot act"
   at all), a changed quantifier (only one, at most / any number);
3. decide: too far from every sentence -> not found; a check fails ->
   contradicted; close enough -> supported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from rulesqa.answer import Citation, sentences
from rulesqa.chunking import Chunk
from rulesqa.errors import UsageError
from rulesqa.lookup import resolve
from rulesqa.search.evidence import coverage

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
# Opposites a player swaps in a dispute: highest/lowest HP, most/least damaged. English words; Russian stems.
_OPPOSITES = [("highest", "lowest"), ("most", "least"), ("more", "fewer"), ("more", "less"), ("higher", "lower"),
              ("first", "last"), ("closest", "farthest"), ("closest", "furthest"), ("nearest", "farthest"),
              ("before", "after"), ("same", "different"), ("ascending", "descending"), ("largest", "smallest"),
              ("strongest", "weakest"), ("maximum", "minimum"), ("top", "bottom"),
              ("наибольш", "наименьш"), ("больше", "меньше"), ("высш", "низш"), ("первы", "последн"),
              ("ближайш", "дальн"), ("максимал", "минимал"), ("сверху", "снизу")]
CANDIDATE_SECTIONS = 5

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "single": 1, "once": 1, "twice": 2,
    "один": 1, "одна": 1, "одно": 1, "одного": 1, "одной": 1, "одну": 1, "одним": 1, "одном": 1,
    "два": 2, "две": 2, "двух": 2, "двум": 2, "двумя": 2, "три": 3, "трёх": 3, "трех": 3, "трём": 3, "тремя": 3,
    "четыре": 4, "четырёх": 4, "четырех": 4, "пять": 5, "пяти": 5, "шесть": 6, "шести": 6, "семь": 7, "восемь": 8,
    "девять": 9, "десять": 10, "десяти": 10, "однажды": 1, "дважды": 2, "трижды": 3,
}
_WORD = re.compile(r"[\w'’]+")
_PUNCTUATION = re.compile(r"[;:,()!?]|\.(?!\d)")
_RULE_NUMBER = re.compile(r"\b\d{1,4}(?:\.\d{1,4})+[a-zа-я]?\.?")
_NEGATIONS = {
    "not", "no", "never", "cannot", "can't", "cant", "don't", "dont", "doesn't", "doesnt", "isn't", "isnt", "aren't",
    "arent", "won't", "wont", "neither", "nor", "none", "nothing", "unable", "impossible", "forbidden", "without",
    "не", "нельзя", "нет", "никогда", "ни", "невозможно", "запрещено", "без",
}
# Quantifier phrases. Restrictive ones contain "not"/"не", so they are masked before negations are counted.
_RESTRICTIVE = re.compile(
    r"\b(?:only|at most|up to|no more than|not more than|one at a time|maximum of|at a time|a limit of)\b|"
    r"не более|не больше|только|лишь|максимум|не свыше", re.I)
_UNRESTRICTED = re.compile(
    r"\b(?:any number|unlimited|as many as you|no limit|without limit|as many|all of them)\b|"
    r"любое количество|сколько угодно|неограничен\w*|без ограничени\w*|любое число", re.I)
# A negation reaches to the end of its clause: "не может атаковать ударом и выступать защитником".
_PRONOUNS = "it its they them their he she him her он она оно они его её ее их ему ей им нём нем ней них"
_CLAUSE_BREAK = re.compile(r"[;:,()]|\s[-–—]\s|\b(?:but|unless|except|if|when|or|но|а|если|кроме|когда|или)\b", re.I)


# What a verdict says, in the claim's language.
MESSAGES = {
    "en": {
        "numbers": "the rule says {stated}, the claim says {claimed}",
        "numbers-ok": "both say {common}",
        "limit": "a limit (only / at most)", "no-limit": "no limit (any number)",
        "quantifier": "the rule sets {rule}, the claim {claim}",
        "quantifier-number": "the claim says there is no limit, the rule gives a number ({stated})",
        "negation": "the rule says the opposite about '{words}' (negated in one, not in the other)",
        "negation-ok": "same polarity",
        "swap": "the rule says “{stated}”, the claim says “{claimed}”",
        "far": "no rule in the corpus says anything close to this",
        "says": "the rule says this",
        "near": "the closest rule is about something near it but does not say this",
        "unmentioned": "the rules never mention {words}, so no rule can say this",
        "any-action": "the rule says it cannot act at all, so it cannot {words}",
        "list": "the rule lists {stated}; the claim adds {extra}",
        "miscited": "you cited {cited}; {other} says this",
        "miscited-other": "you cited {cited}; {other} is the rule about this ({verdict}: {reason})",
    },
    "ru": {
        "numbers": "в правиле {stated}, в утверждении {claimed}",
        "numbers-ok": "и там, и там {common}",
        "limit": "ограничение (только / не более)", "no-limit": "отсутствие ограничения (любое количество)",
        "quantifier": "правило задаёт {rule}, утверждение — {claim}",
        "quantifier-number": "утверждение говорит, что ограничения нет, а правило называет число ({stated})",
        "negation": "правило говорит обратное о «{words}» (в одном есть отрицание, в другом нет)",
        "negation-ok": "отрицания совпадают",
        "swap": "в правиле «{stated}», в утверждении «{claimed}»",
        "far": "ни одно правило не говорит ничего похожего",
        "says": "правило говорит именно это",
        "near": "ближайшее правило о чём-то похожем, но этого не говорит",
        "unmentioned": "в правилах нигде не упоминается {words}, так что ни одно правило этого не говорит",
        "any-action": "правило запрещает любые действия, значит и «{words}» тоже",
        "list": "в правиле перечислены {stated}; в утверждении добавлено {extra}",
        "miscited": "вы сослались на {cited}; об этом говорит {other}",
        "miscited-other": "вы сослались на {cited}; об этом правило {other} ({verdict}: {reason})",
    },
}


def _say(lang: str, key: str, **values: Any) -> str:
    return MESSAGES.get(lang, MESSAGES["en"])[key].format(**values)


@dataclass
class Check:
    name: str  # numbers | negation | quantifier
    ok: bool
    detail: str


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
        }


# --- the checks ---------------------------------------------------------------------------------

def numbers(text: str) -> set[int]:
    """Cardinal numbers in digits or words (English, Russian); rule numbers like 208.3 are not counted."""
    text = _RULE_NUMBER.sub(" ", text)
    found = {int(n) for n in re.findall(r"(?<![\w.])\d{1,6}(?![\w.]\d)", text)}
    for word in _WORD.findall(text.casefold()):
        if word in _NUMBER_WORDS:
            found.add(_NUMBER_WORDS[word])
    return found


def counted(text: str) -> list[tuple[int, list[str]]]:
    """Each number of ``text`` with the stems of the two words after it: what it counts ("2 Scrolls")."""
    from rulesqa.search.lexical import tokenize

    out = []
    for part in _PUNCTUATION.split(_RULE_NUMBER.sub(" ", text).casefold()):  # what a number counts stays in its clause
        words = _WORD.findall(part)
        for i, word in enumerate(words):
            value = int(word) if word.isdigit() and len(word) <= 6 else _NUMBER_WORDS.get(word)
            if value is not None:
                out.append((value, [t for w in words[i + 1:i + 4] for t in tokenize(w)][:2]))
    return out


def _stated_for(claim: str, sentence: str, translations: dict[str, list[str]]) -> set[int]:
    """The sentence's numbers that count what the claim's numbers count; when none does, the ones that count
    nothing in particular (a number that counts something else says nothing about the claim's).

    "You can hold three scrolls" against "You can have 2 Scrolls; … replace one you have": the rule says 2
    (Scrolls), not "1, 2".
    """
    from rulesqa.search.glossary import same_stem

    stated = numbers(sentence)
    things = {t for _, after in counted(claim) for w in after for t in [w, *translations.get(w, [])]}
    if not things:
        return stated
    same = {value for value, after in counted(sentence) if any(same_stem(a, t) for a in after for t in things)}
    if same & stated:
        return same & stated
    # "at most six Artifacts" against "starts with 9 cards": a number that counts something else is not compared
    others = {value for value, after in counted(sentence) if after}
    return stated - others


def _clauses(text: str) -> list[list[tuple[str, bool]]]:
    """Each clause as its stemmed words, each with whether it stands under a negation in that clause."""
    from rulesqa.search.lexical import tokenize

    masked = _UNRESTRICTED.sub(" ", _RESTRICTIVE.sub(" ", text))
    out = []
    for clause in _CLAUSE_BREAK.split(masked):
        negated, words = False, list[tuple[str, bool]]()
        for word in _WORD.findall(clause.casefold().replace("’", "'")):
            if word in _NEGATIONS or word.endswith("n't"):
                negated = True
                continue
            words.extend((token, negated) for token in tokenize(word))
        out.append(words)
    return out


def polarity(text: str) -> dict[str, set[bool]]:
    """Stemmed word -> whether it stands under a negation in its clause (a word may occur both ways)."""
    out: dict[str, set[bool]] = {}
    for clause in _clauses(text):
        for token, negated in clause:
            out.setdefault(token, set()).add(negated)
    return out


def flipped_negations(claim: str, sentence: str, translations: dict[str, list[str]]) -> list[str]:
    """Words of the claim said the other way round in the rule (negated in one, not in the other).

    ``translations`` maps a claim word to the rule-language words the glossary gives for it.
    """
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    rule = polarity(sentence)
    claimed = polarity(claim)
    pronouns = set(tokenize(_PRONOUNS))  # "оно не может действовать": the pronoun says nothing of the subject

    def said_of(token: str, rule_word: str) -> bool:
        """The rule's clause with ``rule_word`` is about what the claim is about: it has no other words ("not
        discarded", "оно не может действовать") or shares one with the claim ("will never cycle back into your
        Deck" is not about "goes back to the box")."""
        others = [w for c in claimed if c != token for w in [c, *translations.get(c, [])]]
        for clause in _clauses(sentence):
            rest = {w for w, _ in clause if w != rule_word and w not in pronouns}
            if len(rest) < len(clause) and (not rest or any(same_stem(w, o) for w in rest for o in others)):
                return True
        return False

    flipped, agreeing = [], []
    for token, signs in claimed.items():
        if len(signs) != 1:
            continue
        matches = [r for r in rule for t in [token, *translations.get(token, [])] if same_stem(t, r)]
        rule_signs = set().union(*(rule[r] for r in matches)) if matches else set()
        if len(rule_signs) == 1 and rule_signs != signs and any(said_of(token, r) for r in matches):
            flipped.append(token)
        elif rule_signs == signs == {True}:
            agreeing.append(token)
    # "Scroll Spells don't count toward your hand limit" against "they do not count toward your Spell limit (you
    # may also play a hand Spell …)": "count" and "limit" are negated in both; "hand" meets another clause
    return [] if len(agreeing) > len(flipped) else flipped


# "can X" / "может X": a permission, or with a negation ("cannot X", "не может X", "нельзя X") a prohibition.
_MODAL = re.compile(r"\b(?:(?P<no>cannot|can't|нельзя)|(?P<not>not\s+|не\s+)?(?:can|may|must|could|может|могут|можно|"
                    r"должен|должна|должно|должны))\b", re.I)
# words that may stand between the modal and the action: "can only play", "может также атаковать"
_BESIDE_MODAL = frozenset("only also still always just even never not не только также тоже ещё еще всегда лишь".split())
# Actions so general that forbidding them forbids every action: "оно не может действовать" forbids attacking.
_ANY_ACTION = frozenset({"act", "действова"})


def modal_actions(text: str) -> list[tuple[str, bool]]:
    """(stemmed action, permitted?) for each modal of ``text``: "Heroes can attack" -> [("attack", True)]."""
    from rulesqa.search.lexical import tokenize

    out = []
    for match in _MODAL.finditer(text):
        permitted = not (match.group("no") or match.group("not"))
        for word in _WORD.findall(text[match.end():])[:4]:
            if word.casefold() in _BESIDE_MODAL:
                continue
            tokens = tokenize(word)
            if tokens:
                out.append((tokens[0], permitted))
            break
    return out


def forbidden_in_general(claim: str, sentence: str) -> list[str]:
    """Actions the claim permits that the sentence forbids by forbidding every action: "Существо может
    атаковать в тот ход …" against "оно не может действовать (но может выступать в защиту) в тот ход …".
    An action the sentence permits by name (the exception "но может выступать") is not forbidden."""
    from rulesqa.search.glossary import same_stem

    stated = modal_actions(sentence)
    if not any(not ok and action in _ANY_ACTION for action, ok in stated):
        return []
    allowed = [action for action, ok in stated if ok]
    return [action for action, ok in modal_actions(claim)
            if ok and action not in _ANY_ACTION and not any(same_stem(action, a) for a in allowed)]


def as_written(text: str, stems: list[str]) -> list[str]:
    """The words of ``text`` whose stems are ``stems``, as the player wrote them ("выступа" -> "выступать")."""
    from rulesqa.search.lexical import tokenize

    written: dict[str, str] = {}
    for word in _WORD.findall(text):
        for stem in tokenize(word):
            written.setdefault(stem, word)
    return [written.get(stem, stem) for stem in stems]


def _has(words: set[str], form: str) -> bool:
    return form in words if form.isascii() else any(w.startswith(form) for w in words)


def opposites(claim: str, sentence: str) -> list[tuple[str, str]]:
    """(rule's word, claim's word) for each opposite the claim says where the rule says the other."""
    said, stated = set(_WORD.findall(claim.casefold())), set(_WORD.findall(sentence.casefold()))
    out = []
    for a, b in _OPPOSITES:
        for mine, theirs in ((a, b), (b, a)):
            if _has(said, mine) and not _has(said, theirs) and _has(stated, theirs) and not _has(stated, mine):
                out.append((theirs, mine))
    return out


def swapped_members(claim: str, sentence: str, glossary: Any) -> list[tuple[str, str]]:
    """(rule's, claim's) for each glossary group (tiers, unit kinds…) the two name different members of."""
    def members(text: str) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for term, _ in glossary.matches(text):
            if term.group:
                found.setdefault(term.group, set()).add(term.en[0])
        return found

    said, stated = members(claim), members(sentence)
    return [(", ".join(sorted(stated[g])), ", ".join(sorted(said[g])))
            for g in said if g in stated and said[g].isdisjoint(stated[g])]


_NAME = r"[A-ZА-ЯЁ][\w'’-]*"
# A list of names: "Air, Fire, Earth or Water", "Bronze, Silver, Golden and Azure", "Minor, Major, Relic".
_NAME_LIST = re.compile(rf"{_NAME}(?:\s*,\s*{_NAME})+,?\s+(?:or|and|или|и)\s+{_NAME}|{_NAME}(?:\s*,\s*{_NAME}){{2,}}")


def listed_names(text: str) -> list[list[str]]:
    """Each list of capitalised names in ``text``, its items in order."""
    return [re.findall(_NAME, match.group(0)) for match in _NAME_LIST.finditer(text)]


def extra_list_items(claim: str, sentence: str) -> tuple[list[str], list[str]] | None:
    """(the rule's list, the claim's items it lacks) when both give a list of the same things and the claim's
    has items the rule's lacks: "Air, Fire, Earth or Light" against "Air, Fire, Earth or Water"."""
    for said in listed_names(claim):
        for stated in listed_names(sentence):
            known = {item.casefold() for item in stated}
            shared = [item for item in said if item.casefold() in known]
            extra = [item for item in said if item.casefold() not in known]
            if len(shared) >= 2 and extra:
                return stated, extra
    return None


_ANY = re.compile(r"\b(?:any|любо[йеогмуя]\w*)\s+((?:[\w'’]+\W*){1,2})", re.I)
_ONLY = re.compile(r"\b(?:only|только|лишь)\s+((?:[\w'’]+\s*){1,4})", re.I)


def any_where_only(claim: str, sentence: str) -> bool:
    """The claim says "any" of what the rule says "only" of: "on any player's Turn" against "only on your Turn"."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    limited = {t for match in _ONLY.finditer(sentence) for t in tokenize(match.group(1))}
    return any(same_stem(t, u) for match in _ANY.finditer(claim) for t in tokenize(match.group(1))
               for u in limited)


def quantifier(text: str) -> str | None:
    if _UNRESTRICTED.search(text):
        return "unrestricted"
    if _RESTRICTIVE.search(text):
        return "restrictive"
    return None


def run_checks(claim: str, sentence: str, translations: dict[str, list[str]], lang: str = "en",
               glossary: Any = None) -> list[Check]:
    out = []
    for stated_word, claimed_word in opposites(claim, sentence):
        out.append(Check("opposite", False, _say(lang, "swap", stated=stated_word, claimed=claimed_word)))
    for stated_member, claimed_member in (swapped_members(claim, sentence, glossary) if glossary else []):
        out.append(Check("member", False, _say(lang, "swap", stated=stated_member, claimed=claimed_member)))
    listed = extra_list_items(claim, sentence)
    if listed:
        out.append(Check("list", False, _say(lang, "list", stated=", ".join(listed[0]), extra=", ".join(listed[1]))))
    claimed, stated = numbers(claim), _stated_for(claim, sentence, translations)
    if claimed and stated and claimed.isdisjoint(stated):
        out.append(Check("numbers", False, _say(lang, "numbers", stated=_fmt(stated), claimed=_fmt(claimed))))
    elif claimed and stated:
        out.append(Check("numbers", True, _say(lang, "numbers-ok", common=_fmt(claimed & stated))))
    q_claim, q_rule = quantifier(claim), quantifier(sentence)
    if q_claim and q_rule and q_claim != q_rule:
        words = {"restrictive": _say(lang, "limit"), "unrestricted": _say(lang, "no-limit")}
        out.append(Check("quantifier", False, _say(lang, "quantifier", rule=words[q_rule], claim=words[q_claim])))
    elif q_claim is None and q_rule == "restrictive" and any_where_only(claim, sentence):
        out.append(Check("quantifier", False, _say(lang, "quantifier", rule=_say(lang, "limit"),
                                                   claim=_say(lang, "no-limit"))))
    elif q_claim == "unrestricted" and q_rule is None and numbers(sentence):
        out.append(Check("quantifier", False, _say(lang, "quantifier-number", stated=_fmt(numbers(sentence)))))
    flipped = flipped_negations(claim, sentence, translations)
    forbidden = forbidden_in_general(claim, sentence)
    if forbidden and not flipped:
        out.append(Check("negation", False, _say(lang, "any-action", words=", ".join(as_written(claim, forbidden)))))
    elif flipped:
        out.append(Check("negation", False, _say(lang, "negation", words=", ".join(as_written(claim, flipped)))))
    else:
        out.append(Check("negation", True, _say(lang, "negation-ok")))
    return out


def _fmt(values: set[int]) -> str:
    return ", ".join(str(v) for v in sorted(values))


# --- finding the deciding sentence --------------------------------------------------------------

@dataclass
class _Candidate:
    chunk: Chunk
    sentence: str
    similarity: float
    coverage: float

    @property
    def score(self) -> float:
        return self.similarity + COVERAGE_WEIGHT * self.coverage

    @property
    def related(self) -> bool:
        return self.similarity >= RELATED_SIMILARITY or self.coverage >= RELATED_COVERAGE

    @property
    def says(self) -> bool:
        return self.similarity >= SAYS_SIMILARITY or self.coverage >= SAYS_COVERAGE


def _candidates(rules: Any, claim: str, chunks: list[Chunk]) -> list[_Candidate]:
    from dataclasses import replace

    searcher = rules.searcher
    pairs = [(c, s) for c in chunks for s in sentences(c.text) if re.search(r"\w", s)]
    if not pairs:
        return []
    vectors = searcher.embedder.embed([s for _, s in pairs])
    similarity = vectors @ searcher.query_vector(claim)
    terms = rules.stored.glossary.matches(claim)
    # The claim's numbers are the number check's business: against a sentence that states a number they count
    # as covered, so "two weapons" is about the rule that says "не более одного оружия", and then contradicts it.
    numberless = " ".join(w for w in _WORD.findall(claim) if not numbers(w))
    out = [_Candidate(chunk, sentence, float(sim),
                      coverage(numberless if numbers(sentence) else claim, terms,
                               replace(chunk, text=sentence, label=""), rules.stored.lexical))
           for (chunk, sentence), sim in zip(pairs, similarity, strict=True)]
    return sorted(out, key=lambda c: -c.score)


def _translations(rules: Any, claim: str) -> dict[str, list[str]]:
    """Claim word -> the other language's words for it, from the glossary."""
    from rulesqa.search.lexical import tokenize

    out: dict[str, list[str]] = {}
    for term, lang in rules.stored.glossary.matches(claim):
        other = [t for v in term.variants("ru" if lang == "en" else "en") for t in tokenize(v)]
        for variant in term.variants(lang):
            for token in tokenize(variant):
                out.setdefault(token, []).extend(other)
    return out


def unmentioned_terms(rules: Any, claim: str) -> list[str]:
    """Capitalised words of the claim (its first word aside) that no rule and no glossary entry contains.

    Rulebooks capitalise their game terms (Trading Post, Discard Pile); a claim about "the Marketplace" or "the
    Light School" names something these rules never mention, so however close its other words are, no rule
    of them says it.
    """
    from rulesqa.search.lexical import tokenize

    stored = rules.stored
    if "glossary_tokens" not in stored.cache:
        stored.cache["glossary_tokens"] = {t for term in stored.glossary.terms for lang in ("en", "ru")
                                           for v in term.variants(lang) for t in tokenize(v)}
    glossary_tokens: set[str] = stored.cache["glossary_tokens"]
    words = _WORD.findall(claim)
    out = []
    for word in words[1:]:
        tokens = tokenize(word)
        if word[0].isupper() and tokens and not all(stored.lexical.known(t) or t in glossary_tokens for t in tokens):
            out.append(word)
    return list(dict.fromkeys(out))


def _judge(claim: str, candidates: list[_Candidate], translations: dict[str, list[str]], glossary: Any,
           lang: str = "en", unmentioned: list[str] | None = None
           ) -> tuple[Verdict, str, list[Check], _Candidate | None]:
    """The verdict, why, the checks, and the sentence that decides (candidates best first)."""
    best = candidates[0] if candidates else None
    if best is not None and not best.related:  # a section's summary line may score first; its detail decides
        best = next((c for c in candidates if c.related and candidates[0].score - c.score <= SIBLING_MARGIN), best)
    if best is None or not best.related:
        return "not-found", _say(lang, "far"), [], best
    if best.chunk.is_example:  # an example illustrates; a close sentence of a rule decides
        best = next((c for c in candidates if not c.chunk.is_example and c.related
                     and best.score - c.score <= SIBLING_MARGIN), best)
    if numbers(claim) and not numbers(best.sentence):  # a sentence without numbers cannot confirm the claim's
        best = next((c for c in candidates if numbers(c.sentence) and c.related
                     and candidates[0].score - c.score <= SIBLING_MARGIN), best)
    siblings = [c for c in candidates
                if c is not best and c.chunk == best.chunk and abs(best.score - c.score) <= SIBLING_MARGIN]
    for candidate in (best, *siblings):
        checks = run_checks(claim, candidate.sentence, translations, lang, glossary)
        failed = [c for c in checks if not c.ok]
        if failed:
            return "contradicted", "; ".join(c.detail for c in failed), checks, candidate
    checks = run_checks(claim, best.sentence, translations, lang, glossary)
    if unmentioned:
        quoted = ", ".join(f"‘{w}’" if lang == "en" else f"«{w}»" for w in unmentioned)
        return "not-found", _say(lang, "unmentioned", words=quoted), checks, best
    if best.says:
        return "supported", _say(lang, "says"), checks, best
    return "not-found", _say(lang, "near"), checks, best


def verify(rules: Any, claim: str, cite: str | None = None) -> VerifyResult:
    """Judge ``claim`` (against the section ``cite`` when given). ``rules`` is a :class:`rulesqa.RulesIndex`."""
    from rulesqa.api import clean_question
    from rulesqa.text import guess_language

    claim = clean_question(claim)
    lang = guess_language(claim)
    titles = {d["id"]: d["title"] for d in rules.stored.manifest.get("documents", [])}
    found = [h.chunk for h in rules.search(claim, k=CANDIDATE_SECTIONS).hits if not h.chunk.navigational]
    overall = _candidates(rules, claim, found)
    best_overall = overall[0] if overall else None

    def result(verdict: Verdict, reason: str, checks: list[Check], best: _Candidate | None, **extra: Any
               ) -> VerifyResult:
        citation = None if best is None else Citation.of(best.chunk, titles.get(best.chunk.doc, best.chunk.doc))
        return VerifyResult(claim, lang, verdict, reason, citation, None if best is None else best.sentence,
                            0.0 if best is None else best.score, checks, **extra)

    translations = _translations(rules, claim)
    glossary = rules.stored.glossary
    unmentioned = unmentioned_terms(rules, claim)
    if cite is None:
        verdict, reason, checks, deciding = _judge(claim, overall, translations, glossary, lang, unmentioned)
        return result(verdict, reason, checks, deciding)

    resolution = resolve(rules.stored, cite)
    if not resolution.found:
        nearest = ", ".join(resolution.nearest) or "none"
        what = "matches several rules" if resolution.chunks else "is not a rule of the corpus"
        raise UsageError(f"--cite '{cite}' {what}; nearest ids: {nearest}; see: rulesqa show '{cite}'")
    target = resolution.chunks[0]
    family = rules.stored.with_subrules(target.id)
    cited = _candidates(rules, claim, family)
    cited_best = next(iter(cited), None)
    extra: dict[str, Any] = {"cited": cite, "cited_id": target.id}
    miscited = (best_overall is not None and best_overall.chunk not in family and best_overall.related
                and (cited_best is None or best_overall.score > cited_best.score + MISCITED_MARGIN))
    if miscited:
        assert best_overall is not None
        other_verdict, other_reason, checks, other = _judge(claim, overall, translations, glossary, lang, unmentioned)
        assert other is not None
        extra["elsewhere"] = {"id": other.chunk.id, "verdict": other_verdict, "sentence": other.sentence,
                              "reason": other_reason}
        key = "miscited" if other_verdict == "supported" else "miscited-other"
        reason = _say(lang, key, cited=target.id, other=best_overall.chunk.id, verdict=other_verdict,
                      reason=other_reason)
        return result("not-found", reason, checks, cited_best, **extra)
    verdict, reason, checks, deciding = _judge(claim, cited, translations, glossary, lang, unmentioned)
    return result(verdict, reason, checks, deciding, **extra)


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


__all__ = ["VERDICTS", "VerifyResult", "exit_code", "extra_list_items", "flipped_negations", "numbers", "opposites",
           "polarity", "quantifier", "score_table", "swapped_members", "unmentioned_terms", "verify"]
