"""The number check: "three scrolls" against "2 Scrolls", in digits or words, English and Russian."""

from __future__ import annotations

import functools
import re

from rulesqa.text import CURRENCY_NAMES, CURRENCY_SIGNS, POINT_ABBREVIATIONS, TIMES_WORDS
from rulesqa.verify.patterns import WORD

_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "single": 1, "once": 1, "twice": 2,
    "ноль": 0, "нуль": 0, "нуля": 0, "нулю": 0,
    "один": 1, "одна": 1, "одно": 1, "одного": 1, "одной": 1, "одну": 1, "одним": 1, "одном": 1, "одному": 1,
    "два": 2, "две": 2, "двух": 2, "двум": 2, "двумя": 2, "три": 3, "трёх": 3, "трех": 3, "трём": 3, "трем": 3,
    "тремя": 3, "четыре": 4, "четырёх": 4, "четырех": 4, "четырём": 4, "четырем": 4, "четырьмя": 4, "пять": 5,
    "пяти": 5, "пятью": 5, "шесть": 6, "шести": 6, "шестью": 6, "семь": 7, "семи": 7, "восемь": 8, "восьми": 8,
    "девять": 9, "девяти": 9, "десять": 10, "десяти": 10, "однажды": 1, "дважды": 2, "трижды": 3,
}


def number_value(word: str) -> int | None:
    """The number a single word, its stem or a digit string says ("zero" 0, "три" 3, "нул" 0, "12" 12), or ``None``."""
    word = word.casefold()
    if word.isdigit() and len(word) <= 6:
        return int(word)
    return _NUMBER_WORDS.get(word, _number_stems().get(word))


@functools.lru_cache(maxsize=1)
def _number_stems() -> dict[str, int]:
    """The number words as the search stems them ("нуля" is "нул"), where no two numbers share a stem."""
    from rulesqa.search.lexical import tokenize

    stems: dict[str, set[int]] = {}
    for word, value in _NUMBER_WORDS.items():
        for stem in tokenize(word):
            stems.setdefault(stem, set()).add(value)
    return {stem: next(iter(values)) for stem, values in stems.items() if len(values) == 1}


_PUNCTUATION = re.compile(r"[;:,()!?]|\.(?!\d)")
_RULE_NUMBER = re.compile(r"(?<![\w.])\d{1,4}+(?:\.\d{1,4}+)++[a-zа-я]?\.?")
# the number of an item of a list ("2. Каждый игрок берёт … 5 жетонов сил.") counts nothing: "Each player takes 4
# strength tokens" was told "the rule says 2"
_LIST_MARKER = re.compile(r"^([ \t]*)\d{1,3}[.)](?=\s)", re.M)  # not "\s*": a run of blank lines read once per line
# "at once" is "at the same time", not "one time", and "more than once" is not once; "the one-Spell limit" (the
# 1-Spell limit) names a limit
# … and "instead of 2" is the number a variant replaces, not one it says ("takes 3 actions instead of 2")
_AT_ONCE = re.compile(r"\b(?:at|more\s+than)\s+once\b|"
                      r"(?<![\w-])\w++(?:-\w++)++(?=\s+(?:per\s+\w+(?:\s+\w+)?\s+)?limit\b)|"
                      # "a two-player game" names a game, it counts nothing
                      r"\b\w+-players?\b|"
                      rf"\b(?:instead\s+of|rather\s+than|вместо)\s+(?:the\s+usual\s+|обычных\s+)?[{CURRENCY_SIGNS}]?"
                      rf"(?:\d{{1,6}}|{'|'.join(sorted(_NUMBER_WORDS, key=len, reverse=True))})\b", re.I)


# A group named and then listed counts its members: "belongs to a School - Air, Fire, Earth or Water" says four
# Schools ("one of five schools" is wrong) though it has no number.
_NAME = r"[A-ZА-ЯЁ][\w'’-]*+"
# (the naming word whole and bounded: a word of a million letters is read once, not once from each of its letters;
# nor after a hyphen, where "Я0-Я0-…" would start a name that runs to the end of the line from every "Я")
_LISTED = re.compile(rf"(?<![\w'’-])([\w'’]{{1,40}})\s*[-–—:(]\s*"
                     rf"({_NAME}(?:\s*,\s*{_NAME})+,?\s+(?:or|and|или|и)\s+{_NAME}|{_NAME}(?:\s*,\s*{_NAME}){{2,}})")


def _listed(text: str) -> list[tuple[int, str]]:
    """(how many, the word naming them) for each group ``text`` names and then lists."""
    return [(len(re.findall(_NAME, match.group(2))), match.group(1)) for match in _LISTED.finditer(text)]


def numbers(text: str) -> set[int]:
    """Cardinal numbers in digits or words (English, Russian), and the size of a named list; rule numbers like
    208.3 are not counted."""
    found = {count for count, _ in _listed(text)}
    text = _AT_ONCE.sub(" ", _RULE_NUMBER.sub(" ", _LIST_MARKER.sub(r"\1", text)))
    found |= {int(n) for n in re.findall(r"(?<![\w.])\d{1,6}(?![\w.]\d)", text)}
    for word in WORD.findall(text.casefold()):
        if word in _NUMBER_WORDS:
            found.add(_NUMBER_WORDS[word])
    return found


# A number at the end of its clause counts what it is the value of: "A card with no printed cost has a cost of 0"
# counts a cost, and says nothing of "2 stardust" (it told "Stations can be sold for 2 stardust" that the rule says 0)
_OF_VALUE = frozenset("of is equals равна равен равно".split())

# "раз" is a stop word to the stemmer, but "один раз" counts occurrences: one name for them in both languages
_TIMES = dict.fromkeys(TIMES_WORDS, "раз")


# Money by its sign or its currency's name counts money: "takes €25 instead of €20" and "получает 25 евро" both
# count it (not "4 singer cards" of the same sentence)
_SIGNED = re.compile(rf"[{CURRENCY_SIGNS}]\s?(\d{{1,6}})(?!\d)|(\d{{1,6}})\s?[{CURRENCY_SIGNS}]")
_CURRENCY = re.compile(rf"(\d{{1,6}})\s+{CURRENCY_NAMES}\b", re.I)


def _as_money(text: str) -> str:
    """``text`` with each sum of money written "N money"."""
    text = _SIGNED.sub(lambda m: f"{m[1] or m[2]} money", text)
    return _CURRENCY.sub(lambda m: f"{m[1]} money", text)


def counted(text: str) -> list[tuple[int, list[str]]]:
    """Each number of ``text`` with the stems of the two words after it: what it counts ("2 Scrolls").

    A number followed by a function word counts a thing left unsaid: "you may have only one at a time" counts
    the Permanents the sentence is about, not "time"; "take one to your hand", a card.
    """
    from rulesqa.search.lexical import tokenize

    out = [(count, tokenize(name)[:1]) for count, name in _listed(text)]
    # what a number counts stays in its clause
    text = _as_money(_AT_ONCE.sub(" ", _RULE_NUMBER.sub(" ", _LIST_MARKER.sub(r"\1", text))))
    for part in _PUNCTUATION.split(text.casefold()):
        words = WORD.findall(part)
        for i, word in enumerate(words):
            value = int(word) if word.isdigit() and len(word) <= 6 else _NUMBER_WORDS.get(word)
            if value is not None and i + 1 < len(words) and words[i + 1] in _TIMES:  # "один раз", "two times"
                out.append((value, [_TIMES[words[i + 1]]]))
            elif value is not None and i + 1 == len(words) and i >= 2 and words[i - 1] in _OF_VALUE:
                out.append((value, tokenize(words[i - 2])[:1]))  # "has a cost of 0": a cost
            elif value is not None:
                elided = i + 1 < len(words) and not tokenize(words[i + 1])
                out.append((value, [] if elided else [t for w in words[i + 1:i + 4] for t in tokenize(w)][:2]))
    # points as tables abbreviate them: "| Red crystal | 3 |" under "| Crystals | VP |" counts points
    return [(value, ["point" if word in _POINTS_ABBREVIATED else word for word in after]) for value, after in out]


_POINTS_ABBREVIATED = frozenset(POINT_ABBREVIATIONS.split())


def stated_for(claim: str, sentence: str, translations: dict[str, list[str]]) -> set[int]:
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
    same |= {value for value in numbers(claim) if _listed_beside(value, claim, sentence, translations)
             or _given_on_its_condition(value, claim, sentence, translations)}
    if same & stated:
        return same & stated
    # "at most six Artifacts" against "starts with 9 cards": a number that counts something else is not compared
    others = {value for value, after in counted(sentence) if after}
    return stated - others

def miscounted(claim: str, sentence: str, translations: dict[str, list[str]]) -> tuple[set[int], set[int]] | None:
    """(the rule's numbers, the claim's) when the claim gives a number of something the rule counts too, and not the
    rule's: "two Spells in one Combat Round" against "only one Spell per Combat Round" (both say "one", of
    different things)."""
    from rulesqa.search.glossary import same_stem

    stated = counted(sentence)
    for value, after in counted(claim):
        if not after:
            continue
        names = [after[0], *translations.get(after[0], [])]
        rule = {v for v, things in stated if things and any(same_stem(things[0], n) for n in names)}
        if (rule and value not in rule and not _listed_beside(value, claim, sentence, translations)
                and not _given_on_its_condition(value, claim, sentence, translations)):
            return rule, {value}
    return None


# an amount the sentence gives instead, on a condition: "4, or 6 if it stands on a hill", "2, или 3, если …"
# (each part bounded: a million spaces after "or" is read once)
_ALTERNATIVE = re.compile(r"\b(?:or|или)\s{1,20}(?P<value>\w{1,12}),?\s{1,20}(?:if|when|where|если|когда)"
                          r"\s{1,20}(?P<condition>[^.;,!?]{1,80})", re.I)


def _given_on_its_condition(value: int, claim: str, sentence: str, translations: dict[str, list[str]]) -> bool:
    """Whether the sentence gives ``value`` as the amount on a condition the claim names: "A fort's defence value is
    4, or 6 if it stands on a hill." says 6 of "A fort on a hill has a defence value of 6." (the claim names the
    hill), and only 4 of "A fort has a defence value of 6."."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    named = [t for w in tokenize(claim) for t in [w, *translations.get(w, [])] if not w.isdigit()]
    for found in _ALTERNATIVE.finditer(sentence):
        said = found["value"]
        if (int(said) if said.isdigit() else _NUMBER_WORDS.get(said.casefold())) != value:
            continue
        rest = set(tokenize(sentence[:found.start()]))
        condition = [t for t in tokenize(found["condition"]) if t not in rest]
        if any(same_stem(t, n) for t in condition for n in named):
            return True
    return False


def _listed_beside(value: int, claim: str, sentence: str, translations: dict[str, list[str]]) -> bool:
    """Whether the sentence gives ``value`` as an item of a list of amounts that names what the claim is about and
    does not repeat what it counts: "Brass gears cost 1 coin, silver gears 2 and gold gears 3." says 2 of the silver
    gears ("Серебряная шестерёнка стоит 2 монеты" is no "1 coin"), not 3. An item is the two words before its number;
    the words every item shares ("gears") say nothing of which one it is."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    named = [t for w in tokenize(claim) for t in [w, *translations.get(w, [])] if not w.isdigit()]
    words = WORD.findall(_LIST_MARKER.sub(r"\1", sentence).casefold())
    items: list[tuple[int, list[str], str]] = []  # (number, the item's words, the word after it)
    for i, word in enumerate(words):
        said = int(word) if word.isdigit() and len(word) <= 6 else _NUMBER_WORDS.get(word)
        if said is not None:
            items.append((said, [t for w in words[max(0, i - 2):i] for t in tokenize(w)],
                          words[i + 1] if i + 1 < len(words) else ""))
    shared = {t for t in {t for _, item, _ in items for t in item}
              if sum(t in item for _, item, _ in items) > 1}
    for said, item, after in items:
        own = [t for t in item if t not in shared]
        if (said == value and own and all(any(same_stem(t, n) for n in named) for t in own)
                and not tokenize(after)):  # "silver gears 2 and", "… 2." — it counts nothing after it
            return True
    return False


_ARTICLE = re.compile(r"\b(?:a|an)\s+((?:[\w'’-]+\s+){0,2}?)([\w'’-]+)", re.I)


def says_one(claim: str, sentence: str) -> bool:
    """True when the claim counts one of something and the sentence names that thing with "a"/"an": "one AI card"
    is what "you draw an AI card" says."""
    from rulesqa.search.glossary import same_stem
    from rulesqa.search.lexical import tokenize

    things = {after[0] for value, after in counted(claim) if value == 1 and after}
    if not things:
        return False
    for match in _ARTICLE.finditer(sentence):
        named = tokenize(f"{match.group(1)} {match.group(2)}")
        if any(same_stem(word, thing) for word in named for thing in things):
            return True
    return False


# Ordinal numbers: "for the second time" is not "for the third time". English words and Russian forms.
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
             "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20}
_DIGIT_ORDINAL = re.compile(r"^(\d{1,4})(?:st|nd|rd|th)$")  # "12th"
_RU_ORDINAL = re.compile(
    r"^(?:(одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат|семнадцат|восемнадцат|девятнадцат|"
    r"двадцат|перв|втор|четв[её]рт|пят|шест|седьм|восьм|девят|десят)"
    r"(?:ый|ая|ое|ой|ого|ому|ую|ым|ом|ые|ых)|(трет)(?:ий|ья|ье|ьего|ьей|ью|ьим|ьем|ьи|ьих))$")
_RU_ORDINAL_VALUES = {"перв": 1, "втор": 2, "трет": 3, "четвёрт": 4, "четверт": 4, "пят": 5, "шест": 6, "седьм": 7,
                      "восьм": 8, "девят": 9, "десят": 10, "одиннадцат": 11, "двенадцат": 12, "тринадцат": 13,
                      "четырнадцат": 14, "пятнадцат": 15, "шестнадцат": 16, "семнадцат": 17, "восемнадцат": 18,
                      "девятнадцат": 19, "двадцат": 20}


def ordinal(word: str) -> int | None:
    """The value of an ordinal number word ("second", "третий", "twelfth", "12th"), or ``None``."""
    word = word.casefold()
    if word in _ORDINALS:
        return _ORDINALS[word]
    if (digits := _DIGIT_ORDINAL.match(word)) is not None:
        return int(digits.group(1))
    found = _RU_ORDINAL.match(word)
    return _RU_ORDINAL_VALUES[found.group(1) or found.group(2)] if found else None


def ordinals(text: str) -> list[tuple[int, str, str]]:
    """(value, the stem of the word it qualifies, the ordinal as written) for each ordinal of ``text`` followed
    by a word: "runs out for the second time" -> [(2, "time", "second")]; "во второй раз" -> [(2, "раз", …)]."""
    from rulesqa.search.lexical import tokenize

    words = WORD.findall(text)
    out = []
    for i, word in enumerate(words[:-1]):
        value = ordinal(word)
        if value is None:
            continue
        after = words[i + 1].casefold()
        stem = _TIMES.get(after) or next(iter(tokenize(after)), None)
        if stem:
            out.append((value, stem, word))
    return out


def misordered(claim: str, sentence: str) -> tuple[str, str] | None:
    """(the sentence's ordinal, the claim's) as written, when both qualify the same word by different ordinals and
    the sentence never by the claim's: "the third time" against "runs out for the second time"."""
    from rulesqa.search.glossary import same_stem

    stated = ordinals(sentence)
    for value, stem, written in ordinals(claim):
        same = [(v, w) for v, s, w in stated if same_stem(s, stem)]
        if same and all(v != value for v, _ in same):
            return same[0][1], written
    return None


def fmt(values: set[int]) -> str:
    return ", ".join(str(v) for v in sorted(values))
