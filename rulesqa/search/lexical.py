"""Lexical retrieval: bm25s over Snowball-stemmed English and Russian tokens.

Each word is stemmed by its own script, not by the document's language, so
``Поиск(X)`` inside an English rule and ``Spell`` inside a Russian question
are both stemmed correctly. Rule numbers (``208.3``, ``100.1a``) stay whole
tokens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rulesqa.text import has_cyrillic

STEMMERS = {"en": "english", "ru": "russian"}
_METHOD = "lucene"  # bm25s's default scoring, the one :meth:`LexicalIndex.token_scores` computes
_TOKEN = re.compile(r"\d+(?:\.\d+)+[a-zа-я]?|\w+")


@lru_cache(maxsize=1)
def _stemmers() -> tuple[Any, Any]:
    import Stemmer

    return Stemmer.Stemmer(STEMMERS["en"]), Stemmer.Stemmer(STEMMERS["ru"])


# Function words that still carry rule meaning ("only one", "not both", "before each combat") stay searchable.
_KEEP = frozenset("no not nor only once each all any before after more most few same against until during "
                  "off over under up down out both".split())
# Those of them whose Russian counterparts are stopwords of the Russian list, so no Russian text has a word for them
# to the search: "no", "not" (не, нет, без, ни), "only" (только), "all" (все), "before", "after" (до, после), "more"
# (больше), "during" (во время, в течение: a preposition of two words, read as none). Not "out", "up", "off": they are
# part of a verb ("runs out" is "закончиться").
UNTRANSLATED_IN_RUSSIAN = frozenset("no not nor only all before after more during".split())


@lru_cache(maxsize=1)
def untranslated_in_russian() -> frozenset[str]:
    """UNTRANSLATED_IN_RUSSIAN as tokens are: stemmed ("only" is "onli", "during" "dure")."""
    return frozenset(_stem(word, *_stemmers()) for word in UNTRANSLATED_IN_RUSSIAN)


# Question and filler words: they say how something is asked, not what about.
_QUESTION_WORDS = frozenset(
    "many much would could also happen happens happened happening work works working worked mean means meant "
    "сколько какой какая какое какие каких каким какую такое такой нужно надо бывает бывают происходит "
    "работает работают происходят произойдет случится случается случилось значит означает делать делает делают "
    "делаю делаешь сделать must may "
    # the forms of "мочь" the Russian list lacks: "может" and "можно" are in it, as "can" is in the English one
    "могут могу можем можете мог могла могло могли мочь".split()
)


@lru_cache(maxsize=1)
def _stopwords() -> frozenset[str]:
    return (all_stopwords() - _KEEP) | _QUESTION_WORDS


@lru_cache(maxsize=1)
def all_stopwords() -> frozenset[str]:
    """English and Russian function words, those that still carry rule meaning ("only", "not") included."""
    from rulesqa.lang import word_list

    return word_list("stopwords", "en") | word_list("stopwords", "ru") | _QUESTION_WORDS


# Bump when tokenize() changes what it makes of a word: an index built with another analyzer is out of date.
# 10: "can't", "cannot", "doesn't" are "not"; 9: a Russian stem's fleeting vowel is dropped ("купец" is "купц", as
# "купца" is); 8: every form of "мочь" is a stopword ("Могут ли два трамвая …?"); 7: a word hyphenated at a line's end
# is one word; 6: "must", "may" are stopwords; 5: a Russian imperative is stemmed as its infinitive
ANALYZER_VERSION = 10

# English irregular verbs: Snowball stems suffixes, so "drew" never meets "draw", nor "bought" "buy". Past tense and
# past participle -> the base form, before stemming. Forms that are more often another word are left out: "left",
# "ground" (Ground units), "wound", "bound", "lay", "bit", "rose", "shot", "lit".
_IRREGULAR_VERBS = """
arise arose arisen; bear bore borne; beat beat beaten; become became; begin began begun; bend bent; bleed bled;
blow blew blown; break broke broken; bring brought; build built; buy bought; catch caught; choose chose chosen;
come came; deal dealt; dig dug; draw drew drawn; drive drove driven; eat ate eaten; fall fell fallen; feed fed;
feel felt; fight fought; find found; flee fled; fly flew flown; forbid forbade forbidden; forget forgot forgotten;
freeze froze frozen; get got gotten; give gave given; go went gone; grow grew grown; hear heard; hide hid hidden;
hold held; keep kept; know knew known; lead led; lend lent; lose lost; make made; meet met; overcome overcame;
pay paid; rebuild rebuilt; redraw redrew redrawn; ride rode ridden; run ran; say said; see saw seen; seek sought;
sell sold; send sent; shake shook shaken; show shown; sink sank sunk; sit sat; slay slew slain; speak spoke spoken;
spend spent; stand stood; steal stole stolen; stick stuck; strike struck stricken; swear swore sworn; sweep swept;
take took taken; teach taught; tear tore torn; tell told; think thought; throw threw thrown; understand understood;
wake woke woken; wear wore worn; win won; withdraw withdrew withdrawn; write wrote written
"""
# Degrees of the adjectives the AI rules choose by: "equally close" must meet "the closest", "a stronger unit"
# "the strongest". Not "higher"/"highest", "most"/"least": which one is said is the rule.
_DEGREES = "close closer closest; near nearer nearest; far farther farthest further furthest; strong stronger " \
           "strongest; weak weaker weakest"
_BASE_FORM = {form: forms.split()[0] for table in (_IRREGULAR_VERBS, _DEGREES) for forms in table.split(";")
              for form in forms.split()[1:]}


# Texts up to this long (questions, sentences, words) are tokenized once and kept; whole chunks are not (an ingest of
# 50,000 chunks would keep them all).
_KEPT_TOKENS_CHARS = 400


def tokenize(text: str) -> list[str]:
    """Lowercased, stop-word-free, stemmed tokens of ``text``."""
    return list(_kept_tokens(text) if len(text) <= _KEPT_TOKENS_CHARS else _tokens(text))


@lru_cache(maxsize=16384)
def _kept_tokens(text: str) -> tuple[str, ...]:
    """:func:`_tokens`, kept: a question reads the same rule sentences again and again (and the query server, the
    same rules for many questions)."""
    return _tokens(text)


# A word a PDF export hyphenated at a line's end is one word: "whirl-\npool" is "whirlpool", "подго-\nтовка"
# "подготовка" (a hyphen that belongs to the word, as in "well-\nknown", is lost; far rarer in rulebooks)
_HYPHENATED = re.compile(r"(?<=[^\W\d_])-[ \t]*\n[ \t]*(?=[a-zа-яё])")


def dehyphenated(text: str) -> str:
    """``text`` with each word a line-end hyphen split joined back ("серебря-\nные" is "серебряные")."""
    return _HYPHENATED.sub("", text) if "-" in text else text


# A negation is one word however it is written: "can't", "cannot", "can not", "doesn’t" are all "not", so "What
# happens if I can't play a card?" meets "A player who cannot play a rope card …" ("can't" was two stopwords, and
# "cannot" a word of its own).
_NEGATION = re.compile(r"\b(?:can|won)(?:['’]t|not)\b|(?<=[a-z])n['’]t\b")


def _tokens(text: str) -> tuple[str, ...]:
    english, russian = _stemmers()
    stop = _stopwords()
    text = dehyphenated(text).casefold().replace("ё", "е")
    if "n" in text:
        text = _NEGATION.sub(" not", text)
    words = [w for w in _TOKEN.findall(text) if w not in stop]
    return tuple(_stem(_BASE_FORM.get(w, w), english, russian) for w in words)


# Russian rules are written in the imperative ("сбросьте", "откройте", "выберите") and asked about with the
# infinitive ("сбросить", "открыть", "выбрать"), which Snowball stems apart ("сбросьт" / "сброс"): an imperative is
# stemmed as its infinitive would be. "-ьте" is "-ить" (доставьте, поставьте, отметьте), "-йте" drops "-те"
# (откройте is открой, as открыть is stemmed), "-берите" is "-брать"; "-ите" already meets ("положите").
_RUSSIAN_IMPERATIVES = (("берите", "брать", 1), ("ьте", "ить", 3), ("йте", "й", 3))  # (ending, base, shortest stem)
_RUSSIAN_IRREGULAR = {"возьмите": "взять", "возьми": "взять"}


def _russian_base(word: str) -> str:
    if word in _RUSSIAN_IRREGULAR:
        return _RUSSIAN_IRREGULAR[word]
    for ending, base, shortest in _RUSSIAN_IMPERATIVES:
        if word.endswith(ending) and len(word) >= len(ending) + shortest:
            return word[:-len(ending)] + base
    return word


def _stem(word: str, english: Any, russian: Any) -> str:
    if word[0].isdigit():
        return word
    if not has_cyrillic(word):
        return str(english.stemWord(word))
    word = _russian_base(word)
    stem = str(russian.stemWord(word))
    # Snowball reads the "-ой" of a short noun as an adjective ending: "герой" -> "гер", but "героя" -> "геро"
    if len(stem) < 4 and word.endswith("й") and len(word) - 1 > len(stem):
        stem = word[:-1]
    elif len(stem) < 3 <= len(word) - 1:  # "юнит" -> "юн", but "юниты" -> "юнит"
        stem = word[:4]
    return _FLEETING_VOWEL.sub(r"\1", stem)


# Snowball keeps the vowel a Russian noun drops in its other forms: "купец" but "купца", "купцы" ("купц"); "рынок"
# but "рынка"; "ковёр" but "ковра"; and the genitive plural of "клетка", "лодка" is "клеток", "лодок". A stem of
# five letters or more that ends in a consonant, "е" or "о", and "ц", "к" or "р" loses that vowel, so every form of
# the word is one token (for every form of "кузнец", which keeps its "е", the token is "кузнц" all the same). Over
# the words of the corpus, the eval rulebooks, the tests and the code, this joins only forms of one word
# (клетка/клеток, купец/купца, свиток/свитка, конец/конца, песок/песком, …: 29 words of 3,727).
_FLEETING_VOWEL = re.compile(r"(?<=[^\W\d_]{2})([бвгджзклмнпрстфхцчшщ])(?:е|о)(?=[цкр]$)")


class LexicalIndex:
    """A bm25s index over chunk texts, in chunk order.

    bm25s builds and saves it; answering reads bm25s's saved matrix (each word's BM25 score in each chunk, a CSC
    matrix of ``.npy`` files and a JSON vocabulary) with numpy alone and sums the question's words' columns, as
    ``bm25s.BM25.get_scores`` does for its "lucene" scoring. Importing bm25s pulls scipy and tqdm (about 0.17 s), a
    third of what a one-question process may spend before it answers. ``tests/test_search_parts.py`` checks the
    scores equal bm25s's own.
    """

    def __init__(self, data: npt.NDArray[Any], indices: npt.NDArray[Any], indptr: npt.NDArray[Any],
                 num_docs: int, vocab: dict[str, int], bm25: Any = None):
        self.scores_matrix = {"data": data, "indices": indices, "indptr": indptr}
        self.num_docs = num_docs
        self.vocab = vocab
        self._bm25 = bm25  # the bm25s object it was built as (None when loaded): what save() writes

    @classmethod
    def build(cls, texts: Sequence[str]) -> LexicalIndex:
        import bm25s

        bm25 = bm25s.BM25(method=_METHOD)
        bm25.index([tokenize(t) for t in texts], show_progress=False)
        scores = bm25.scores
        return cls(scores["data"], scores["indices"], scores["indptr"], int(scores["num_docs"]), bm25.vocab_dict,
                   bm25)

    def save(self, folder: Path) -> None:
        if self._bm25 is None:
            raise ValueError("a loaded lexical index is saved where it was read from; build one to save it")
        self._bm25.save(str(folder), show_progress=False)

    @classmethod
    def load(cls, folder: Path) -> LexicalIndex:
        """Read what :meth:`save` wrote. A file that is not what bm25s writes is an error (ValueError, OSError)."""
        import json

        params = json.loads((folder / "params.index.json").read_text(encoding="utf-8"))
        if params.get("method") != _METHOD or (folder / "nonoccurrence_array.index.npy").exists():
            raise ValueError(f"{folder}: a bm25s index of another scoring method than {_METHOD!r}")
        vocab = json.loads((folder / "vocab.index.json").read_text(encoding="utf-8"))
        if not isinstance(vocab, dict):
            raise ValueError(f"{folder}: the vocabulary is not a mapping")
        data, indices, indptr = (np.load(folder / f"{name}.csc.index.npy", allow_pickle=False)
                                 for name in ("data", "indices", "indptr"))
        return cls(data, indices, indptr, int(params["num_docs"]), vocab)

    def __len__(self) -> int:
        return self.num_docs

    def scores(self, query: str) -> npt.NDArray[np.float32]:
        """BM25 score of every chunk for ``query`` (zeros when no token matches)."""
        return self.token_scores(tokenize(query))

    def token_scores(self, tokens: Sequence[str]) -> npt.NDArray[np.float32]:
        """BM25 score of every chunk for already tokenized (stemmed) query words."""
        scores = np.zeros(len(self), dtype=np.float32)
        matrix = self.scores_matrix
        for token in tokens:  # a word said twice counts twice, as in bm25s
            column = self.vocab.get(token)
            if column is not None:
                start, end = matrix["indptr"][column], matrix["indptr"][column + 1]
                scores[matrix["indices"][start:end]] += matrix["data"][start:end]  # a column names a chunk once
        return scores

    def best_of(self, tokens: Sequence[str]) -> npt.NDArray[np.float32]:
        """Each chunk's BM25 score for the best of the (stemmed) words, as for one word said several ways: read from
        each word's postings, so a word costs what its chunks do, not the whole index."""
        out = np.zeros(len(self), dtype=np.float32)
        matrix = self.scores_matrix
        for token in tokens:
            column = self.vocab.get(token)
            if column is not None:
                start, end = matrix["indptr"][column], matrix["indptr"][column + 1]
                rows = matrix["indices"][start:end]
                out[rows] = np.maximum(out[rows], matrix["data"][start:end])
        return out

    def containing(self, tokens: Sequence[str]) -> npt.NDArray[np.bool_]:
        """Which chunks contain every one of the (stemmed) words."""
        out = np.ones(len(self), dtype=bool)
        for token in tokens:
            column = self.vocab.get(token)
            has = np.zeros(len(self), dtype=bool)
            if column is not None:
                start, end = self.scores_matrix["indptr"][column], self.scores_matrix["indptr"][column + 1]
                has[self.scores_matrix["indices"][start:end]] = True
            out &= has
        return out

    def document_frequency(self, token: str) -> int:
        """How many chunks contain the (stemmed) word."""
        column = self.vocab.get(token)
        return 0 if column is None else int(self.scores_matrix["indptr"][column + 1]
                                            - self.scores_matrix["indptr"][column])

    def most_common(self, count: int) -> list[str]:
        """The (stemmed) words the most chunks contain, most common first; words as common as each other in
        alphabetical order. (Not in the vocabulary's order: bm25s builds it from a set, so that order changes with
        Python's string hashing from one ingest to the next, and with it which of the words tied at the cut were
        kept: the same question on the same rulebook was answered by one ingest and not by another.)"""
        vocab = self.vocab
        if not vocab:
            return []
        counts = np.diff(self.scores_matrix["indptr"])
        tokens = sorted(t for t in vocab if t and vocab[t] < len(counts))  # bm25s also keeps "" for words it dropped
        frequencies = counts[[vocab[t] for t in tokens]]
        return [tokens[i] for i in np.argsort(-frequencies, kind="stable")[:count]]

    def idf(self, token: str) -> float:
        """log(1 + N / df): rare words weigh more; a word no chunk has gets the highest weight."""
        return float(np.log1p(len(self) / max(self.document_frequency(token), 0.5)))

    def known(self, token: str) -> bool:
        """True when some chunk contains the (stemmed) word."""
        return token in self.vocab
