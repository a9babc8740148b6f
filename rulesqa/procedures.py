"""Procedure questions -> a worked example from the rules engine, with the numbers the question gives.

"How does Поиск(3) work if the Spell Deck has only 1 card?" runs Поиск(3) on a
one-card Spell Deck; "what happens if I gain a third scroll?" gains three
Scrolls. The example travels with the answer (``Answer.example``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulesqa.engine.ai import (
    AiResult,
    ai_hero_turn,
    cast_ai_spell,
    parse_site,
    parse_unit,
    resolve_might,
    spell_kind,
)
from rulesqa.engine.examples import (
    DEFAULT_CARDS,
    DEFAULT_DISCARD,
    ai_deck_example,
    ai_might_example,
    ai_move_example,
    ai_siege_example,
    ai_spell_example,
    ai_target_example,
    card_game_example,
    empty_deck_example,
    search_example,
    third_scroll_example,
)
from rulesqa.engine.phrases import phrasebook
from rulesqa.engine.scenario import Outcome
from rulesqa.units_in_question import (
    board_from_question,
    described_attacker,
    map_from_question,
    might_board,
    missing_attacker,
    spell_board,
    unit_mentions,
    unreadable,
)

_SEARCH = re.compile(r"(?:поиск\w*|search\w*)\s*\(?\s*(-?\d+)\s*\)?", re.I)
_SEARCH_WORD = re.compile(r"\b(?:поиск\w*|search\w*)\b", re.I)
_NUMBER_PREFIXES = (("a single", 1), ("single", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5),
                    ("одн", 1), ("один", 1), ("дв", 2), ("три", 3), ("четыре", 4), ("пять", 5))
_CARDS = re.compile(r"(?<!\w)(\d++|a single|single|one|two|three|four|five|одн\w*|один|дв[ае]|три|четыре|пять)\s+"
                    r"(?:\w+\s+)?(?:cards?|карт\w*)", re.I)
_DECKS = (("artifact", re.compile(r"artifact|артефакт", re.I)),
          ("ability", re.compile(r"abilit|способност|умени", re.I)),
          ("spell", re.compile(r"spell|заклинан", re.I)))
_THIRD_SCROLL = re.compile(r"(?:third|3rd)\s+(?:spell\s+)?scroll|треть\w*\s+свит\w*|(?:3|three|три)\s+"
                           r"(?:spell\s+)?(?:scrolls|свитк\w*)", re.I)
_EMPTY_PILE = re.compile(r"discard pile is empty|empty discard|сброс пуст|пустой сброс", re.I)
# One's own Deck running out, said in the ways players say it; not a shared Deck ("the Spell Deck runs out of
# cards", "пустая колода заклинаний"), which Поиск's reshuffle rule covers.
_OWN_DECK_EMPTY = re.compile(r"(?:my|your|own)\s+deck\s+(?:is\s+empty|runs?\s+out|ran\s+out|has\s+no\s+cards)|"
                             r"\b(?:ran|run|runs|running)\s+out\s+of\s+cards|\bno\s+cards\s+(?:left\s+)?in\s+(?:my|your)"
                             r"\s+deck|\b(?:my|an|your)\s+empty\s+deck\b|"
                             r"(?:моя\s+)?колода\s+(?:пуста|закончилась|кончилась|опустела)|(?:за)?кончил\w*\s+карт\w*\s+в\s+"
                             r"колоде|нет\s+карт\s+в\s+колоде|пуст\w*\s+колод|"
                             # the verb first: "у меня закончилась колода", "опустела колода"
                             r"(?:(?:за)?кончил\w*|опустел\w*)\s+(?:(?:моя|у\s+меня)\s+)?колода\b", re.I)
_SHARED_DECK = re.compile(r"\b(?:spell|ability|artifact|scroll|AI)\s+deck|колод\w*\s+(?:заклинан|способн|умени|"
                          r"артефакт|свитк|ии\b)", re.I)


def _number(text: str) -> int:
    text = text.casefold()
    if text.isdigit():
        return int(text)
    return next((n for prefix, n in _NUMBER_PREFIXES if text.startswith(prefix)), 1)


_AI = re.compile(r"\b(?:AI|enemy|enemies|ИИ)\b|вражеск|противник", re.I)
_ATTACK = re.compile(r"attack|target|атаку|атакует|атакуют|целит|напад|бьёт|бьет|ударит|ударят", re.I)
_MOVE = re.compile(r"\bmove|\bMP\b|movement|\bgo(?:es)?\b|\bheads?\b|ходит|идёт|идет|пойд[её]т|двига|перемещ|"
                   r"направ\w*ся|очк\w* движения", re.I)
# the AI card type, not the Statistic: "the AI draws a Might card", "карта Мощь ИИ"
_MIGHT = re.compile(r"\bmight\s+card|\bкарт\w*\s+мощ|\bмощ\w*\s+(?:ии|карт)", re.I)
# a Siege: the Gate, the Walls
_SIEGE = re.compile(r"\bsiege|\bwalls?\b|\bgate\b|осад|\bстен[аеуы]?\b|\bворот", re.I)
_AI_SPELLS = (("Fireball", r"fireball|огненн\w* шар"), ("Chain Lightning", r"chain lightning|цепн\w* молни"),
              ("Stone Skin", r"stone skin|каменн\w* кож"), ("Cure", r"\bcure\b|лечени|исцелени|лечит|heal"),
              ("Fire Shield", r"fire shield|огненн\w* щит"), ("Weakness", r"weakness|слабост(?!\w* первого)"))
# the AI's own cards, as a question names them (an AI word is needed too): the Magic card and the AI Spell Deck,
# the Skill card and its assigned Ability
_AI_CARDS = (("magic", re.compile(r"\bmagic\s+cards?|\bкарт\w*\s+маги|\bмаги[яюи]\s+(?:ии|карт)|\bspell\s+deck|"
                                  r"колод\w*\s+заклинаний|substitut\w*\s+(?:a\s+)?magic\s+arrow|"
                                  r"волшебн\w*\s+стрел", re.I)),
             ("skill", re.compile(r"\bskill\s+cards?|\bкарт\w*\s+навык|\bнавык\w*\s+(?:ии|карт)|"
                                  r"assigned\s+abilit|назначенн\w*\s+(?:способн|умени)", re.I)))
_CARD_GAME = (("support", re.compile(r"второе оружие|втор\w+ карт\w* поддержки|ещё одна карта поддержки|"
                                     r"second (?:weapon|support card)|another support card", re.I)),
              ("first-turn", re.compile(r"слабост\w* первого хода|first[- ]turn|в тот ход, когда|"
                                        r"turn it enters|enters play", re.I)),
              ("spell", re.compile(r"очеред|\bqueue\b|нелегальн|illegal", re.I)))


@dataclass(frozen=True)
class AiExample:
    """An AI decision worked out for a question: on the question's own units (``sample`` false) or on sample
    ones; ``note`` says why the question's units could not be used, when it gave some."""

    result: AiResult
    sample: bool
    note: str | None = None


def ai_example(question: str, lang: str = "en") -> AiExample | None:
    """Who the AI attacks, what it casts, where it moves — on the units or places the question gives
    (``NAME:KIND:TIER``, see :mod:`rulesqa.units_in_question`), else on a short sample board; told in ``lang``."""
    if not _AI.search(question):
        return None
    if _MIGHT.search(question):
        return _might_example(question, lang)
    for spell, pattern in _AI_SPELLS:
        if re.search(pattern, question, re.I):
            return _spell_example(question, spell, lang)
    if ai_cards(question) is not None:  # the AI's own cards: a scenario of the AI Deck (worked_example)
        return None
    if _SIEGE.search(question):
        return _siege_example(question, lang)
    if _ATTACK.search(question):
        return _target_example(question, lang)
    # a question that writes the map ("Gold Mine:mine:dist=2") asks about the move however it says it
    if re.search(r"hero|геро[йяю]", question, re.I) and (_MOVE.search(question) or map_from_question(question)):
        return _move_example(question, lang)
    return None


def ai_cards(question: str) -> str | None:
    """Which of the AI's own cards a question asks about ("magic", "skill"), or ``None``."""
    if not _AI.search(question):
        return None
    return next((kind for kind, pattern in _AI_CARDS if pattern.search(question)), None)


def _worked_out(question: str, own: Callable[[], AiResult | None], sample: Callable[[], AiResult]) -> AiExample:
    """The decision on the question's own units or places (``own`` gives ``None`` when it gives none), else on
    the sample board — saying why, when something the question wrote could not be read."""
    problems = unreadable(question)
    if not problems:
        try:
            result = own()
        except ValueError as problem:  # a unit written wrongly in a way only the engine sees ("hp=x")
            problems = [str(problem)]
        else:
            if result is not None:
                return AiExample(result, sample=False)
    return AiExample(sample(), sample=True, note="; ".join(problems) or None)


def _spell_example(question: str, spell: str, lang: str) -> AiExample:
    def own() -> AiResult | None:
        units = spell_board(question, spell_kind(spell) or "")
        return None if units is None else cast_ai_spell(spell, [parse_unit(u) for u in units.player],
                                                        [parse_unit(u) for u in units.ai], lang)

    return _worked_out(question, own, lambda: ai_spell_example(spell, lang))


def _target_example(question: str, lang: str) -> AiExample:
    def own() -> AiResult | None:
        board = board_from_question(question)
        if board is None:
            missing = missing_attacker(question, lang)
            if missing:  # the player's units are given: say why they are not used rather than drop them
                raise ValueError(missing)
            return None
        return ai_target_example(board.attacker, board.targets, lang)

    def sample() -> AiResult:
        attacker = described_attacker(question)
        return ai_target_example(attacker, lang=lang) if attacker else ai_target_example(lang=lang)

    return _worked_out(question, own, sample)


def _might_example(question: str, lang: str) -> AiExample:
    def own() -> AiResult | None:
        board = might_board(question)
        if board is None and not any(m.side == "ai" for m in unit_mentions(question)):
            missing = missing_attacker(question, lang)
            if missing:
                raise ValueError(missing)
        return None if board is None else resolve_might([parse_unit(u) for u in board[0]],
                                                        [parse_unit(u) for u in board[1]], lang)

    return _worked_out(question, own, lambda: ai_might_example(lang=lang))


def _siege_example(question: str, lang: str) -> AiExample:
    def own() -> AiResult | None:
        if unit_mentions(question):  # which army is behind the Walls is not said by the units' data
            raise ValueError(phrasebook(lang)("siege.own-units"))
        return None

    return _worked_out(question, own, lambda: ai_siege_example(lang))


def _move_example(question: str, lang: str) -> AiExample:
    def own() -> AiResult | None:
        places = map_from_question(question)
        if places is None:
            return None
        return ai_hero_turn(parse_site(places.hero) if places.hero else None, [parse_site(p) for p in places.sites],
                            parse_site(places.town) if places.town else None, lang)

    return _worked_out(question, own, lambda: ai_move_example(lang))


def example_json(question: str, lang: str = "en") -> dict[str, Any] | None:
    """The worked example for ``question`` as JSON (the ``example`` field of an answer), if there is one.

    Its steps are told in ``lang`` (the question's language); the rules they cite are quoted as written.
    ``sample`` is true when the example is worked out on sample units or cards rather than ones the question
    gives, so a reader does not take it for their own board.
    """
    ai = ai_example(question, lang)
    if ai is not None:
        return {"title": ai.result.decision, "kind": "ai", "lang": ai.result.trace.lang, "sample": ai.sample,
                "note": ai.note, **ai.result.to_json()}
    outcome = worked_example(question, lang)
    # the numbers come from the question (Поиск(3), a one-card Deck); the cards are always sample ones
    return None if outcome is None else {"kind": outcome.scenario.game, "sample": True, **outcome.to_json()}


def worked_example(question: str, lang: str = "en") -> Outcome | None:
    """The engine's worked example for a procedure question, told in ``lang``, or ``None`` when it is not one."""
    lang = "ru" if lang == "ru" else "en"
    for kind, pattern in _CARD_GAME:
        if pattern.search(question):
            return card_game_example(kind, lang)
    ai_kind = ai_cards(question)
    if ai_kind is not None:
        return ai_deck_example(ai_kind, lang)
    if _THIRD_SCROLL.search(question):
        return third_scroll_example(lang=lang)
    search = _SEARCH.search(question)
    if search or _SEARCH_WORD.search(question):
        x = int(search.group(1)) if search else 2
        deck = next((name for name, pattern in _DECKS if pattern.search(question)), "spell")
        size = _CARDS.search(question)
        cards = DEFAULT_CARDS[deck][: _number(size.group(1))] if size else None
        discard = [] if _EMPTY_PILE.search(question) else DEFAULT_DISCARD[deck]  # sample cards, all of them
        return search_example(deck, x, cards, discard, lang=lang)
    if _OWN_DECK_EMPTY.search(question) and not _SHARED_DECK.search(question):
        return empty_deck_example(lang=lang)
    return None
