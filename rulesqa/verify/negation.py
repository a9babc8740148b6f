"""The negation checks: can / cannot, может / не может; and "can attack" against a rule that says it "cannot act"
at all.

A claim word said the other way round in the rule (negated in one, not in the other) is a flip, read clause by
clause: a negation reaches to the end of its clause ("не может атаковать ударом и выступать защитником") and a
short list goes on under it ("no Board, resources or Town"). The word the negation stands before decides first
("does not **apply** to them"); a flip also needs the rule's clause to speak of what the claim does, and the
two to say it of the same thing ("go into your hand" is not "not go on top of your Deck").
"""

from __future__ import annotations

import functools
import re

from rulesqa.verify.patterns import CLAUSE_END, RESTRICTIVE, UNRESTRICTED, WORD

_NEGATIONS = {
    "not", "no", "never", "cannot", "can't", "cant", "don't", "dont", "doesn't", "doesnt", "isn't", "isnt", "aren't",
    "arent", "won't", "wont", "neither", "nor", "none", "nothing", "unable", "impossible", "forbidden", "prohibited",
    "without", "не", "нельзя", "нет", "никогда", "ни", "невозможно", "запрещено", "запрещена", "запрещен",
    "запрещены", "недопустимо", "без",
}
# Words a limit or a rule is said to apply with: "count toward the limit" is "the limit applies" ("the limit of
# one Spell per Combat Round does not apply to them"). Stems.
_APPLY = ("count", "appli", "affect", "распространя", "учитыва", "засчитыва", "счита")
_SAME_SENSE = {word: tuple(w for w in _APPLY if w != word) for word in _APPLY}
_PRONOUNS = "it its they them their he she him her он она оно они его её ее их ему ей им нём нем ней них"
_CLAUSE_BREAK = re.compile(r"[;:,()]|\s[-–—]\s|\b(?:but|unless|except|if|when|or|но|а|если|кроме|когда|или)\b", re.I)
# "off your Hand Limit", "off the Spell limit": the rulebook's short way of saying "does not count toward"
_OFF_LIMIT = re.compile(r"\boff(?=\s+(?:[\w-]+\s+){0,3}limit)", re.I)
_LIST_SEPARATORS = frozenset({",", "or", "или"})
_LIST_ITEM = 2  # at most this many words: a list item, not a clause of its own
_SUBJECTS = frozenset("i you he she it we they я ты он она оно мы вы они".split())
# the verb after "no …" that ends what "no" negates: "has no valid target is wasted", "no Board, and it is …"
_VERBS_AFTER_NO = frozenset("is are was were be been can cannot may must will would should does do did goes go gets "
                            "get becomes become может могут можно должен должна должны".split())
# "no" and "without" negate the noun after them, not the clause: "a climber without rope tokens can enter" says "can
# enter" (of such a climber), which "… cannot enter" denies
_NOUN_NEGATIONS = frozenset({"no", "without", "без"})
# a Russian negation that may end its clause and then negates the whole of it: "но продать сырое изделие нельзя",
# "Во время метели охота запрещена"
_CLOSING_NEGATIONS = frozenset({"нельзя", "невозможно", "запрещено", "запрещена", "запрещен", "запрещены",
                                "недопустимо"})


def _masked(text: str) -> str:
    """``text`` with its quantifier phrases blanked (they are the quantifier check's) and "off … limit" read
    as the negation it is."""
    return _OFF_LIMIT.sub("not", UNRESTRICTED.sub(" ", RESTRICTIVE.sub(" ", text)))


@functools.lru_cache(maxsize=1024)
def _read(text: str) -> tuple[tuple[tuple[tuple[str, bool], ...], ...], frozenset[str]]:
    """``text`` read once: each clause as its stemmed words, each with whether it stands under a negation in that
    clause; and the word each negation stands before (see :func:`negated_heads`)."""
    from rulesqa.search.lexical import tokenize

    pieces = re.split(f"({_CLAUSE_BREAK.pattern})", _masked(text), flags=re.I)
    clauses: list[list[tuple[str, bool]]] = []
    heads: set[str] = set()
    separator = ""
    for n, clause in enumerate(pieces):
        if n % 2:  # the separator before the next clause
            separator = clause.strip().casefold()
            continue
        # "unless" is "if not": "loses its next turn unless its owner pays 1 leaf token" says "pays" negated, as "…,
        # если владелец не заплатит 1 лист" does
        negated, after_negation, words = separator == "unless", False, list[tuple[str, bool]]()
        determiner = False  # "no" before a noun: "a unit that has no valid target is wasted" — "no" stops at "is"
        said = WORD.findall(clause.casefold().replace("’", "'"))
        if len(said) > 1 and said[-1] in _CLOSING_NEGATIONS:  # "продать сырое изделие нельзя" is "нельзя продать
            said = [said[-1], *said[:-1]]  # сырое изделие"
        for word in said:
            if word in _NEGATIONS or word.endswith("n't"):
                negated = after_negation = True
                determiner = word in _NOUN_NEGATIONS
                continue
            if determiner and word in _VERBS_AFTER_NO:
                negated = determiner = False
            tokens = tokenize(word)
            if after_negation and tokens:
                heads.add(tokens[0])
                after_negation = False
            words.extend((token, negated) for token in tokens)
        # "have no Board, resources or Town": a short item of a list goes on under the negation before it; a
        # clause with a subject of its own is no item (", and they are more expensive there")
        if (clauses and clauses[-1] and clauses[-1][-1][1] and separator in _LIST_SEPARATORS
                and 0 < len(words) <= _LIST_ITEM and not negated
                and _SUBJECTS.isdisjoint(WORD.findall(clause.casefold()))):
            words = [(token, True) for token, _ in words]
        clauses.append(words)
    return tuple(tuple(c) for c in clauses), frozenset(heads)


def _clauses(text: str) -> tuple[tuple[tuple[str, bool], ...], ...]:
    """Each clause as its stemmed words, each with whether it stands under a negation in that clause."""
    return _read(text)[0]


def negated_heads(text: str) -> frozenset[str]:
    """The word each negation stands before, stemmed: "does not apply to them" -> "appli"; "cannot Defend" ->
    "defend". The negation says that of it; the other words of the clause only say what it is about."""
    return _read(text)[1]


def _complements(text: str, token: str, pronouns: set[str]) -> list[list[str]]:
    """The words after each ``token`` in its clause of ``text``, up to the next ``token`` (pronouns aside): what
    it is said of. "cannot surrender and you cannot surrender to them" says "surrender" twice, of the AI Heroes
    ("them") both times."""
    for clause in _clauses(text):
        words = [w for w, _ in clause]
        if token in words:
            at = [i for i, w in enumerate(words) if w == token]
            return [[w for w in words[i + 1:j] if w not in pronouns] for i, j in zip(at, [*at[1:], len(words)],
                                                                                     strict=True)]
    return []


def _clause_of(text: str, token: str, pronouns: set[str]) -> list[str]:
    """The other words of the clause of ``text`` that says ``token`` (pronouns aside)."""
    for clause in _clauses(text):
        words = [w for w, _ in clause]
        if token in words:
            return [w for w in words if w != token and w not in pronouns]
    return []


_CYRILLIC = re.compile(r"[а-яё]", re.I)


def _same_word(a: str, b: str) -> bool:
    """Two stemmed words that say the same: one stem, or one number ("below zero" is "below 0")."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.verify.numbers import number_value

    value = number_value(a)
    return same_stem(a, b) or (value is not None and value == number_value(b))


_CONDITION_WORD = frozenset({"if", "unless", "when", "если", "когда"})


@functools.lru_cache(maxsize=1024)
def negative_conditions(text: str) -> frozenset[str]:
    """Stemmed words under a negation in a clause that states a condition ("if there is no target of the same
    tier" -> "target", "same", "tier"); an empty set for a negated condition without words ("if impossible")
    is told apart by :func:`has_negative_condition`."""
    pieces = re.split(f"({_CLAUSE_BREAK.pattern})", _masked(text), flags=re.I)
    clauses = _clauses(text)
    out: set[str] = set()
    for n in range(2, len(pieces), 2):
        if pieces[n - 1].strip().casefold() in _CONDITION_WORD and n // 2 < len(clauses):
            out.update(token for token, negated in clauses[n // 2] if negated)
    return frozenset(out)


# a condition of something missing, said without a negation: "when the last Spell on a Scroll is gone"
_ABSENT = re.compile(r"\b(?:gone|empty|run\s+out|runs\s+out|missing|пуст\w*|законч\w*|кончи\w*|опусте\w*)\b", re.I)


def has_negative_condition(text: str) -> bool:
    """Whether ``text`` states a condition of something missing: "if impossible", "if there are no Ranged
    targets", "when the last Spell … is gone", "если нет"."""
    pieces = re.split(f"({_CLAUSE_BREAK.pattern})", _masked(text), flags=re.I)
    return any(pieces[n - 1].strip().casefold() in _CONDITION_WORD
               and (any(w in _NEGATIONS or w.endswith("n't") for w in WORD.findall(pieces[n].casefold()))
                    or _ABSENT.search(pieces[n]) is not None)
               for n in range(2, len(pieces), 2))


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

    def same_object(token: str, rule_word: str) -> bool:
        """What follows the word says of what: "go straight into your hand" is not "not go on top of your Deck".
        Different only when both go on and share no word."""
        said = next(iter(_complements(claim, token, pronouns)), [])
        if said and _CYRILLIC.search(claim):  # Russian puts the object where it likes: "Сырое изделие можно продать
            said = _clause_of(claim, token, pronouns)  # на ярмарке" sells "сырое изделие" too
        stated = _complements(sentence, rule_word, pronouns)
        return not said or not stated or any(not words or any(_same_word(w, o) for w in words for c in said
                                                               for o in [c, *translations.get(c, [])])
                                             for words in stated)

    # "If there is no target of the same tier, …" against "…; if impossible, a lower tier": both state a case where
    # something is missing; the claim names what, and that is no flip of the rule's "same tier first"
    conditioned = negative_conditions(claim) if has_negative_condition(sentence) else frozenset()
    flipped, agreeing = [], []
    for token, signs in claimed.items():
        if len(signs) != 1 or token in conditioned:
            continue
        matches = [r for r in rule for t in [token, *translations.get(token, []), *_SAME_SENSE.get(token, ())]
                   if same_stem(t, r)]
        rule_signs = set().union(*(rule[r] for r in matches)) if matches else set()
        if len(rule_signs) == 2:  # said both ways: the clause about what the claim says it of decides
            rule_signs = _aligned_signs(claim, token, sentence, matches, translations, pronouns) or rule_signs
        if len(rule_signs) == 1 and rule_signs != signs and any(said_of(token, r) and same_object(token, r)
                                                                for r in matches):
            flipped.append(token)
        elif rule_signs == signs == {True}:
            agreeing.append(token)
    # What the negation stands before decides first: "Specialty cards do not count toward the … limit" against
    # "the limit … does not apply to them" agree on "count"/"apply", however the limit's words fall.
    heads = negated_heads(claim) | negated_heads(sentence)

    def is_head(token: str) -> bool:
        return any(same_stem(t, h) for t in [token, *translations.get(token, []), *_SAME_SENSE.get(token, ())]
                   for h in heads)

    if any(is_head(t) for t in flipped):
        return flipped
    if any(is_head(t) for t in agreeing):
        return []
    # "Scroll Spells don't count toward your hand limit" against "they do not count toward your Spell limit (you
    # may also play a hand Spell …)": "count" and "limit" are negated in both; "hand" meets another clause
    return [] if len(agreeing) > len(flipped) else flipped


_ALIGNED_MARGIN = 2  # words more in common than any other clause has


def _aligned_signs(claim: str, token: str, sentence: str, matches: list[str], translations: dict[str, list[str]],
                   pronouns: set[str]) -> set[bool] | None:
    """How the rule says ``token`` (its ``matches``) in the clause that shares the most words with the claim's
    clause saying it, when one clause shares clearly more than every other (:data:`_ALIGNED_MARGIN`); None when
    none does.

    "… apply the assigned Ability card but do not discard it; discard the AI Skill card as usual." says "discard"
    both ways; "the Ability card assigned to it is discarded as well" is of the Ability card, which the first way
    is said of. A clause with nothing but the word (and pronouns) speaks of what the clause before it names: "but
    do not discard it" is of "the assigned Ability card"."""
    from rulesqa.search.glossary import same_stem

    said = {w for w in _clause_of(claim, token, pronouns)}
    said |= {t for w in list(said) for t in translations.get(w, [])}
    scored: list[tuple[int, set[bool]]] = []
    before: set[str] = set()
    for clause in _clauses(sentence):
        signs = {negated for w, negated in clause if w in matches}
        words = {w for w, _ in clause if w not in matches and w not in pronouns}
        about = words or before
        if signs:
            scored.append((sum(1 for w in about if any(same_stem(w, o) for o in said)), signs))
        before = about
    if not scored:
        return None
    ranked = sorted(scored, key=lambda found: -found[0])
    best, signs = ranked[0]
    runner_up = ranked[1][0] if len(ranked) > 1 else 0
    # precision first: a clause decides only when it is clearly the one about it (a word more would be a tie read
    # into a flip: "Losing life is not considered as damage …, unless it is the result of a damage effect")
    return signs if best - runner_up >= _ALIGNED_MARGIN and len(signs) == 1 else None


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
        for word in WORD.findall(text[match.end():])[:4]:
            if word.casefold() in _BESIDE_MODAL:
                continue
            tokens = tokenize(word)
            if tokens:
                out.append((tokens[0], permitted))
            break
    return out


def forbidden_in_general(claim: str, sentence: str, translations: dict[str, list[str]] | None = None) -> list[str]:
    """Actions the claim permits that the sentence forbids by forbidding every action: "Существо может
    атаковать в тот ход …" against "оно не может действовать (но может выступать в защиту) в тот ход …".
    An action the sentence permits by name is not forbidden: the exception "но может выступать в защиту" permits
    "выступать" and, by the words it permits it with, "defend" in a claim across languages (``translations``: a
    claim word -> the rule-language words for it)."""
    from rulesqa.search.glossary import same_stem

    stated = modal_phrases(sentence)
    if not any(not ok and words[0] in _ANY_ACTION for words, ok in stated):
        return []
    allowed = [word for words, ok in stated if ok for word in words]
    translations = translations or {}
    return [action for action, ok in modal_actions(claim)
            if ok and action not in _ANY_ACTION
            and not any(same_stem(name, a) for name in [action, *translations.get(action, [])] for a in allowed)]


def modal_phrases(text: str) -> list[tuple[list[str], bool]]:
    """(stemmed words, permitted?) for each modal of ``text``: the action first, then the words it is said with,
    to the end of its clause ("может выступать в защиту" -> (["выступа", "защит"], True))."""
    from rulesqa.search.lexical import tokenize

    out = []
    for match in _MODAL.finditer(text):
        permitted = not (match.group("no") or match.group("not"))
        clause = CLAUSE_END.split(text[match.end():match.end() + _PHRASE_REACH], maxsplit=1)[0]
        words = [t for word in WORD.findall(clause) if word.casefold() not in _BESIDE_MODAL
                 for t in tokenize(word)][:_PHRASE_WORDS]
        if words:
            out.append((words, permitted))
    return out


_PHRASE_WORDS = 4
_PHRASE_REACH = 200  # characters: a phrase of four words is within them (and a text of modals is read in linear time)


def as_written(text: str, stems: list[str]) -> list[str]:
    """The words of ``text`` whose stems are ``stems``, as the player wrote them ("выступа" -> "выступать")."""
    from rulesqa.search.lexical import tokenize

    written: dict[str, str] = {}
    for word in WORD.findall(text):
        for stem in tokenize(word):
            written.setdefault(stem, word)
    return [written.get(stem, stem) for stem in stems]
