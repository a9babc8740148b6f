"""What a rulebook calls its players: "Each player is a baron", "Каждый игрок — хан", "a game for 2 to 4 impresarios".

Many rulebooks name the players for their part in the game and then never say "player" again: "Every baron starts
with $30", "Каждый хан получает 3 юрты". A question says "player" all the same ("How much money does each player
start with?"), and a quantity question's number was then said nowhere its "player" is. Where the rulebook says
once, early on, what its players are, a quantity question's "player" is also that word (Searcher.counts_what_is_asked:
"Every baron starts with $30" says how much money a player starts with), and so it is for one sentence that says
every word of a question (evidence.sentence_saying: "Each smuggler takes a rowing boat, £8 and 2 crate tokens."). Not
in coverage of a whole section: over every eval rulebook, reading "player" as the part there too answered 2 more
questions rightly, 2 the rules do not answer ("Can I trade ore with other players?", "How many dice does each player
roll?") and 1 with the wrong rule first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulesqa.search.lexical import tokenize

# (only near the start of a document: what the players are is said before the rules that use it)
OPENING_CHUNKS = 12
# "a game for 2 to 5 prospectors", "Игра для 2–4 купцов": how many play, named by their part (not a length of time);
# rulebook_topics.PLAYERS reads how many play from the same words
# (or a game of something for them: "A game of rags, water and paper for 2 to 4 millers", "Игра о ярмарках для 2–4
# купцов")
# (each run of spaces bounded: a million spaces after "game of" is read in one pass)
GAME_FOR_EN = (r"\bgame(?:\s{1,20}(?:of|about)\s{1,20}\S[^.!?;\n]{0,59}?)?\s{1,20}for\s+\d+\s*(?:to|or|-|–|—)\s*\d+\s+"
               r"(?!(?:minutes|hours|mins|players|people)\b)")
PARTS_EN = r"[a-z]+s\b"
GAME_FOR_RU = (r"\bигра(?:\s{1,20}(?:о|об|про)\s{1,20}\S[^.!?;\n]{0,59}?)?\s{1,20}для\s+\d+\s*(?:до|или|-|–|—)\s*\d+\s+"
               r"(?!(?:минут|час|игрок|человек)\w*)")
PARTS_RU = r"[а-яё]+(?:ов|ев|ей|ых|их)\b"
# "В игре участвуют от 2 до 5 торговцев": how many take part, named by their part
TAKE_PART_RU = r"\bучаству(?:ют|ет)\s{1,20}(?:от\s{1,20})?\d+\s*(?:до|или|-|–|—)\s*\d+\s+(?!(?:игрок|человек)\w*)"
_ROLE = (
    # "Each player is a prospector", "Every player plays a khan", "Players are rival barons"
    # ("Each player is an abbot whose scribes …", "Each player leads a line company.")
    # ("Each player runs a barge company on the old canal.")
    re.compile(r"\b(?:each|every)\s+player\s+(?:is|plays|becomes|leads|runs|owns|controls|commands|manages)\s+"
               r"(?:a|an|the)\s+(?:[a-z-]+\s+)??(?P<role>[a-z]+)\b"
               r"(?=\s+(?:who|whose|that|of|in|on|at|from|with|and|[a-z]+ing)\b|[.,;:])", re.I),
    re.compile(r"\bplayers\s+are\s+(?:rival\s+)?(?P<role>[a-z]+s)\b", re.I),
    # a cooperative game speaks to its players: "You are the keepers of the beacon towers", "You are rangers", "You
    # are the crew of an old research submarine", "You are a mapmaker of the Guild"
    re.compile(r"\byou\s+are\s+(?:(?:the|a|an)\s+(?P<role>[a-z]+)|(?P<roles>[a-z]+s))\b(?=\s+(?:of|who|that|in|on|at|and)\b|"
               r"[.,;:])", re.I),
    re.compile(rf"{GAME_FOR_EN}(?P<role>{PARTS_EN})", re.I),
    # "Каждый игрок — хан кочевого рода", "Игроки — купцы"
    re.compile(r"\b(?:каждый\s+игрок|игроки)\s+[—–-]\s+(?P<role>[а-яё]+)", re.I),
    re.compile(rf"{GAME_FOR_RU}(?P<role>{PARTS_RU})", re.I),
    re.compile(rf"{TAKE_PART_RU}(?P<role>{PARTS_RU})", re.I),
    # what each of them takes at the start, named by their part: "Each company takes 2 barges, 3 lock keys and 4
    # coins.", "Каждый кондитер получает планшет …, 2 печи и 5 монет." (not a time: "Each round takes …")
    re.compile(r"\b(?:each|every)\s+(?P<role>(?!(?:turn|round|game|phase|step|season|year|night|day|week|time|"
               r"player)\b)[a-z]+)\s+(?:takes|gets|receives|starts\s+with)\b", re.I),
    re.compile(r"\bкажд(?:ый|ая)\s+(?P<role>(?!(?:ход|раунд|игрок|день|год|сезон|ночь|неделя|фаза|партия|игра)\b)"
               r"[а-яё]+)\s+(?:получает|берёт|берет|начинает)\b", re.I),
)
_PLAYER = frozenset(tokenize("player players игрок игрока игроку игроков игроки"))


def player_words() -> frozenset[str]:
    """The stemmed words that say "player" in either language."""
    return _PLAYER


def roles(texts: Iterable[str]) -> frozenset[str]:
    """The stemmed words a document's opening ``texts`` call its players by ("baron", "хан"), if it says."""
    found: set[str] = set()
    for text in texts:
        for pattern in _ROLE:
            for match in pattern.finditer(text):
                role = match.groupdict().get("role") or match.groupdict().get("roles") or ""
                found.update(t for t in tokenize(role) if t not in _PLAYER)
    return frozenset(found)
