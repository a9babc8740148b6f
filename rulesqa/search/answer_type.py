"""What kind of answer a question asks for, and whether a rule can give it.

Classic question answering checks the *answer type* before trusting a
passage: "how many …?" wants a quantity, and a rule that states none cannot
answer it however close its words are ("Сколько карт нужно взять в начале
хода?" matches the rule on playing cards on your Turn, which names no
number). Only the quantity type is checked: it is common at the table, and
its test — does the rule state a number? — is reliable in both languages.
The number must also be said of what is counted: "How many creatures can a
player control?" is not answered by 211.3, whose numbers count support
cards, in no sentence that names a creature. And it must be said where the
question's other words are: "How much does it cost to build a Mage Guild?"
is not answered by the worked example's "pays the cost of 5", said of
buying Spells. A sentence that says what limits the number ("The number of
Expert Effects per Round is limited by your Main Hero's Level") answers too.
"""

from __future__ import annotations

import functools
import re

from rulesqa.chunking import PART_WORDS, Chunk
from rulesqa.search.common_words import MONEY_EN, MONEY_RU
from rulesqa.search.glossary import has_stem
from rulesqa.search.lexical import tokenize
from rulesqa.search.player_roles import player_words
from rulesqa.text import (
    CURRENCY_NAMES,
    CURRENCY_SIGNS,
    POINT_ABBREVIATIONS,
    STEP_WORDS,
    TIMES_WORDS,
    in_language,
    is_table_row,
    sentences,
    with_lead_ins,
    without_emphasis,
    without_examples,
)

_ASKS_QUANTITY = re.compile(
    r"\bhow\s+(?:many|much)\b|\bсколько\b|\bкак\s+много\b"
    # "what is the limit / maximum …?", "какой лимит / максимум …?": a number is the answer too
    r"|\bwhat(?:'s|\s+is|\s+are)\s+the\s+(?:\w+\s+)?(?:limit|maximum|max|minimum)\b"
    r"|\bкак(?:ой|ов|ова|ая)\s+(?:\w+\s+)?(?:лимит|максимум|минимум|предел)\b"
    # "какое максимальное количество …?", "the maximum number of …"
    r"|\b(?:максимальн|минимальн)\w*\s+(?:количеств|числ)\w*",
    re.IGNORECASE)

NUMBER_WORDS = (
    # English: cardinals, "once"/"twice", "half". Not "no": it is in too many rules to count as a quantity.
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|once|twice|half|single|"
    r"unlimited|"
    # Russian stems: один/одна/одну…, два/две/двух, три/трёх, четыре…десять, раз, половина
    r"од(?:ин|на|ну|но|ного|ной|ним|ному)|дв(?:а|е|ух|умя)|тр(?:и|ех|ём|ем)|четыр\w*|пят\w*|шест\w*|"
    r"сем\w*|восем\w*|девят\w*|десят\w*|раз|половин\w*|единствен\w*"
)
_STATES_QUANTITY = re.compile(rf"\d|\b(?:{NUMBER_WORDS})\b", re.IGNORECASE)
# A limit stated: "at most 6", "no more than 5", "never have more than 8", "up to 3", "a maximum of 4", "room for 6",
# "не больше 8", "не более 2", "максимум 3", "до 3" — the answer to "What is the maximum number of …?", which the
# rule never words so.
_STATES_LIMIT = re.compile(
    r"\b(?:at\s+most|(?:no|not|never|cannot|can't)\s+(?:[\w']+\s+){0,3}more\s+than|up\s+to|(?:a\s+)?maximum\s+of|"
    r"(?:room|space)\s+for|"
    r"не\s+(?:\w+\s+){0,2}(?:больше|более)|максимум|не\s+свыше|"
    # what one can do "до 3": "может пролететь до 3 секторов" is "up to 3" (not "Пополните поляну до 6 карт", what
    # a refill comes to, nor the end of a range, "от 2 до 5")
    r"\b(?:может|могут|можно)\s+(?:[а-яё]+\s+){0,3}?до)\s+(?:\d|(?:" + NUMBER_WORDS + r")\b)",
    re.IGNORECASE)
# The question's words that ask for a limit: a rule that states one accounts for them.
# ("одновременно": "Сколько заказов может быть у игрока одновременно?" is answered by "не больше 2 … заказов")
_LIMIT_WORDS = ("maximum max most limit number simultaneously максимум максимальное максимальный предел лимит "
                "количество число одновременно")
# The words of a quantity question that ask what something holds: "How many cards fit in a basket?", "Сколько масла
# можно хранить?" — a rule that states a limit ("A basket holds at most 7 cards", "не может быть больше 6 бочек
# масла") accounts for them, in whatever words it says it.
_CAPACITY_WORDS = ("fit fits hold holds carry carries keep keeps store stores помещаться помещается помещаются "
                   "поместиться вмещать вмещает вмещаются вместить влезает хранить держать нести иметь")
# "What is the maximum number of …?", "How many … at most?", "What is the most … I can have?", "Сколько … максимум?";
# and in Russian, what one may have at a time: "Сколько корма можно иметь?", "Сколько заказов может быть у игрока?"
# (a rule that says how many one gets is not the answer: "съедает 1 жетон корма"). Not the English "How many … can I
# have/hold?": over the eval sets it answered nothing more, and put a limit of cards in play first for one about the
# hand ("How many support cards can I hold in my hand in the card game?", which the rules do not answer).
_ASKS_LIMIT = re.compile(
    r"\b(?:maximum|max|limit|at\s+most|максимум\w*|максимальн\w*|предел\w*|лимит\w*|"
    r"the\s+most\b.*\b(?:(?:can|may)\s+(?:i|you|we|a\s+player|one)|(?:i|you|we|a\s+player|one)\s+(?:can|may))\s+"
    r"(?:have|hold|keep|carry|own|take))|"
    r"^\W*сколько\b[^?]{0,60}?\b(?:можно\s+(?:иметь|держать|хранить|носить|нести)|может\s+быть\s+(?:у|на|в))\b",
    re.IGNORECASE)


# "How far", "how long", "how often" ask for a measure, as "how many" does; the rule states it in its own words ("up to
# 3 spaces", "about 40 minutes", "once per round"), never "far" or "long".
MEASURE_ASKED = re.compile(r"\bhow\s+(?:far|long|often)\b", re.IGNORECASE)


def asks_measure(question: str) -> bool:
    """Does ``question`` ask how far, how long or how often?"""
    return bool(MEASURE_ASKED.search(question))


def asks_limit(question: str) -> bool:
    """Does ``question`` ask for a limit ("What is the maximum number of stamina cubes?")?"""
    return bool(_ASKS_LIMIT.search(question))


def states_limit(text: str, of: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` states a limit with its number ("You can never have more than 8 stamina cubes."); given
    ``of`` (stemmed words of what is counted), in a sentence that names it."""
    text = without_emphasis(text)
    if not of:
        return bool(_STATES_LIMIT.search(text))
    return any(_STATES_LIMIT.search(s) and not of.isdisjoint(tokenize(s)) for s in sentences(text))


@functools.lru_cache(maxsize=1)
def capacity_tokens() -> frozenset[str]:
    """The stemmed words that ask what something holds ("fit", "помещается", "хранить", …)."""
    return frozenset(tokenize(_CAPACITY_WORDS))


@functools.lru_cache(maxsize=1)
def value_tokens() -> frozenset[str]:
    """The stemmed words that ask what something is worth ("How much renown is an island map worth?"): a number
    answers them, in whatever the game counts value ("| Island map | 4 | 8 |" under "| Map | Ink back | Renown |")."""
    return frozenset(tokenize("worth value ценность"))


@functools.lru_cache(maxsize=1)
def limit_tokens() -> frozenset[str]:
    """The stemmed words that ask for a limit ("maximum", "number", "максимальное", …)."""
    return frozenset(tokenize(_LIMIT_WORDS))


# The rule's own number ("208.3. …", "100.1a", "2. Take …") at the start of a line is a citation, not a quantity; nor
# is a number that names a limit ("ignores the 1-Spell limit"). A bare number a hard wrap put at a line's start is
# one ("… положите на неё\n2 новых жетона брёвен").
_NAMED_LIMIT = r"(?<![\w-])\w++(?:-\w++)++(?=\s+limit\b)"
# Nor is a part's number in its heading: "RULE 4 — JARS", "Раздел 2. Подготовка", "Step 3: Harvest".
# (spaces and tabs before it, not line breaks: "^\s*" read every run of blank lines once for each line)
_RULE_NUMBER = re.compile(r"^[ \t]*(?:§[ \t]?|\[)?(?:\d+(?:\.\d+)+[a-zа-я]?[.\]]?|\d+[a-zа-я]?[.)])|"
                          rf"^[ \t]*(?:{PART_WORDS}|{STEP_WORDS})[ \t]+\d+[ \t]*[:.)–—-]|" + _NAMED_LIMIT,
                          re.MULTILINE | re.IGNORECASE)
_LIMIT_NAME = re.compile(_NAMED_LIMIT, re.IGNORECASE)


# What is counted follows "how many" ("how many [Spell Scrolls] can I keep"), "maximum (of)" ("the maximum
# [level] of a hero") or "limit on/of" ("the limit on [Scrolls]"); it ends at the question's frame: a verb, a
# pronoun, a preposition. A "limit" without one is named by the word before it ("the [hand] limit").
_COUNTED_AFTER = (
    re.compile(r"\b(?:how\s+(?:many|much)|сколько|как\s+много)\s+(?P<rest>.*)", re.IGNORECASE | re.DOTALL),
    re.compile(r"\b(?:maximum|max|minimum|максимум|минимум|максимальн\w*|минимальн\w*)\s+(?:(?:of|на)\s+)?"
               r"(?P<rest>.*)",
               re.IGNORECASE | re.DOTALL),
    re.compile(r"\b(?:limit|лимит|предел)\s+(?:on|of|for|to|на)\s+(?P<rest>.*)", re.IGNORECASE | re.DOTALL),
    re.compile(r"(?<![\w'’-])(?P<rest>[\w'’-]++)\s+(?:limit|лимит|предел)\b", re.IGNORECASE),
)
_FRAME = frozenset("""
can could do does did is are was were will would should may might must have has get gets i you we they he she it
my your a an the in on at of for to from per with by
можно нужно надо может могут можешь могу должен должна есть будет дают даёт дает получает получаешь получаю
у в на за при с со по из от мне меня мой моя моё мои я ты он она они
""".split())
_FRAME_STEMS = frozenset(t for word in _FRAME for t in tokenize(word))
COUNTED_WORDS = 3
# Nouns that say "a number of" before what is counted: "the maximum number of ships", "сколько максимум свитков".
_COUNTING_NOUNS = frozenset("number amount count total maximum minimum max количество число максимум минимум".split())
# Money is counted under many names: "how much gold does Bob pay?" is answered by "pays the cost of 5", and "how
# much do I get for selling …?" / "сколько можно выручить …?" by "sell … for 2 gold each".
# A price is asked and stated in different words: "How much does a new ship cost?" - "Pay 5 coins to place a new
# ship", "Сколько стоит верблюд?" - "You can buy a camel at any oasis for 4 water". Any of these accounts for any
# other (evidence.coverage).
_PAYING = frozenset(tokenize("cost costs price pay pays paid spend spends spent стоимость стоит стоить цена платит "
                             "платить заплатить тратит тратить потратить"))
PRICE = _PAYING | frozenset(tokenize("buy buys bought purchase купить покупает покупка"))
# "buy" names no money of its own ("If you buy one at the Trading Post" counts War Machines); "for 4 water" after it
# is a price, whatever the game's money is
# … and so is what a buying action has one pay, in whatever it is paid: "Купить птицу: сбросьте 2 жетона добычи …",
# "- **Buy a bird**: discard 2 prey tokens"
_BOUGHT_FOR = re.compile(r"\b(?:buy|buys|bought|purchase\w*|купить|покупа\w*)\b[^.;:]{0,60}?\b(?:for|за)\s+\d|"
                         r"\b(?:buy|purchase|купить|купите)\b[^.;:\n]{0,40}:[*_\s]{0,6}"
                         r"(?:discard|pay|spend|return|сбросьте|заплатите|потратьте|отдайте|верните)\s+\d",
                         re.IGNORECASE)
_MONEY = _PAYING | frozenset(tokenize(f"{MONEY_EN} {MONEY_RU} earn earns sell sells selling sold выручить выручка "
                                    "заработать продать продажа"))
# Money written with its sign ("Every baron starts with $30", "costs 5 €") names no word of money: the sign is one;
# so is a currency's name ("… and 6 denarii").
_CURRENCY_AMOUNT = re.compile(rf"[{CURRENCY_SIGNS}]\s?\d|\d\s?[{CURRENCY_SIGNS}]|\d\s+{CURRENCY_NAMES}\b", re.I)


_MONEY_NAMES = _PAYING | frozenset(tokenize(f"{MONEY_EN} {MONEY_RU}"))


def money_words() -> frozenset[str]:
    """The stemmed words that name money or a price ("gold", "coins", "cost", "денег", "стоит", …), not what is
    done with it ("sell", "earn")."""
    return _MONEY_NAMES


def states_money(text: str) -> bool:
    """Does ``text`` state an amount of money with a currency sign or name ("$30", "5 €", "6 denarii")?"""
    return bool(_CURRENCY_AMOUNT.search(text))


def counted_thing(question: str) -> str:
    """The words naming what a quantity question counts ("Spell Scrolls", "очков движения"), or "" when it names
    nothing ("how much does it cost …?") or counts occurrences ("how many times …?"). "Сколько стоит X?" counts
    money: "стоит"."""
    for pattern in _COUNTED_AFTER:
        found = pattern.search(question)
        if found is None:
            continue
        rest = re.findall(r"[\w'’-]+", found.group("rest"))
        rest = _after_counting_nouns(rest)
        words: list[str] = []
        for word in rest:
            if (word.casefold() in _FRAME or len(words) == COUNTED_WORDS
                    or (words and (_is_money(word) or _RUSSIAN_VERB.match(word) or _holds(word)))):
                break
            words.append(word)
        if any(w.casefold() in TIMES_WORDS for w in words):  # "how many times …?": any number answers it
            return ""
        if words and _is_money(words[0]):
            return words[0]
        if not words:  # "how much does it cost …?": the price, when the question asks one
            return next((word for word in rest if _is_money(word)), "")
        return " ".join(words)
    return ""


def _holds(word: str) -> bool:
    """A word that asks what something holds ends what is counted: "How many stone blocks fit on a board?" counts
    stone blocks."""
    stems = tokenize(word)
    return bool(stems) and set(stems) <= capacity_tokens()


# A Russian verb after what is counted ends it: "Сколько карт берёт игрок …" counts cards, not "карт берёт игрок"
_RUSSIAN_VERB = re.compile(r"[а-яё]{2,}(?:ёт|ет|ут|ют|ит|ят|ешь|ишь|ать|ять|ить|еть|ться|тся)$", re.IGNORECASE)


def _after_counting_nouns(words: list[str]) -> list[str]:
    """``words`` from what is counted on: "[the number of] cards", "[максимум] свитков"."""
    while len(words) > 1:
        first, second = words[0].casefold(), words[1].casefold()
        if first in ("the", "a") and second in _COUNTING_NOUNS:
            words = words[1:]
        elif first in _COUNTING_NOUNS:
            words = words[2:] if second in ("of", "на") else words[1:]
        else:
            break
    return words


def _is_money(word: str) -> bool:
    return not _MONEY.isdisjoint(tokenize(word))


# Points as score sheets and tables abbreviate them: "| Crystals | VP |" counts the points of "How many points is a red
# crystal worth?"
POINTS = frozenset(tokenize("point points score очко очки очков очка"))
POINTS_ABBREVIATED = frozenset(tokenize(POINT_ABBREVIATIONS))


def sentence_states_quantity_of(sentence: str, counted: set[str]) -> bool:
    """True when ``sentence`` states a number and names one of ``counted`` (stemmed words; any number when empty).
    Money has many names ("gold", "cost", "pays"): one counts for all; points are also "VP"."""
    if not counted.isdisjoint(POINTS):
        counted = counted | POINTS_ABBREVIATED
    if not counted.isdisjoint(_MONEY):
        if states_money(sentence) or _BOUGHT_FOR.search(sentence):
            return True
        counted = counted | _MONEY
    text = _LIMIT_NAME.sub(" ", sentence.replace("ё", "е"))
    # "брёвен" and "бревна" are one word to a reader, "брев" and "бревн" to the stemmer (see glossary.same_stem)
    # (each word once: a sentence of one word said 150,000 times is read as one word)
    return bool(_STATES_QUANTITY.search(text)) and (not counted or any(has_stem(counted, t)
                                                                        for t in set(tokenize(text))))


# A sentence that says what limits a number answers "how many" without stating one: "The number of Expert Effects
# per Round is limited by your Main Hero's Level."
_CLAUSES = re.compile(r"[;:(),]")
_LIMITED = re.compile(r"\b(?:limited by|limited to|ограничен\w*)\b", re.IGNORECASE)


# … and so does one that says what the number equals: "roll the die and move that many spaces", "передвиньте фишку на
# число клеток, равное большему из выпавших значений"
_EQUALS = re.compile(r"\bthat\s{1,5}many\b|\bas\s{1,5}many\b|\bequal\s{1,5}to\b|\bравн(?:ое|ую|ый|ая|ом|ой)\b|"
                     r"\bстолько\b", re.IGNORECASE)


def says_how_many(sentence: str, counted: set[str]) -> bool:
    """True when ``sentence`` answers a "how many" question about ``counted``: it states a number of it, says
    what the number equals, or says what limits that number."""
    if sentence_states_quantity_of(sentence, counted):
        return True
    if _EQUALS.search(sentence) and (not counted or any(has_stem(counted, t) for t in set(tokenize(sentence)))):
        return True
    # the limit is said of the counted thing in the same clause: not of the Black Cubes in "(track with Black Cubes
    # on your Hero Board)" after it
    return any(_LIMITED.search(clause) and (not counted or not counted.isdisjoint(tokenize(clause)))
               for clause in _CLAUSES.split(sentence))


# Words that go with counting whatever is counted ("how many … can I have / keep / hold / per …"): they do not say
# which number is meant.
COUNTING_FRAME = frozenset(tokenize("have has hold holds keep keeps carry carries own owns get gets contain "
                                     "contains per each at once time иметь держать хранить носить")) | _FRAME_STEMS


# Whose the counted things are: nearly every rule says "player", so on its own it does not say which number is meant
# (strict reading, see answers_how_many).
_WHOSE = player_words()


_TITLE_WORDS = frozenset(tokenize("variant variants mode modes rules вариант варианты режим правила"))


def answers_how_many(chunk: Chunk, counted: set[str], context: set[str], strict: bool = False,
                     limit: bool = False, whose_apart: bool = False, roles: frozenset[str] = frozenset()) -> bool:
    """True when a sentence of the rule says how many of ``counted`` (see :func:`says_how_many`) and shares a word
    of the question's ``context`` (its other words, stemmed), when it has any: "How much does it cost to build a
    Mage Guild?" is not answered by "pays the cost of 5" in a sentence about buying Spells.

    ``strict``, to put a section first rather than to let it answer: a title that names only the counted thing
    ("Support cards" for "How many support cards can I hold in my hand?") and the word "player" say nothing of
    where the number is, and a question about a ``limit`` ("… at most?") wants a sentence that states one.

    ``whose_apart``, for a question in the rule's own language: "player" does not say where the number is when the
    question says it in other words too ("Сколько карт в руке у игрока в начале игры?" is not answered by "Под
    контролем каждого игрока может быть не более одной карты поддержки"). Across languages its other words are the
    rule's nearest ones, which need not be there ("начале" is "first" to "Give each player … 3 coins").

    ``roles``, the rulebook's word for its players ("винодел"): a sentence that names them so, and not by "player",
    says the question's "player" ("Каждый винодел получает поместье, 2 участка лозы и 6 монет." in a setup whose
    other step says "Первым ходит самый младший игрок")."""
    # a section the question names by its whole title is where its numbers are: "How much does walking cost?" -
    # "Spend 1 stamina cube to move …" under "Walk"; not "Hero" of "Hero Specialty" for "How many Spells can a hero
    # learn per week?"
    # (not the "2.2" of "2.2 Each climber", nor the words any variant's title says: "Two-Player Variant" is named by
    # "in a two-player game", "Solo Mode" by "в одиночной игре")
    titled = {t for t in tokenize(chunk.heading) if not t[0].isdigit()} - _TITLE_WORDS
    named = bool(titled) and titled <= context | counted and not (strict and titled <= counted)
    context = context - counted - COUNTING_FRAME - (_WHOSE if strict else frozenset())
    # a numbered rule's examples illustrate with sample numbers ("каждый игрок получает 2 жетон молитвы"); the
    # rule's own statement is what counts
    # a FAQ entry's question says where its answer's numbers are: "… in the Work phase? No, each player takes exactly
    # one action per round."
    asked, answer = _asked_and_stated(chunk)
    price = not counted.isdisjoint(_PAYING)  # "How much does a rope token cost?": its price, not a price paid in it
    # its numbers, not the rule's own number or a list item's ("2. Take 12 pounds"), which tells the list apart
    for item, lead_in in with_lead_ins(without_examples(answer)):
        sentence, lead_in = _RULE_NUMBER.sub(" ", item), _RULE_NUMBER.sub(" ", lead_in)
        # "What is the maximum number of stamina cubes?": a sentence that states a limit says the "maximum number"
        said = context - limit_tokens() if states_limit(sentence) else context
        if strict and limit and said is context:
            continue
        # a list item completes the sentence that leads into the list: "Затем выполните одно действие:" says the
        # "действие" of "- Ловить: возьмите 2 жетона рыбы …"
        words = set(tokenize(sentence)) | set(tokenize(lead_in)) | set(tokenize(asked))
        if roles and not words.isdisjoint(roles) and words.isdisjoint(_WHOSE):
            words |= _WHOSE
        if whose_apart:
            said = said - _WHOSE or said
        # a table's header names what the numbers of its rows count: "| Map | Ink back | Renown |" over
        # "| Island map | 4 | 8 |"
        counts = says_how_many(sentence, counted) or (is_table_row(item) and bool(lead_in)
                                                      and says_how_many(f"{sentence} {lead_in}", counted))
        if counts and strict and not _counts_it(sentence, counted):
            continue  # "Each jar holds at most 4 fireflies" names jars and counts fireflies
        if counts and (not said or named or not said.isdisjoint(words)):
            if price and _paid_in(sentence, {t for t in context - PRICE if in_language(t, chunk.lang)}):
                continue
            return True
    return False


def _counts_it(sentence: str, counted: set[str]) -> bool:
    """Whether a number of ``sentence`` counts one of ``counted`` ("Give each player 3 empty jars"), or counts
    nothing it names ("at most 3 at a time", "deal 3 to each player"), to put a section first: "Each jar holds at
    most 4 fireflies" names the jars of "How many jars does each player get?" and counts fireflies. Money has many
    names, and a price is paid in them: not read so."""
    if not counted or not counted.isdisjoint(_MONEY) or not counted.isdisjoint(_PAYING):
        return True
    # (what counts nothing: "deal 3 to each player" counts the cards it deals)
    said = [set(tokenize(words)) - COUNTING_FRAME - _WHOSE for words in _NUMBER_AND_NEXT.findall(sentence)]
    return not said or any(not words or any(has_stem(counted, t) for t in words) for words in said)


# a number and the two words after it: what it counts ("costs 1 rope token")
# (past "more", "extra": "costs 1 more air token" is paid in air tokens)
_NUMBER_AND_NEXT = re.compile(rf"(?:(?<!\d)\d+|\b(?:{NUMBER_WORDS}))\s+(?:(?:more|extra|additional|fewer|less|больше|"
                              rf"меньше|дополнительн\w*)\s+)?([^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?)",
                              re.IGNORECASE)


def _paid_in(sentence: str, asked: set[str]) -> bool:
    """Whether every number of ``sentence`` counts the very thing the question asks the price of (``asked``: its
    words in the rule's language): "Moving onto an ice space costs 1 rope token" is paid in rope tokens, and says
    nothing of what a rope token costs; "Entering a rubble hex costs 2 hexes of movement" is the price of entering
    one, which "2 hexes" does not name whole."""
    counts = [set(tokenize(words)) for words in _NUMBER_AND_NEXT.findall(_RULE_NUMBER.sub(" ", sentence))]
    return bool(asked) and bool(counts) and all(all(has_stem(said, t) for t in asked) for said in counts)


# "What happens when the deck runs out?", "Что делать, если закончились свечи?": asked about something running out,
# which a rule answers only by speaking of it ("runs out", "is empty", "нет", "no cards left", "when the last Spell
# is gone", "Капитан без топлива не может действовать"); "Возьмите 2 свечи из запаса." answers "how do I get
# candles", not what to do when the supply has none.
# ("заканчивается игра" is the game ending, not running out: left out)
_ASKS_RUNNING_OUT = re.compile(
    r"\b(?:run|runs|ran|running)\s+out\b|\bempty\b|\bno\s+more\b|\bnone\s+left\b|"
    r"\bзакончил\w*|\bкончил\w*|\bпуст\w*|\bопусте\w*|\bне\s+осталось\b", re.IGNORECASE)
_SAYS_RUNNING_OUT = re.compile(
    r"\b(?:run|runs|ran|running)\s+out\b|\bempty\b|\bexhausted\b|\bdepleted\b|\bgone\b|\blast\s+card\b|"
    r"\bleft\b|\bremain\w*|\bno\b|\bnot\s+enough\b|\bисчерпа\w*|\bзаканчива\w*|\bзакончил\w*|\bкончил\w*|"
    r"\bпуст\w*|\bопусте\w*|\bосталось\b|\bостал\w*|\bнет\b|\bне\s+хватает\b|\bwithout\b|\bбез\b",
    re.IGNORECASE)


# the words a question says running out in ("runs out", "is empty", "закончились"), and what a rule says it in —
# not "no" or "left", which say a great deal else ("No player may …"): "If the boost deck is empty, shuffle …"
# accounts for "What if the boost deck runs out?" as the question words it
_RUNNING_OUT_WORDS = ("run runs ran running out empty закончился закончилась закончилось закончились кончился "
                      "кончилась кончилось кончились пуст пуста пусто пусты пустой опустел опустела опустело опустели")
_SAYS_EMPTY = re.compile(r"\b(?:run|runs|ran|running)\s+out\b|\bempty\b|\bexhausted\b|\bdepleted\b|"
                         r"\bисчерпа\w*|\bзаканчива\w*|\bзакончил\w*|\bкончил\w*|\bпуст\w*|\bопусте\w*",
                         re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def running_out_tokens() -> frozenset[str]:
    """The stemmed words that ask about something running out ("run", "out", "empty", "закончил", …)."""
    return frozenset(tokenize(_RUNNING_OUT_WORDS))


def says_empty(text: str) -> bool:
    """Does ``text`` say in so many words that something runs out or is empty ("If the deck is empty, …")?"""
    return bool(_SAYS_EMPTY.search(text))


def asks_running_out(question: str) -> bool:
    """Does ``question`` ask what happens when something runs out or is empty?"""
    return bool(_ASKS_RUNNING_OUT.search(question))


def says_running_out(text: str) -> bool:
    """Does ``text`` speak of something running out, being empty or lacking?"""
    return bool(_SAYS_RUNNING_OUT.search(text))


# An open question ("How far can a climber move?", "Что нужно, чтобы испечь хлеб?") and one answered yes or no ("Can
# I rest and move in the same round?", "Можно ли испечь хлеб без муки?"): a FAQ entry of the second kind answers
# the first only by the way.
_OPEN_QUESTION = re.compile(r"^\W*(?:how|what|when|where|who|whom|whose|which|why|сколько|что|чем|как|каков\w*|"
                            r"как(?:ой|ая|ое|ие|ую|им|их)|когда|где|куда|откуда|кто|кого|кому|зачем|почему)\b",
                            re.IGNORECASE)
_YES_OR_NO = re.compile(r"^\W*(?:can|may|could|do|does|did|is|are|was|were|must|should|will|would|am|has|have|"
                        r"if)\b|\bли\b", re.IGNORECASE)


def asks_open(question: str) -> bool:
    """Does ``question`` ask how, what, when, where, who (not a question answered yes or no)?"""
    return bool(_OPEN_QUESTION.search(question))


def asks_yes_or_no(question: str) -> bool:
    """Is ``question`` answered yes or no ("Can I …?", "Можно ли …?")?"""
    return bool(_YES_OR_NO.search(question)) and not asks_open(question)


def asks_quantity(question: str) -> bool:
    """True for "how many / how much / сколько / как много" and "what is the limit / какой лимит" questions."""
    return bool(_ASKS_QUANTITY.search(question))


def states_quantity(chunk: Chunk) -> bool:
    """True when the rule's text states a number (digits or a number word), its own rule number aside, or says what
    a number equals ("move that many spaces")."""
    text = stated(chunk).replace("ё", "е")
    return bool(_STATES_QUANTITY.search(_RULE_NUMBER.sub(" ", text)) or _EQUALS.search(text))


def stated(chunk: Chunk) -> str:
    """What ``chunk`` states: its text, but for a FAQ entry only its answer. The question's numbers are asked, not
    stated: "Can I take two actions in the Work phase? No, …" says no number of phases, and "Можно ли проехать меньше
    4 домов? Да, …" none of the houses a bicycle rides."""
    return _asked_and_stated(chunk)[1]


def _asked_and_stated(chunk: Chunk) -> tuple[str, str]:
    """A FAQ entry's question and its answer (up to and after the question's mark); ("", text) for any other rule."""
    if not chunk.is_question:
        return "", chunk.text
    asked, _, answer = chunk.text.partition("?")
    return asked, answer


# "What happens when a storm card is turned over?", "What do I do if I roll a double?", "Что происходит, когда выпал
# дубль?": a case asked of, which a rule names by opening a sentence with it ("When a storm card is turned over, every
# keeper …") (each run bounded: a question or a sentence of a million spaces is read once)
_ASKED_CASE = re.compile(
    r"^\W{0,5}(?:what\s+(?:happens|do\s+(?:i|you|we)\s+do|should\s+(?:i|you|we)\s+do)|что\s+(?:происходит|будет|"
    r"случается|делать|нужно\s+делать))\W{0,5}\s{0,20}(?:when|if|whenever|once|когда|если)\s+(?P<case>[^?]{3,300})",
    re.IGNORECASE)
_CASE_OPENED = re.compile(r"^\W{0,5}(?:when|if|whenever|once|когда|если)\s+(?P<case>[^,;:]{3,300})", re.IGNORECASE)
# a case is named by two of its words at least: "When you pass, …" is no answer to "What happens when I pass?" alone
MIN_CASE_WORDS = 2


def asked_case(question: str) -> frozenset[str]:
    """The stemmed words of the case ``question`` asks what happens in (none if it asks no such thing)."""
    asked = _ASKED_CASE.search(question)
    return frozenset(tokenize(asked.group("case"))) if asked else frozenset()


def names_case(text: str, case: frozenset[str]) -> bool:
    """Does a sentence of ``text`` open with ``case``, every word of it said before the sentence's first comma
    ("When a storm card is turned over, …")?"""
    if len(case) < MIN_CASE_WORDS:
        return False
    for sentence in sentences(text):
        opened = _CASE_OPENED.match(sentence)
        if opened is not None:
            words = set(tokenize(opened.group("case")))
            if all(has_stem(words, token) for token in case):
                return True
    return False
