"""Words one language took from the other: "тундра" is "tundra", "эликсир" "elixir", "караван" "caravan".

The multilingual model's sense of a single word is weakest for just these: a loanword is a plain noun of the
game, and the model puts "тундра" only 0.65 from "tundra" and "караван" 0.67 from "caravan" (word_meaning counts a
word in full from 0.85). Spelled in Latin letters, the Russian word is the English one. Both are compared as
stems (the search's) and as words, each in a plain Latin spelling where English writes one sound several ways
("caravan" and "караван" are both "karavan"): the same stem ("пиратов", "pirates": "pirat"), or words spelled
nearly the same (SAME_SPELLING, difflib's ratio), five letters long at least. Over the words of every eval
rulebook and the bundled corpus, that pairs about fifty loanwords ("эликсир", "тундра", "локомотив", "эксперт",
"контракт", "таверна") and three false friends ("севера"/"several", "потерю"/"potters", "публикует"/"public");
shorter words or a looser spelling paired many more ("лес"/"less", "гривен"/"given", "товар"/"toward").
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from rulesqa.search.lexical import tokenize

_CYRILLIC_TO_LATIN = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i", "й": "i",
    "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f",
    "х": "h", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sch", "ъ": "", "ы": "i", "ь": "", "э": "e", "ю": "iu", "я": "ia",
}
# English spellings of one sound, written one way: "caravan" and "karavan", "elixir" and "eliksir", "saloon" "salun",
# "courier" "kurier"
_ONE_SOUND = ((re.compile(r"ph"), "f"), (re.compile(r"th"), "t"), (re.compile(r"qu"), "kv"), (re.compile(r"x"), "ks"),
              (re.compile(r"oo|ou"), "u"), (re.compile(r"c(?=[eiy])"), "s"), (re.compile(r"c"), "k"),
              (re.compile(r"w"), "v"), (re.compile(r"y"), "i"), (re.compile(r"(.)\1"), r"\1"))
# a soft sign before a vowel is the "i" English writes there: "курьер" is "courier"
_SOFT_SIGN = re.compile(r"ь(?=[аеёиоуыэюя])")
MIN_STEM = 5
SAME_SPELLING = 0.93
LONGEST = 40  # no word is longer: a hostile file's million-letter "word" is never spelled out and compared


def _latin(word: str) -> str:
    """``word`` in a plain Latin spelling, one letter for each sound where English has several."""
    spelled = "".join(_CYRILLIC_TO_LATIN.get(ch, ch) for ch in _SOFT_SIGN.sub("и", word.casefold()))
    for pattern, sound in _ONE_SOUND:
        spelled = pattern.sub(sound, spelled)
    return spelled


@lru_cache(maxsize=8192)
def _spelled(word: str) -> tuple[str, str]:
    """``word`` and its stem (the search's), both in the plain Latin spelling."""
    tokens = tokenize(word)
    return _latin(word), _latin(tokens[0]) if tokens else ""


def borrowed(word: str, other: str) -> bool:
    """Is one of these words, one Russian and one English, the other spelled in the other alphabet ("тундра" and
    "tundra", "пиратов" and "pirates")?"""
    if _cyrillic(word) == _cyrillic(other) or max(len(word), len(other)) > LONGEST:
        return False  # two words of one language are the synonyms table's business
    (said, stem), (written, written_stem) = _spelled(word), _spelled(other)
    if min(len(said), len(written)) < MIN_STEM:  # "лес"/"less", "море"/"more": short words look alike by chance
        return False
    # by their stems, whatever their endings ("пиратов", "pirates": "pirat"); else spelled nearly the same (two words
    # that start or end apart never are: told first, as a question's words meet every word of a long section)
    if stem == written_stem and len(stem) >= MIN_STEM:
        return True
    if said[0] != written[0] or abs(len(said) - len(written)) > 2:
        return False
    matcher = difflib.SequenceMatcher(None, said, written)
    return matcher.quick_ratio() >= SAME_SPELLING and matcher.ratio() >= SAME_SPELLING


def _cyrillic(word: str) -> bool:
    return any("а" <= ch <= "я" or ch == "ё" for ch in word.casefold())
