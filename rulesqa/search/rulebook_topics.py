"""Questions every rulebook answers in a place of its own: what players start with, how many can play, who goes
first, who wins and who wins a tie, how a game is lost, how long a game takes, how many cards a hand may hold, what a
named action or step does, what the game comes with, how to play solo, with two or in teams.

**The start of the game.** "How many coins do I start with?", "Сколько монет у игрока в начале игры?": a player asks
about the start, and the rulebook answers under "Setup" / "Подготовка к игре" without the word: "Each player takes
3 ships and 10 coins". Neither the model nor the words connect the two, so such questions were "not in the rules" on
most rulebooks. A question about the start of the game therefore ranks a section titled as the setup higher, and the
setup section accounts for its words of starting ("start", "в начале игры") as if it said them.

The start of a turn or a round is not the start of the game: "How many cards do I draw at the start of my turn?"
is left alone.

**How many can play, and who goes first.** "How many people can play Lantern Market?", "Сколько человек может
играть?": the rulebook says it once, as a range of players ("a card game for 3 to 6 players", "для 1–4 игроков"),
in a sentence that shares few of the question's words ("people", "играть") and counts "players", not "people".
"Who goes first?" is answered by "The youngest player takes the first-player marker." or "… starts the race.". A
question on such a topic ranks the sections with a sentence that says it above every other, however far behind in
meaning (in an English rulebook asked "Кто ходит первым?", "first" is in every section about the race), and that
sentence says what was asked.

**Who wins, and who wins a tie.** "Кто побеждает в игре?" is answered by "The player with the most points wins.", a
sentence of a long scoring section that says neither "game" nor anything else of the question but "wins"; "How are
ties broken?" by "… if tied, the one with more scored contracts wins.". A tie's sentence is not the winner's, and a
question about who wins a fight is not about the game's winner. (Written after seven questions of the eval
rulebooks, asked in both languages, were not answered for want of it; measured in BENCHMARKS.md, "0.11.0".) A
cooperative game is won and lost together: "When do we win?", "Когда мы проигрываем?" are answered by "You win
together as soon as …", "You lose together if …" ("0.19.0").

**How long a game takes.** In minutes ("Playing time: 40 to 60 minutes"), or, where no sentence gives it so, in the
game's own time ("The game lasts 12 rounds instead of 10.").

**How many cards a hand may hold.** "What is the hand limit?", "Сколько карт можно держать в руке?": rulebooks say it
as what to do about it ("At the end of your turn, if you hold more than 8 cards, discard down to 8.", "… discard
supply cards down to a hand of 6"), seldom with the words "hand limit", and the whole section that says it is about
something else (a turn, a camp). Only a sentence that states the limit answers: a rulebook that names a "Hand Limit"
without its number does not. (Written after six such questions of five eval rulebooks were not answered; measured in
BENCHMARKS.md, "0.16.0".)

**What a named action or step does.** "What happens in the upkeep step?", "Что даёт действие Отдохнуть?": the rulebook
lists its steps or actions as items that name them ("3. **Upkeep**: …"), in a section titled by something else; the
item that names it is the answer (see :func:`named_item`). So for a card, a weather or an event by name ("What does
the wasp card do?", "Что происходит в засуху?"), which plain text may list as lines of their own ("Засуха: пристани
закрыты, …"); where no line names it, a section titled by it ("## Обвал") says what happens then.

**What the game comes with.** "Сколько карт рукописей в игре?": the components list says "30 карт рукописей", never
"в игре"; a question that counts something "in the game" or "in the box" ranks the components list higher, and its
"in the game" is where it asks, not a word the rule must say.

**How to play solo, with two or in teams.** "Как играть одному?", "What changes in a two-player game?", "Как играть
командами?": the rulebook gives that game its own section ("10. ОДИНОЧНАЯ ИГРА", "Two-Player Game", "Team Race"), far
from the question in meaning and behind sections that say "играть"; it answers, quoted whole (see
:class:`PlayerCount`). Its rules are a variant's too, as are those of a game for five ("FIVE PLAYERS"): they rank
lower for a question that does not name that game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from rulesqa.chunking import (
    LETTERED_NUMBER,
    NUMBER_CLOSE,
    NUMBER_OPEN,
    PART_WORDS,
    PLAYER_COUNT_EN,
    PLAYER_COUNT_RU,
    SOLO_TITLE,
    TEAMS_TITLE,
    Chunk,
)
from rulesqa.lazy_re import Pattern, lazy
from rulesqa.search.answer_type import NUMBER_WORDS
from rulesqa.search.common_words import translations
from rulesqa.search.glossary import has_stem
from rulesqa.search.lexical import tokenize
from rulesqa.search.player_roles import GAME_FOR_EN, GAME_FOR_RU, PARTS_EN, PARTS_RU, TAKE_PART_RU
from rulesqa.text import STEP_WORDS, sentences

# what a game is played in, whose start is not the game's: a turn, a round, a week of play ("в начале каждой недели")
_TURN = (r"(?:turn|round|phase|go|move|action|week|season|month|day|хода|раунда|фазы|действия|недели|сезона|месяца|"
         r"дня)")
_ASKS = (
    # "start with", "starting hand", "at the start (of the game)", "at the beginning", "to begin with"
    lazy(rf"\bstart(?:s|ed)?\s+(?:the\s+game\s+)?with\b|\bstarting\s+(?!{_TURN}\b)\w+|"
               rf"\bat\s+the\s+(?:start|beginning)\b(?!\s+of\s+(?:my|your|a|an|the|each|their|his|her|every)\s+"
               rf"(?:\w+\s+)?{_TURN}\b)|\bto\s+begin\s+with\b|\bin\s+(?:the\s+)?setup\b|"
               # "Where do my barges start?": where the setup puts them
               r"\bwhere\s+(?:do|does|will)\s+(?:[\w'’]+\s+){1,3}(?:start|begin)\s*\??\s*$|"
               # "How many jars does each player get?", and no more: what the setup gives each player
               r"^\W*how\s+(?:many|much)\s+[\w'’ -]{1,40}?\s+(?:does|do)\s+(?:each|every)\s+player\s+"
               r"(?:get|receive|take)[\s?]*$|"
               # "How do I set up the target cards?": what the setup does with them
               r"^\W*how\s+(?:do|should|can)\s+(?:i|we|you)\s+set\s*up\b", re.I),
    # "в начале (игры)", "на старте", "изначально", "начальная колода", "стартовая рука", "начинает игру с"
    lazy(rf"\bв\s+начале\b(?!\s+(?:(?:своего|своей|моего|моей|его|её|каждого|каждой|нового|новой|очередного|очередной)\s+)?"
               rf"{_TURN})|"
               r"\bна\s+старте\b|\bизначально\b|\bначальн\w+|\bстартов\w+|\bпри\s+подготовке\b|"
               r"\bначина\w*\s+(?:игру|партию)\s+с[оа]?\b|"
               # "Каждый игрок начинает с 3 жетонами" (as "starts with"; not "начинает с того, что …")
               r"\bначина(?:ет|ют|ешь|ете|ем)\s+с[оа]?\s+(?!(?:того|этого|тех|чего)\b)|"
               # "Сколько банок получает каждый игрок?", and no more
               r"^\W*сколько\s+[\w -]{1,40}?\s+(?:(?:получает|берёт|берет)\s+каждый\s+игрок|"
               r"каждый\s+игрок\s+(?:получает|берёт|берет))[\s?]*$", re.I),
)
# "at the start of every third round", "в начале хода", "starts its move", "starting with the first player": the start
# of something else than the game
_OTHER_START = lazy(
    rf"\b(?:start|beginning)\s+of\s+(?:(?:my|your|a|an|the|each|their|his|her|every|this|that|next|\w+th|third|"
    rf"second)\s+){{0,3}}{_TURN}\w*|\bв\s+начале\s+(?:\w+\s+)?{_TURN}|"
    # "a barge that starts its move at a town"
    rf"\b(?:start|starts|started|starting|begin|begins|began|beginning)\s+(?:its|their|his|her|your|my|a|the)\s+"
    rf"{_TURN}\w*|"
    # "Starting with the first player and going clockwise": an order of play
    r"\b(?:starting|beginning)\s+with\s+(?:the\s+|a\s+)?(?:\w+\s+)?player\b", re.I)


# "the game" of "at the start of the game", "в начале игры": said of the start, which the setup section stands for
_GAME_OF_THE_START = lazy(r"(\b(?:start|beginning)\s+of\s+(?:the\s+|a\s+)?|\bstart(?:s|ed)?\s+)(?:the\s+)?game\b|"
                                r"(\b(?:в\s+начале|на\s+старте)\s+)(?:игры|партии)\b", re.I)


def without_the_game_of_the_start(question: str) -> str:
    """``question`` without the game its start is said of ("Сколько рыбы лежит на клетке в начале игры?" is not about
    the components "Состав игры" names): the lexical search's words for a question about the start of the game."""
    return _GAME_OF_THE_START.sub(lambda found: found.group(1) or found.group(2), question)


@lru_cache(maxsize=1)
def starting_tokens() -> frozenset[str]:
    """The stemmed words that say "start" itself ("start", "beginning", "начале"), not "game"."""
    return frozenset(tokenize("start starts starting begin begins beginning начале начало старте старт"))


def says_only_other_starts(text: str) -> bool:
    """Does ``text`` say "start" only of turns and rounds ("At the start of every third round, …")?"""
    if starting_tokens().isdisjoint(tokenize(text)):
        return False
    return starting_tokens().isdisjoint(tokenize(without_other_starts(text)))


def without_other_starts(text: str) -> str:
    """``text`` without the starts of turns and rounds it names ("At the start of every third round, …"): to a
    question about the start of the game, a rule that says "start" of a round has not said its "start"."""
    return _OTHER_START.sub(" ", text)


# a section's own title that says it is the setup: "Setup", "2. Setup", "Подготовка к игре", "Game setup", "Getting
# ready", "101. Starting the Game"
# a section's number before its title: "2. ", "2.1 "; and a step's: "Step 1: ", "Шаг 1. "
_DIGITS = rf"(?:{NUMBER_OPEN}\d+(?:\.\d+)*{NUMBER_CLOSE}?\s*|{LETTERED_NUMBER})"
_SECTION_NUMBER = rf"(?:{_DIGITS}|(?:{STEP_WORDS}|{PART_WORDS})\s+\d+\s*[:.)–—-]?\s*)?"
_SETUP_TITLE = lazy(rf"^\s*{_SECTION_NUMBER}(?:game\s+)?(?:setup|set-up|set\s+up|setting\s+up|"
                          r"preparation|getting\s+(?:started|ready)|preparing\s+(?:to\s+play|the\s+game|for\s+play)|"
                          r"before\s+(?:you|the\s+game)\s+(?:begin|start)s?|before\s+(?:you\s+)?play(?:ing)?|"
                          r"starting\s+the\s+game|start\s+of\s+(?:the\s+)?game|"
                          r"подготовка|приготовления|начало\s+игры)\b", re.I)
# the words that say "the start of the game", which the setup section stands for
# (and what each player is given then: "How many jars does each player get?" asks what the setup deals)
_START_WORDS = "start starts starting begin beginning setup game начале начало начальная начальный стартовая " \
               "стартовый старте изначально игры игра партии подготовке get gets receive receives получает " \
               "получают set"


# what a player has at the start, said outside the setup: "Each player starts with 5 water.", "В начале игры у каждого
# игрока 3 жетона", "Каждый игрок начинает игру с 10 монетами"
_SAYS_START = lazy(r"\b(?:starts?|begins?)\s+(?:the\s+game\s+)?with\b|\bat\s+the\s+(?:start|beginning)\s+of\s+"
                         r"the\s+game\b|\bначина\w*\s+(?:игру\s+|партию\s+)?(?:с|со)\b|\bв\s+начале\s+(?:игры|партии)\b",
                         re.I)


def says_start(text: str) -> bool:
    """Does ``text`` say what a player has at the start of the game, in so many words?"""
    return bool(_SAYS_START.search(text))


def asks_about_the_start(question: str) -> bool:
    """Does ``question`` ask about the start of the game (not of a turn)?"""
    return any(pattern.search(question) for pattern in _ASKS)


def is_setup(title: str) -> bool:
    """Is a section with this own title the rulebook's setup?"""
    return bool(_SETUP_TITLE.match(title))


# "Сколько карт грибов в игре?", "How many dice are in the box?": how many of a thing the game comes with, which the
# components list says ("72 mushroom cards", "30 карт рукописей") without "game" or "box" — the end of the game's
# "When the last mushroom card is picked …" says "game" and "mushroom card" instead
_IN_THE_GAME = lazy(r"(?<!\s)\s*\b(?:in\s+(?:the|this|a)\s+(?:game|box)|в\s+(?:игре|коробке|составе(?:\s+игры)?))"
                          r"(?=\s*\??\s*$)", re.I)
# a section's own title that says it lists the components: "Components", "1. Components", "Состав игры", "You need",
# "Что понадобится"
_COMPONENTS_TITLE = lazy(rf"^\s*{_SECTION_NUMBER}(?:game\s+)?(?:components|contents|"
                               r"what'?s\s+in\s+the\s+box|in\s+the\s+box|(?:what\s+)?you(?:'ll|\s+will)?\s+need|"
                               r"what\s+you\s+get|"
                               r"состав(?:\s+игры)?|компоненты|комплектация|(?:что\s+)?(?:вам\s+)?понадобится)\s*$",
                               re.I)


def asks_about_the_components(question: str) -> bool:
    """Does ``question`` ask how many of a thing there are in the game (its components)?"""
    return bool(_IN_THE_GAME.search(question))


def without_the_game_of_the_components(question: str) -> str:
    """``question`` without its "in the game": what it counts is what the components list must say."""
    return _IN_THE_GAME.sub("", question)


@lru_cache(maxsize=1)
def in_the_game_tokens() -> frozenset[str]:
    """The stemmed words of "in the game" / "в игре", which the components list stands for."""
    return frozenset(tokenize("game box игре игра игры коробке коробка составе состав"))


def in_components(chunk: Chunk) -> bool:
    """Is ``chunk`` the rulebook's list of components or a part of it?"""
    return any(_COMPONENTS_TITLE.match(title) for title in chunk.section_titles)


# A variant's rules ("Variants › Short game: each player starts with 15 pounds") rank this much lower for a question
# or a claim that does not name the variant: the rules every game uses answer it.
VARIANT_PENALTY = 0.1
# the words of a variant's titles that name no variant in particular
# (and "player": "Two-Player Game" is named by "two", not by every question about players)
_VARIANT_WORDS = ("variant variants game rules rule optional вариант варианты игра правила дополнительные "
                  "player players игрок игроков")


# how many play together, in one Russian word: "Игра вдвоём" is the "Two-Player Game" (stems)
_TOGETHER_WORDS = {"вдвоём": "two", "втроём": "three", "вчетвером": "four", "впятером": "five", "вшестером": "six"}


@lru_cache(maxsize=1)
def _together() -> dict[str, str]:
    """_TOGETHER_WORDS as stems, both ways ("вдво" for "two", "two" for "вдво")."""
    stems = {tokenize(word)[0]: number for word, number in _TOGETHER_WORDS.items()}
    return stems | {number: together for together, number in stems.items()}


def _counted_together(words: set[str]) -> set[str]:
    """``words`` with "вдво" for "two" and "two" for "вдво" (and so on to six)."""
    together = _together()
    return words | {together[word] for word in words if word in together}


def names_variant(words: frozenset[str], chunk: Chunk) -> bool:
    """Does a question or claim of these stemmed ``words`` name the variant ``chunk`` is a rule of ("short game" of
    "Variants › Short game")?"""
    named = _counted_together(set(tokenize(" ".join(chunk.variant))) - set(tokenize(_VARIANT_WORDS)))
    # "короткая" is "short"; "одному" is "одиночная" through "solo"; "вдвоём" is the "two" of "Two-Player Variant"
    words = frozenset(_counted_together(set(words)))
    translated = words.union(*(translations(word) for word in words))
    return not named.isdisjoint(translated.union(*(translations(word) for word in translated)))


@dataclass(frozen=True)
class PlayerCount:
    """A game for some number of players with rules of its own: the solo game, the two-player game, the game in
    teams."""

    name: str
    asked: Pattern  # "How do I play solo?", "What changes in a two-player game?", "Как играть вдвоём?"
    titled: Pattern  # the heading of its rules: "Solo Game", "Одиночная игра", "Two-Player Game"
    # … or a heading that names the players by their part, in a rulebook that calls them so ("Two Keepers",
    # "Для двух капитанов"): the named word's group is ``role``
    titled_by_role: Pattern | None = None

    def rules_of(self, chunk: Chunk, roles: frozenset[str] = frozenset()) -> bool:
        """Is ``chunk`` this game's rules, or a part of them? ``roles`` are the stemmed words its rulebook calls
        its players by (player_roles.roles)."""
        return any(self.titled.match(title) or (roles and self._titled_by_role(title, roles))
                   for title in chunk.section_titles)

    def _titled_by_role(self, title: str, roles: frozenset[str]) -> bool:
        named = self.titled_by_role.match(title) if self.titled_by_role else None
        return named is not None and not roles.isdisjoint(tokenize(named.group("role") or named.group("role_ru")))


_NUMBERED = rf"^\s*(?:{_DIGITS})?"
_HOW_TO_PLAY = r"\bhow\s+(?:do|does|can|should)\s+(?:i|you|we|one|it)\s+play\s+"
_HOW_IT_WORKS = r"\bhow\s+(?:does|do)\s+(?:the\s+|a\s+)?"
_WHAT_CHANGES = (r"\bwhat\s+(?:changes|is\s+different|are\s+the\s+(?:changes|differences)|differs)\s+"
                 r"(?:in|with|for)\s+(?:a\s+|the\s+)?")
_RU_HOW_TO_PLAY = r"\bкак\s+(?:играть|играют|играется|проходит\s+игра|сыграть)\s+"
_RU_WHAT_CHANGES = r"\bчто\s+(?:меняется|изменяется|отличается|по-другому)\s+(?:в|при|для)\s+"
# "What changes in the advanced variant?", "How does the Stormy Seas variant work?", "Что меняется в усложнённом
# варианте?", "Как играть в вариант «Шторм»?": how a variant plays, which its own section says, whatever its words
_ASKS_HOW_A_VARIANT_PLAYS = lazy(
    rf"{_WHAT_CHANGES}|{_HOW_IT_WORKS}[\w'’ -]{{1,40}}?\s+(?:variant|mode)\s+work\b|"
    r"\bhow\s+(?:do|does|can)\s+(?:i|you|we)\s+play\s+(?:the\s+|a\s+)?[\w'’ -]{1,40}?\s+(?:variant|mode)\b|"
    rf"{_RU_WHAT_CHANGES}|{_RU_HOW_TO_PLAY}(?:в\s+)?(?:[\w«»\" -]{{1,40}}?\s+)?вариант\w*|"
    r"\bкак\s+работает\s+(?:[\w«»\" -]{1,40}?\s+)?вариант\w*", re.I)


# "… in the advanced game?", "… в усложнённом варианте?": a variant named by a word rulebooks name their variants by
# (each name bounded: a question of a million letters is read once)
_VARIANT_NAMED = lazy(
    r"\b(?:in|with|for|during|under|using)\s+(?:the\s+|an?\s+)?(?P<name>advanced|expert|family|short|quick|campaign|"
    r"introductory|beginners?)['’]?\s+(?:game|variant|mode|rules|version)\b|"
    r"\b(?:в|во|при|для|по)\s+(?P<name_ru>продвинут[а-яё]{0,4}|усложн[её]нн[а-яё]{0,4}|экспертн[а-яё]{0,4}|"
    r"семейн[а-яё]{0,4}|коротк[а-яё]{0,4}|быстр[а-яё]{0,4})\s+(?:игр[а-яё]{0,2}|вариант[а-яё]{0,2}|режим[а-яё]{0,2}|"
    r"верси[а-яё]{0,2}|правил[а-яё]{0,3})\b", re.I)


def asked_variant_name(question: str) -> frozenset[str]:
    """The stemmed word, and its translations, that names a variant ``question`` asks about ("advanced" of "How many
    points is a port worth in the advanced game?"); none when it names none."""
    named = _VARIANT_NAMED.search(question)
    if named is None:
        return frozenset()
    words = tokenize(named.group("name") or named.group("name_ru"))
    return frozenset(words).union(*(translations(word) for word in words))


# "How do I play a short game?", "Как играть короткую партию?": a game of the rulebook's by the name of its kind, which
# a short rulebook often gives in a paragraph of its own, not under a heading ("Short game: use only 10 ship cards.",
# "Короткая игра. Для короткой партии уберите …")
_PLAYS_A_NAMED_GAME = lazy(
    rf"{_HOW_TO_PLAY}(?:a\s+|an\s+|the\s+)?(?P<name>[a-z'’-]{{2,20}}(?:\s+[a-z'’-]{{2,20}})?)\s+"
    r"(?:game|variant|version|mode)\s*\??\s*$|"
    rf"{_RU_HOW_TO_PLAY}(?:в\s+)?(?P<name_ru>[а-яё-]{{2,20}})\s+(?:партию|игру|вариант|версию|режим)\s*\??\s*$", re.I)
# the words that name a kind of game and no game in particular
_GAME_WORDS = frozenset(tokenize("game games play variant version mode rules игра игры игру партия партии партию "
                                 "вариант режим правила для"))
# what may come before the name: "For a short game, …", "Для короткой партии …"
_BEFORE_NAME = lazy(r"^\W{0,5}(?:(?:for|in|with|для|в|при)\s{1,5})?(?:(?:a|an|the)\s{1,5})?"
                          r"(?P<first>[^\W\d_][\w'’-]*)", re.I)
# a sentence opens with the game's name within this many words ("Short game: …", "Для короткой партии уберите …")
NAMED_WITHIN = 3


def named_game_asked(question: str) -> frozenset[str]:
    """The stemmed words that name the kind of game ``question`` asks how to play ("short" of "How do I play a short
    game?"), none when it asks no such thing."""
    asked = _PLAYS_A_NAMED_GAME.search(question)
    if asked is None:
        return frozenset()
    return frozenset(tokenize(asked.group("name") or asked.group("name_ru"))) - _GAME_WORDS


def opens_with_game(sentence: str, named: frozenset[str]) -> bool:
    """Does ``sentence`` open by naming that game ("Short game: use only 10 ship cards.")?"""
    first = _BEFORE_NAME.match(sentence[:200])
    if not named or first is None or not any(has_stem(named, t) for t in tokenize(first.group("first"))):
        return False
    opening = [t for t in tokenize(" ".join(sentence.split()[:NAMED_WITHIN + 2])) if t not in _GAME_WORDS]
    return all(has_stem(set(opening[:NAMED_WITHIN]), t) for t in named)


def asks_how_a_variant_plays(question: str) -> bool:
    """Does ``question`` ask what changes in a variant, or how it plays?"""
    return bool(_ASKS_HOW_A_VARIANT_PLAYS.search(question))


SOLO = PlayerCount(
    "solo",
    lazy(rf"{_HOW_TO_PLAY}(?:solo|alone|by\s+(?:myself|yourself)|on\s+(?:my|your)\s+own)\b|"
               rf"{_HOW_IT_WORKS}solo\s+(?:game|mode|variant|play)\s+work|{_WHAT_CHANGES}solo\b|"
               r"\bsolo\s+rules\b|"
               rf"{_RU_HOW_TO_PLAY}(?:одному|в\s+одиночку|соло)\b|{_RU_WHAT_CHANGES}одиночн\w*|"
               r"\bправила\s+одиночной\s+игры\b", re.I),
    lazy(rf"{_NUMBERED}(?:{SOLO_TITLE})\b", re.I),
)
TWO_PLAYERS = PlayerCount(
    "two-players",
    lazy(rf"{_HOW_TO_PLAY}(?:with\s+)?(?:two|2)(?:\s+players)?\s*\??\s*$|"
               rf"{_HOW_IT_WORKS}(?:two|2)[- ]player\s+(?:game|mode|variant)\s+work|"
               rf"{_WHAT_CHANGES}(?:(?:two|2)[- ]player\b|(?:two|2)\s+players\b)|"
               rf"{_RU_HOW_TO_PLAY}вдво[её]м\b|{_RU_WHAT_CHANGES}(?:игре\s+)?(?:вдво[её]м|двух\s+игрок\w*)", re.I),
    lazy(rf"{_NUMBERED}(?:(?:two|2)[- ]players?|(?:игра\s+)?вдво[её]м|(?:игра\s+)?для\s+(?:двух|2)\s+игроков)\b",
               re.I),
    lazy(rf"{_NUMBERED}(?:(?:with|for)\s+)?(?:two|2)\s+(?P<role>[a-z'’-]{{2,30}})\s*$|"
               rf"{_NUMBERED}(?:игра\s+)?(?:для|на)\s+(?:двух|2)\s+(?P<role_ru>[а-яё]{{2,30}})\s*$", re.I),
)
TEAMS = PlayerCount(
    "teams",
    lazy(rf"{_HOW_TO_PLAY}(?:in\s+)?teams\b|{_HOW_IT_WORKS}(?:team\s+(?:game|race|play|variant|mode)|teams)\s+"
               rf"work|{_WHAT_CHANGES}team\s+(?:game|race|play|variant)|\bteam\s+rules\b|"
               rf"{_RU_HOW_TO_PLAY}(?:командами|в\s+командах)\b|{_RU_WHAT_CHANGES}командн\w*|"
               r"\bправила\s+командной\s+игры\b", re.I),
    lazy(rf"{_NUMBERED}(?:{TEAMS_TITLE})\b", re.I),
)


# a game played together against the game ("Cooperative variant", "Кооперативная игра"), which a rulebook of a
# competitive game may offer
COOPERATIVE = PlayerCount(
    "cooperative",
    lazy(rf"{_HOW_TO_PLAY}(?:(?:a|the)\s+)?(?:co-?op(?:erative(?:ly)?)?|together)\b|"
               rf"{_HOW_IT_WORKS}co-?op(?:erative)?\s+(?:game|mode|variant|play)\s+work|{_WHAT_CHANGES}co-?op\w*|"
               rf"{_RU_HOW_TO_PLAY}(?:(?:в\s+)?кооператив\w*|вместе|сообща)|{_RU_WHAT_CHANGES}кооператив\w*", re.I),
    lazy(rf"{_NUMBERED}(?:co-?op(?:erative)?(?:\s+(?:game|variant|mode|play|rules))?|кооператив\w*)\b", re.I),
)


def asked_player_count(question: str) -> PlayerCount | None:
    """The game for some number of players whose rules as a whole ``question`` asks for ("Как играть одному?",
    "How do I play in teams?"): its section answers, however few of the question's words it says."""
    return next((count for count in (SOLO, TWO_PLAYERS, TEAMS, COOPERATIVE) if count.asked.search(question)), None)


def in_setup(chunk: Chunk) -> bool:
    """Is ``chunk`` the rulebook's setup or a part of it ("Setup › Each company")?"""
    return any(is_setup(title) for title in chunk.section_titles)


@lru_cache(maxsize=1)
def start_tokens() -> frozenset[str]:
    """The stemmed words of "at the start of the game", in both languages."""
    return frozenset(tokenize(_START_WORDS))


# where a clause ends within a sentence: a semicolon, or a question a FAQ line asks before its answer
_CLAUSE_END = lazy(r"(?<=;)|(?<=\?)")


@dataclass(frozen=True)
class Topic:
    """A question rulebooks answer in one sentence of their own wording, which shares few of the question's words."""

    name: str
    asked: tuple[Pattern, ...]
    said: Pattern
    unless: Pattern | None = None  # a sentence with this says something else ("In a tie, … wins")
    # only a sentence that says it answers: "How long does a game take?" is not answered by a rule that shares its
    # words ("… who takes the first turn") but states no length of a game
    only_said: bool = False
    # a list item names it ("3. **Upkeep**: …"): the whole item answers, and where none does, a sentence that says
    # the question's words does, as for any question
    item: bool = False
    named: tuple[str, ...] = ()  # the stems of what an item topic names ("засух")
    # the topic said in other terms, which answer where no sentence says it in the topic's own: a game's length in
    # its rounds ("The game lasts 12 rounds instead of 10.") where none gives it in minutes
    said_otherwise: Pattern | None = None
    # the whole section that says it answers: "What do I do on my turn?" — "On your turn, do these steps in order:"
    # and the steps
    whole: bool = False
    # a section titled so answers, whatever its words: "What is in the box?" — "## Components", "Состав игры"
    titled: Callable[[Chunk], bool] | None = None

    def asks(self, question: str) -> bool:
        return any(pattern.search(question) for pattern in self.asked)

    def titles(self, chunk: Chunk) -> bool:
        """Is ``chunk`` a section titled by what this item topic names ("### Обвал" for "Что происходит при
        обвале?")? Its rules are what happens then, however far from the question in meaning."""
        if self.titled is not None:
            return self.titled(chunk)
        if not self.named:
            return False
        title = {t for t in tokenize(chunk.title) if not t[0].isdigit()}
        # in either language: "What happens in summer?" — "### Лето" (common_words)
        named = [{t} | translations(t) for t in self.named]
        return bool(title) and all(not title.isdisjoint(said) or has_stem(title, t)
                                   for t, said in zip(self.named, named, strict=True)) and all(
            any(has_stem(said, t) for said in named) for t in title)

    def says(self, text: str) -> bool:
        """Does ``text`` say it, in the topic's own terms or in others?"""
        return self.says_first(text) or bool(self.said_otherwise and self.said_otherwise.search(text))

    def says_first(self, text: str) -> bool:
        """Does ``text`` say it in the topic's own terms? With ``unless``, clause by clause: "The richest player
        wins; on a tie, …" says who wins in its first clause and who wins a tie in its second, and "**Can two couriers
        be in the same village?** Yes, any number of couriers may share a village." asks in its first and answers in
        its second."""
        if self.unless is None:
            return bool(self.said.search(text))
        return any(self.said.search(clause) and not self.unless.search(clause)
                   for s in sentences(text) for clause in _CLAUSE_END.split(s))


PLAYERS = Topic(
    "players",
    (lazy(r"\bhow\s+many\s+(?:players|people|persons)\b(?=.*\b(?:play|plays|playing|game)\b)|"
                r"\bfor\s+how\s+many\s+(?:players|people)\b|\bplayer\s+count\b|"
                r"\bnumber\s+of\s+players\b(?=.*\b(?:play|plays|playing|game)\b)|"
                # the question as typed at the table: "how many players"
                r"^\W*how\s+many\s+(?:players|people)\W*$", re.I),
     lazy(r"\bсколько\s+(?:игроков|человек|участников)\b(?=.*\b(?:игра\w*|игр[еу]|партии|участвовать)\b)|"
                r"^\W*сколько\s+(?:игроков|человек)\W*$|"
                r"\bна\s+сколько\s+(?:игроков|человек)\b|\bдля\s+скольких\s+(?:игроков|человек)\b|"
                r"\bколичество\s+игроков\b", re.I)),
    # "3 to 6 players", "2-4 players", "1 or 2 players", "для 1–4 игроков", "от 2 до 5 игроков", "2–5 человек"; a
    # game for players its rulebook names by their part: "A cooperative game for 1 to 4 defenders."
    # … or as a box's fact line gives it: "**Players:** 2–4 · **Age:** 10+", "Игроков: 2–5", "Число игроков: 1–4"
    lazy(r"\b\d+\s*(?:to|or|-|–|—)\s*\d+\s+(?:players|people)\b|"
               r"\b(?:players|number\s+of\s+players|игроков|(?:число|количество)\s+игроков)[*_]{0,2}\s{0,3}:[*_]{0,2}"
               r"\s{0,3}\d+\s*(?:to|or|-|–|—|до)\s*\d+\b|"
               rf"{GAME_FOR_EN}{PARTS_EN}|{GAME_FOR_RU}{PARTS_RU}|{TAKE_PART_RU}{PARTS_RU}|"
               r"\b\d+\s*(?:до|или|-|–|—)\s*\d+\s+(?:игрок|человек)\w*|"
               r"\bот\s+\d+\s+до\s+\d+\s+(?:игрок|человек)\w*|"
               # … or as a game for a number of players, said of the game itself: "Hillfort Raids is a two-player
               # game of raids", "A 2-player card game"; "Это игра для двух игроков" (not "In a two-player game,
               # remove …" or "Rules for a two-player game", a variant's)
               rf"(?<!\bin\s)(?<!\bfor\s)\ban?\s{{1,20}}{PLAYER_COUNT_EN}[- ]player\s{{1,20}}"
               r"(?:\w+\s{1,20})?game\b|"
               # ("Rune Duel is a game for two players.", "a card game for 2 players")
               rf"(?<!\bin\s)\ban?\s{{1,20}}(?:\w+\s{{1,20}})?game\s{{1,20}}for\s{{1,20}}{PLAYER_COUNT_EN}\s{{1,20}}players\b|"
               r"(?:\bэто|—)\s{1,20}игра\s{1,20}(?:для|на)\s{1,20}"
               rf"(?:{PLAYER_COUNT_RU}\s{{1,20}}игроков|двоих|троих)\b",
               re.I),
)

FIRST_PLAYER = Topic(
    "first-player",
    (lazy(r"\bwho\s+(?:goes|plays|moves|acts)\s+first\b|\bwho\s+(?:starts|begins)\b(?!\s+with)|"
                r"\bwho\s+(?:takes|has|gets)\s+the\s+first\s+turn\b|\bwho\s+is\s+(?:the\s+)?(?:first|starting)\s+player\b",
                re.I),
     lazy(r"\bкто\s+(?:ходит|играет|начинает)\b|\bкто\s+(?:делает\s+)?первый\s+ход\b|\bкто\s+первым\b|"
                r"\bкому\s+(?:ходить|начинать)\s+первым\b", re.I)),
    # "… goes first", "… plays first", "The youngest player starts.", "… starts the race.", "takes the first-player
    # marker", "takes the starting player anchor", "the higher roll chooses who takes the first turn", "… that player
    # starts the first expedition.", "Первым ходит …",
    # "Он получает жетон первого игрока.", "Жетон первого игрока получает тот, кто …", "The first player marker goes
    # to …", "The player who last bought vegetables is the first trader.", "The smuggler who … rows first.", a section
    # headed "First player"; not the first player named by what they do ("The player who goes first skips the draw",
    # "Игрок, который ходит первым, …", "Starting with the first player and going clockwise, …", "Начиная с первого
    # игрока …") or by what they hold
    # ("The holder of the starting player anchor passes it to the left"): that sentence does not say who it is
    lazy(r"(?<!\bwho\s)(?<!\bthat\s)\b(?:goes|plays|moves|acts)\s+first\b|"
               r"\b(?:starts|begins)(?:\s+the\s+(?:game|race|match|first\s+[a-z]+))?\s*[.;,]|"
               r"\b(?:chooses|decides|determines|picks)\s+who\s+(?:goes|plays|moves|starts|begins|takes\s+the\s+first)\b|"
               r"(?<!\bwho\s)\btakes\s+the\s+first\s+turn\b|"
               r"\b(?:takes|gets|receives|holds|is\s+given|becomes)\s+the\s+(?:first|start(?:ing)?)(?:-|\s+)player\b|"
               r"^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:first|start(?:ing)?)[- ]player\s*$|"
               r"\b(?:is|becomes)\s+(?:the\s+)?start(?:ing)?\s+player\b|"
               r"\b(?:выбирает|решает|определяет),?\s+кто\s+(?:ходит|играет|начинает)\b|"
               r"(?<!\bкто\s)\bпервым\s+(?:ходит|играет|начинает)\b|(?<!\bкоторый\s)\b(?:ходит|играет)\s+первым\b|"
               r"\bначинает(?:\s+(?:игру|партию|перв\w+\s+[а-яё]+))?\s*[.;,]|\b(?:игру|партию)\s+начинает\b|"
               r"\b(?:получает|берёт|берет|забирает|становится)\s+(?:\w+\s+)?первого\s+игрока\b|"
               r"\b(?:жетон|фишк\w*|маркер)\s+первого\s+игрока\s+(?:получает|берёт|берет|забирает)\b|"
               r"\bfirst[- ]player\s+(?:marker|token)\s+goes\s+to\b|"
               # (and so "The keeper who lives nearest the sea is the first keeper.": the players named by their part)
               r"\b(?:player|the\s+[a-z'’-]+)\s+who\b[^.;?]{0,100}\b(?:is|becomes)\s+the\s+first\s+[a-z]+\s*[.;]|"
               # "The smuggler who most recently saw the sea rows first.": the game's own verb of going first
               r"\bthe\s+[\w'’-]+\s+who\s+[^.;?]{1,100}?\s[a-z]+s\s+first\s*[.;]|"
               r"\bстановится\s+первым\s+игроком\b|^\W*(?:\d+(?:\.\d+)*\.?\s+)?первый\s+игрок\s*$",
               re.I),
    # a line of the components list ("- 1 жетон первого игрока", "1 first player marker") names the marker, not
    # who takes it
    unless=lazy(r"^\W*\d+\s+(?:[\w'’-]+\s+){0,5}[\w'’-]+\W*$"),
)

_TIE = r"(?:tie|ties|tied|draw|ничь\w*|равенств\w*|поровну)"
_NOT_OF_A_FIGHT = r"(?!.*\b(?:combat|battle|fight|attack|roll|bid)\b)"

# "In which direction does play go?", "Do we play clockwise?", "В каком порядке ходят игроки?": the order of play,
# which a rulebook gives in a few words of its own ("Play passes to the left.", "Игроки ходят по очереди по часовой
# стрелке."); not a thing that moves clockwise ("the beam moves two spaces clockwise")
_DIRECTION_EN = r"(?:clockwise|counter-?clockwise|anti-?clockwise|to\s+the\s+(?:left|right))"
_DIRECTION_RU = r"(?:по\s+часовой\s+стрелке|против\s+часовой\s+стрелки|по\s+кругу|налево|направо)"
TURN_ORDER = Topic(
    "turn-order",
    (lazy(r"\bin\s+(?:which|what)\s+(?:direction|order)\b[^?]{0,40}\b(?:play|turns?|go|goes|players)\b|"
                r"\bwhich\s+(?:way|direction)\s+(?:does|do)\s+(?:the\s+)?(?:play|turns?|game)\s+(?:go|pass|move)|"
                r"\b(?:do|does)\s+(?:we|you|play|the\s+game)\s+(?:play\s+|go\s+)?(?:clockwise|counter-?clockwise)\b",
                re.I),
     lazy(r"\bв\s+каком\s+(?:направлении|порядке)\s+(?:ходят|играют|идёт|идет|передаётся|передается)\b|"
                r"\bпо\s+часовой\s+стрелке\s+(?:ли\s+)?(?:ходят|играют|идёт|идет)\b", re.I)),
    lazy(rf"\b(?:play|turns?|the\s+game)\b[^.;!?\n]{{0,60}}\b{_DIRECTION_EN}\b|"
               rf"\b(?:clockwise|counter-?clockwise)\s+order\b|"
               rf"\bход(?:ят|ит|ы)?\b[^.;!?\n]{{0,60}}{_DIRECTION_RU}|{_DIRECTION_RU}[^.;!?\n]{{0,40}}\bход\w*", re.I),
    only_said=True,
)
TIE = Topic(
    "tie",
    # "Who wins a tie?", "How are ties broken?", "What happens on a tie?", "Кто побеждает при ничьей?", "Что если
    # ничья?"; not a tie of a combat or a roll, which the scoring's tie-break does not settle
    (lazy(rf"\b(?:who\s+wins|winner)\b.*\b{_TIE}\b|\bties?\s+(?:are\s+|is\s+)?(?:broken|break|settled)\b|"
                rf"\btie[- ]?break\w*|\b(?:in|on|if\s+there\s+is)\s+a\s+tie\b{_NOT_OF_A_FIGHT}|"
                r"\bif\s+(?:the\s+)?(?:players\s+are\s+|it\s+is\s+|it's\s+)?tied\b", re.I),
     lazy(rf"\b(?:кто\s+(?:побеждает|выигрывает|победит|выиграет)|победител\w*)\b.*{_TIE}|"
                r"\bпри\s+(?:ничьей|равенстве)\b|\bв\s+случае\s+(?:ничьей|равенства)\b|\bесли\s+ничья\b", re.I)),
    # "In a tie, the player with more … wins", "Ties are broken by …", "При равенстве побеждает …"
    lazy(r"\b(?:tie|ties|tied|tie-?break\w*)\b|\bничь\w*|\bравенств\w*|\bпоровну\b", re.I),
)

# (one run of spaces and question marks: a question padded with a million spaces is read once)
_WHOLE_QUESTION = r"[\s?]*$"
WINNER = Topic(
    "winner",
    # "Who wins?", "Who wins the game?", "How do I win?", "Кто побеждает в игре?", "Как выиграть?"; not "Who wins a
    # combat?" (the game's winner only) and not a tie (above)
    (lazy(r"^\W*(?:who\s+wins|who\s+is\s+the\s+winner|"
                r"(?:how|when)\s+(?:do\s+(?:i|you|we|the\s+players)|does\s+(?:one|a\s+player)|to|"
                r"can\s+(?:i|you|we))\s+win)"
                rf"(?:\s+(?:in\s+|of\s+)?(?:the|this)\s+game)?{_WHOLE_QUESTION}", re.I),
     lazy(r"^\W*(?:кто\s+(?:побеждает|выигрывает|победит|выиграет|становится\s+победителем)|"
                r"как\s+(?:выиграть|победить|побеждают|выигрывают)|"
                r"когда\s+(?:мы\s+|я\s+|игроки\s+)?(?:побеждаем|выигрываем|побеждают|выигрывают|побеждаю|выигрываю))"
                rf"(?:\s+в\s+(?:этой\s+)?(?:игре|партии))?{_WHOLE_QUESTION}", re.I)),
    # "The player with the most points wins.", "… wins the game.", "The first player to land wins at once.", "You win
    # if …", "The players win together as soon as …", "Побеждает игрок, у которого …", "Игроки побеждают, если …"
    lazy(r"\bwins?(?:\s+the\s+(?:game|race|match))?(?:\s+at\s+once|\s+immediately)?\s*[.;!]|"
               r"\bis\s+the\s+winner\b|\bthe\s+winner\s+is\b|"
               r"\bwins?\s+(?:the\s+game\s+)?(?:together\s+|jointly\s+)?(?:if|when|by|as\s+soon\s+as)\b|"
               # (and to the players: "Вы вместе побеждаете, если …", as "You win if …")
               r"\bпобежда(?:ет|ют|ете|ем)\b|\bвыигрыва(?:ет|ют|ете|ем)\b|\bстановится\s+победител\w*", re.I),
    # a tie's sentence, or a FAQ's question; not "draw" ("The first player to draw the last card wins.")
    # (a tie in other words too: "If both players hold the same number of forts, …", "при равном числе очков")
    unless=lazy(r"\b(?:tie|ties|tied|ничь\w*|равенств\w*|поровну|(?:the\s+)?same\s+(?:number|amount)\s+of|"
                      r"равн\w+\s+(?:числ|количеств)\w*|одинаков\w+\s+(?:числ|количеств)\w*)\b|\?", re.I),
)

LOSS = Topic(
    "loss",
    # "How do we lose?", "When do the players lose?", "Когда мы проигрываем?", "Как можно проиграть?": how a game is
    # lost, as cooperative games say it
    (lazy(r"^\W*(?:how|when)\s+(?:do\s+(?:i|you|we|the\s+players)|can\s+(?:i|you|we))\s+lose"
                rf"(?:\s+(?:the|this)\s+game)?{_WHOLE_QUESTION}", re.I),
     lazy(r"^\W*(?:когда|как)\s+(?:можно\s+)?(?:мы\s+|я\s+|игроки\s+)?"
                r"(?:проигрываем|проигрывают|проигрываю|проиграть)"
                rf"(?:\s+в\s+(?:этой\s+)?(?:игре|партии))?{_WHOLE_QUESTION}", re.I)),
    # "You lose together if …", "… all players lose the game together.", "everyone loses.", "Игроки проигрывают, если
    # …"; not "loses 1 crown"
    lazy(r"\blos(?:e|es)(?:\s+the\s+(?:game|race|match))?(?:\s+together)?(?:\s+at\s+once|\s+immediately)?"
               r"(?:\s*[.;!]|\s+(?:if|when|as\s+soon\s+as)\b)|\bloses\s+the\s+game\b|\bgame\s+is\s+lost\b|"
               r"\bпроигрыва(?:ет|ют|ете|ем)\b", re.I),
    unless=lazy(r"\?", re.I),
)

DURATION = Topic(
    "duration",
    # "How long does a game take?", "How long is a game?", "How long does it take to play?", "Сколько длится партия?",
    # "Сколько времени занимает игра?", "Как долго идёт игра?"
    (lazy(r"\bhow\s+long\s+(?:does|is|will|do)\s+(?:a|the|one|it|this)\b.*\b(?:game|match|play|session|take|last)|"
                r"\b(?:playing|play|game)\s+(?:time|length|duration)\b", re.I),
     lazy(r"\b(?:сколько\s+(?:времени\s+)?|как\s+долго\s+)(?:длится|идёт|идет|занимает|продолжается)\s+"
                r"(?:одна\s+)?(?:игра|партия)\b|\bдлительность\s+(?:игры|партии)\b|\bвремя\s+(?:игры|партии)\b",
                re.I)),
    # "A game lasts about 40 minutes.", "Playing time: 20 to 30 minutes", "Партия длится около 30 минут."
    # (or an hour said in words: "about an hour", "Партия длится около часа.", "полчаса")
    lazy(r"\b\d+\s*(?:(?:to|or|-|–|—|до)\s*\d+\s*)?(?:minutes?|mins?|hours?|минут\w*|час\w*)\b|"
               r"\b(?:an|one|half\s+an)\s+hour\b|\b(?:около|примерно|почти|больше|меньше|не\s+больше)\s+часа\b|"
               r"\bполчаса\b|\bполтора\s+часа\b", re.I),
    only_said=True,
    # … or in the game's own time: "The game lasts 12 rounds instead of 10.", "Игра идёт шесть ярмарочных недель."
    said_otherwise=lazy(
        r"\b(?:game|match|игра|партия)\s+(?:lasts|длится|продолжается|ид[её]т)\s+"
        rf"(?:(?:at\s+most|exactly|up\s+to|не\s+более|ровно)\s+)?(?:\d+|(?:{NUMBER_WORDS})\b)\s*(?:\w+\s+)?"
        r"(?:rounds?|turns?|weeks?|years?|seasons?|days?|раунд\w*|ход\w*|недел\w*|год\w*|лет\b|сезон\w*|дн\w*)",
        re.I),
)

_NUMBER = rf"(?:\d+|(?:{NUMBER_WORDS})\b)"
# "down to a hand of 6", "more than 8 cards", "at most 7", "не больше 5", "больше 7 карт"
_LIMIT_OF = (r"\b(?:more\s+than|at\s+most|up\s+to|down\s+to(?:\s+a\s+hand\s+of)?|maximum\s+of|больше|более|свыше|"
             rf"максимум|до)\s+{_NUMBER}")
HAND_LIMIT = Topic(
    "hand-limit",
    # "What is the hand limit?", "What's the maximum hand size?", "How many cards can I keep in my hand?", "Какой лимит
    # карт в руке?", "Какой максимальный размер руки в конце хода?", "Сколько карт можно держать в руке?"; not "Do
    # scroll spells count against my hand limit?" (what counts toward it), nor "How many potions can I hold in hand?"
    (lazy(r"^\W*(?:what\s+is|what's|is\s+there)\s+(?:a|an|the|my|your)?\s*(?:maximum\s+|max\s+)?"
                r"hand[- ](?:limit|size)(?:\s+limit)?(?:\s+(?:in|of|for)\s+(?:this|the)\s+game)?"
                r"(?:\s+at\s+the\s+end\s+of\s+(?:my|your|a|the)\s+turn)?\s*\??\s*$|"
                r"\bhow\s+many\s+cards\s+(?:can|may|do|does|should|must)\s+(?:i|you|we|a\s+player|each\s+player|"
                r"players|one)\s+(?:hold|keep|have)\s+in\s+(?:my|your|their|his|her|the|a)?\s*hand\b|"
                r"\bhow\s+many\s+cards\s+(?:can|may)\s+(?:i|you|we|a\s+player|each\s+player|players|one)\s+"
                r"(?:hold|keep)\b", re.I),
     lazy(r"^\W*(?:как(?:ой|ов|ая)|есть\s+ли)\s+(?:максимальн\w+\s+)?(?:лимит|предел|размер)\w*\s+"
                r"(?:карт\s+(?:в|на)\s+)?(?:рук\w*|карт\s*\??\s*$)|"
                r"\bсколько\s+карт\b(?=.*\b(?:держать|иметь|хранить|может\s+быть|можно\s+(?:держать|иметь))\b)"
                r"(?=.*\bрук[еиу]\b)", re.I)),
    # "… discard down to 8", "… discard supply cards down to a hand of 6", "… a player with more than 8 cards in hand
    # discards …", "В руке может быть не больше 5 карт", "игрок, у которого больше 7 карт в руке, сбрасывает …"; not
    # "Each player draws a starting hand of 6 cards" (how many cards a hand starts with), nor "hold 2 hidden Spells,
    # off your Hand Limit; up to 2 Scrolls" (a limit of something else, beside the hand's)
    # (each alternative anchored at the sentence's start, its look-ahead read once: a long line is read in one pass)
    lazy(rf"^(?=.*\bdiscards?\b).*\bdown\s+to\s+(?:a\s+hand\s+of\s+)?{_NUMBER}|"
               rf"\bhand\s+limit\s*(?:is\s+|of\s+|:\s*|[-–—]\s*)(?:\w+\s+)?{_NUMBER}|"
               rf"\b(?:hold|keep|have)\s+(?:at\s+most|no\s+more\s+than|up\s+to|more\s+than)\s+{_NUMBER}\s+(?:\w+\s+)?"
               r"cards?\b|"
               rf"^(?=.*\b(?:hand|hands|рук[еиу]|рук)\b).*{_LIMIT_OF}\s+(?:\w+\s+)?(?:cards?|карт\w*)\b", re.I),
    unless=lazy(r"\bstarting\s+hand\b|\bстартов\w+\s+рук\w*|\bначальн\w+\s+рук\w*|\?", re.I),
    only_said=True,
)

# the places of a board that pieces stand on (a space, a hex, a village, "клетка", "стоянка")
_PLACE_EN = (r"(?:spaces?|hex(?:es)?|squares?|tiles?|villages?|city|cities|towns?|rooms?|spots?|cells?|fields?|areas?|"
             r"locations?|piers?|ports?|plots?|stops?|stations?|terraces?|farms?|camps?|sites?|islands?|districts?|"
             r"regions?|zones?|slots?|desks?|inns?)")
_PLACE_RU = (r"(?:клетк\w*|клеток|пол[еяю]\w*|деревн\w*|город\w*|участк\w*|участок|пристан\w*|остановк\w*|"
             r"стоянк\w*|гекс\w*|мест[оеау]\w*|тайл\w*|комнат\w*|террас\w*|ферм\w*|лагер\w*|остров\w*|"
             r"район\w*|зон\w*|ячейк\w*|квадрат\w*|гостиниц\w*)")
SHARED_PLACE = Topic(
    "shared-place",
    # "Can two climbers be on the same space?", "Can two airships share a city?", "Могут ли два шара стоять на одной
    # клетке?", "Могут ли два вора находиться в одной комнате?": whether pieces may share a place
    (lazy(r"\bcan\s+(?:two|2|several|multiple|more\s+than\s+one)\s+(?:[\w'’-]+\s+){1,2}"
                r"(?:share|be\s+(?:on|in|at)|stand\s+(?:on|in|at)|occupy|stop\s+(?:on|in|at))\s+"
                rf"(?:the\s+same|one|a|an)\s+(?:[\w'’-]+\s+)?{_PLACE_EN}\b|"
                rf"\bcan\s+(?:my\s+|a\s+|an\s+|the\s+)?[\w'’-]+\s+share\s+(?:a|an|the|one|my)\s+{_PLACE_EN}\b", re.I),
     lazy(r"\bмогут\s+ли\s+(?:два|две|2|несколько)\s+(?:[\w-]+\s+){1,2}(?:стоять|находиться|быть|оказаться)\s+"
                rf"(?:на|в)\s+(?:одной|одном|одну|одно)\s+(?:[\w-]+\s+)?{_PLACE_RU}", re.I)),
    # "Any number of balloons may share a space", "Two climbers may share a space", "Any number of divers may stand
    # on the same space", "На одной стоянке могут стоять сразу несколько нарт", "сколько угодно лодок"; not where a
    # rule only speaks of pieces on one place ("if a player's Hero is on the same Tile, move toward them"), nor what
    # one place holds ("A room holds one guest." for "Can two players share an inn?")
    # (each run of spaces read by one part of the pattern: "share" and a million spaces is read once)
    lazy(rf"\bshare\s+(?:(?:a|an|the|one|this|that|their|its)\s+)?(?:same\s+)?{_PLACE_EN}\b|"
               r"\b(?:may|can|cannot|can't|only|any\s+number)\b[^.!?\n]{0,80}\b(?:on|in|at)\s+(?:the\s+same|a\s+single)\s+"
               rf"{_PLACE_EN}\b|"
               rf"\b(?:на|в)\s+(?:одной|одном)\s+(?:[\w-]+\s+)?{_PLACE_RU}\s+(?:\w+\s+)?(?:может|могут|не\s+может)\b|"
               r"\bсколько\s+угодно\b", re.I),
    # a FAQ's question says it too ("Can two divers share a space?"): its answer is what answers
    unless=lazy(r"\?"),
)

# the parts of a game that end within it ("Your turn ends when …", "Раунд заканчивается, когда …"): their end is not
# the game's
_PART_EN = (r"(?:turns?|rounds?|phases?|steps?|actions?|moves?|movement|auctions?|bidding|combats?|battles?|fights?|"
            r"duels?|attacks?|activations?|trades?|trading|effects?|abilities|ability|segments?|stages?|cycles?|"
            r"tricks?|hands?|weeks?|days?|nights?|months?|seasons?|years?|events?|it|this|that)")
_PART_RU = (r"(?:ход|раунд|фаза|шаг|действие|аукцион|торг|торги|бой|битва|схватка|атака|сделка|эффект|способность|"
            r"этап|цикл|неделя|день|ночь|месяц|сезон|год|событие|он|она|оно|это)")
_ENDS_RU = r"(?:заканчивается|завершается|оканчивается|кончается)"
GAME_END = Topic(
    "game-end",
    # "When does the game end?", "How does a game end?", "When is the game over?", "Когда заканчивается игра?", "Когда
    # игра заканчивается?", "Когда конец игры?"; not the end of a turn or a round, which rules of their own say
    (lazy(r"^\W*(?:(?:when|how)\s+(?:does|do|will)\s+(?:the|a|this|one)\s+(?:game|match)\s+(?:end|finish)|"
                r"when\s+is\s+(?:the|a)\s+(?:game|match)\s+over|what\s+ends\s+the\s+(?:game|match))"
                rf"(?:\s+(?:of|in)\s+[\w'’ -]{{1,40}})?{_WHOLE_QUESTION}", re.I),
     lazy(rf"^\W*(?:когда|как)\s+(?:{_ENDS_RU}\s+(?:игра|партия)|(?:игра|партия)\s+{_ENDS_RU}|"
                r"(?:наступает\s+)?конец\s+(?:игры|партии))"
                rf"(?:\s+(?:в|во)\s+[\w«»\" -]{{1,40}})?{_WHOLE_QUESTION}", re.I)),
    # "The game ends when …", "The festival ends after the round in which …", "The game is over as soon as …", "…
    # ends the game", "Игра заканчивается в конце недели, когда …", "Ярмарка завершается после …", "Заканчивается игра,
    # когда …"; the game named by its own word as much as by "game", but not a part of it ("Your turn ends when …")
    lazy(rf"\b(?!{_PART_EN}\b)[a-z]+\s+(?:(?:immediately|at\s+once|only)\s+)?(?:ends|is\s+over|finishes)\b|"
               r"\bends\s+the\s+(?:game|match)\b|"
               rf"\b(?!{_PART_RU}\b)[а-яё]+\s+(?:(?:сразу|немедленно|тут\s+же)\s+)?{_ENDS_RU}|"
               rf"^\W*{_ENDS_RU}\s+(?:игра|партия)\b|\bконец\s+(?:игры|партии)\s+наступает\b|"
               r"\b(?:заканчивает|завершает)\s+(?:игру|партию)\b", re.I),
    # a FAQ's question, or a sentence that only waits for it ("Play on until the game ends.")
    unless=lazy(r"\?|\buntil\s+(?:the\s+)?\w+\s+(?:ends|is\s+over)\b|\bпока\s+не\s+", re.I),
)

_WHOSE_TURN_EN = r"(?:my|your|our|their|his|her|a|each|one|a\s+player's)"
_WHOSE_TURN_RU = r"(?:свой|мой|его|её|ее|один|каждый)"
TURN = Topic(
    "turn",
    # "What do I do on my turn?", "What can I do during my turn?", "How does a turn work?", "What happens on a
    # turn?", "Что делать в свой ход?", "Что можно сделать за свой ход?", "Как проходит ход?", "Из чего состоит
    # ход?": what a turn is made of, not one of its steps
    (lazy(rf"^\W*(?:what\s+(?:do|can|must|should)\s+(?:i|you|we|a\s+player)\s+do\s+(?:on|during|in)\s+"
                rf"{_WHOSE_TURN_EN}\s+turn|how\s+does\s+(?:a|my|your|each|one)\s+turn\s+(?:work|go|play\s+out)|"
                rf"what\s+happens\s+(?:on|during|in)\s+(?:a|my|your|each)\s+turn|"
                rf"what\s+does\s+(?:a|my|your|each)\s+turn\s+consist\s+of){_WHOLE_QUESTION}", re.I),
     lazy(rf"^\W*(?:что\s+(?:делать|можно\s+(?:с)?делать|нужно\s+(?:с)?делать|(?:делает|может\s+сделать)\s+"
                rf"игрок|происходит)\s+(?:в|за)\s+(?:{_WHOSE_TURN_RU}\s+)?ход|"
                rf"как\s+(?:проходит|устроен|идёт|идет)\s+ход|из\s+чего\s+состоит\s+ход){_WHOLE_QUESTION}", re.I)),
    # "On your turn, take two actions", "During your turn you may …", "Each turn has three steps:", "A turn consists
    # of …", "В свой ход выполните одно действие:", "За свой ход охотник выполняет два действия", "Ход состоит из
    # трёх фаз"; a sentence, not a heading that names the turn ("## On your turn")
    # (at a line's or a sentence's start, so a section's text says it as its sentence does; a few marks before it,
    # "- ", "**", "§": a line of a million full stops is read once)
    lazy(rf"(?:^|(?<=[.!?]\s))[^\w\n]{{0,6}}(?:{_DIGITS})?"
               rf"(?:(?:on|during|in)\s+{_WHOSE_TURN_EN}\s+turn(?:[ \t]*[,:])?[ \t]+\w|"
               r"(?:each|a|your|every)\s+(?:player's\s+)?turn\s+(?:has|consists\s+of|is\s+made\s+of)\b|"
               rf"(?:в|за)\s+{_WHOSE_TURN_RU}\s+ход(?:[ \t]*[,:])?[ \t]+\w|"
               r"(?:каждый\s+)?ход(?:\s+игрока)?\s+состоит\s+из\b)", re.I | re.M),
    whole=True,
    # … or the section titled by the turn alone: "## On your turn" over "Do exactly one of the following:", "The
    # Turn", "3. Ход"
    named=("turn",),
)

COMPONENTS = Topic(
    "components",
    # "What is in the box?", "What comes in the box?", "What components does the game have?", "What's included?",
    # "Что входит в состав игры?", "Что в коробке?", "Какие компоненты в игре?": the whole list of components
    (lazy(rf"^\W*(?:what(?:\s+is|'s|\s+comes)\s+in\s+the\s+box|what\s+(?:components|pieces)\s+"
                rf"(?:does\s+the\s+game\s+(?:have|come\s+with)|are\s+(?:there|in\s+the\s+(?:game|box)))|"
                rf"what\s+does\s+the\s+(?:game|box)\s+(?:come\s+with|contain)|what(?:\s+is|'s)\s+included|"
                rf"what\s+(?:do|does)\s+(?:i|we|you|one)\s+need\s+to\s+play(?:\s+(?:the|this)\s+game)?)"
                rf"{_WHOLE_QUESTION}", re.I),
     lazy(rf"^\W*(?:что\s+входит\s+в\s+(?:состав|комплект)(?:\s+игры)?|что\s+(?:лежит\s+)?в\s+коробке|"
                rf"что\s+(?:нужно|понадобится)\s+для\s+игры|"
                rf"какие\s+(?:компоненты|детали)\s+(?:есть\s+)?в\s+(?:игре|коробке)|что\s+есть\s+в\s+коробке)"
                rf"{_WHOLE_QUESTION}", re.I)),
    # (no sentence says it: the list is the answer)
    lazy(r"(?!)"),
    whole=True,
    titled=in_components,
)

_YOUNG = r"(?:(?:young|small|little)(?:er)?\s+)"
CHILDREN = Topic(
    "children",
    # "How do we play with small children?", "Is there a variant for younger players?", "Can little kids play?",
    # "Как играть с маленькими детьми?", "Есть ли вариант для детей?": the rulebook's word for its youngest players
    (lazy(rf"^\W*(?:how\s+(?:do|can|should)\s+(?:we|i|you)\s+play\s+with\s+{_YOUNG}?(?:children|kids|child)|"
                rf"(?:is\s+there\s+)?(?:an?\s+)?(?:variant|version|rules?|mode)\s+for\s+"
                rf"(?:{_YOUNG}?(?:children|kids)|{_YOUNG}players)|can\s+{_YOUNG}?(?:children|kids)\s+play)\b", re.I),
     lazy(r"^\W*(?:как\s+играть\s+с\s+(?:маленькими\s+|младшими\s+)?детьми|(?:есть\s+ли\s+)?(?:вариант|правила|"
                r"режим)\s+для\s+(?:маленьких\s+|младших\s+)?(?:детей|игроков)|могут\s+ли\s+(?:маленькие\s+)?дети\s+"
                r"играть)\b", re.I)),
    # "With children under 6, play without the moon card.", "With younger players, ignore the Sinking rule.",
    # "Recommended for younger players.", "С маленькими детьми играйте без …"
    lazy(rf"\b(?:with|for)\s+(?:{_YOUNG}(?:children|kids|players)|children|kids)\b|"
               r"\bchildren\s+(?:under|younger\s+than)\s+\d+|"
               r"\bс\s+(?:маленькими\s+|младшими\s+)?детьми\b|\bдля\s+(?:маленьких\s+|младших\s+)?детей\b|"
               r"\bс\s+младшими\s+игроками\b", re.I),
)

TOPICS = (PLAYERS, FIRST_PLAYER, TURN_ORDER, TIE, WINNER, LOSS, DURATION, HAND_LIMIT, SHARED_PLACE, GAME_END, TURN,
          COMPONENTS, CHILDREN)


def asked_topic(question: str) -> Topic | None:
    """The topic ``question`` asks about, if any: one of TOPICS, the game's length in its own time (see
    :func:`game_length`), or an item a list names (see :func:`named_item`)."""
    return (next((topic for topic in TOPICS if topic.asks(question)), None) or game_length(question)
            or named_item(question))


# the game's own time: "How many rounds are there?", "How many years does the game last?", "How many seasons are in
# a game?", "Сколько охот в игре?", "Сколько ночей нужно продержаться?" (not "How many rounds are in an epoch?": the
# length of a part of the game, which a rule of that part says)
_TIME_EN = r"(?:rounds|turns|seasons|bouts|years|weeks|days|nights|months|epochs|ages|eras|hunts|voyages|races|dives)"
_ASKS_GAME_LENGTH = (
    lazy(rf"^\W*how\s+many\s+(?P<unit>{_TIME_EN})\s+(?:are\s+there(?:\s+in\s+(?:a|the|one)\s+game)?|"
               r"(?:are\s+)?in\s+(?:a|the|one)\s+game|does\s+(?:a|the|one)\s+game\s+(?:last|have|take)|"
               r"(?:are\s+)?played(?:\s+in\s+(?:a|the)\s+game)?|(?:do|must)\s+(?:we|i|you)\s+(?:play|survive))"
               r"\s*\??\s*$", re.I),
    lazy(r"^\W*сколько\s+(?P<unit>[а-яё]+)\s+(?:в\s+(?:игре|партии)|длится\s+(?:игра|партия)|"
               r"продолжается\s+(?:игра|партия)|ид[её]т\s+(?:игра|партия)|(?:нужно|надо)\s+продержаться|"
               r"(?:будет\s+)?в\s+одной\s+(?:игре|партии)|всего)\s*\??\s*$", re.I),
)
_ORDINAL = (r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th)|"
            r"(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат)\w*)")


def game_length(question: str) -> Topic | None:
    """For "How many rounds are there?", "Сколько охот в игре?": the sentence that says how many of that time the
    game has, as the rule that ends it or sets its length says it ("When the church bell rings (after the fourth
    round), the game ends.", "The game is played over **6 years**.", "… набравший больше всего очков почёта за
    шесть охот"), in either language (a unit the dictionary translates: "ночей" is "nights")."""
    for pattern in _ASKS_GAME_LENGTH:
        found = pattern.search(question)
        if found is None:
            continue
        stems = tokenize(found["unit"])
        if not stems:
            return None
        units = "|".join(re.escape(stem) for stem in (stems[0], *sorted(translations(stems[0]))))
        unit = rf"(?:{units})\w*"
        number = rf"[*_]{{0,2}}(?:\d+|(?:{NUMBER_WORDS})\b|{_ORDINAL})[*_]{{0,2}}"
        said = lazy(
            rf"\b(?:after|at\s+the\s+end\s+of|over|for|in|после|через|за|в\s+течение)\s+(?:the\s+)?{number}\s+"
            rf"(?:[\w-]+\s+)?{unit}|"
            r"\b(?:lasts?|has|have|consists\s+of|ends\s+after|длится|продолжается|ид[её]т|состоит\s+из)\s+"
            rf"(?:(?:at\s+most|exactly|up\s+to|не\s+более|ровно)\s+)?{number}\s+(?:[\w-]+\s+)?{unit}", re.I)
        return Topic(f"game-length:{stems[0]}", (), said)
    return None


# "What does the Refuel action do?", "What happens in the upkeep step?", "How does the Trade action work?", "Что даёт
# действие Отдохнуть?", "Что происходит в фазе торга?", "Как открыть созвездие?": a question about what a named
# action, step or phase is, or how to do it
_WHAT_IT_DOES = (
    lazy(r"^\W*what\s+(?:does|do)\s+(?:the\s+|a\s+|an\s+)?(?P<name>[\w'’ -]{1,40}?)\s+"
               r"(?:action|step|phase|stage)\s+do\s*\??\s*$|"
               r"^\W*what\s+happens\s+(?:in|during)\s+(?:the\s+|a\s+)?(?P<step>[\w'’ -]{1,40}?)\s+"
               r"(?:step|phase|stage)\s*\??\s*$|"
               r"^\W*how\s+does\s+(?:the\s+|a\s+|an\s+)?(?P<work>[\w'’ -]{1,40}?)\s+(?:action|step|phase)\s+work\s*"
               r"\??\s*$|"
               # "How do I discover a constellation?": the action of that name
               # (not how to win: the game's winner is a topic of its own, and a solo game's no action)
               r"^\W*how\s+(?:do|can)\s+(?:i|you|we|a\s+player)\s+(?!win\b)(?P<how>[\w'’ -]{1,40}?)\s*\??\s*$|"
               # "What does a drought do?", "What happens in a drought?": a weather card, an event, a space by name
               r"^\W*what\s+(?:does|do)\s+(?:the\s+|a\s+|an\s+)?(?P<thing>[\w'’ -]{1,40}?)\s+do\s*\??\s*$|"
               r"^\W*what\s+happens\s+(?:in|during|on)\s+(?:the\s+|a\s+|an\s+)?(?P<event>[\w'’ -]{1,40}?)\s*\??\s*$|"
               # "What happens when I pass?": what a player does, by one verb — an item or a section that names it
               # ("### Passing")
               r"^\W*what\s+happens\s+(?:when|if|after)\s+(?:i|you|we|a\s+player)\s+(?P<act>[a-z]{3,20})\s*\??\s*$",
               re.I),
    lazy(r"^\W*что\s+(?:даёт|дает|делает)\s+(?:действие|фаза|шаг|этап)\s+[«\"]?(?P<name>[\w -]{1,40}?)[»\"]?\s*"
               r"\??\s*$|"
               r"^\W*что\s+происходит\s+(?:в|во\s+время)\s+(?:фазе|фазы|шаге|шага|этапе|этапа)\s+[«\"]?"
               r"(?P<step>[\w -]{1,40}?)[»\"]?\s*\??\s*$|"
               r"^\W*как\s+(?!выигра|побед)(?P<how>[\w -]{1,40}?)\s*\??\s*$|"
               r"^\W*что\s+(?:даёт|дает|делает)\s+[«\"]?(?P<thing>[\w -]{1,40}?)[»\"]?\s*\??\s*$|"
               r"^\W*что\s+происходит\s+(?:в|во\s+время|при)\s+[«\"]?(?P<event>[\w -]{1,40}?)[»\"]?\s*\??\s*$",
               re.I),
)


# what a card's, a weather's or an event's name does not say: a case ("a tie in combat", "if I pass")
_NOT_A_NAME = lazy(r"\b(?:in|on|of|at|with|when|if|after|before|в|на|при|если|когда|после|до)\b", re.I)


def named_item(question: str) -> Topic | None:
    """For a question about what a named action, step or phase does, the list item that names it is the answer:
    "3. **Upkeep**: each guest in your inn eats one spice token …", "- **Отдохнуть**: получите 2 жетона сил …" —
    under a lead-in that says "steps" or "actions" once, in a section about something else, far from the question
    in meaning. The item's name is matched by its stems, in the question's language ("the upkeep step"); an item in
    the other language is left to the rest of the search. A rulebook with no such item is searched as before: its
    sentences still say the question as they do any other (``Topic.item``)."""
    for pattern in _WHAT_IT_DOES:
        found = pattern.search(question)
        if found is None:
            continue
        name = next(group for group in found.groups() if group)
        if found.lastgroup in ("thing", "event") and _NOT_A_NAME.search(name):
            return None  # "What happens in a tie in combat?": a case, not a thing by name
        stems = tokenize(name)
        if not stems or len(stems) > 3:
            return None
        # (a name of one word in the other language too: "What does resting do?" — "Отдохнуть: возьмите 1 перчатку …")
        if len(stems) == 1:
            words = rf"(?:{'|'.join(re.escape(name) for name in (stems[0], *sorted(translations(stems[0]))))})\w*"
        else:
            words = r"\W+(?:\w+\W+)?".join(rf"{re.escape(stem)}\w*" for stem in stems)
        # "- **Load**: …", "3. **Upkeep**: …", "— купить пряжу: …", "* _Rest_ — …"
        # (each run of spaces read by one part of the pattern: a line of a million spaces is read once)
        emphasis = r"(?:[*_]{1,2}[ \t]*)?"
        # (or a line of its own that names it: "Засуха: пристани закрыты, …", as plain text lists weather cards; its
        # price or kind in brackets, "Net (cost 2): …", or a dot leader, "Anchor .. 0 points, but …", before what it
        # does)
        aside = rf"(?:\([^()\n]{{0,40}}\)[ \t]*{emphasis})?"
        # (or a name in bold closed by its full stop: "- **Drop a sandbag.** Return a sandbag token …")
        # (or a numbered rule that opens with it: "4.2. Пурга: в этом раунде …")
        # (or an item lettered as a rule's cases are: "(a) Gnaw: take one log tile …", "б) Рыбалка: …")
        # (or a wargame's case in brackets: "[5.1] To raid, …")
        marker = r"(?:[-–—•*+]|\d{1,2}[.)]|\(?[a-zа-я]\)|\[?\d{1,3}(?:\.\d{1,3}){1,3}[a-zа-я]?[.)\]]?)"
        # (or a definition list's term, its definition on the line under it: "Explore" / ":   Draw the top …")
        # (and how to do a thing is the rule that opens with doing it: "[5.1] To raid, the attacker rolls one die …",
        # "Чтобы построить мост, …" for "How do I raid a fort?", "Как построить мост?")
        to_do = (rf"|(?:^|(?<=[.!?][ \t]))[ \t]*(?:{marker}[ \t]+)?(?:to|чтобы)[ \t]+{re.escape(stems[0])}\w*\b"
                 if found.lastgroup == "how" else "")
        item = lazy(rf"^[ \t]*(?:{marker}[ \t]+)?(?:{emphasis}{words}[ \t]*{emphasis}{aside}"
                          rf"(?:[:—–-]|\.{{2,}}|\n[ \t]{{0,3}}:[ \t])|[*_]{{1,2}}{words}\.[*_]{{1,2}}){to_do}",
                          re.I | re.M)
        return Topic(f"item:{' '.join(stems)}", (), item, item=True, named=tuple(stems))
    return None
