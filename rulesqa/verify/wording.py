"""The wording checks: an opposite ("lowest" for "highest"), another member of a glossary group, a list that
adds a name, a changed quantifier ("any" for "only", "any number" for "at most"), and a price for what is free."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from rulesqa.search.answer_type import PRICE
from rulesqa.search.lexical import tokenize
from rulesqa.verify.numbers import counted, numbers
from rulesqa.verify.patterns import CLAUSE_END, EXCEEDING, REQUIRED, RESTRICTIVE, UNRESTRICTED, WORD

# Opposites a player swaps in a dispute: highest/lowest HP, most/least damaged. Each pair of classes holds the
# English words and the Russian stems of one side, so a Russian claim meets an English rule too ("наименьшим
# уроном" against "the most-damaged AI unit").
_OPPOSITES = [
    ({"highest", "most", "more", "higher", "largest", "greatest", "maximum", "наибольш", "наиболее", "больше",
      "высш", "максимал"},
     {"lowest", "least", "fewer", "less", "lower", "smallest", "minimum", "наименьш", "наименее", "меньше", "низш",
      "минимал"}),
    ({"first", "первы"}, {"last", "последн"}),
    ({"closest", "nearest", "ближайш"}, {"farthest", "furthest", "дальн"}),
    ({"before", "=до", "перед", "прежде", "раньше"}, {"after", "после", "позже"}), ({"ascending"}, {"descending"}),
    ({"strongest"}, {"weakest"}), ({"top", "сверху"}, {"bottom", "снизу"}),
    ({"share", "shares", "shared", "общ"}, {"separate", "собствен"}),
    ({"cheaper", "cheapest", "дешевле", "дешевл"}, {"expensive", "costlier", "pricier", "дороже", "дорогой"}),
    # who goes first and which way play passes: the table's own disputes ("the oldest player starts")
    ({"youngest", "younger", "младш"}, {"oldest", "older", "eldest", "старш"}),
    ({"clockwise"}, {"counterclockwise", "counter-clockwise", "anticlockwise", "anti-clockwise"}),
    # what becomes of a thing left over: "Unused mana is lost at the end of the turn" against "… is kept"
    ({"kept", "сохраняется", "сохраняются"}, {"lost", "теряется", "теряются", "сгорает", "сгорают"}),
]


# The word's own opposite, when a side holds several: "lower" is answered by "higher" rather than by "more";
# across languages too ("дешевле" by "expensive")
_PAIRS = [("higher", "lower"), ("highest", "lowest"), ("most", "least"), ("more", "fewer"), ("largest", "smallest"),
          ("maximum", "minimum"), ("больше", "меньше"), ("наибольш", "наименьш"), ("высш", "низш"),
          ("максимал", "минимал"), ("наиболее", "наименее"), ("наименее", "most"), ("наиболее", "least"),
          ("cheaper", "expensive"), ("cheapest", "expensive"), ("дешевле", "дороже"),
          ("cheaper", "дороже"), ("дешевле", "expensive"), ("more", "less")]
_PARTNER: dict[str, set[str]] = {}
for _a, _b in _PAIRS:
    _PARTNER.setdefault(_a, set()).add(_b)
    _PARTNER.setdefault(_b, set()).add(_a)


def says_the_opposite_word(claim: str, sentence: str) -> bool:
    """Whether ``sentence`` names the very opposite of a comparative of the claim ("expensive" for "cheaper")."""
    forms = {partner for word in WORD.findall(claim) for form, partners in _PARTNER.items()
             if _has({word.casefold()}, form) for partner in partners}
    return _first_of(sentence, forms, {w.casefold() for w in WORD.findall(claim)}) is not None


def _has(words: set[str], form: str) -> bool:
    """English forms are whole words, Russian ones stems; "=до" is the Russian word "до" alone (as a stem it would
    be the start of "доспех")."""
    if form.startswith("="):
        return form[1:] in words
    return form in words if form.isascii() else any(w.startswith(form) for w in words)


# "both" where the rule gives a choice of one: "choose one when played", "either … or", "одно из", "либо … либо"
_BOTH = re.compile(r"\b(?:both|оба|обе|обоих)\b", re.I)
_CHOICE_OF_ONE = re.compile(
    r"\b(?:choose|pick|select)\s+(?:only\s+)?(?:one|which)\b|\beither\b|\bвыб\w+\s+одн\w*|\bлибо\b", re.I)


# "not both (at once)" is a choice of one too, and the only "both" such a rule says
_NOT_BOTH = re.compile(r"\b(?:not|не)\s+(?:both|оба|обе|обоих)\b", re.I)
_OWN = re.compile(r"\bown\s+([\w'’-]+)", re.I)
_ENEMYS = re.compile(r"\b(?:enemy|enemy's|opponent's)\s+([\w'’-]+)", re.I)


def _thing(word: str) -> str:
    """What "own" or "enemy" is said of, stemmed: the word after it, or a unit when none follows ("cast it on the
    retaliating enemy to lower …")."""
    stems = tokenize(word)
    return stems[0] if stems else "unit"


def _written(found: re.Match[str]) -> str:
    """"own unit", "enemy unit" as written; "enemy" alone when no noun follows it."""
    if tokenize(found.group(1)):
        return found.group(0)
    return found.group(0)[:found.start(1) - found.start(0)].strip()
# a claim that itself says "not … both" ("You may not use both effects at once") agrees with such a rule
_CLAIM_NOT_BOTH = re.compile(r"\b(?:not|cannot|can't|не|нельзя)\b[^,;.]*\b(?:both|оба|обе|обоих)\b", re.I)
# "the same" against "another", in both languages; Russian says them with words the stemmer cannot pair ("того же
# класса", "другого класса")
_SAME = re.compile(r"\b(?:(?:тот|того|той|те|тех|том|ту|тому|теми|тем)\s+же|same)\b", re.I)
_OTHER = re.compile(r"\b(?:друг(?:ой|ого|ая|ую|ие|их|ому|им|ими)|ин(?:ой|ого|ая|ую|ые|ых)|разн\w+|different)\b",
                    re.I)


# Opposites said in a phrase, not a word: whether a player who runs out is out of the game ("A player with no ribbon
# tokens left … stays in the game" against "… is out of the game"), in both languages
_PHRASE_OPPOSITES = [
    (re.compile(r"\b(?:is|are|gets?|goes|go|drops?)\s+out\s+of\s+the\s+(?:game|race|match)\b|"
                r"\b(?:is|are)\s+eliminated\b|\bleaves?\s+the\s+(?:game|race|match)\b|"
                r"\bвыбыва(?:ет|ют)\b|\bвыходит\s+из\s+игры\b|\bпокида(?:ет|ют)\s+игру\b", re.I),
     re.compile(r"\b(?:stays?|remains?)\s+in\s+the\s+(?:game|race|match)\b|\bis\s+not\s+eliminated\b|"
                r"\bоста[её]тся\s+в\s+игре\b|\bостаются\s+в\s+игре\b|\bне\s+выбыва(?:ет|ют)\b", re.I)),
]


def opposites(claim: str, sentence: str) -> list[tuple[str, str]]:
    """(rule's word, claim's word) for each opposite the claim says where the rule says the other."""
    out = []
    both = _BOTH.search(claim)
    not_both = _NOT_BOTH.search(sentence)
    choice = _CHOICE_OF_ONE.search(sentence) or not_both
    if both and not _CLAIM_NOT_BOTH.search(claim) and choice and (not_both or not _BOTH.search(sentence)):
        out.append((choice.group(0), both.group(0)))
    # whose unit: "when Activating your own unit" against "an enemy unit" — of the same thing, not "AI units
    # attack your own units" against "Enemy … units prioritize …"
    for one, other in ((_ENEMYS, _OWN), (_OWN, _ENEMYS)):
        said_thing = {_thing(m.group(1)): _written(m) for m in one.finditer(claim)}
        for whose in other.finditer(sentence):
            match = said_thing.get(_thing(whose.group(1)))
            if match and not other.search(claim) and not one.search(sentence):
                out.append((_written(whose), match))
                break
    for one, other in ((_OTHER, _SAME), (_SAME, _OTHER)):
        said, stated = one.search(claim), other.search(sentence)
        if said and stated and not other.search(claim) and not one.search(sentence):
            out.append((stated.group(0), said.group(0)))
    for one, other in _PHRASE_OPPOSITES:
        for claimed_phrase, stated_phrase in ((one, other), (other, one)):
            said, stated = claimed_phrase.search(claim), stated_phrase.search(sentence)
            if said and stated and not stated_phrase.search(claim) and not claimed_phrase.search(sentence):
                out.append((stated.group(0), said.group(0)))
    # Only words the other text lacks count: "groups with more lower-tier units" against "groups with more
    # higher-tier units" swaps "higher" for "lower", though both say "more".
    claim_words = {w.casefold() for w in WORD.findall(claim)}
    sentence_words = {w.casefold() for w in WORD.findall(sentence)}
    for a, b in _OPPOSITES:
        for mine, theirs in ((a, b), (b, a)):
            claimed, given = _first_of(claim, mine, sentence_words), _first_of(sentence, theirs, claim_words)
            if claimed and given:
                partner = _first_of(sentence, _PARTNER.get(claimed.casefold(), set()), claim_words)
                out.append((partner or given, claimed))
    return out


def _first_of(text: str, forms: set[str], besides: Collection[str] = ()) -> str | None:
    """The first word of ``text`` that is one of ``forms`` (English words; Russian stems), as written, among the
    words ``besides`` does not hold."""
    return next((word for word in WORD.findall(text) if word.casefold() not in besides
                 and any(_has({word.casefold()}, form) for form in forms)), None)


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


_NAME = r"(?<![\w'’-])[A-ZА-ЯЁ][\w'’-]*+"
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


# "any player's Turn", and someone else's: "another player's Turn", "an opponent's Turn", "в чужой ход", "в ход
# другого игрока"
_ANY = re.compile(
    r"\b(?:any|another|other|someone\s+else's|anyone\s+else's|(?:an\s+)?opponent's|любо[йеогмуя]\w*|чуж\w*)"
    r"\s+((?:[\w'’]+\W*){1,2})"
    r"|(?<![\w'’])([\w'’]++)\s+(?:другого|другой|чужого|любого)\s+(?:игрока|соперника|оппонента|противника)", re.I)
_ONLY = re.compile(r"\b(?:only|только|лишь)\s+((?:[\w'’]+\s*){1,4})", re.I)
# a place: "only in the winter camp", "только в зимовье" — and "in any hunting ground", "в любом угодье"
_PLACE_PREPOSITION = r"(in|at|on|into|onto|from|в|во|на|из)"
_ONLY_IN = re.compile(rf"\b(?:only|только|лишь)\s+{_PLACE_PREPOSITION}\s+[\w'’]+", re.I)
_IN_ANY = re.compile(rf"(?<!\w){_PLACE_PREPOSITION}\s+(?:any|любо[йеогмуя]\w*)\s+[\w'’]+", re.I)
# "any number of trades", "as many trades as", "любое количество сделок", "сколько угодно сделок"
_ANY_NUMBER_OF = re.compile(r"\b(?:any\s+number\s+of|as\s+many|an\s+unlimited\s+number\s+of|unlimited)\s+([\w'’]+)|"
                            r"(?<!\w)(?:любое\s+(?:количество|число)|сколько\s+угодно)\s+(\w+)", re.I)


def _preposition(word: str) -> str:
    """A place's preposition, one spelling for each: "во" is "в"."""
    return {"во": "в"}.get(word.casefold(), word.casefold())


def any_where_only(claim: str, sentence: str, translations: dict[str, list[str]] | None = None) -> bool:
    """The claim says "any" (or someone else's) of what the rule says "only" of: "on any player's Turn", "on
    another player's Turn", "в чужой ход" against "only on your Turn"."""
    return only_against_any(claim, sentence, translations) is not None


def only_against_any(claim: str, sentence: str, translations: dict[str, list[str]] | None = None
                     ) -> tuple[str, str] | None:
    """(the rule's "only …" words, the claim's "any …" words) as written, for :func:`any_where_only`."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    translations = translations or {}
    # (each phrase once: a rule that says "only on your Turn" a million times is read for it once)
    claimed = {said.group(0).strip(): set(tokenize(said.group(1) or said.group(2))) for said in _ANY.finditer(claim)}
    if claimed:
        limits = {only.group(0).strip(): (tokenize(only.group(1)),
                                          _alternative(sentence[only.start(1):only.start(1) + _ALTERNATIVE_REACH]))
                  for only in _ONLY.finditer(sentence)}
        claim_words = {t for w in tokenize(claim) for t in [w, *translations.get(w, [])]}
        for said_any, words in claimed.items():
            for said_only, (limited, alternative) in limits.items():
                if sum(1 for a in alternative if any(same_stem(a, c) for c in claim_words)) >= _ALTERNATIVE_SHARED:
                    continue  # the claim is of the other case the rule allows (see _alternative)
                if any(same_stem(t, u) for w in words for t in [w, *translations.get(w, [])] for u in limited):
                    return said_only, said_any
    # where: "in any hunting ground" against "only in the winter camp" (whatever the places are called)
    anywhere = {_preposition(said.group(1)): said.group(0).strip() for said in reversed(list(_IN_ANY.finditer(claim)))}
    if anywhere:
        for only_in in _ONLY_IN.finditer(sentence):
            if (said_there := anywhere.get(_preposition(only_in.group(1)))) is not None:
                return only_in.group(0).strip(), said_there
    return None


# a claim that shares this many words with the alternative a limit allows is of that alternative
_ALTERNATIVE_SHARED = 2
# … which is read within this many characters after "only" (its clause; and a rule that says "only …" a hundred
# thousand times is read in linear time)
_ALTERNATIVE_REACH = 300


def _alternative(rest: str) -> set[str]:
    """The stemmed words of the alternative an "only …" goes on to allow in its clause ("only on your Turn, or in a
    Combat involving your Main Hero": "combat", "involv", "main", "hero"); empty when it allows none. Which words
    join an alternative is data: rulesqa/lang/alternatives-<lang>.txt."""
    from rulesqa.lang import word_list

    joins = word_list("alternatives", "en") | word_list("alternatives", "ru")
    words = WORD.findall(_CLAUSE_END.split(rest, maxsplit=1)[0])
    at = next((i for i, word in enumerate(words) if word.casefold() in joins), None)
    if at is None:
        return set()
    after = " ".join(words[at + 1:])
    return {t for word in WORD.findall(CLAUSE_END.split(after, maxsplit=1)[0]) for t in tokenize(word)}


_CLAUSE_END = re.compile(r"[;.:()!?]")  # "only …" and its alternative are of one clause


def any_number_against_count(claim: str, sentence: str, translations: dict[str, list[str]] | None = None
                             ) -> int | None:
    """The rule's number of what the claim allows any number of: "any number of trades" against "… and make one
    trade" (though the rule allows any number of something else in the same sentence: "any number of customers")."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    translations = translations or {}
    things = {t for said in _ANY_NUMBER_OF.finditer(claim) for w in tokenize(said.group(1) or said.group(2))
              for t in [w, *translations.get(w, [])]}
    if not things:
        return None
    for value, after in counted(sentence):
        if after and (after[0] in things or any(same_stem(after[0], t) for t in things)):
            return value
    return None


def quantifier(text: str) -> str | None:
    """"unrestricted" (any number), "restrictive" (only, at most, never more than), "exceeding" (more than N,
    said without a negation), "required" (at least N, exactly N, must … all N), or ``None``."""
    if UNRESTRICTED.search(text):
        return "unrestricted"
    if REQUIRED.search(text):
        return "required"
    if RESTRICTIVE.search(text):
        return "restrictive"
    if EXCEEDING.search(text):
        return "exceeding"
    return None


# A superlative picks one out of many ("the weakest unit", "the closest"). A claim that picks by a superlative the
# deciding sentence does not use is not said by it, however close the rest: "The AI always attacks the weakest
# unit" is not supported by a rule about the unit that is about to attack. Each group is one superlative in both
# languages (English words, Russian stems); any other English "-est" word counts as its own.
_SUPERLATIVES = (
    ("closest", "nearest", "ближайш"), ("farthest", "furthest"), ("highest", "наивысш", "высш"), ("lowest", "низш"),
    ("most", "наиболее", "наибольш"), ("least", "наименее", "наименьш"), ("largest", "biggest", "крупнейш"),
    ("smallest",), ("strongest", "сильнейш"), ("weakest", "слабейш"), ("best", "лучш"), ("worst", "худш"),
    ("cheapest", "дешевейш"), ("fastest", "быстрейш"), ("slowest",),
)
# English words that end in "-est" and pick nothing out
_NOT_SUPERLATIVE = frozenset("""rest test interest forest request honest suggest west chest quest guest nest
contest protest harvest invest arrest digest modest manifest conquest priest crest pest vest zest unrest lest jest
behest earnest""".split())
# "at most" / "at least" / "не менее" are quantifiers, not superlatives
_QUANTIFIER_BEFORE = re.compile(r"\bat\s+$", re.I)


def superlatives(text: str) -> dict[str, str]:
    """The superlatives ``text`` uses: the group each belongs to (its first English word, or the word itself when
    it is in no group) -> the word as written."""
    found: dict[str, str] = {}
    for match in WORD.finditer(text):
        word = match.group(0).casefold()
        if _QUANTIFIER_BEFORE.search(text[:match.start()]):
            continue
        group = next((g for g in _SUPERLATIVES if _has({word}, g[0]) or any(_has({word}, form) for form in g[1:])),
                     None)
        if group is not None:
            found.setdefault(group[0], match.group(0))
        elif word.isascii() and word.endswith("est") and len(word) >= 6 and word not in _NOT_SUPERLATIVE:
            found.setdefault(word, match.group(0))
    return found


def missing_superlatives(claim: str, sentence: str) -> list[str]:
    """The claim's superlatives that the sentence does not use, as the claim writes them. A superlative in no
    group cannot be looked for in the other language, so across languages only the known ones count."""
    from rulesqa.text import has_cyrillic

    in_sentence = superlatives(sentence)
    across = has_cyrillic(claim) != has_cyrillic(sentence)
    known = {g[0] for g in _SUPERLATIVES}
    return [word for group, word in superlatives(claim).items()
            if group not in in_sentence and (not across or group in known)]


# "… можно выполнить дважды за ход, кроме действия «Пригласить гостя»", "any card except a Specialty card": what the
# rule says holds for all but what its exception names ("кроме того" is "moreover", no exception)
_EXCEPT = re.compile(r"\b(?:except(?:\s+for)?|other\s+than|but\s+not|за\s+исключением|кроме(?!\s+того\b))\s+"
                     r"(?P<what>[^.;:!?(),]{1,80})", re.IGNORECASE)
_EXCEPTION_WORDS = re.compile(r"\b(?:except|other\s+than|but\s+not|unless|за\s+исключением|кроме|если\s+не)\b",
                              re.IGNORECASE)


def excepted(claim: str, sentence: str, translations: dict[str, list[str]] | None = None) -> str | None:
    """What the sentence's exception names, as written, when the claim is about it and makes no exception itself:
    "Действие «Пригласить гостя» можно выполнить дважды за ход." is about the one action "Одно и то же действие
    можно выполнить дважды за ход, кроме действия «Пригласить гостя»." leaves out. Its own words only: the
    exception's words the rest of the sentence says too ("действие") name nothing in particular."""
    from rulesqa.search.glossary import same_stem

    if _EXCEPTION_WORDS.search(claim):
        return None
    found = _EXCEPT.search(sentence)
    if found is None:
        return None
    rest = set(tokenize(sentence[:found.start()] + " " + sentence[found.end():]))
    own = [t for t in tokenize(found["what"]) if t not in rest]
    claimed = [word for token in tokenize(claim) for word in (token, *(translations or {}).get(token, []))]
    if own and all(any(same_stem(t, c) for c in claimed) for t in own):
        return " ".join(found["what"].split())  # a hard wrap inside it is a space
    return None


# A price stated as none: "Venting is free.", "… to rise one layer without paying gas", "Отдых бесплатный." — not a
# free space or a free hand, which cost nothing of anyone's
_FREE = re.compile(r"\b(?:is|are)\s+(?:always\s+)?free\b|\bfor\s+free\b|\bfree\s+of\s+charge\b|\bcosts?\s+nothing\b|"
                   r"\bat\s+no\s+cost\b|\bwithout\s+paying\b|\bбесплатн\w*|\bничего\s+не\s+стоит\b|"
                   r"\bне\s+стоит\s+ничего\b|\bдаром\b|\bне\s+(?:платя|тратя)\b", re.IGNORECASE)


# the claim's price: its first number, in digits or words
_NUMBER = re.compile(r"\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|од(?:ин|на|ну|но)|дв[аеу]\w*|"
                     r"тр[иеё]\w*|четыр\w*|пят\w*|шест\w*)\b", re.IGNORECASE)


def free_against_price(claim: str, sentence: str) -> str | None:
    """The words of ``sentence`` that say a thing is free ("is free") when ``claim`` gives that thing a price
    ("Venting costs 1 gas token."): the sentence must name a word of the claim beside its price, so "Resting is free."
    says nothing of what buying gear costs. ``None`` otherwise."""
    found = _FREE.search(sentence)
    if found is None or PRICE.isdisjoint(tokenize(claim)) or not any(n > 0 for n in numbers(claim)):
        return None
    # the thing priced is named before the price, not by what it is paid in: "Burning gas costs 1 gas token" is not
    # about "… rise one layer without paying gas"
    number = _NUMBER.search(claim)
    before, after = (claim[:number.start()], claim[number.end():]) if number else (claim, "")
    priced = set(tokenize(before)) - set(tokenize(after)) - PRICE
    return found.group(0) if not priced.isdisjoint(tokenize(sentence)) else None


# A value stated as none: "Unused net tokens are worth nothing.", "Leftover cards score no points.", "Оставшиеся
# монеты не приносят очков." — against a claim that they are worth some
_WORTHLESS = re.compile(r"\bworth\s+nothing\b|\bworthless\b|\bscores?\s+(?:nothing|no\s+points)\b|\bno\s+points\b|"
                        r"\bне\s+(?:приносит|приносят|дают|даёт|дает|стоят|стоит)\s+(?:ни\s+одного\s+)?(?:очк\w*|ничего)\b|"
                        r"\bничего\s+не\s+(?:стоит|стоят|приносит|приносят|дают|даёт|дает)\b", re.IGNORECASE)
_VALUE = frozenset(tokenize("worth point points score scores очко очка очков приносит приносят"))


def worthless_against_value(claim: str, sentence: str) -> str | None:
    """The words of ``sentence`` that say a thing is worth nothing ("are worth nothing") when ``claim`` gives that
    thing a value ("Unused net tokens are worth 1 point each."): the sentence must name a word of the claim beside its
    value, as :func:`free_against_price` asks of a price. ``None`` otherwise."""
    found = _WORTHLESS.search(sentence)
    if found is None or _VALUE.isdisjoint(tokenize(claim)) or not any(n > 0 for n in numbers(claim)):
        return None
    number = _NUMBER.search(claim)
    before = claim[:number.start()] if number else claim
    valued = set(tokenize(before)) - _VALUE
    return found.group(0) if valued and valued <= set(tokenize(sentence)) else None
