"""The bilingual glossary of game terms (``corpus/glossary.tsv``).

One term per line: English variants, Russian variants (each ``;``-separated),
a note and an optional group, tab-separated, under an ``en  ru  note  group``
header. Terms of one group are alternatives to each other (the tiers Bronze …
Azure, the unit kinds): ``verify`` reads a claim that names another member of
the group than the rule does as contradicting it. Terms are
matched on stemmed words, so inflected Russian (``колоде``, ``свитков``)
finds its entry, and a question is expanded with the other language's words
so lexical search also works across languages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesqa.errors import CorpusError
from rulesqa.search.lexical import tokenize
from rulesqa.tables import read_table, rows
from rulesqa.text import has_cyrillic

GLOSSARY_NAME = "glossary.tsv"
LANGS = ("en", "ru")


@dataclass(frozen=True)
class Term:
    en: tuple[str, ...]
    ru: tuple[str, ...]
    note: str = ""
    group: str = ""  # terms of one group are alternatives (tiers, unit kinds): naming another one is a different claim

    def variants(self, lang: str) -> tuple[str, ...]:
        return self.en if lang == "en" else self.ru

    @property
    def headword(self) -> str:
        return f"{self.en[0]} / {self.ru[0]}"


# the consonants a Russian root alternates between its verb and its participles: бросить/брошенный, возить/
# вожу, платить/плачу, водить/вожу, пустить/пущенный, пеку/печёт, двигать/движение, махать/машу
_ALTERNATING = {"с": "ш", "з": "ж", "т": "ч", "д": "ж", "к": "ч", "г": "ж", "х": "ш"}
# The past of the verbs in "-ay" the stemmer leaves as written ("bought", "paid" it makes "buy", "pay"): "Can I
# repay a loan early?" — "A loan can be repaid at any time".
_PAST_IN_AID = re.compile(r"(?<=\w)aid$")


def _fleeting_vowel(a: str, b: str) -> bool:
    """One stem is the other with a vowel before its last consonant: "марок"/"марк", "угол"/"угл"."""
    short, long = sorted((a, b), key=len)
    return len(long) == len(short) + 1 and long[-2] in "оеё" and long[:-2] + long[-1] == short


def same_stem(a: str, b: str) -> bool:
    """Equal stems, or Russian stems that differ only at the end (fleeting vowels: свиток/свитк, марок/марк) or by
    the о/а of a verb's two aspects (законч/заканчива).

    English Snowball stems are exact, and a loose ending would make "play" the stem of "player"; only "repaid", "laid"
    are their verbs, which the stemmer does not see.
    """
    if a == b:
        return True
    if not (has_cyrillic(a) and has_cyrillic(b)):
        # (most pairs end otherwise: told first, as this runs for every word of a sentence against a set of words)
        return (a.endswith("aid") or b.endswith("aid")) and _PAST_IN_AID.sub("ay", a) == _PAST_IN_AID.sub("ay", b)
    shortest = min(len(a), len(b))
    if shortest == 3 and _fleeting_vowel(a, b):  # "уголь"/"угля": "угол"/"угл", a root of three letters
        return True
    if shortest < 4:
        return False
    common = _common_prefix(a, b)
    # one a prefix of the other; or the shorter's last letter differs, from a longer stem that is one letter longer
    # at most ("свиток"/"свитк") or by a consonant of the root that alternates ("сброс"/"сброшен": сбросить,
    # сброшенный); not "остав" (оставить) and "остановк" (остановка), which share only "оста"
    if common >= max(4, shortest - 1) and (common == shortest or abs(len(a) - len(b)) <= 1
                                           or _ALTERNATING.get(a[common]) == b[common]
                                           or _ALTERNATING.get(b[common]) == a[common]):
        return True
    # a fleeting vowel before the last consonant: "марок" / "марк" (марки), "гривен" / "гривн" (гривны)
    if _fleeting_vowel(a, b):
        return True
    if _going_pair(a, b) or _going_pair(b, a):
        return True
    # a verb in "-ать" and its imperfective in "-ывать"/"-ивать": "разыграть" / "разыгрывает" (разыгра / разыгрыва),
    # "показать" / "показывает"
    short, long = sorted((a, b), key=len)
    if (len(short) >= 5 and short.endswith("а") and long.startswith(short[:-1])
            and long.startswith(("ыва", "ива"), len(short) - 1)):
        return True
    # the two aspects of a verb: the root's о is а in the imperfective, which goes on with -ива-/-ыва-
    # ("закончилась" законч / "заканчивается" заканчива); not "постоянной" / "поставить" (постоя / постав)
    if shortest < 5 or common < 3 or a[common] not in "оа" or b[common] not in "оа":
        return False
    short, long = sorted((a.replace("о", "а"), b.replace("о", "а")), key=len)
    return long.startswith(short) and long[len(short):].startswith(("ива", "ыва"))


# a verb of going with a prefix: its perfective is "-йти" ("перейти", "перейдёт"), its imperfective "-ходить"
# ("переходить"); a prefix that ends in a consonant takes an "о" before "йти" ("подойти" / "подходить")
_GOING_PERFECTIVE = re.compile(r"^[а-я]{1,4}?й[тд]")


def _going_pair(perfective: str, imperfective: str) -> bool:
    """"перейт" (перейти) and "переход" (переходить); "подойт" and "подход"; not "найт" and "заход"."""
    found = _GOING_PERFECTIVE.match(perfective)
    if found is None:
        return False
    prefix = perfective[:found.end() - 2]
    return any(imperfective.startswith(p + "ход") or imperfective.startswith(p + "хож")
               for p in {prefix, prefix.removesuffix("о")} if p)


def has_stem(words: set[str] | frozenset[str], token: str) -> bool:
    """Is ``token`` (a stemmed word) among ``words``, as :func:`same_stem` compares them?"""
    if token in words:
        return True
    if not has_cyrillic(token):  # an English stem is only itself, or the past in "-aid" of a verb in "-ay"
        if len(token) > 3 and token.endswith("aid"):
            return token[:-3] + "ay" in words
        return len(token) > 2 and token.endswith("ay") and token[:-2] + "aid" in words
    return any(same_stem(token, w) for w in words)


def _common_prefix(a: str, b: str) -> int:
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common


def contains_words(haystack: list[str], needle: list[str]) -> bool:
    """True when ``needle``'s stems stand together, in order, in ``haystack`` (Russian endings may differ)."""
    if not needle or len(needle) > len(haystack):
        return False
    return any(
        all(same_stem(haystack[i + j], needle[j]) for j in range(len(needle)))
        for i in range(len(haystack) - len(needle) + 1)
    )


class Glossary:
    def __init__(self, terms: list[Term]):
        self.terms = terms
        self._stems = [
            {lang: [tokenize(v) for v in term.variants(lang)] for lang in LANGS} for term in terms
        ]
        # first three letters of a variant's first word -> (term number, language, variant words); same_stem
        # needs a common prefix of at least four letters (or equal words), so a match shares these three.
        self._by_prefix: dict[str, list[tuple[int, str, list[str]]]] = {}
        for n, stems in enumerate(self._stems):
            for lang in LANGS:
                for variant in stems[lang]:
                    if variant:
                        self._by_prefix.setdefault(variant[0][:3], []).append((n, lang, variant))
        self._matches_cache: dict[str, list[tuple[Term, str]]] = {}

    @classmethod
    def parse(cls, text: str, path: str = GLOSSARY_NAME) -> Glossary:
        terms: list[Term] = []
        for number, fields in rows(text, path, "English<TAB>Russian<TAB>note[<TAB>group]"):
            en = tuple(v.strip() for v in fields[0].split(";") if v.strip())
            ru = tuple(v.strip() for v in fields[1].split(";") if v.strip())
            if not en or not ru:
                raise CorpusError("a term needs both an English and a Russian form", path=path, line=number)
            note = fields[2] if len(fields) > 2 else ""
            group = fields[3] if len(fields) > 3 else ""
            terms.append(Term(en, ru, note, group))
        return cls(terms)

    @classmethod
    def load(cls, path: Path) -> Glossary:
        table = read_table(path)
        return cls([]) if table is None else cls.parse(*table)

    def spans(self, tokens: list[str]) -> list[tuple[int, int, Term]]:
        """Where terms stand in ``tokens`` (stemmed words): (start, end, term), the longest term at each place,
        left to right, none overlapping ("AI Deck" rather than "AI" and "Deck")."""
        out: list[tuple[int, int, Term]] = []
        i = 0
        while i < len(tokens):
            longest = max(((len(variant), n) for n, _, variant in self._by_prefix.get(tokens[i][:3], ())
                           if i + len(variant) <= len(tokens)
                           and all(same_stem(tokens[i + j], variant[j]) for j in range(len(variant)))),
                          default=None)
            if longest is None:
                i += 1
                continue
            out.append((i, i + longest[0], self.terms[longest[1]]))
            i += longest[0]
        return out

    def matches(self, text: str) -> list[tuple[Term, str]]:
        """Terms named in ``text``, with the language they were found in.

        A longer term hides the shorter ones inside it ("Spell Deck" hides "Deck").
        """
        cached = self._matches_cache.get(text)
        if cached is not None:
            return cached
        tokens = tokenize(text)
        best: dict[int, tuple[str, int]] = {}  # term -> (language found in, longest variant found)
        for i, token in enumerate(tokens):
            for n, lang, variant in self._by_prefix.get(token[:3], ()):
                if i + len(variant) <= len(tokens) and all(
                        same_stem(tokens[i + j], variant[j]) for j in range(len(variant))):
                    found = best.get(n)
                    # English first, as before; within a language the longest variant
                    if found is None or (found[0] == lang and len(variant) > found[1]) or (
                            found[0] == "ru" and lang == "en"):
                        best[n] = (lang, len(variant))
        found_terms = [(self.terms[n], lang, size) for n, (lang, size) in sorted(best.items())]
        result = [(term, lang) for term, lang, size in found_terms
                  if not any(size < other_size and _covers(other, term, lang)
                             for other, other_lang, other_size in found_terms if other_lang == lang)]
        if len(self._matches_cache) > 4096:
            self._matches_cache.clear()
        self._matches_cache[text] = result
        return result

    def lookup(self, term: str) -> list[Term]:
        """Entries for a term typed in either language: exact matches, else entries containing it."""
        wanted = tokenize(term)
        if not wanted:
            return []

        def same(a: list[str], b: list[str]) -> bool:
            return len(a) == len(b) and all(same_stem(x, y) for x, y in zip(a, b, strict=True))

        exact = [t for t, stems in zip(self.terms, self._stems, strict=True)
                 if any(same(wanted, v) for lang in LANGS for v in stems[lang])]
        if exact:
            return exact
        return [t for t, stems in zip(self.terms, self._stems, strict=True)
                if any(contains_words(v, wanted) for lang in LANGS for v in stems[lang])]

    def names_in(self, text: str, lang: str) -> list[list[list[str]]]:
        """For each term ``text`` names, its names in ``lang``, stemmed: every one when it was asked in the other
        language, and the rulebook's headword when it was asked by another word of the same one ("shoot" ->
        "Ranged"). Nothing for a term asked by its headword ("remove"): the question's own words say it."""
        asked = tokenize(text)
        out = []
        for term, found_in in self.matches(text):
            if found_in != lang:
                out.append([tokenize(name) for name in term.variants(lang)])
                continue
            headword = tokenize(term.variants(lang)[0])
            if not all(any(same_stem(t, a) for a in asked) for t in headword):
                out.append([headword])
        return out


def _covers(longer: Term, shorter: Term, lang: str) -> bool:
    """True when a variant of ``shorter`` lies inside a variant of ``longer``."""
    return any(contains_words(tokenize(big), tokenize(small))
               for big in longer.variants(lang) for small in shorter.variants(lang))


def occurrences(term: Term, chunks: list[Any]) -> list[str]:
    """Ids of the chunks whose text names the term, in either language."""
    variants = [tokenize(v) for lang in LANGS for v in term.variants(lang)]
    return [c.id for c in chunks if any(contains_words(tokenize(c.text), v) for v in variants if v)]
