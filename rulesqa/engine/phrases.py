"""What the engine says at each step, in English and in Russian.

Every sentence of a trace is a key of :data:`PHRASES` with one template per
language, so a Russian question gets its worked example in Russian and an
English one in English, from the same engine run. Templates are
``str.format`` strings whose fields hold language-neutral values; the values
that change form with the language (a Deck's name, a tier, a count of cards,
a list that may be empty) are :class:`Term`, :class:`Count` and
:class:`Names`, and a Russian template asks for the grammatical form it needs
in the format spec: ``"Сброс {deck:gen} пуст"``, ``"{tier:pl} цели"``,
``"вы смотрите {cards:acc}"``. A form name that starts with a capital letter
capitalises the word (``{deck:Nom}``).

Card and unit names are the user's own and are never translated; the six AI
Spells the rules name are, in quotes (``заклинание «Огненный шар»``), which
spares their declension.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

LANGS = ("en", "ru")

# Russian forms of the words the templates decline: nom(inative), gen(itive), acc(usative), prep(ositional);
# for adjectives m (masculine singular) and pl (plural).
_RU_TERMS: dict[str, dict[str, dict[str, str]]] = {
    "deck": {
        "ability": {"nom": "колода способностей", "gen": "колоды способностей", "acc": "колоду способностей",
                    "prep": "колоде способностей"},
        "artifact": {"nom": "колода артефактов", "gen": "колоды артефактов", "acc": "колоду артефактов",
                     "prep": "колоде артефактов"},
        "spell": {"nom": "колода заклинаний", "gen": "колоды заклинаний", "acc": "колоду заклинаний",
                  "prep": "колоде заклинаний"},
        "scroll": {"nom": "колода свитков заклинаний", "gen": "колоды свитков заклинаний",
                   "acc": "колоду свитков заклинаний", "prep": "колоде свитков заклинаний"},
    },
    "tier": {
        "bronze": {"m": "бронзовый", "pl": "бронзовые"},
        "silver": {"m": "серебряный", "pl": "серебряные"},
        "golden": {"m": "золотой", "pl": "золотые"},
        "azure": {"m": "лазурный", "pl": "лазурные"},
    },
    "class": {c: {"nom": c} for c in ("оружие", "доспех", "амулет", "местность", "событие")},
    "kind": {
        "ground": {"m": "наземный", "pl": "наземные"},
        "flying": {"m": "летающий", "pl": "летающие"},
        "ranged": {"m": "стрелковый", "pl": "стрелковые"},
        "tower": {"m": "башня", "pl": "башни"},
    },
}
_EN_TERMS: dict[str, dict[str, str]] = {
    "deck": {"ability": "Ability Deck", "artifact": "Artifact Deck", "spell": "Spell Deck",
             "scroll": "Spell Scroll Deck"},
    "class": {"оружие": "weapon", "доспех": "armor", "амулет": "amulet", "местность": "terrain", "событие": "event"},
}
# The AI Spells of the rules text, by their English names (as the engine knows them).
SPELL_NAMES_RU = {"fireball": "Огненный шар", "chain lightning": "Цепная молния", "stone skin": "Каменная кожа",
                  "cure": "Лечение", "fire shield": "Огненный щит", "weakness": "Слабость",
                  "magic arrow": "Волшебная стрела"}

# noun -> (English singular, plural), (Russian one, few, many) in the nominative and, where it differs, accusative
_NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    "card": {"en": ("card", "cards"), "ru": ("карта", "карты", "карт"), "ru-acc": ("карту", "карты", "карт")},
    "spell": {"en": ("Spell", "Spells"), "ru": ("заклинание", "заклинания", "заклинаний")},
    "field": {"en": ("Field", "Fields"), "ru": ("поле", "поля", "полей")},
    "mp": {"en": ("MP", "MP"), "ru": ("очко движения", "очка движения", "очков движения")},
    "unit": {"en": ("unit", "units"), "ru": ("отряд", "отряда", "отрядов")},
}


@dataclass(frozen=True)
class Term:
    """A game word that is written differently in each language: a Deck, a tier, a unit kind, an AI Spell."""

    group: str  # deck | tier | kind | spell
    key: str

    def render(self, lang: str, form: str) -> str:
        if lang == "ru":
            if self.group == "spell":
                return SPELL_NAMES_RU.get(self.key.casefold(), self.key)
            forms = _RU_TERMS[self.group].get(self.key)
            word = forms.get(form.casefold() or ("nom" if "nom" in forms else "m"), self.key) if forms else self.key
        else:
            word = _EN_TERMS.get(self.group, {}).get(self.key, self.key.capitalize() if self.group in ("tier", "kind")
                                                     else self.key)
            if form == "lower":
                return word.lower()
        return word[:1].upper() + word[1:] if form[:1].isupper() else word


@dataclass(frozen=True)
class Count:
    """A number with its noun, in the plural form the number takes: "1 card", "2 карты", "5 карт"."""

    n: int
    noun: str

    def render(self, lang: str, form: str) -> str:
        forms = _NOUNS[self.noun]
        if lang == "ru":
            words = forms.get("ru-acc", forms["ru"]) if form == "acc" else forms["ru"]
            return f"{self.n} {words[russian_plural(self.n)]}"
        singular, plural = forms["en"]
        return f"{self.n} {singular if self.n == 1 else plural}"


@dataclass(frozen=True)
class Names:
    """Names in a list, or the word for "none" when there are none."""

    names: tuple[str, ...]
    empty: str = "nothing"  # nothing | none | empty

    def render(self, lang: str, form: str) -> str:
        if self.names:
            return ", ".join(self.names)
        return {"en": {"nothing": "nothing", "none": "none", "empty": "empty"},
                "ru": {"nothing": "ничего", "none": "нет", "empty": "пусто"}}[lang][self.empty]


@dataclass(frozen=True)
class Joined:
    """Terms in a row, each in the same form: "Silver → Bronze → Golden → Azure"."""

    items: tuple[Term, ...]
    separator: str = " → "

    def render(self, lang: str, form: str) -> str:
        return self.separator.join(item.render(lang, form) for item in self.items)


def names(items: Iterable[object], empty: str = "nothing") -> Names:
    return Names(tuple(str(i) for i in items), empty)


def russian_plural(n: int) -> int:
    """Which of the three Russian plural forms a number takes: 0 (одна карта), 1 (две карты), 2 (пять карт)."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Term | Count | Names | Joined):
            return value.render(self.lang, format_spec)
        return str(super().format_field(value, format_spec))


class Phrasebook:
    """``say(key, **values)``: the sentence ``key`` in this book's language."""

    def __init__(self, lang: str = "en"):
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
        self.lang = lang
        self._formatter = _Formatter(lang)

    def __call__(self, key: str, **values: Any) -> str:
        return self._formatter.vformat(PHRASES[key][self.lang], (), values)

    def reading(self, key: str | None) -> str | None:
        return None if key is None else PHRASES[key][self.lang]


@functools.cache
def phrasebook(lang: str) -> Phrasebook:
    """The book for ``lang``; any language other than Russian reads English (the rules texts' own language)."""
    return Phrasebook("ru" if lang == "ru" else "en")


def _phrases(table: Mapping[str, tuple[str, str]]) -> dict[str, dict[str, str]]:
    return {key: {"en": en, "ru": ru} for key, (en, ru) in table.items()}


# key -> (English, Russian)
PHRASES: dict[str, dict[str, str]] = _phrases({
    # --- the Decks and their Discard Piles --------------------------------------------------------------
    "refused": ("Refused", "Отказ"),
    "deck.refill": ("The {deck}'s Discard Pile is empty: its top card, {card}, refills it.",
                    "Сброс {deck:gen} пуст: его пополняет верхняя карта этой колоды, {card}."),
    "deck.unknown": ("there is no '{name}' deck; use one of {choices}",
                     "колоды «{name}» нет; укажите одну из: {choices}"),
    "deck.both-empty": ("The {deck} and its Discard Pile are both empty: there is no card to take.",
                        "{deck:Nom} и её сброс пусты: взять нечего."),
    "deck.reshuffle": ("The {deck} has run out: its Discard Pile is shuffled into a new Deck ({cards}) and its top "
                       "card, {top}, is discarded to form a new Discard Pile.",
                       "{deck:Nom} закончилась: её сброс перемешан в новую колоду ({cards}), а верхняя карта новой "
                       "колоды, {top}, сброшена и начинает новый сброс."),
    # --- the player's own cards ----------------------------------------------------------------------------
    "start.count": ("a Deck starts with {size} cards, built during setup, not {n}",
                    "колода в начале игры — это {size} карт, собранных при подготовке, а не {n}"),
    "start.after-setup": ("the starting Deck is built during setup, and you already hold {cards} (Deck, hand, Discard "
                          "Pile, removed or in play)",
                          "стартовая колода собирается при подготовке, а у вас уже есть {cards} (в колоде, руке, "
                          "сбросе, удалённые или в игре)"),
    "start.deck": ("Your Deck starts with {cards}, built during setup: {names} (top first).",
                   "Ваша колода в начале игры — {cards}, собранных при подготовке: {names} (сверху вниз)."),
    "draw.bad-count": ("cannot draw {count} cards", "нельзя взять столько карт: {count}"),
    "draw.nothing": ("Your Deck and your Discard Pile are both empty: there is no card to draw.",
                     "Ваша колода и ваш сброс пусты: взять нечего."),
    "draw.reshuffle": ("Your Deck is empty when you must draw: your Discard Pile ({cards}) is shuffled into a "
                       "brand-new Deck.",
                       "Нужно взять карту, а ваша колода пуста: ваш сброс ({cards}) перемешивается и становится "
                       "новой колодой."),
    "draw": ("You draw {card} from your Deck into your hand.", "Вы берёте {card} из своей колоды в руку."),
    "gain.bad-zone": ("a gained card goes to the hand, discard or deck, not '{to}'",
                      "полученная карта идёт в руку, в сброс или в колоду, а не в «{to}»"),
    "gain.deck-empty": ("the {deck} has no card to gain", "в {deck:prep} нет карты, которую можно получить"),
    "gain.what": ("say which card is gained, or from which deck", "укажите, какая карта получена или из какой колоды"),
    "origin.deck-top": ("from the top of the {deck}", "с верха {deck:gen}"),
    "origin.outside": ("from outside your cards (a reward or purchase)", "извне (награда или покупка)"),
    "gain.hand": ("You gain {card} {origin}; it goes directly into your hand.",
                  "Вы получаете {card} {origin}; карта идёт прямо в руку."),
    "gain.discard": ("You gain {card} {origin}; the effect says so, so it goes to your Discard Pile.",
                     "Вы получаете {card} {origin}; так сказано в эффекте, поэтому карта идёт в ваш сброс."),
    "gain.deck": ("You gain {card} {origin}; the effect says so, so it goes on top of your Deck.",
                  "Вы получаете {card} {origin}; так сказано в эффекте, поэтому карта кладётся на верх вашей "
                  "колоды."),
    "hand.missing": ("{name} is not in your hand (hand: {hand})", "{name} нет у вас в руке (в руке: {hand})"),
    "necro.drawn": ("{card} is a Necromancy card, Necropolis-only: as a {faction} player you may discard it and draw "
                    "another (redraw), or keep it.",
                    "{card} — карта некромантии, только для Некрополиса: игрок фракции {faction} может сбросить её и "
                    "взять другую (redraw) или оставить."),
    "necro.cannot-use": ("{name} is a Necromancy card, Necropolis-only: a {faction} player cannot use it (only discard "
                         "and redraw it, or keep it)",
                         "{name} — карта некромантии, только для Некрополиса: игрок фракции {faction} не может её "
                         "использовать (только сбросить и взять другую или оставить)"),
    "necro.redraw": ("You are not Necropolis ({faction}): you discard {card}, a Necromancy card, and draw another.",
                     "Вы не Некрополис ({faction}): вы сбрасываете карту некромантии {card} и берёте другую."),
    "necro.not-one": ("{name} is not a Necromancy card: only those may be discarded and redrawn",
                      "{name} — не карта некромантии: сбросить и взять другую можно только её"),
    "necro.faction-unknown": ("{name}: whether you may redraw it depends on your Faction, which is not given "
                              "([player] faction)",
                              "{name}: можно ли взять другую, зависит от вашей фракции, а она не указана "
                              "([player] faction)"),
    "necro.necropolis": ("{name}: a Necropolis player uses Necromancy cards; redrawing is for the other Factions",
                         "{name}: игрок Некрополиса использует карты некромантии; брать другую могут игроки других "
                         "фракций"),
    "kind.unknown": ("the effect type is one of {kinds} (a Permanent: play_permanent), not '{kind}'",
                     "тип эффекта — один из: {kinds} (постоянная карта — play_permanent), а не «{kind}»"),
    "kind.map-in-combat": ("{name} has a Map effect, which cannot be used during Combat",
                           "у {name} эффект карты мира, его нельзя использовать в бою"),
    "kind.activation-outside": ("{name} has an Activation effect, played when Activating your own unit in Combat; no "
                                "Combat is under way",
                                "у {name} эффект активации, он разыгрывается при активации вашего отряда в бою, а боя "
                                "сейчас нет"),
    "kind.instant": ("{card} is an Instant effect: it is resolved immediately.",
                     "{card} — мгновенный эффект: он выполняется сразу."),
    "kind.activation": ("{card} is an Activation effect, played as you Activate your own unit in this Combat.",
                        "{card} — эффект активации, он разыгрывается при активации вашего отряда в этом бою."),
    "kind.map": ("{card} is a Map effect, used outside Combat.",
                 "{card} — эффект карты мира, он используется вне боя."),
    "kind.ongoing": ("{card} is an Ongoing effect: it stays in play until it is used up or you start your next "
                     "Turn.",
                     "{card} — длящийся эффект: он остаётся в игре, пока не будет исчерпан или пока не начнётся "
                     "ваш следующий ход."),
    "kind.not-ongoing": ("{name} is not an Ongoing card in play (Ongoing: {ongoing})",
                         "{name} нет среди длящихся карт в игре (длящиеся: {ongoing})"),
    "kind.used-up": ("{card}, an Ongoing effect, is used up: it goes to your Discard Pile.",
                     "Длящийся эффект {card} исчерпан: карта уходит в ваш сброс."),
    "kind.ongoing-ends": ("You start your next Turn: {card}, an Ongoing effect you played, ends and goes to your "
                          "Discard Pile.",
                          "Начинается ваш следующий ход: сыгранный вами длящийся эффект {card} заканчивается, карта "
                          "уходит в ваш сброс."),
    "war.where": ("War Machines are bought at a Trading Post or a War Machine Factory (trading-post or factory), not "
                  "'{at}'",
                  "боевые машины покупаются на торговом посту или на фабрике боевых машин (trading-post или "
                  "factory), а не «{at}»"),
    "war.no-other-function": ("a War Machine was bought at this Trading Post during this Visit: none of the Field's "
                              "other functions can be used ({name})",
                              "на этом торговом посту в этот визит куплена боевая машина: других функций этого поля "
                              "использовать нельзя ({name})"),
    "war.bought-trading-post": ("You buy {card}, a War Machine - a permanent card - at the Trading Post.",
                                "Вы покупаете {card}, боевую машину — постоянную карту, — на торговом посту."),
    "war.bought-factory": ("You buy {card}, a War Machine - a permanent card - at the War Machine Factory.",
                           "Вы покупаете {card}, боевую машину — постоянную карту, — на фабрике боевых машин."),
    "war.visit": ("You bought it at the Trading Post: none of that Field's other functions can be used during this "
                  "Visit.",
                  "Она куплена на торговом посту: других функций этого поля в этот визит использовать нельзя."),
    "war.visit-ends": ("The Visit ends: the Trading Post's functions can be used again on another Visit.",
                       "Визит окончен: функции торгового поста снова доступны в другой визит."),
    "turn.not-yours": ("it is not your Turn and no Combat involving your Main Hero is under way: {name} cannot be "
                       "played",
                       "сейчас не ваш ход и не идёт бой с участием вашего главного героя: {name} разыграть нельзя"),
    "turn.combat-play": ("It is not your Turn, but this Combat involves your Main Hero: you may play {name}.",
                         "Сейчас не ваш ход, но в этом бою участвует ваш главный герой: {name} можно разыграть."),
    "turn.start": ("Your Turn begins: you may play cards.", "Начинается ваш ход: можно разыгрывать карты."),
    "turn.end": ("Your Turn ends: until your next one, you may play cards only in a Combat involving your Main Hero.",
                 "Ваш ход заканчивается: до следующего вашего хода карты можно разыгрывать только в бою с участием "
                 "вашего главного героя."),
    "turn.already-over": ("it is not your Turn already (start_turn begins your next one)",
                          "сейчас и так не ваш ход (start_turn начинает следующий)"),
    "combat.not-your-hero": ("This Combat does not involve your Main Hero: outside your Turn you cannot play cards "
                             "in it.",
                             "В этом бою ваш главный герой не участвует: вне своего хода вы не можете разыгрывать в "
                             "нём карты."),
    "discard": ("You discard {card} to your own Discard Pile.", "Вы сбрасываете {card} в свой сброс."),
    "zone.hand": ("from your hand", "из руки"),
    "zone.discard": ("from your discard", "из сброса"),
    "zone.deck": ("from your deck", "из колоды"),
    "remove": ("You remove {card} ({zone}): it goes back to the box, out of the game for good.",
               "Вы удаляете {card} ({zone}): карта возвращается в коробку и выходит из игры навсегда."),
    "remove.again": ("{name} was removed from the game already; removed cards never come back",
                     "{name} уже удалена из игры; удалённые карты не возвращаются"),
    "remove.missing": ("{name} is not in your hand, Discard Pile or Deck", "{name} нет ни в руке, ни в сбросе, ни в "
                                                                           "колоде"),
    "after-use": ("After it is used, {card} is discarded to your Discard Pile.",
                  "После использования {card} уходит в ваш сброс."),
    "effect.both": ("a card's Basic and Expert effects cannot both be used at once",
                    "нельзя использовать сразу и базовый, и экспертный эффект карты"),
    "effect.unknown": ("the effect is 'basic' or 'expert', not '{effect}'",
                       "эффект — «basic» или «expert», а не «{effect}»"),
    "expert.limit": ("you have used {used} Expert effect(s) this Round and your Hero's Level is {level}",
                     "экспертных эффектов в этом раунде использовано: {used}, а уровень вашего героя — {level}"),
    "expert": ("You use the Expert effect of {card} ({used} of {level} this Round, the limit being your Hero's "
               "Level).",
               "Вы используете экспертный эффект карты {card} ({used} из {level} в этом раунде; предел — уровень "
               "вашего героя)."),
    "basic": ("You use the Basic effect of {card}.", "Вы используете базовый эффект карты {card}."),
    "permanent": ("You put {card} into play as your Permanent.",
                  "Вы вводите в игру {card} как свою постоянную карту."),
    "permanent.replaces": ("You put {card} into play as your Permanent; {previous} was in play and is discarded "
                           "(only one at a time).",
                           "Вы вводите в игру {card} как свою постоянную карту; {previous} была в игре и "
                           "сбрасывается (в игре только одна)."),
    "pay.negative": ("cannot pay {gold} gold", "нельзя заплатить столько золота: {gold}"),
    "pay.short": ("paying {gold} gold needs {gold}, you have {have}",
                  "нужно заплатить золото: {gold}, а у вас только {have}"),
    "pay": ("You pay {gold} gold ({left} left).", "Вы платите золото: {gold} (осталось {left})."),
    "guild.build": ("You build the Mage Guild in Round {round}: Spells come from it, and it enables the Spell Book "
                    "Token from the next Round on.",
                    "Вы строите Гильдию магов в раунде {round}: из неё приходят заклинания, и со следующего раунда "
                    "она даёт жетон книги заклинаний."),
    "guild.built": ("your Mage Guild is built already (Round {round})", "Гильдия магов уже построена (раунд {round})"),
    "token.no-guild": ("you have no Mage Guild, and it is the Mage Guild that enables the Spell Book Token",
                       "у вас нет Гильдии магов, а жетон книги заклинаний даёт именно она"),
    "token.same-round": ("the Mage Guild was built this Round ({round}): the Spell Book Token is enabled from the "
                         "next Round",
                         "Гильдия магов построена в этом раунде ({round}): жетон книги заклинаний действует со "
                         "следующего раунда"),
    "token.use": ("You use the Spell Book Token: the Mage Guild was built in Round {built}, before this Round "
                  "({round}).",
                  "Вы используете жетон книги заклинаний: Гильдия магов построена в раунде {built}, до этого раунда "
                  "({round})."),
    # --- Search(X) / Поиск(X) ------------------------------------------------------------------------------
    "search.title": ("Поиск({x}) the {deck}", "Поиск({x}) в {deck:prep}"),
    "search.scroll-deck": ("Поиск(X) works on the Ability, Artifact or Spell Deck",
                           "Поиск(X) применяется к колоде способностей, артефактов или заклинаний"),
    "search.x-small": ("Поиск(X) needs X of at least 1 (got {x})", "для Поиск(X) нужно X не меньше 1 (дано {x})"),
    "search.x-big": ("Поиск({x}) is more than any Deck holds; X can be at most 1000",
                     "Поиск({x}) — больше, чем бывает карт в колоде; X не больше 1000"),
    "search.look": ("Поиск({x}) the {deck} ({in_deck} in it): you look at its top {cards}.",
                    "Поиск({x}) в {deck:prep} (в ней {in_deck}): вы смотрите {cards:acc} с её верха."),
    "search.seen": ("You see: {seen}.", "Вы видите: {seen}."),
    "search.seen-short": ("You see: {seen} (only {n} could be seen).", "Вы видите: {seen} (видно только {n})."),
    "search.nothing": ("the {deck} and its Discard Pile are empty: there is nothing to look at",
                       "{deck:nom} и её сброс пусты: смотреть не на что"),
    "search.only-pile": ("the {deck} has no card left to look at: its cards are in its Discard Pile, whose top card "
                         "is {card}; the other choice of Поиск is left — gain that card instead (take: discard-top)",
                         "в {deck:prep} не осталось карт, чтобы смотреть: её карты в сбросе, и верхняя из них — "
                         "{card}; остаётся второй вариант Поиска — взять эту карту (take: discard-top)"),
    "search.not-seen": ("{take} is not among the cards looked at ({seen})",
                        "{take} нет среди просмотренных карт ({seen})"),
    "search.ran-out": ("; the {deck} ran out after {before} and the rest came from its reshuffled Discard Pile "
                       "(the shuffle depends on the seed)",
                       "; {deck:nom} закончилась после карт {before}, а остальные пришли из её перемешанного "
                       "сброса (порядок зависит от seed)"),
    "search.started-pile": ("; {card} was the new Deck's top card, discarded to start its new Discard Pile",
                            "; {card} была верхней картой новой колоды и сброшена, чтобы начать новый сброс"),
    "search.take": ("You take {card} into your hand (you choose).", "Вы берёте {card} в руку (ваш выбор)."),
    "search.take-first": ("You take {card} into your hand (your choice; this example takes the first).",
                          "Вы берёте {card} в руку (выбор за вами; в этом примере взята первая)."),
    "search.rest": ("The rest ({rest}) go to the {deck}'s Discard Pile; {top} is now on top.",
                    "Остальные ({rest}) уходят в сброс {deck:gen}; сверху теперь {top}."),
    "search.pile-empty": ("the {deck}'s Discard Pile is empty, so there is no top card to gain",
                          "сброс {deck:gen} пуст, так что получить его верхнюю карту нельзя"),
    "search.pile-top": ("Поиск the {deck}, second option: you gain the top card of its Discard Pile, {card}, into "
                        "your hand.",
                        "Поиск в {deck:prep}, второй вариант: вы получаете в руку верхнюю карту её сброса, {card}."),
    # --- Spells and Spell Scrolls -----------------------------------------------------------------------------
    "power.negative": ("Power cannot be negative ({power})", "Сила не может быть отрицательной ({power})"),
    "power.played": ("{card} adds {power} Power (as printed on it): {total} Power played.",
                     "{card} добавляет Силы: {power} (как указано на карте); сыграно Силы: {total}."),
    "power.short": ("{name}: the effect asked for costs {cost} Power and {power} has been played; Empower it by "
                    "playing Power first",
                    "{name}: выбранный эффект стоит {cost} Силы, а сыграно {power}; чтобы усилить заклинание, сначала "
                    "сыграйте Силу"),
    "power.consumed": ("Casting {card} consumes all Power played ({power}); its effect costs {cost}.",
                       "Розыгрыш {card} расходует всю сыгранную Силу ({power}); эффект стоит {cost}."),
    "power.consumed-cheaper": ("Casting {card} consumes all Power played ({power}), though the effect used costs only "
                               "{cost}: you may use a cheaper effect than you paid for.",
                               "Розыгрыш {card} расходует всю сыгранную Силу ({power}), хотя выбранный эффект стоит "
                               "всего {cost}: можно использовать эффект дешевле оплаченного."),
    "empowered": ("{card} is an Empowered card: its single effect equals the Expert one, and your Expert slots are not "
                  "used ({used} of {level} this Round).",
                  "{card} — усиленная карта: её единственный эффект равен экспертному, и ячейки экспертных эффектов "
                  "не тратятся ({used} из {level} в этом раунде)."),
    "combat-round": ("A new Combat Round begins: one Spell may be played this Combat Round.",
                     "Начинается новый раунд боя: в этом раунде боя можно разыграть одно заклинание."),
    "combat-end": ("The Combat ends: the Spell limit applies only in Combat.",
                   "Бой окончен: ограничение на заклинания действует только в бою."),
    "round": ("A new Round begins: up to {level} Expert effect(s) may be used.",
              "Начинается новый раунд: можно использовать экспертных эффектов — до {level}."),
    "spell.limit": ("a Spell was already played this Combat Round; {name} must wait",
                    "в этом раунде боя заклинание уже разыграно; {name} придётся подождать"),
    "spell.specialty": ("You play {card}, a Specialty card: the one-Spell limit does not apply to it.",
                        "Вы разыгрываете {card}, карту специализации: ограничение в одно заклинание на неё не "
                        "действует."),
    "spell.cast-combat": ("You cast {card} (your one Spell this Combat Round).",
                          "Вы разыгрываете заклинание {card} (ваше единственное в этом раунде боя)."),
    "spell.cast": ("You cast {card} (outside Combat).", "Вы разыгрываете заклинание {card} (вне боя)."),
    "scroll.deck-empty": ("the {deck} has no Scroll to gain", "в {deck:prep} нет свитка, который можно получить"),
    "scroll.gain": ("You gain a Spell Scroll ({card}): it goes by your Hero Board with the top {count} of the "
                    "Spell Deck face-down on it ({spells}); they do not count toward your Hand Limit.",
                    "Вы получаете свиток заклинаний ({card}): он кладётся рядом с планшетом героя, а на него лицом "
                    "вниз — {count} с верха колоды заклинаний ({spells}); они не входят в лимит руки."),
    "scroll.discard-new": ("You already have 2 Scrolls and choose to discard the new one, {card}, with its Spells.",
                           "У вас уже 2 свитка, и вы сбрасываете новый, {card}, вместе с его заклинаниями."),
    "scroll.replace": ("You already have 2 Scrolls and keep the new one in place of Scroll {slot}, {old}, which is "
                       "discarded with all its Spells ({spells}).",
                       "У вас уже 2 свитка; вы оставляете новый вместо свитка {slot}, {old}, и тот сбрасывается "
                       "со всеми своими заклинаниями ({spells})."),
    "scroll.limit": ("you already have 2 Scrolls: decide with keep = replace-1, replace-2 or discard-new",
                     "у вас уже 2 свитка: решите, что делать, — keep = replace-1, replace-2 или discard-new"),
    "scroll.missing": ("there is no Scroll {n} (you have {have})", "свитка {n} нет (у вас свитков: {have})"),
    "scroll.spell-missing": ("{name} is not on Scroll {n} ({spells})", "{name} нет на свитке {n} ({spells})"),
    "scroll.no-empower": ("{name} is cast from a Scroll with its lowest Power effect: it cannot be Empowered (an "
                          "effect costing {cost} Power was asked for)",
                          "{name} со свитка разыгрывается с наименьшим эффектом по Силе: усилить его нельзя (просили "
                          "эффект за {cost} Силы)"),
    "scroll.lowest": ("{spell} uses its lowest Power effect without paying its cost.",
                      "{spell} использует наименьший эффект по Силе, не оплачивая его стоимость."),
    "scroll.lowest-power-stays": ("{spell} uses its lowest Power effect without paying its cost; the Power played "
                                  "({power}) stays played.",
                                  "{spell} использует наименьший эффект по Силе, не оплачивая его стоимость; "
                                  "сыгранная Сила ({power}) остаётся сыгранной."),
    "scroll.cast": ("You cast {spell} from Scroll {n}; it does not count toward your Spell limit.",
                    "Вы разыгрываете {spell} со свитка {n}; это не идёт в счёт ограничения на заклинания."),
    "scroll.sell": ("You sell {spell} from Scroll {n} at a Trading Post for 2 gold ({gold} gold).",
                    "Вы продаёте {spell} со свитка {n} на торговом посту за 2 золота (теперь золота: {gold})."),
    "scroll.spell-removed": ("{spell} is removed from the game, not discarded.",
                             "{spell} удаляется из игры, а не сбрасывается."),
    "scroll.returns": ("The last Spell on {card} is gone: the Scroll returns to the {deck}.",
                       "На свитке {card} не осталось заклинаний: свиток возвращается в {deck:acc}."),
    "scroll.returns-empty": ("No Spell could be put on {card}: a Scroll with no Spell on it returns to the {deck}.",
                             "На свиток {card} не легло ни одного заклинания: свиток без заклинаний возвращается "
                             "в {deck:acc}."),
    "scroll.title": ("Gaining a third Spell Scroll", "Третий свиток заклинаний"),
    "empty-deck.title": ("Drawing when your Deck is empty", "Взять карту из пустой колоды"),
    # readings of what the deck-building text leaves open
    "reading.reshuffle": (
        "The text does not say what 'reshuffle it' takes in. We read it as for a player's own Deck: shuffle the "
        "Deck's Discard Pile to form a new Deck, then discard the new Deck's top card to start a new Discard Pile. "
        "Cards already being looked at stay out of the reshuffle.",
        "В тексте не сказано, что именно перемешивается («reshuffle it»). Читаем так же, как для собственной "
        "колоды игрока: сброс колоды перемешивается в новую колоду, затем верхняя карта новой колоды сбрасывается "
        "и начинает новый сброс. Карты, которые уже просматриваются, в перемешивание не входят."),
    "reading.scroll-return": ("The text does not say where in its Deck; we put the Scroll at the bottom.",
                              "В тексте не сказано, в какое место колоды; кладём свиток под низ."),
    "reading.scroll-empty": ("The text returns a Scroll to its Deck when its last Spell is gone; one that never "
                             "held a Spell (the Spell Deck and its Discard Pile ran out) is read the same way, and "
                             "goes to the bottom.",
                             "Текст возвращает свиток в колоду, когда на нём не осталось заклинаний; свиток, на "
                             "который не легло ни одного (колода заклинаний и её сброс кончились), читаем так же — "
                             "он идёт под низ колоды."),
    "reading.scroll-discard": ("A discarded Scroll goes to the Discard Pile of the Deck it came from, and its "
                               "Spells to the Spell Deck's Discard Pile.",
                               "Сброшенный свиток уходит в сброс той колоды, из которой пришёл, а его заклинания — "
                               "в сброс колоды заклинаний."),
    "reading.start-deck": ("The text gives how many cards, not which nine (a Deck may hold Statistic, Ability, "
                           "Spell, Artifact and Specialty cards; the engine does not check their kinds) nor their "
                           "order: the cards given are the Deck, top first, or shuffled with the seed when "
                           "shuffle = true.",
                           "Текст называет число карт, но не какие это девять (в колоде бывают карты характеристик, "
                           "способностей, заклинаний, артефактов и специализации; их вид движок не проверяет) и не "
                           "их порядок: колода — это данные карты сверху вниз или перемешанные с seed, если "
                           "shuffle = true."),
    "reading.after-setup": ("The text builds the starting Deck during setup; a player who already holds cards is read "
                            "as past setup.",
                            "Текст собирает стартовую колоду при подготовке; игрок, у которого уже есть карты, "
                            "читается как прошедший подготовку."),
    "reading.specialty-power": ("Specialty cards may use Power like Spells but are their own category; we read "
                                "'Casting consumes all played Power' as holding for them too.",
                                "Карты специализации могут использовать Силу, как заклинания, но это отдельная "
                                "категория; читаем «розыгрыш расходует всю сыгранную Силу» как верное и для них."),
    "reading.scroll-power": ("The text says a Scroll Spell is cast without paying and cannot be Empowered, not "
                             "whether it consumes Power played before; nothing is paid for it, so we keep that "
                             "Power for the next Spell.",
                             "Текст говорит, что заклинание со свитка разыгрывается без оплаты и не усиливается, но "
                             "не говорит, расходует ли оно сыгранную до того Силу; за него ничего не платится, "
                             "поэтому эта Сила остаётся для следующего заклинания."),
    "reading.redraw": ("The text gives the choice to a player who draws a Necromancy card; we allow it while the card "
                       "is in your hand. The card is discarded, then one card is drawn as usual.",
                       "Текст даёт этот выбор игроку, который взял карту некромантии; мы разрешаем его, пока карта у "
                       "вас в руке. Карта сбрасывается, затем, как обычно, берётся одна карта."),
    "reading.activation": ("The engine does not follow which unit activates: a card played in Combat with an "
                           "Activation effect is taken to be played as you Activate your own unit.",
                           "Движок не следит, какой отряд активируется: карта с эффектом активации, разыгранная в "
                           "бою, считается разыгранной при активации вашего отряда."),
    "reading.ongoing-ends": ("The text says how long an Ongoing effect lasts, not where its card goes then; it has "
                             "been used, so it is discarded like any card after use.",
                             "Текст говорит, сколько длится длящийся эффект, но не куда потом идёт карта; она "
                             "использована, поэтому сбрасывается, как любая карта после использования."),
    "reading.war-machine-cost": ("The text says War Machines cost more at a Trading Post than at a Factory, not "
                                 "what they cost: the price given is paid, in gold, never more than you have.",
                                 "Текст говорит, что на торговом посту боевые машины дороже, чем на фабрике, но не "
                                 "называет цену: платится данная цена, в золоте, и не больше, чем у вас есть."),
    "reading.visit-ends": ("A Visit is read as ending with your Turn at the latest.",
                           "Визит читается как заканчивающийся не позже конца вашего хода."),
    "reading.spell-book": ("The text says which Round the Spell Book Token is enabled from, not what using it costs "
                           "or gives, nor how often it may be used: you pay the cost shown on your Town Board (given "
                           "here), and what it buys (a Поиск of the Spell Deck, say) is an action of its own.",
                           "Текст говорит, с какого раунда действует жетон книги заклинаний, но не что стоит и что "
                           "даёт его использование и как часто его можно использовать: вы платите стоимость, "
                           "указанную на планшете города (она дана здесь), а то, что на неё покупается (например, "
                           "Поиск в колоде заклинаний), — отдельное действие."),
    "reading.pay-spell-book": ("The text gives no price: a payment is the cost shown on your Town Board for the Spell "
                               "Book Token (given here), in gold, and never more than you have.",
                               "Текст не называет цену: платёж — это стоимость жетона книги заклинаний, указанная на "
                               "планшете города (она дана здесь), в золоте, и не больше, чем у вас есть."),
    "reading.expert": ("We count every Expert effect used, from any card, against the Level.",
                       "Против уровня считаем каждый использованный экспертный эффект, с любой карты."),
    # --- whom an AI unit attacks ------------------------------------------------------------------------------
    "ai.tower": ("The Arrow Tower", "Стрелковая башня"),
    "ai.tower-named": ("{name} (the Arrow Tower)", "{name} (стрелковая башня)"),
    "ai.tower-acts": ("{who} acts as a Silver unit.", "{who} действует как серебряный отряд."),
    "ai.unit": ("{name} ({kind:lower}, {tier:lower}, {hp} HP, {dist} away)",
                "{name} ({kind:m}, {tier:m}, здоровье {hp}, расстояние {dist})"),
    "ai.unit-no-hp": ("{name} ({kind:lower}, {tier:lower}, {dist} away)",
                      "{name} ({kind:m}, {tier:m}, расстояние {dist})"),
    "ai.unreachable": ("Not valid targets for {attacker} this activation: {units}.",
                       "Недопустимые цели для отряда {attacker} в эту активацию: {units}."),
    "ai.shoots": ("{attacker} shoots: Ranged targets first, tier by tier ({order}), else Ground and Flying in the "
                  "same order.",
                  "Отряд {attacker} стреляет: сначала стрелковые цели, уровень за уровнем ({order}), иначе наземные и "
                  "летающие в том же порядке."),
    "ai.melee": ("{attacker} is a {kind} {tier} unit: it looks for targets tier by tier ({order}).",
                 "{attacker} — {kind:m} {tier:m} отряд: он ищет цели уровень за уровнем ({order})."),
    "ai.pool-valid": ("Valid {tier} targets: {units}.", "Допустимые {tier:pl} цели: {units}."),
    "ai.pool-ranged": ("Ranged {tier} targets: {units}.", "Стрелковые {tier:pl} цели: {units}."),
    "ai.pool-ground": ("Ground and Flying {tier} targets: {units}.", "Наземные и летающие {tier:pl} цели: {units}."),
    "ai.no-ranged": ("There are no Ranged targets.", "Стрелковых целей нет."),
    "ai.no-target": ("{attacker} has no valid target; it does not Defend, as it was not instructed to.",
                     "{attacker}: допустимой цели нет; отряд не защищается, раз ему это не предписано."),
    "ai.no-target-decision": ("{attacker} has no valid target.", "{attacker}: допустимой цели нет."),
    "ai.closest": ("The closest is {unit}: {attacker} attacks it.",
                   "Ближайшая цель — {unit}: её атакует отряд {attacker}."),
    "ai.attacks": ("{attacker} attacks {target}.", "Цель отряда {attacker} — {target}."),
    "ai.tied-distance": ("Tied at distance {dist}: {units}.", "На одинаковом расстоянии {dist}: {units}."),
    "ai.tower-weakest": ("The Arrow Tower attacks the one with the least health remaining: {unit} ({hp} HP).",
                         "Стрелковая башня атакует цель с наименьшим оставшимся здоровьем: {unit} (здоровье {hp})."),
    "ai.tower-still-tied": ("Still tied on health ({hp} HP): {units}.", "Здоровье тоже равное ({hp}): {units}."),
    "ai.tie": ("On a tie the player chooses which of {units} {attacker} attacks.",
               "При равенстве игрок выбирает, кого из них ({units}) атакует отряд {attacker}."),
    "ai.tie-decision": ("The player chooses whom {attacker} attacks: {units}.",
                        "Игрок выбирает, кого атакует отряд {attacker}: {units}."),
    "ai.attack-title": ("Whom does {attacker} attack?", "Кого атакует отряд {attacker}?"),
    # --- a Might card ---------------------------------------------------------------------------------------
    "might.drawn": ("{unit} activates: the AI card drawn is a Might card.",
                    "Отряд {unit} активируется: взятая карта ИИ — карта Мощи."),
    "might.passed": ("The Might effect is not wasted: it applies to {unit}, the next AI unit able to attack this "
                     "activation.",
                     "Эффект Мощи не пропадает: он применяется к отряду {unit} — следующему отряду ИИ, который может "
                     "атаковать в эту активацию."),
    "might.boosts": ("The Might effect boosts this attack of {unit}.",
                     "Эффект Мощи усиливает эту атаку отряда {unit}."),
    "might.decision": ("{decision} The Might card boosts {unit}.", "{decision} Карта Мощи усиливает отряд {unit}."),
    "might.cannot": ("{unit} cannot attack: the Might effect passes on.",
                     "Отряд {unit} не может атаковать: эффект Мощи переходит дальше."),
    "might.nobody": ("No AI unit can attack this activation: the Might card has nothing to boost.",
                     "Ни один отряд ИИ не может атаковать в эту активацию: карте Мощи нечего усиливать."),
    "might.nobody-decision": ("No AI unit can attack; the Might card has no effect.",
                              "Ни один отряд ИИ не может атаковать; карта Мощи не действует."),
    # --- what AI Spells target ----------------------------------------------------------------------------
    "spell.title": ("What does the AI do with {spell}?", "Что ИИ делает с заклинанием «{spell}»?"),
    "multi.group": ("{unit} (with {others})", "{unit} (вместе с {others})"),
    "multi.groups": ("{spell}: units with one or two adjacent player units: {groups}.",
                     "«{spell}»: отряды, рядом с которыми один или два отряда игрока: {groups}."),
    "multi.best": ("Groups with the most higher-tier units: {units}.",
                   "Больше всего отрядов высших уровней в группах: {units}."),
    "multi.least": ("Of those, the least health remaining ({hp} HP in the group): {units}.",
                    "Из них — наименьшее оставшееся здоровье ({hp} в группе): {units}."),
    "multi.cast": ("The AI casts {spell} on {unit}, hitting {group}.",
                   "ИИ применяет заклинание «{spell}» к отряду {unit} и поражает: {group}."),
    "multi.targets": ("{spell} targets {unit}.", "Цель заклинания «{spell}» — {unit}."),
    "multi.still-tied": ("Still tied: you choose the target among {units}.",
                         "По-прежнему равенство: цель выбираете вы, среди {units}."),
    "multi.you-choose": ("You choose the target of {spell}: {units}.",
                         "Цель заклинания «{spell}» выбираете вы: {units}."),
    "multi.no-group": ("{spell}: no player unit has one or two adjacent player units.",
                       "«{spell}»: ни у одного отряда игрока нет рядом одного-двух других отрядов игрока."),
    "multi.away": ("Target a unit not adjacent to any AI unit: {units}.",
                   "Цель — отряд, не соседний ни с одним отрядом ИИ: {units}."),
    "multi.player-chooses": ("The player chooses among {units}.", "Игрок выбирает среди: {units}."),
    "multi.player-chooses-decision": ("The player chooses the target of {spell}: {units}.",
                                      "Цель заклинания «{spell}» выбирает игрок: {units}."),
    "multi.unused": ("Every player unit is next to an AI unit: the AI does not use {spell}.",
                     "Каждый отряд игрока стоит рядом с отрядом ИИ: ИИ не использует заклинание «{spell}»."),
    "spell.unused": ("The AI does not use {spell}.", "ИИ не использует заклинание «{spell}»."),
    "defense.nobody": ("{spell}: there is no AI unit to protect.",
                       "«{spell}»: нет отряда ИИ, которого нужно защитить."),
    "defense.no-target": ("{spell} has no target.", "У заклинания «{spell}» нет цели."),
    "defense.initiative": ("{spell}: highest Initiative among AI units is {top}: {units}.",
                           "«{spell}»: наибольшая Инициатива среди отрядов ИИ — {top}: {units}."),
    "defense.token": ("A Defense Token goes on {unit}.", "Жетон защиты кладётся на отряд {unit}."),
    "defense.decision": ("{spell}: a Defense Token goes on {unit}.",
                         "«{spell}»: жетон защиты кладётся на отряд {unit}."),
    "tie.player-chooses": ("Tied: the player chooses among {units}.", "Равенство: игрок выбирает среди: {units}."),
    "still-tied.player-chooses": ("Still tied: the player chooses among {units}.",
                                  "По-прежнему равенство: игрок выбирает среди: {units}."),
    "spell.player-chooses": ("{spell}: the player chooses among {units}.",
                             "«{spell}»: игрок выбирает среди: {units}."),
    "heal.nobody": ("{spell}: no AI unit has taken damage, so there is nothing to heal.",
                    "«{spell}»: ни один отряд ИИ не получил урона, лечить нечего."),
    "heal.nothing": ("{spell} heals nothing.", "Заклинание «{spell}» никого не лечит."),
    "heal.most": ("{spell}: the most damage taken is {most}: {units}.",
                  "«{spell}»: больше всего полученного урона — {most}: {units}."),
    "heal.tier": ("Equally hurt: the highest tier first ({tier}): {units}.",
                  "Урон равный: сначала высший уровень ({tier:m}): {units}."),
    "heal.removes": ("{spell} removes {most} damage from {unit}.", "«{spell}» снимает с отряда {unit} урон: {most}."),
    "heal.decision": ("{spell} heals {unit} ({most} damage removed).",
                      "Заклинание «{spell}» лечит отряд {unit} (снято урона: {most})."),
    "buff.count": ("{spell} on {target} ({tier}): {counted} unit(s) of that tier or higher are on the Board, {done} "
                   "already activated this Round.",
                   "«{spell}» на отряд {target} ({tier:m}): отрядов этого уровня или выше на поле — {counted}, "
                   "из них уже активировались в этом раунде — {done}."),
    "buff.too-late": ("More than half have activated: the AI does not cast {spell}.",
                      "Активировались больше половины: ИИ не применяет заклинание «{spell}»."),
    "buff.not-cast": ("The AI does not cast {spell}.", "ИИ не применяет заклинание «{spell}»."),
    "buff.cast-step": ("Not more than half have activated: the AI casts {spell} on {target}.",
                       "Активировались не больше половины: ИИ применяет заклинание «{spell}» к отряду {target}."),
    "spell.cast-on": ("The AI casts {spell} on {target}.", "ИИ применяет заклинание «{spell}» к отряду {target}."),
    "weaken.yes": ("{attacker}'s attack on {target} will provoke a Retaliation: the AI casts {spell} on {target} to "
                   "lower its attack.",
                   "Атака отряда {attacker} на {target} вызовет ответный удар: ИИ применяет заклинание «{spell}» к "
                   "отряду {target}, чтобы ослабить его атаку."),
    "weaken.no": ("{attacker}'s attack on {target} provokes no Retaliation: the AI does not cast {spell}.",
                  "Атака отряда {attacker} на {target} не вызывает ответного удара: ИИ не применяет заклинание "
                  "«{spell}»."),
    # --- where an AI Hero moves ----------------------------------------------------------------------------
    "move.title": ("Where does the AI Hero move?", "Куда идёт герой ИИ?"),
    "move.hero": ("A player's Hero ({name}) is on the same Tile: the AI Hero moves toward them to start Combat.",
                  "Герой игрока ({name}) на том же тайле: герой ИИ идёт к нему, чтобы начать бой."),
    "move.tied": ("The nearest Mines/Settlements it could flag are tied at {fields}: {sites}; the player chooses.",
                  "Ближайшие шахты и поселения, которые он мог бы захватить, на равном расстоянии ({fields}): "
                  "{sites}; выбирает игрок."),
    "move.tied-decision": ("The player chooses where the AI Hero goes: {sites}.",
                           "Куда пойдёт герой ИИ, выбирает игрок: {sites}."),
    "move.flag": ("No player's Hero on its Tile: it moves toward the nearest Mine or Settlement it could flag, "
                  "{site} ({fields}).",
                  "На его тайле нет героя игрока: он идёт к ближайшей шахте или поселению, которые может "
                  "захватить, — {site} ({fields})."),
    "move.town": ("No player's Hero on its Tile and nothing it could flag: it moves toward the player's Town "
                  "({fields}).",
                  "На его тайле нет героя игрока и захватить нечего: он идёт к городу игрока ({fields})."),
    "move.stays": ("No player's Hero, nothing to flag and no player's Town given: the AI Hero stays.",
                   "Нет ни героя игрока, ни того, что можно захватить, и город игрока не указан: герой ИИ остаётся "
                   "на месте."),
    "move.stays-decision": ("The AI Hero stays where it is.", "Герой ИИ остаётся на месте."),
    "move.tile": ("Field {n}: a face-down Tile is discovered (1 MP); the player chooses its orientation.",
                  "Поле {n}: открывается тайл, лежавший лицом вниз (1 очко движения); его поворот выбирает игрок."),
    "move.neutrals": ("Field {n}: Neutral Units ({units}) are in the way; the AI Hero wins automatically and gains "
                      "nothing.",
                      "Поле {n}: на пути нейтральные отряды ({units}); герой ИИ побеждает автоматически и ничего не "
                      "получает."),
    "move.spends": ("It spends {spent} of its {mp} MP moving {moved_fields} toward {goal}.",
                    "Он тратит {spent_mp} из {mp} и проходит {moved_fields:acc}; цель — {goal}."),
    "move.combat": ("It reaches {goal}: Combat starts. Neither side can surrender.",
                    "Он доходит до цели ({goal}): начинается бой. Ни одна из сторон не может сдаться."),
    "move.no-rewards": ("Beating the AI Hero grants no rewards unless the Scenario says so.",
                        "Победа над героем ИИ не даёт наград, если сценарий не говорит иного."),
    "move.flags": ("It reaches {goal} and flags it, gaining no benefits.",
                   "Он доходит до цели ({goal}) и захватывает её, не получая никаких выгод."),
    "move.decision": ("The AI Hero moves {moved_fields} toward {goal}.",
                      "Герой ИИ проходит {moved_fields:acc}; цель — {goal}."),
    "move.decision-reached": ("The AI Hero moves {moved_fields} toward {goal} and reaches it.",
                              "Герой ИИ проходит {moved_fields:acc} и доходит до цели ({goal})."),
    # --- the AI's own cards: the AI Deck and the AI Spell Deck --------------------------------------------
    "aideck.title-magic": ("The AI's Magic cards and its Spell Deck", "Карты магии ИИ и колода заклинаний ИИ"),
    "aideck.built-already": ("the AI Spell Deck is built once, during setup, and it is built already",
                             "колода заклинаний ИИ собирается один раз, при подготовке, и она уже собрана"),
    "aideck.magic-arrow": ("{spell} is in your Deck and no copy is free: a Magic Arrow takes its place in the AI "
                           "Spell Deck.",
                           "«{spell}» есть в вашей колоде, а свободного экземпляра нет: его место в колоде заклинаний "
                           "ИИ занимает «Волшебная стрела»."),
    "aideck.free-copy": ("{spell} is in your Deck, but a copy is free: that copy goes into the AI Spell Deck.",
                         "«{spell}» есть в вашей колоде, но есть свободный экземпляр: он и идёт в колоду заклинаний "
                         "ИИ."),
    "aideck.built": ("During setup the AI Spell Deck is built from the Scenario's Spells: {spells} ({names}).",
                     "При подготовке колода заклинаний ИИ собирается из заклинаний сценария: {spells} ({names})."),
    "aideck.more-spells": ("It holds {spells}, more than there are Magic cards ({magic}): that is intended.",
                           "В ней {spells} — больше, чем карт магии ({magic}): так и задумано."),
    "aideck.title-skill": ("The AI's Skill cards and the assigned Ability",
                           "Карты навыка ИИ и назначенная способность"),
    "aideck.no-skill": ("No Skill card is included: {ability} is not set aside.",
                        "Карт навыка нет: {ability} не откладывается."),
    "aideck.ability-missing": ("Skill cards are included ({skills}): the Scenario must indicate the card to set aside "
                               "for them ([ai] ability)",
                               "карты навыка есть ({skills}): сценарий должен указать карту, которую для них "
                               "откладывают ([ai] ability)"),
    "aideck.set-aside": ("Skill cards are included ({skills}): the indicated card, {card}, is set aside.",
                         "Карты навыка есть ({skills}): указанная карта, {card}, откладывается."),
    "aideck.nothing-set-aside": ("{card} is a Skill card, and no Ability card was set aside for it (ai_setup sets "
                                 "aside [ai] ability)",
                                 "{card} — карта навыка, а способность для неё не отложена (ai_setup откладывает "
                                 "[ai] ability)"),
    "aideck.skill": ("{card} is a Skill card: the assigned Ability, {ability}, is applied for {unit}, and it is not "
                     "discarded: it stays set aside.",
                     "{card} — карта навыка: назначенная способность, {ability}, применяется для отряда {unit} и не "
                     "сбрасывается — она остаётся отложенной."),
    "aideck.shuffle": ("A Combat begins: the AI Deck ({cards}) is shuffled.",
                       "Начинается бой: колода ИИ ({cards}) перемешивается."),
    "aideck.shuffle-spells": ("The AI Spell Deck ({spells}) is shuffled too.",
                              "Колода заклинаний ИИ ({spells}) тоже перемешивается."),
    "aideck.nothing": ("{unit} activates, but the AI Deck and its discard pile are empty: no AI card is drawn.",
                       "Отряд {unit} активируется, но колода ИИ и её сброс пусты: карта ИИ не берётся."),
    "aideck.reshuffle": ("The AI Deck is empty: its discard pile ({cards}) is shuffled into a new AI Deck.",
                         "Колода ИИ пуста: её сброс ({cards}) перемешивается в новую колоду ИИ."),
    "aideck.draw": ("{unit} activates: the next AI card, {card}, is drawn and resolved first.",
                    "Отряд {unit} активируется: сначала берётся и выполняется следующая карта ИИ — {card}."),
    "aideck.might": ("{card} is a Might card: it boosts the single attack {unit} is about to make.",
                     "{card} — карта Мощи: она усиливает одну атаку, которую сейчас проведёт отряд {unit}."),
    "aideck.discard": ("{card} is resolved: it goes to the AI Deck's discard pile.",
                       "Карта {card} выполнена: она уходит в сброс колоды ИИ."),
    "aideck.no-spell": ("Magic: the AI Spell Deck and its discard pile are empty, so no Spell is cast.",
                        "Магия: колода заклинаний ИИ и её сброс пусты, поэтому заклинание не применяется."),
    "aideck.spell-reshuffle": ("Magic: the AI Spell Deck is empty: its discard pile ({spells}) is shuffled into a new "
                               "AI Spell Deck.",
                               "Магия: колода заклинаний ИИ пуста — её сброс ({spells}) перемешивается в новую "
                               "колоду заклинаний ИИ."),
    "aideck.cast": ("Magic: the next Spell of the AI Spell Deck, {spell}, is drawn and cast as {unit} activates.",
                    "Магия: следующее заклинание из колоды заклинаний ИИ, «{spell}», берётся и применяется при "
                    "активации отряда {unit}."),
    "aideck.in-play": ("{spell} is an Instant Defense Spell: its card is placed beside the Combat Board to show it is "
                       "in play.",
                       "«{spell}» — заклинание мгновенной защиты: его карта кладётся сбоку от поля боя, чтобы "
                       "показать, что оно в игре."),
    "aideck.spell-discarded": ("{spell} goes to the AI Spell Deck's own discard pile.",
                               "«{spell}» уходит в собственный сброс колоды заклинаний ИИ."),
    # --- a Siege: the Gate and the Walls ----------------------------------------------------------------------
    "siege.title": ("AI Siege: the Gate and the Walls", "Осада с ИИ: ворота и стены"),
    "siege.gate": ("No arrangement is given: the Gate goes in front of {unit}, the unit with the highest HP ({hp}).",
                   "Расстановка не дана: ворота ставятся перед отрядом {unit} — у него больше всего здоровья ({hp})."),
    "siege.gate-tied": ("No arrangement is given: the highest HP ({hp}) is tied between {units}; the player chooses "
                        "which one the Gate goes in front of.",
                        "Расстановка не дана: больше всего здоровья ({hp}) поровну у отрядов {units}; игрок "
                        "выбирает, перед каким из них ставятся ворота."),
    "siege.gate-decision": ("The Gate goes in front of {unit}.", "Ворота ставятся перед отрядом {unit}."),
    "siege.gate-tie-decision": ("The player chooses which of {units} the Gate goes in front of.",
                                "Игрок выбирает, перед каким из отрядов {units} ставятся ворота."),
    "siege.over": ("{attacker} does not attack the Walls: it flies over them toward its target.",
                   "Отряд {attacker} не атакует стены: он перелетает через них к своей цели."),
    "siege.gate-through": ("{attacker} does not attack the Walls: it moves through the Gate toward its target.",
                           "Отряд {attacker} не атакует стены: он проходит через ворота к своей цели."),
    "siege.shoots": ("{attacker} does not attack the Walls: it shoots its target.",
                     "Отряд {attacker} не атакует стены: он стреляет в свою цель."),
    "siege.defends": ("{attacker} cannot fly over the Walls or move through the Gate toward any target: it Defends.",
                      "Отряд {attacker} не может ни перелететь через стены, ни пройти через ворота ни к одной цели: "
                      "он защищается."),
    "siege.defends-decision": ("{attacker} Defends.", "Отряд {attacker} защищается."),
    "siege.over-decision": ("It flies over the Walls.", "Он перелетает через стены."),
    "siege.gate-decision-route": ("It moves through the Gate.", "Он проходит через ворота."),
    "siege.shoots-decision": ("It shoots; the Walls are not attacked.", "Он стреляет; стены не атакуются."),
    "siege.own-units": ("a siege is worked out here on sample units; for yours: rulesqa example ai-siege --behind UNIT "
                        "… --attacker UNIT",
                        "осада здесь разобрана на условных отрядах; для своих: rulesqa example ai-siege --behind "
                        "ОТРЯД … --attacker ОТРЯД"),
    # readings of what the AI text leaves open
    "reading.magic-arrow": ("The text does not say when a Spell is needed; we read it as when the AI Spell Deck is "
                            "built from the Scenario's Spells, so a Magic Arrow card stands in the AI Spell Deck for "
                            "the Spell you hold.",
                            "Текст не говорит, когда заклинание «нужно»; читаем: когда колода заклинаний ИИ "
                            "собирается из заклинаний сценария, — и в колоде заклинаний ИИ вместо заклинания, которое "
                            "у вас, лежит карта «Волшебная стрела»."),
    "reading.ai-gather": ("The text says to shuffle the AI Deck before each Combat, not whether its discard pile goes "
                          "back in; we read it as the whole AI Deck, its discard pile included.",
                          "Текст велит перемешивать колоду ИИ перед каждым боем, но не говорит, возвращается ли в неё "
                          "сброс; читаем как всю колоду ИИ, вместе со сбросом."),
    "reading.ai-gather-spells": ("The text says to shuffle the AI Spell Deck before each Combat; we read it as the "
                                 "whole AI Spell Deck: its discard pile and the Spells beside the Combat Board go "
                                 "back in first.",
                                 "Текст велит перемешивать колоду заклинаний ИИ перед каждым боем; читаем как всю "
                                 "колоду: сначала в неё возвращаются её сброс и заклинания сбоку от поля боя."),
    "reading.skill-used": ("The text does not say when a Skill card is used; we read it as when it is drawn for an "
                           "activating AI unit, like any AI card.",
                           "Текст не говорит, когда карта навыка «используется»; читаем: когда её берут для "
                           "активирующегося отряда ИИ, как любую карту ИИ."),
    "reading.ai-nothing": ("The text does not say what happens when no AI card is left; the unit activates without "
                           "one.",
                           "Текст не говорит, что делать, если карт ИИ не осталось; отряд активируется без карты."),
    "reading.ai-runs-out": ("The text shuffles the AI Deck before each Combat and does not say what happens when it "
                            "runs out during one; we shuffle its discard pile into a new AI Deck, as a player does "
                            "with their own Deck.",
                            "Текст перемешивает колоду ИИ перед каждым боем и не говорит, что делать, если она "
                            "кончилась посреди боя; её сброс перемешивается в новую колоду ИИ, как игрок делает со "
                            "своей колодой."),
    "reading.no-spell": ("The text does not say what a Magic card does when no Spell is left at all; it casts "
                         "nothing and is discarded as usual.",
                         "Текст не говорит, что делает карта магии, если заклинаний не осталось совсем; она ничего не "
                         "применяет и сбрасывается как обычно."),
    "reading.spell-reshuffle": ("'reshuffle if it empties' is read as: when a Spell must be drawn from an empty AI "
                                "Spell Deck, its discard pile is shuffled to form a new one.",
                                "«reshuffle if it empties» читаем так: когда нужно взять заклинание из пустой колоды "
                                "заклинаний ИИ, её сброс перемешивается и становится новой колодой."),
    "reading.spell-discarded": ("The text sends discarded Spells to the AI Spell Deck's own discard pile and does not "
                                "say when a cast Spell is discarded; we discard it once it is cast.",
                                "Текст отправляет сброшенные заклинания в собственный сброс колоды заклинаний ИИ, но "
                                "не говорит, когда сбрасывается применённое заклинание; сбрасываем его сразу после "
                                "применения."),
    "reading.tower": ("The Arrow Tower shoots, so we apply the Ranged priorities to it, as a Silver unit; if targets "
                      "are still tied after least health remaining, the player chooses.",
                      "Стрелковая башня стреляет, поэтому к ней применяются приоритеты стрелков, как к серебряному "
                      "отряду; если цели равны и по наименьшему оставшемуся здоровью, выбирает игрок."),
    "reading.crowded": ("The text falls back on this when no player units are adjacent to one another; here they "
                        "are, but each to more than two, a case it does not name. We read it like the case it "
                        "names, as no unit has one or two adjacent units.",
                        "Текст переходит к этому, когда отряды игрока не соседствуют друг с другом; здесь они "
                        "соседствуют, но каждый больше чем с двумя — такого случая текст не называет. Читаем его как "
                        "названный: ни у одного отряда нет одного-двух соседей."),
    "reading.group": ("A group is the target unit and the player units adjacent to it (one or two, as the text "
                      "says). 'More higher-tier units' compares the number of Azure units first, then Golden, Silver "
                      "and Bronze.",
                      "Группа — это целевой отряд и соседние с ним отряды игрока (один или два, как сказано в "
                      "тексте). «Больше отрядов высших уровней» сравнивает сначала число лазурных отрядов, затем "
                      "золотых, серебряных и бронзовых."),
    "reading.ranged-tie": ("The Ranged text gives no rule for a tie at the same distance; we apply the Ground & "
                           "Flying one: the player chooses.",
                           "Для стрелков текст не говорит, как быть при равном расстоянии; применяем правило для "
                           "наземных и летающих: выбирает игрок."),
    "reading.skip-independent": ("210.3 says what happens to an ability that refers to an earlier one and has "
                                 "become illegal: it is skipped. Of another ability that has become illegal it says "
                                 "nothing; we skip it the same way.",
                                 "210.3 говорит, что делать со способностью, ссылающейся на предыдущую и ставшей "
                                 "нелегальной: она пропускается. О другой способности, ставшей нелегальной, текст "
                                 "молчит; пропускаем её так же."),
    "reading.hero-closed": ("208.3 requires closing the hero; it does not say when a closed hero opens again. We read "
                            "a hero that is closed already as unable to be closed for this ability.",
                            "208.3 требует закрыть героя, но не говорит, когда закрытый герой открывается. Читаем: "
                            "уже закрытого героя для этой способности закрыть нельзя."),
    "reading.hero-free": ("208.3 says using a hero's ability mostly («в основном») requires closing it, a payment or "
                          "both; an ability that requires neither is read as allowed.",
                          "208.3 говорит, что «в основном» требуется закрытие героя, оплата или всё вместе; "
                          "способность, не требующая ни того ни другого, читается как допустимая."),
    "reading.siege-behind": ("The text does not say whose unit: we read it as the unit with the highest health "
                             "among those behind the Walls, whose Gate it is.",
                             "Текст не говорит, чей это отряд: читаем как отряд с наибольшим здоровьем среди тех, "
                             "кто за стенами, — ворота ведь в их стенах."),
    "reading.siege-gate-tie": ("The text gives no order among units tied on the highest HP: the player chooses.",
                               "Текст не задаёт порядка среди отрядов с равным наибольшим здоровьем: выбирает игрок."),
    "reading.siege-cannot": ("'Cannot' is read as: no target it could reach this activation, over the Walls or "
                             "through the Gate.",
                             "«Не может» читаем так: ни одной цели, до которой он мог бы добраться в эту активацию, "
                             "через стены или ворота."),
    "reading.siege-ranged": ("The text speaks of units that fly over or move through the Gate; a Ranged unit is "
                             "read as shooting its target as usual, not the Walls.",
                             "Текст говорит об отрядах, которые перелетают стены или проходят через ворота; "
                             "стрелковый отряд читаем как стреляющий, как обычно, в свою цель, а не в стены."),
    "reading.untied": ("The text gives no order among several such units: the player chooses.",
                       "Текст не задаёт порядка среди нескольких таких отрядов: выбирает игрок."),
    "reading.buff-target": ("The buff's target is the activated AI unit; units of both armies on the Board are "
                            "counted.",
                            "Цель усиления — активированный отряд ИИ; считаются отряды обеих армий на поле."),
    "reading.move": ("Moving one Field costs 1 MP; the AI Hero moves as far as its MP allow.",
                     "Перемещение на одно поле стоит 1 очко движения; герой ИИ идёт так далеко, как позволяют его "
                     "очки движения."),
    # --- the Russian card game (card-game-rules) -------------------------------------------------------
    "cg.refused": ("Not allowed", "Нельзя"),
    "cg.cost-negative": ("a cost cannot be negative ({cost})", "стоимость не может быть отрицательной ({cost})"),
    "cg.cannot-pay": ("player {player} cannot pay for «{card}»: it costs {cost}, {have} available",
                      "игрок {player} не может оплатить «{card}»: стоимость {cost}, доступно {have}"),
    "cg.pay": ("Player {player} pays the cost of «{card}» ({cost}); {left} left.",
               "Игрок {player} оплачивает стоимость карты «{card}» ({cost}); остаётся {left}."),
    "cg.pay-ability": ("Player {player} pays the cost of the ability «{card}» ({cost}); {left} left.",
                       "Игрок {player} оплачивает стоимость способности «{card}» ({cost}); остаётся {left}."),
    "cg.unknown-class": ("class «{name}» is unknown: support cards are weapons, armor, amulets, terrains and events",
                         "класс «{name}» неизвестен: карты поддержки бывают оружие, доспехи, амулеты, местности и "
                         "события"),
    "cg.support": ("Support card «{card}» ({kind}) goes from player {player}'s hand into the play area.",
                   "Карта поддержки «{card}» ({kind}) переходит из руки игрока {player} в игровую зону."),
    "cg.support-replaced": ("Player {player} now has another «{kind}» card in the play area: the old one, «{old}», "
                            "is destroyed.",
                            "У игрока {player} в игровой зоне появилась ещё одна карта класса «{kind}»: прежняя, "
                            "«{old}», уничтожается."),
    "cg.support-first": ("Player {player} has no other «{kind}» card: at most one card of each class.",
                         "Других карт класса «{kind}» у игрока {player} нет: не более одной карты каждого класса."),
    "cg.hero": ("the hero", "герой"),
    "cg.hero-closes": ("To use the ability «{ability}», player {player}'s hero ({hero}) is closed.",
                       "Чтобы использовать способность «{ability}», герой игрока {player} ({hero}) закрывается."),
    "cg.hero-closed": ("player {player}'s hero ({hero}) is closed already, and the ability «{ability}» requires "
                       "closing it",
                       "герой игрока {player} ({hero}) уже закрыт, а способность «{ability}» требует его закрытия"),
    "cg.hero-free": ("The ability «{ability}» requires neither closing the hero nor a payment.",
                     "Способность «{ability}» не требует ни закрытия героя, ни оплаты."),
    "cg.hero-ability": ("The ability «{ability}» of player {player}'s hero ({hero}) is used.",
                        "Способность «{ability}» героя игрока {player} ({hero}) используется."),
    "cg.effect-on-hero": ("The effect «{effect}» applies to player {player}: it applies to that player's hero "
                          "({hero}).",
                          "Эффект «{effect}» применяется к игроку {player}: он применяется к герою этого игрока "
                          "({hero})."),
    "cg.wound-count": ("a number of wounds is at least 1 (got {n})", "ран должно быть не меньше 1 (дано {n})"),
    "cg.wound-support": ("«{card}» is a support card: it cannot receive wounds",
                         "«{card}» — карта поддержки: она не может получать раны"),
    "cg.attack-support": ("«{card}» is a support card: it cannot be attacked",
                          "«{card}» — карта поддержки: её нельзя атаковать"),
    "cg.no-card": ("player {player} has no character «{card}» in the play area",
                   "у игрока {player} нет персонажа «{card}» в игровой зоне"),
    "cg.no-target": ("no opposing character «{target}» is in the play area",
                     "персонажа противника «{target}» нет в игровой зоне"),
    "cg.wound-creature": ("Creature «{card}» (player {player}) receives {n} wound(s): {total} in all.",
                          "Существо «{card}» (игрок {player}) получает ран: {n}; всего ран: {total}."),
    "cg.wound-hero": ("Player {player}'s hero ({hero}) receives {n} wound(s): {total} in all.",
                      "Герой игрока {player} ({hero}) получает ран: {n}; всего ран: {total}."),
    "cg.attack-target": ("Creature «{card}» (player {player}) strikes «{target}», a character of player {owner}.",
                         "Существо «{card}» (игрок {player}) атакует ударом «{target}», персонажа игрока {owner}."),
    "cg.enters": ("Creature «{card}» enters player {player}'s play area: it cannot act this turn, but it can "
                  "defend.",
                  "Существо «{card}» появляется в игровой зоне игрока {player}: в этот ход оно не может "
                  "действовать, но может выступать в защиту."),
    "cg.no-creature": ("there is no creature «{card}» in the play area", "существа «{card}» нет в игровой зоне"),
    "cg.control": ("Creature «{card}» comes under player {player}'s control: it cannot act this turn, but it can "
                   "defend.",
                   "Существо «{card}» переходит под контроль игрока {player}: в этот ход оно не может действовать, "
                   "но может выступать в защиту."),
    "cg.not-theirs": ("player {player} has no creature «{card}» in the play area",
                      "у игрока {player} нет существа «{card}» в игровой зоне"),
    "cg.hero-attack": ("«{card}» is a hero: a hero cannot strike", "«{card}» — герой: герой не может атаковать ударом"),
    "cg.first-turn": ("«{card}» entered the play area (or changed controller) this turn: first-turn weakness, it "
                      "cannot act",
                      "«{card}» появилось в игровой зоне (или сменило контролирующего игрока) в этот ход: слабость "
                      "первого хода, действовать оно не может"),
    "cg.attack": ("Creature «{card}» (player {player}) strikes an opposing character.",
                  "Существо «{card}» (игрок {player}) атакует ударом персонажа противника."),
    "cg.hero-defend": ("«{card}» is a hero: a hero cannot be a defender",
                       "«{card}» — герой: герой не может выступать защитником"),
    "cg.defend": ("Creature «{card}» (player {player}) defends.", "Существо «{card}» (игрок {player}) выступает в "
                                                                  "защиту."),
    "cg.defend-first-turn": ("Creature «{card}» (player {player}) defends (first-turn weakness does not stop "
                             "defending).",
                             "Существо «{card}» (игрок {player}) выступает в защиту (слабость первого хода не мешает "
                             "защите)."),
    "cg.turn": ("Turn {turn} begins: creatures that entered earlier can act.",
                "Начинается ход {turn}: существа, появившиеся раньше, могут действовать."),
    "cg.depends": ("Ability {n} («{text}») refers to the result of an earlier one: its legality is not checked when "
                   "it is put into the Queue.",
                   "Способность {n} («{text}») ссылается на результат предыдущей: её легальность при добавлении в "
                   "Очередь не проверяется."),
    "cg.illegal": ("ability {n} («{text}») cannot be legally declared, so spell «{card}» cannot be played",
                   "способность {n} («{text}») нельзя легально заявить, поэтому заклинание «{card}» сыграть нельзя"),
    "cg.legal": ("Every ability of spell «{card}» can be legally declared.",
                 "Все способности заклинания «{card}» можно легально заявить."),
    "cg.queue": ("Spell «{card}» goes to the graveyard; its abilities ({count}) enter the Queue in the order they "
                 "are listed.",
                 "Заклинание «{card}» попадает на кладбище; его способности ({count}) попадают в Очередь в том "
                 "порядке, в котором перечислены."),
    "cg.skipped": ("Ability {n} («{text}») has become illegal when it leaves the Queue: it is skipped.",
                   "Способность {n} («{text}») при выходе из Очереди стала нелегальной: она пропускается."),
    "cg.resolves": ("Ability {n} resolves: «{text}».", "Выполняется способность {n}: «{text}»."),
})
