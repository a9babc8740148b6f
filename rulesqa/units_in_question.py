"""The units and places a question writes as data, and whose they are.

A player types the board as it is: "Enemy Griffins (flying, silver) attack: my units are
Pikemen:ground:bronze:dist=1 and Archers:ranged:silver:dist=3 — which one?". The units written as
``NAME:KIND:TIER[:…]`` (and the places of an AI Hero's move, ``NAME:mine:dist=N``) are the engine's input;
the words around them say whose they are ("enemy", "AI", "вражеские" or "my", "мои"). The attacker may also
be described in words only, by its kind and tier. Nothing written as data is dropped: a unit without a name
is numbered, and one written wrongly is reported (:func:`unreadable`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesqa.engine.units import KINDS, TIERS
from rulesqa.text import has_cyrillic

# A unit's data: ":kind:tier" and any ":key=value" or ":flag" parts. The name is read backwards from it.
_UNIT_DATA = re.compile(rf":({'|'.join(KINDS)}):({'|'.join(TIERS)})((?::[\w=|@-]+)*)", re.I)
# Where the words before a unit's name stop belonging to it.
_BOUNDARY = re.compile(r"[,;:()\[\]{}\"“”«»!?.—–]|\s-\s")
_WORD = re.compile(r"[\w'-]+")
_NOT_A_NAME = frozenset("""
    a an the my mine our your his her their its enemy enemies ai ai's and or vs versus is are attack attacks
    attacking attacked target targets unit units whom who which does do will would against with at of to from
    by if when there has have then than on in player player's what whose one ones
    и или если меня мне нас нападут нападает нападёт ударит ударят мои мой моя моё моих мою наш наши
    вражеский вражеские вражеского вражеских враг врага против на ии
    кого кто какого какой атакует атакуют атаковать юнит юниты юнита отряд отряды отряда у есть
""".split())
_NOT_A_PLACE_NAME = _NOT_A_NAME - {"mine"}  # "Gold Mine:mine:dist=2"
_ENEMY = re.compile(r"\b(?:enemy|enemies|AI|AI's|opponent's|hostile)\b|вражеск|противник|\bИИ\b", re.I)
_MINE = re.compile(r"\b(?:my|mine|our|player's)\b|\b(?:мо[йияеё]|моих|мою|наш\w*|меня|мне|нас)\b", re.I)
# The attacker described in words: "enemy flying silver Griffins", "вражеские летающие серебряные грифоны".
_KIND_WORDS = (("ranged", r"ranged|shoot|archer|стрел|дальн"), ("flying", r"flying|flyer|летающ|летун"),
               ("ground", r"\bground|melee|наземн|пеш|ближн"))
_TIER_WORDS = (("bronze", r"bronze|бронз"), ("silver", r"silver|серебр"), ("golden", r"gold(?:en)?\b|золот"),
               ("azure", r"azure|лазур"))
_NAME_AFTER_ENEMY = re.compile(r"(?:enemy|AI|вражеск\w*)\s+(?:(?:ranged|flying|ground|bronze|silver|golden|gold|"
                               r"azure|летающ\w*|наземн\w*|стрелков\w*|бронзов\w*|серебрян\w*|золот\w*|"
                               r"лазурн\w*)\s+)*([\w'-]+)", re.I)


@dataclass(frozen=True)
class UnitMention:
    """One ``NAME:KIND:TIER[:…]`` unit in a question, and whose it is (``"ai"``, ``"player"`` or unknown)."""

    spec: str
    side: str | None


@dataclass(frozen=True)
class Board:
    """The attacking AI unit and the player's units, as unit specs for :func:`rulesqa.engine.ai.parse_unit`."""

    attacker: str
    targets: list[str]


def unit_mentions(question: str) -> list[UnitMention]:
    """Every unit the question writes as ``NAME:KIND:TIER[:…]``, in order, with the side its words give it.

    A unit with no side word of its own that continues a list of the player's units is the player's too ("my
    units are Pikemen:…, Archers:… and Swordsmen:…").
    """
    mentions: list[UnitMention] = []
    previous_end = 0
    for match in _UNIT_DATA.finditer(question):
        before = question[previous_end:match.start()]
        name, lead = _name_and_lead(before)
        name = name or f"Unit {len(mentions) + 1}"  # data without a name is still a unit of the board
        side = _side(lead)
        if side is None and mentions and mentions[-1].side == "player" and not _BOUNDARY.search(
                lead.replace(",", "")):
            side = "player"  # a list of the player's units; there is only one attacker
        mentions.append(UnitMention(f"{name}:{match.group(1)}:{match.group(2)}{match.group(3)}", side))
        previous_end = match.end()
    return mentions


def board_from_question(question: str) -> Board | None:
    """The attacker and targets the question gives, or ``None`` when it does not give enough to tell.

    The attacker is the unit marked as the enemy's; failing that, one described in words by kind and tier;
    failing that, the first unit, unless the question says that one is the player's.
    """
    mentions = unit_mentions(question)
    enemy = [m for m in mentions if m.side == "ai"]
    if len(enemy) == 1:
        return _board(enemy[0].spec, [m.spec for m in mentions if m is not enemy[0]])
    if len(enemy) > 1:
        return None
    described = described_attacker(question)
    if described is not None:
        return _board(described, [m.spec for m in mentions])
    if mentions and mentions[0].side != "player":
        return _board(mentions[0].spec, [m.spec for m in mentions[1:]])
    return None


def missing_attacker(question: str, lang: str = "en") -> str | None:
    """Why the units a question writes make no board (see :func:`board_from_question`), in ``lang``: the
    attacking AI unit is not among them (all are the player's, or several are the AI's). ``None`` when they
    do, or when the question writes no units."""
    mentions = unit_mentions(question)
    if not mentions or board_from_question(question) is not None:
        return None
    names = ", ".join(m.spec.split(":", 1)[0] for m in mentions)
    enemy = [m for m in mentions if m.side == "ai"]
    if len(enemy) > 1:
        return (f"several units are the AI's ({', '.join(m.spec.split(':', 1)[0] for m in enemy)}): write only the "
                "attacking one as the enemy's" if lang == "en" else
                f"несколько отрядов названы отрядами ИИ ({', '.join(m.spec.split(':', 1)[0] for m in enemy)}): "
                "вражеским отметьте только атакующий")
    if len(mentions) == 1 and mentions[0].side != "player":
        return (f"only one unit is given ({names}): give the player's units too" if lang == "en" else
                f"задан только один отряд ({names}): задайте и отряды игрока")
    attacker = _enemy_name(question)
    kinds, tiers = ", ".join(KINDS), ", ".join(TIERS)
    if lang == "en":
        return (f"your units ({names}) need the attacking AI unit with its kind and tier: write it as enemy "
                f"{attacker or 'NAME'}:KIND:TIER (kinds: {kinds}; tiers: {tiers})")
    return (f"для ваших отрядов ({names}) нужен атакующий отряд ИИ с видом и уровнем: запишите его так: вражеские "
            f"{attacker or 'ИМЯ'}:ВИД:УРОВЕНЬ (виды: {kinds}; уровни: {tiers})")


def might_board(question: str) -> tuple[list[str], list[str]] | None:
    """(the AI units, in the order they activate; the player's units) of a Might card question, or ``None`` when
    it does not give both. Units with no side word are the player's, once an AI unit is known."""
    mentions = unit_mentions(question)
    ai = [m.spec for m in mentions if m.side == "ai"]
    if not ai:
        described = described_attacker(question)
        ai = [described] if described else []
    player = [m.spec for m in mentions if m.side != "ai"]
    return (ai, player) if ai and player else None


@dataclass(frozen=True)
class SpellBoard:
    """The units an AI Spell question gives: the player's and the AI's, as unit specs."""

    player: list[str]
    ai: list[str]


# Whose units a Spell looks at when the question does not say: Fireball hits the player's units, Cure heals the AI's.
_SPELL_SIDE = {"multi-target": "player", "weakener": "player", "instant-defense": "ai", "healing": "ai",
               "buff": "ai"}


def spell_board(question: str, spell_kind: str) -> SpellBoard | None:
    """The units an AI Spell question gives, each on the side its words say (else the side the Spell looks at);
    ``None`` when it gives none, or not the ones the Spell needs (Weakness: the AI unit and the one it attacks)."""
    mentions = unit_mentions(question)
    if not mentions:
        return None
    default = _SPELL_SIDE.get(spell_kind, "player")
    player = [m.spec for m in mentions if (m.side or default) == "player"]
    ai = [m.spec for m in mentions if (m.side or default) == "ai"]
    needs = {"multi-target": bool(player), "weakener": bool(player and ai), "instant-defense": bool(ai),
             "healing": bool(ai), "buff": bool(ai)}
    return SpellBoard(player, ai) if needs.get(spell_kind, False) else None


# A place's data: ":mine|settlement|town|hero" and its ":key=value" or ":flag" parts.
_PLACE_DATA = re.compile(r":(mine|settlement|town|hero)((?::[\w=|@-]+)*)", re.I)


@dataclass(frozen=True)
class Map:
    """The places an AI Hero move question gives, as place specs for :func:`rulesqa.engine.ai.parse_site`."""

    hero: str | None  # a player's Hero on the AI Hero's Tile
    sites: list[str]  # Mines and Settlements
    town: str | None  # the player's Town


def map_from_question(question: str) -> Map | None:
    """The places written as ``NAME:KIND:dist=N[:…]`` ("Gold Mine:mine:dist=2"), or ``None`` when there are none."""
    hero, town, sites, previous_end = None, None, [], 0
    for n, match in enumerate(_PLACE_DATA.finditer(question), start=1):
        name, _ = _name_and_lead(question[previous_end:match.start()], _NOT_A_PLACE_NAME)
        previous_end = match.end()
        name = name or f"Place {n}"
        spec, kind = f"{name}:{match.group(1)}{match.group(2)}", match.group(1).casefold()
        if kind == "hero":
            hero = spec
        elif kind == "town":
            town = spec
        else:
            sites.append(spec)
    return Map(hero, sites, town) if hero or town or sites else None


# Anything written like a unit or a place ("Marksmen:ranged:silvr"), to tell the player what could not be read.
_LOOKS_LIKE_DATA = re.compile(r"(?<![\w'’-])[^\W\d_][\w'’-]*+:[\w'’-]++(?::[\w=|@'’-]++)++")


def unreadable(question: str) -> list[str]:
    """What is written like a unit or place but is not one, each with what is wrong (``parse_unit``'s words)."""
    from rulesqa.engine.ai import parse_unit

    problems = []
    for match in _LOOKS_LIKE_DATA.finditer(question):
        text = match.group(0)
        if _UNIT_DATA.search(text) or _PLACE_DATA.search(text):
            continue
        try:
            parse_unit(text)
        except ValueError as problem:
            problems.append(str(problem))
    return problems


def described_attacker(question: str) -> str | None:
    """An AI unit described in words ("enemy flying silver Griffins") as a unit spec, if kind and tier are given."""
    if not _ENEMY.search(question):
        return None
    words = _UNIT_DATA.sub(" ", _without_unit_names(question))
    kinds = [kind for kind, pattern in _KIND_WORDS if re.search(pattern, words, re.I)]
    tiers = [tier for tier, pattern in _TIER_WORDS if re.search(pattern, words, re.I)]
    if len(kinds) != 1 or len(tiers) != 1:
        return None
    return f"{_enemy_name(question) or 'The AI unit'}:{kinds[0]}:{tiers[0]}"


def _enemy_name(question: str) -> str | None:
    """The name after "enemy"/"вражеские" ("the enemy Griffins" -> "Griffins"), capitalised, if it is one."""
    named = _NAME_AFTER_ENEMY.search(question)
    word = named.group(1) if named else ""
    # English names the unit with a capital ("the enemy Griffins"); Russian need not ("вражеские грифоны")
    # a capitalised word is a name ("Archers"); a lowercase Russian one unless it only describes ("стрелок")
    describes = any(re.match(pattern, word, re.I) for _, pattern in (*_KIND_WORDS, *_TIER_WORDS))
    is_name = bool(word) and word.casefold() not in _NOT_A_NAME and (
        word[0].isupper() or (has_cyrillic(word) and not describes))
    return word[0].upper() + word[1:] if is_name else None


def _board(attacker: str, targets: list[str]) -> Board | None:
    return Board(attacker, targets) if targets else None


def _without_unit_names(question: str) -> str:
    """The question without the units written as data, so their kinds and tiers are not read as the attacker's."""
    out, previous_end = [], 0
    for match in _UNIT_DATA.finditer(question):
        before = question[previous_end:match.start()]
        name, _ = _name_and_lead(before)
        out.append(before[: len(before) - len(name)] if name else before)
        previous_end = match.end()
    out.append(question[previous_end:])
    return " ".join(out)


def _name_and_lead(before: str, not_a_name: frozenset[str] = _NOT_A_NAME) -> tuple[str, str]:
    """Split the text before a unit's data into (its name, the words that lead up to the name).

    The name is the run of words just before the data that are not function words, at most three; when some
    of them are capitalised it starts at the first capitalised one ("attack Black Dragons" -> "Black Dragons").
    """
    boundaries = list(_BOUNDARY.finditer(before))
    segment_start = boundaries[-1].end() if boundaries else 0
    words = list(_WORD.finditer(before, segment_start))
    run: list[re.Match[str]] = []
    for word in reversed(words):
        if word.group(0).casefold() in not_a_name or len(run) == 3:
            break
        run.insert(0, word)
    capitalised = [w for w in run if w.group(0)[0].isupper()]
    if capitalised:
        run = run[run.index(capitalised[0]):]
    elif run:
        run = run[-1:]
    if not run:
        return "", before
    return before[run[0].start():run[-1].end()], before[:run[0].start()]


def _side(lead: str) -> str | None:
    """Whose unit the words before its name say it is: the AI's, the player's, or unknown.

    The words of the last clause before the name decide ("… the enemy Griffins attack? My units: Pikemen:…" is
    the player's), and within it the word nearest the name ("my Pikemen against the enemy X")."""
    clauses = [c for c in _BOUNDARY.split(lead) if c.strip()]
    clause = clauses[-1] if clauses else lead
    enemy = [m.end() for m in _ENEMY.finditer(clause)]
    mine = [m.end() for m in _MINE.finditer(clause)]
    if enemy and mine:
        return "ai" if enemy[-1] > mine[-1] else "player"
    return "ai" if enemy else "player" if mine else None


def without_unit_data(question: str) -> str:
    """The question with each unit written as data reduced to its kind and tier, for retrieval.

    "Whom does the AI attack: Marksmen:ranged:silver, Griffins:flying:silver:dist=2?" is about the targeting
    rules; the unit names and distances are the engine's input, not words a rule should contain.
    """
    out, previous_end = [], 0
    for match in _UNIT_DATA.finditer(question):
        before = question[previous_end:match.start()]
        name, _ = _name_and_lead(before)
        out.append(f"{before[: len(before) - len(name)]}{match.group(1)} {match.group(2)}")
        previous_end = match.end()
    out.append(question[previous_end:])
    return _PLACE_DATA.sub(lambda m: f" {m.group(1)}", "".join(out))
