"""What every rulebook answers in a place of its own: the start of the game (the setup), how many can play, who
goes first, who wins and who wins a tie, how a game is lost, how long a game takes, how many cards a hand may
hold, when the game ends."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulesqa.chunking import Chunk
from rulesqa.search.lexical import tokenize
from rulesqa.search.rulebook_topics import (
    CHILDREN,
    COMPONENTS,
    DURATION,
    FIRST_PLAYER,
    GAME_END,
    HAND_LIMIT,
    LOSS,
    PLAYERS,
    SHARED_PLACE,
    TIE,
    TURN,
    TURN_ORDER,
    TWO_PLAYERS,
    WINNER,
    asked_player_count,
    asked_topic,
    asked_variant_name,
    asks_about_the_components,
    asks_about_the_start,
    asks_how_a_variant_plays,
    in_components,
    in_setup,
    is_setup,
    named_game_asked,
    names_variant,
    opens_with_game,
    says_only_other_starts,
    without_the_game_of_the_components,
    without_the_game_of_the_start,
)


@pytest.mark.parametrize(("question", "at_start"), [
    ("How many coins do I start with?", True),
    ("How many cards are in each starting hand?", True),
    ("How many silver coins does each player get at the start?", True),
    ("Сколько монет у игрока в начале игры?", True),
    ("Сколько карт в начальной колоде?", True),
    ("How many cards do I draw at the start of my turn?", False),
    ("Сколько карт нужно взять в начале хода?", False),
    ("Что игрок делает в начале своего хода?", False),
    # where something stands when the game starts: the setup's to say, or a rule that says "start" itself ("AI
    # Heroes start in their Town", test_ask)
    ("Where do my barges start?", True), ("Where do AI heroes start?", True),
    ("Каждая компания начинает игру с 10 фунтами.", True), ("Что делать в начале каждой недели?", False),
    # "начинает с" is "starts with", as in English, with or without "игру"; not "начинает с того, что …"
    ("Каждый игрок начинает с 3 жетонами лент.", True), ("Ход начинается с броска кубика.", False),
    ("Игрок начинает с того, что бросает кубик.", False),
    # what each player gets, and no more: what the setup gives them
    ("How many jars does each player get?", True), ("Сколько банок получает каждый игрок?", True),
    ("How many coins does each player get for a pure jar?", False), ("Сколько очков получает каждый игрок за башню?", False),
])
def test_a_question_about_the_start_of_the_game_not_of_a_turn(question: str, at_start: bool) -> None:
    assert asks_about_the_start(question) is at_start


@pytest.mark.parametrize(("text", "other"), [
    ("At the start of every third round, each player gains 2 water tokens.", True),
    ("В начале хода откройте верхнюю карту погоды.", True),
    ("At the start of your turn, draw a card. At the start of the game, deal 5.", False),
    ("Each deck starts with 9 cards.", False),  # the game's start, in the rule's own words
    ("Each player takes 3 coins.", False),  # says no start at all
    ("A barge that starts its move at a town may load up to 3 goods cubes.", True),
    ("В начале каждой недели первый игрок открывает верхнюю карту вестей.", True),  # a week of play is no game
    ("Starting with the first player and going clockwise, each player places a worker.", True),  # an order of play
])
def test_a_rule_that_says_start_only_of_a_turn_or_a_round(text: str, other: bool) -> None:
    """To a question about the start of the game, "at the start of every third round" has not said its "start"."""
    assert says_only_other_starts(text) is other


@pytest.mark.parametrize(("question", "searched"), [
    ("Сколько рыбы лежит на клетке в начале игры?", "Сколько рыбы лежит на клетке в начале ?"),
    ("How many coins do I have at the start of the game?", "How many coins do I have at the start of the ?"),
    ("What do I start the game with?", "What do I start  with?"),
    ("How many cards are in the game?", "How many cards are in the game?"),  # not the start's game
])
def test_the_game_whose_start_is_asked_about_is_not_searched_for(question: str, searched: str) -> None:
    """"игры" of "в начале игры" is the setup's to answer, not the components' "Состав игры"."""
    assert without_the_game_of_the_start(question) == searched


@pytest.mark.parametrize(("title", "setup"), [
    ("Setup", True), ("2. Setup", True), ("ПОДГОТОВКА К ИГРЕ", True), ("Game setup", True),
    ("GETTING READY", True), ("Preparing to play", True), ("Before playing", True), ("Приготовления", True),
    ("Setting the table", False), ("Scoring", False), ("301. Подготовительный этап", False),
    ("Getting rid of cards", False),
    # a numbered step of the rulebook
    ("Step 1: Setup", True), ("Шаг 1. Подготовка", True), ("Step 2: Morning", False),
    # a part of a numbered rulebook, and the "N.0" heading of a wargame's section
    ("Раздел 2. Подготовка", True), ("Section 3: Setup", True), ("3.0 SETUP", True), ("Раздел 3. Ход", False),
    # numbered in Roman numerals (upper case: "Mix." is a word)
    ("II. PREPARATION", True), ("IV. Setup", True), ("Mix. Preparation", False),
    # lettered, in either alphabet, and a rule numbered by its word ("RULE 2 — SETUP")
    ("Б. ПОДГОТОВКА", True), ("B. Setup", True), ("RULE 2 — SETUP", True), ("Правило 2. Подготовка", True),
    ("В. ХОД ИГРЫ", False),
])
def test_the_setup_section_is_known_by_its_title(title: str, setup: bool) -> None:
    assert is_setup(title) is setup


@pytest.mark.parametrize(("key", "label", "setup"), [
    ("setup", "Canal Barons › Setup", True),
    ("setup/each-company", "Canal Barons › Setup › Each company", True),  # a part of the setup is the setup
    ("actions/dig", "Canal Barons › Actions › Dig", False),
    ("setup-of-the-market", "Setup › Setup of the market", True),
    ("market", "Setup › Market", False),  # a document titled "Setup" is no setup section
])
def test_a_section_of_the_setup_is_the_setup(key: str, label: str, setup: bool) -> None:
    title = label.split(" › ")[-1]
    chunk = Chunk(id=f"d/{key}", doc="d", key=key, label=label, title=title, lang="en", kind="section",
                  text=f"## {title}\n\nTake 12 pounds.", file="d.md", line=1)
    assert in_setup(chunk) is setup


@pytest.mark.parametrize(("question", "players"), [
    ("How many players can play Harbor Traders?", True),
    ("How many people can play Lantern Market?", True),
    ("Сколько человек может играть в Соляные копи?", True),
    ("Сколько игроков может играть?", True),
    ("How many cards does each player have?", False),
    ("How many players does each team have?", False),
    ("Сколько игроков получает карту?", False),
    # as typed at the table
    ("how many players", True), ("Сколько игроков?", True), ("how many players can hold the lamp", False),
])
def test_a_question_about_how_many_can_play(question: str, players: bool) -> None:
    assert PLAYERS.asks(question) is players


@pytest.mark.parametrize(("text", "states"), [
    ("a card game for 3 to 6 players, ages 10 and up", True), ("для 1–4 игроков", True),
    ("от 2 до 5 игроков", True), ("for 2-4 players", True),
    ("each of the 2 players", False), ("Give each player 6 silver coins.", False),
    # players named by their part in the game, but not a game's length
    ("A cooperative game for 1 to 4 defenders.", True), ("Игра для 2–4 купцов.", True),
    ("A game for 30 to 45 minutes.", False), ("Игра для 2–4 часов.", False),
    # … of something for them, taking part, or a box's fact line
    ("A game of rags, water and paper for 2 to 4 millers", True), ("В игре участвуют от 2 до 5 торговцев.", True),
    ("**Players:** 2–4 · **Age:** 10+ · **Time:** 30–45 minutes", True), ("Число игроков: 1–4", True),
    ("**Time:** 30–45 minutes", False), ("Players: 3", False),
    # … or a game for a number of players, said of the game itself (not of a variant's rules)
    ("Hillfort Raids is a two-player game of raids between hill tribes.", True), ("A 2-player card game.", True),
    ("Это игра для двух игроков.", True),
    ("In a two-player game, remove the fox cards.", False), ("Rules for a two-player game", False),
    ("Rune Duel is a game for two players.", True), ("In a game for two players, remove 4 cards.", False),
])
def test_a_range_of_players(text: str, states: bool) -> None:
    assert PLAYERS.says(text) is states


@pytest.mark.parametrize(("question", "asks"), [
    ("Who goes first?", True), ("Who plays first?", True), ("Who takes the first turn?", True),
    ("Кто ходит первым?", True), ("Кто начинает?", True),
    ("Who starts with the most coins?", False), ("What goes first in the market row?", False),
])
def test_a_question_about_who_goes_first(question: str, asks: bool) -> None:
    assert FIRST_PLAYER.asks(question) is asks


@pytest.mark.parametrize(("text", "says"), [
    ("The youngest player takes the first-player marker.", True), ("The youngest player starts.", True),
    ("The player who was born furthest north begins.", True),
    ("… takes the moon token and plays first.", True), ("Первым ходит самый младший игрок.", True),
    ("Игру начинает игрок, который последним был на море.", True),
    ("The players roll a die; the higher roll chooses who takes the first turn.", True),
    ("The oldest player takes the first turn.", True), ("Старший игрок решает, кто ходит первым.", True),
    ("every turn starts with the roll.", False),
    # the first player named by what they do is not said to be anyone
    ("The player who goes first skips the draw of their first turn.", False),
    ("Игрок, который ходит первым, не берёт карту на первом ходу.", False),
    ("Оплатив стоимость, она переходит в игровую зону и начинает влиять на игровой процесс.", False),
    # a line of the components list names the marker, not who takes it
    ("- 1 жетон первого игрока", False), ("1 first player marker", False),
    # whoever takes the first player's marker is the first player; a section headed so is about it
    ("The player who most recently baked bread takes the first-player millstone.", True),
    ("Он получает жетон первого игрока.", True),
    ("Жетон первого игрока получает тот, кто последним держал в руках молоток.", True),
    ("The player who last bought vegetables at a market is the first trader.", True),
    # the game's own verb of going first, said of whoever the rulebook's players are
    ("The smuggler who most recently saw the sea rows first.", True),
    ("Give a card to the player who goes first.", False),
    ("The player who finishes first is the first to score.", False),
    ("The first player marker goes to the youngest player.", True), ("### First player", True), ("2.3 Первый игрок", True),
    # the first player named by what they do, once the game is under way, is not said to be anyone either
    ("Starting with the first player and going clockwise, each player takes one action.", False),
    ("В раунде игроки ходят по очереди по часовой стрелке, начиная с первого игрока.", False),
    ("The first player reveals the top weather card and resolves it.", False),
    ("Жетон первого игрока переходит к игроку слева.", False),
    # a starting player's marker is the first player's; its holder passing it on is not said to be anyone
    ("The youngest player takes the starting player anchor.", True), ("The oldest player is the start player.", True),
    ("The youngest player takes the starting\nplayer anchor.", True),  # a hard-wrapped line
    ("The holder of the starting player anchor passes it to the left.", False),
    ("In a round, every player takes one turn, starting with the holder of the starting player anchor.", False),
    ("1 starting player anchor", False),
    ("5. The player who most recently flew in an aeroplane starts the race.", True),
    # the first of what the game is played in: "… that player starts the first expedition."
    ("Give the compass token to the player who last used a paper map; that player starts the first expedition.",
     True),
    ("Игрок с компасом начинает первый раунд.", True),
    ("The first expedition starts with an empty board.", False),
])
def test_a_sentence_that_says_who_goes_first(text: str, says: bool) -> None:
    assert FIRST_PLAYER.says(text) is says


@pytest.mark.parametrize(("question", "topic"), [
    ("Who wins?", "winner"), ("Who wins the game?", "winner"), ("How do I win?", "winner"),
    ("Кто побеждает в игре?", "winner"), ("Как выиграть?", "winner"), ("Кто выигрывает в этой игре?", "winner"),
    ("Who wins a tie?", "tie"), ("What happens on a tie?", "tie"), ("How are ties broken?", "tie"),
    ("Who wins if players are tied?", "tie"),
    ("Кто побеждает при ничьей?", "tie"), ("Кто побеждает при равенстве монет?", "tie"),
    # the winner of a fight, or a tie in one, is not the winner of the game
    ("Who wins a combat?", None), ("Кто побеждает в бою?", None), ("What happens in a tie in combat?", None),
    ("How do I win a solo game?", None),
    # a cooperative game is won and lost together
    ("When do we win?", "winner"), ("Когда мы побеждаем?", "winner"), ("How do we lose?", "loss"),
    ("When do we lose the game?", "loss"), ("Когда мы проигрываем?", "loss"), ("Как можно проиграть?", "loss"),
    ("When do I lose a unit?", None),
])
def test_a_question_about_who_wins_the_game_or_a_tie(question: str, topic: str | None) -> None:
    asked = asked_topic(question)
    assert (asked.name if asked else None) == topic


@pytest.mark.parametrize(("text", "winner", "tie"), [
    ("The player with the most points wins.", True, False),
    ("You win if you deliver 5 commissions before the tiles run out.", True, False),
    ("Побеждает игрок, у которого больше всего монет.", True, False),
    ("Игроки побеждают, если отряд добрался до клетки «Старый дуб».", True, False),
    ("The players win together as soon as every climber reaches the Summit space.", True, False),  # cooperative
    ("In a tie, the player with more delivered commissions wins; if still tied, they share the victory.", False, True),
    ("При равенстве побеждает тот, кто выполнил больше заказов.", False, True),
    ("Ties go to the player with more stamina cubes.", False, True),
    ("**Who wins if a player leaves?** Nobody.", False, False),  # a FAQ's question says nothing
    ("Each player wins 2 coins for a delivery.", False, False),
    ("The first player to draw the last card wins.", True, False),
    ("The first player to land wins at once.", True, False), ("The fastest rider wins the race.", True, False),
    # the winner's clause and the tie's, in one sentence
    ("The richest player wins; on a tie, the tied player with more customer cards left wins.", True, True),
])
def test_a_sentence_that_says_who_wins_or_who_wins_a_tie(text: str, winner: bool, tie: bool) -> None:
    assert (WINNER.says(text), TIE.says(text)) == (winner, tie)


@pytest.mark.parametrize(("text", "says"), [
    ("You lose together if the flood marker reaches the top of the flood track.", True),
    ("… the expedition fails and all players lose the game together.", True),
    ("If the storm track is filled first, everyone loses.", True),
    ("Игроки проигрывают, если колода событий закончилась.", True),
    ("A climber on a crevasse space loses 1 crown unless another climber stands there.", False),
    ("You lose 2 coins.", False), ("**Can we lose in the first round?** No.", False),
])
def test_a_sentence_that_says_how_a_game_is_lost(text: str, says: bool) -> None:
    assert LOSS.says(text) is says


@pytest.mark.parametrize(("question", "asks"), [
    ("How long does a game take?", True), ("How long is a game?", True), ("What is the playing time?", True),
    ("How long does a game of Comet Duel take?", True),
    ("Сколько длится партия?", True), ("Сколько времени занимает игра?", True),
    ("How long does an Ongoing effect last?", False),  # an effect's duration, not the game's
    ("Сколько ходов длится партия?", False),  # counts turns: a number of them, not a time
])
def test_a_question_about_how_long_a_game_takes(question: str, asks: bool) -> None:
    assert (asked_topic(question) is DURATION) is asks


@pytest.mark.parametrize(("text", "says", "in_minutes"), [
    ("A game lasts about 60 minutes.", True, True), ("Playing time: 20 to 30 minutes.", True, True),
    ("Партия длится около 30 минут.", True, True), ("Move up to 3 spaces.", False, False),
    # in the game's own time: the answer where no sentence gives one in minutes
    ("The game lasts 12 rounds instead of 10.", True, False), ("Игра идёт шесть ярмарочных недель.", True, False),
    ("The game lasts four seasons: spring, summer, autumn and winter.", True, False),
    ("The game ends after round 10.", False, False), ("The game lasts until one player has 10 points.", False, False),
    # an hour in words
    ("Партия длится около часа.", True, True), ("A game takes about an hour.", True, True),
    ("Take one action per hour.", False, False),
])
def test_a_sentence_that_says_how_long_a_game_takes(text: str, says: bool, in_minutes: bool) -> None:
    assert DURATION.says(text) is says
    assert DURATION.says_first(text) is in_minutes


@pytest.mark.parametrize(("question", "asks"), [
    ("What is the hand limit?", True), ("What's the maximum hand size?", True),
    ("How many cards can I keep in my hand at the end of my turn?", True), ("How many cards can I hold?", True),
    ("Какой лимит карт в руке?", True), ("Какой максимальный размер руки в конце хода?", True),
    ("Сколько карт можно держать в руке?", True), ("Сколько карт на руке может держать игрок?", True),
    ("Do scroll spells count against my hand limit?", False),  # what counts toward the limit, not the limit
    ("What is the hand limit effect of spell scrolls?", False),
    ("Учитываются ли свитки в лимите карт в руке?", False),
    ("How many potions can a player hold in hand?", False),  # potions, not cards
    ("How many cards are in each starting hand?", False), ("Сколько карт в стартовой руке?", False),
    ("How many cards are in my hand?", False),  # how many there are now, not how many there may be
])
def test_a_question_about_the_hand_limit(question: str, asks: bool) -> None:
    assert (asked_topic(question) is HAND_LIMIT) is asks


@pytest.mark.parametrize(("text", "says"), [
    ("At the end of your turn, if you hold more than 8 cards, discard down to 8.", True),
    ("Each player must discard supply cards down to a hand of 6.", True),
    ("At the end of your turn you may hold at most 7 cards.", True), ("Your hand limit is 7.", True),
    ("Hand limit: seven cards.", True), ("В руке может быть не больше 5 карт.", True),
    ("В конце своего хода игрок, у которого больше 7 карт в руке, сбрасывает лишние карты.", True),
    ("Each player draws a starting hand of 6 cards.", False),  # how a hand starts, not what it may hold
    ("Spell Scrolls: hold 2 hidden Spells, off your Hand Limit; up to 2 Scrolls.", False),  # the Scrolls' limit
    ("If players are tied, the player with the most cards in hand wins.", False),
    ("Can I hold more than 8 cards?", False),  # a FAQ's question says no limit, its answer does
])
def test_a_sentence_that_says_the_hand_limit(text: str, says: bool) -> None:
    assert HAND_LIMIT.says(text) is says


@pytest.mark.parametrize(("question", "item"), [
    ("What does the Refuel action do?", "- **Refuel**: take 2 oil barrels from the supply."),
    ("What happens in the upkeep step?", "3. **Upkeep**: each guest eats one spice token."),
    ("How does the Trade action work?", "- Trade: swap one good for another."),
    ("Что даёт действие Отдохнуть?", "- **Отдохнуть**: получите 2 жетона сил."),
    ("Что происходит в фазе торга?", "2. **Торг** — продайте товары."),
    ("Как открыть созвездие?", "- **Открыть созвездие**: сбросьте из руки карты звёзд …"),
    ("How do I discover a constellation?", "- **Discover a constellation**: discard the star cards …"),
    # a card, a weather, an event by name, on a line of its own as plain text lists them
    ("What does the wasp card do?", "- **Wasp card**: discard one honey token."),
    ("What happens in a storm?", "Storm: every boat returns to port."),
    ("Что происходит в засуху?", "Засуха: пристани закрыты, сдавать плоты нельзя."),
    ("Что делает ливень?", "Ливень: на делянки нельзя выставлять больше одного сплавщика."),
    # its price in brackets, or a dot leader before what it does, as a plain-text card list writes it
    ("What does the Net do?", "  Net (cost 2): you may carry 6 treasure tiles instead of 4."),
    ("What does the Net do?", "- **Net** (cost 2): you may carry 6 treasure tiles."),
    ("What does the anchor do?", "  Anchor .. 0 points, but an anchor weighs you down."),
    # a name in bold closed by its full stop
    ("What does dropping a sandbag do?", "- **Drop a sandbag.** Return a sandbag token to the box to rise one layer."),
    # a numbered rule that opens with it
    ("Что делает пурга?", "4.2. Пурга: в этом раунде каждая упряжка движется не больше чем на 4 клетки."),
    # in the other language, by the dictionary's word for it (common_words)
    ("What does resting do?", "Отдохнуть: возьмите 1 перчатку из запаса."),
    ("What does a flood do?", "Половодье: каждый плот, сданный в этом раунде, приносит на 1 монету больше."),
    ("What happens in a storm?", "7.3a Storm: every boat returns to port."),
    # an item lettered as a rule's cases are
    ("What does the Gnaw action do?", "    (a) Gnaw: take one log tile from the timber yard."),
    # a definition list's term, its definition on the line under it
    ("What does Rest do?", "Rest\n:   Take 2 oil tokens from the supply."),
    ("Что делает действие Рыбалка?", "б) Рыбалка: возьмите 2 рыбы."),
])
def test_a_question_about_what_an_action_or_step_does_is_answered_by_the_item_that_names_it(
        question: str, item: str) -> None:
    topic = asked_topic(question)
    assert topic is not None and topic.item and topic.says(item)
    assert not topic.says("Once per round, after the Upkeep step, you may buy spices.")  # names it, in no item


@pytest.mark.parametrize("question", [
    "Can I take the Refuel action twice?",
    "What do I do on my turn?",
    "What do I do?",  # nothing named
    "What happens in a tie?",  # the tie's own topic
])
def test_other_questions_name_no_item(question: str) -> None:
    topic = asked_topic(question)
    assert topic is None or not topic.item


def test_what_happens_in_a_storm_is_said_by_the_section_titled_storm() -> None:
    """"Что происходит при обвале?": no line names "Обвал", the section under "## Обвал" is what happens then."""
    topic = asked_topic("Что происходит при обвале?")
    assert topic is not None and topic.item

    def titled(title: str) -> Chunk:
        return Chunk(id="d/x", doc="d", key="x", label=f"D › {title}", title=title, lang="ru", kind="section",
                     text=f"## {title}\n\nКогда на уровне не осталось жетонов соли, на нём происходит обвал.",
                     file="d.md", line=1)

    assert topic.titles(titled("Обвал"))
    assert not topic.titles(titled("Конец игры")) and not topic.titles(titled("Обвал и наводнение"))


def test_what_happens_when_i_pass_is_said_by_the_section_titled_passing() -> None:
    """"What happens when I pass?": "### Passing" under "## Expeditions" says it, whatever its words."""
    topic = asked_topic("What happens when I pass?")
    assert topic is not None and topic.item

    def titled(title: str) -> Chunk:
        return Chunk(id="d/x", doc="d", key="x", label=f"D › {title}", title=title, lang="en", kind="section",
                     text=f"### {title}\n\nA player who has passed takes no more turns.", file="d.md", line=1)

    assert topic.titles(titled("Passing")) and not topic.titles(titled("Surveying"))
    assert topic.says("- **Pass**: take no more turns this round.")
    assert asked_topic("What happens if a player passes twice in a row?") is None  # more than what is done


@pytest.mark.parametrize(("question", "asks"), [
    ("Сколько карт рукописей в игре?", True), ("How many mushroom cards are in the game?", True),
    ("How many dice are in the box?", True),
    ("Кто побеждает в игре?", True),  # the words, not a count: the searcher asks for a number too
    ("How many cards do I draw in the game's first round?", False), ("Сколько карт в руке?", False),
])
def test_a_question_about_what_the_game_comes_with(question: str, asks: bool) -> None:
    assert asks_about_the_components(question) is asks


def test_in_the_game_is_where_it_asks_not_what() -> None:
    assert without_the_game_of_the_components("Сколько карт рукописей в игре?") == "Сколько карт рукописей?"
    assert without_the_game_of_the_components("How many dice are in the box?") == "How many dice are?"


@pytest.mark.parametrize(("titles", "listed"), [
    (("Rules", "1. Components"), True), (("Хранители", "1. СОСТАВ ИГРЫ"), True), (("Game contents",), True),
    (("Rules", "Setup"), False), (("Составление колоды",), False),
])
def test_the_components_list_is_known_by_its_title(titles: tuple[str, ...], listed: bool) -> None:
    chunk = Chunk(id="d/x", doc="d", key="x", label=" › ".join(titles), title=titles[-1], lang="en", kind="section",
                  text="- 72 mushroom cards", file="d.md", line=1)
    assert in_components(chunk) is listed


@pytest.mark.parametrize(("question", "named"), [
    ("In the short game how much money do we start with?", True),
    ("Сколько длится короткая игра?", True),  # "короткая" is "short"
    ("How much money does each company start with?", False),
    ("Which variant has more money?", False),  # "variant" names none in particular
])
def test_a_variant_is_named_by_its_own_title(question: str, named: bool) -> None:
    """"Variants › Short game: each player starts with 15 pounds" is for a question about the short game."""
    chunk = Chunk(id="d/variants/short-game", doc="d", key="variants/short-game", label="Canal › Variants › Short game",
                  title="Short game", lang="en", kind="section", text="Each player starts with 15 pounds.",
                  file="d.md", line=1)
    assert chunk.variant == ("Variants", "Short game")
    assert names_variant(frozenset(tokenize(question)), chunk) is named


@pytest.mark.parametrize(("titles", "question", "named"), [
    (("Solo Game",), "How do I win the solo game?", True),
    (("10. ОДИНОЧНАЯ ИГРА",), "Как играть в одиночку?", True),  # "одиночку" is "solo", which is "одиночная"
    # "одно" is one, not alone ("одному" is both to the stemmer: the search reads "Как играть одному?" as asking for
    # the solo game, see asked_player_count)
    (("7. Одиночная игра",), "Можно ли сделать одно действие два раза?", False),
    (("Two-Player Game",), "What changes in a two-player game?", True),
    (("Two-Player Game",), "How many cards does each player draw?", False),  # "player" names no game for two
    (("Игра вдвоём",), "Сколько карт берёт игрок?", False),
    (("Two-Player Variant",), "В игре вдвоём каждый защитник совершает 3 действия.", True),
    (("Игра вдвоём",), "What changes in a two-player game?", True),
    (("FIVE PLAYERS",), "How much air does each player start with?", False),
    (("FIVE PLAYERS",), "What changes with five players?", True),
    (("With six players",), "How many cards are dealt with six players?", True),
    (("Игра впятером",), "Как играть впятером?", True),
    (("Для пяти игроков",), "Сколько монет у игрока в начале игры?", False),
    (("Team Race",), "Who wins?", False), (("Team Race",), "How does a team win?", True),
    (("Командная игра",), "Как играть командами?", True),
    (("Раздел 6. Игра вдвоём",), "Что меняется в игре вдвоём?", True),  # a part of a numbered rulebook
    (("Section 7 - Solo Game",), "How do I play solo?", True),
    (("Ж. ИГРА ВДВОЁМ",), "Что меняется при игре вдвоём?", True),  # a lettered section
    # a difficulty setting: "For a harder game, deal only 2 cards to each player." is not how every game is dealt
    (("Difficulty",), "How can we make the game harder?", True), (("Difficulty",), "Как сделать игру проще?", True),
    (("Difficulty",), "How many cards does each player get?", False),
    (("Уровни сложности",), "How do we play an easier game?", True),
])
def test_a_game_for_some_number_of_players_is_a_variant(titles: tuple[str, ...], question: str, named: bool) -> None:
    """Its rules are for a question that names it: "In the solo game you race against the Old Miller …" does not
    answer how a game of any number of players goes."""
    chunk = Chunk(id="d/x", doc="d", key="x", label=" › ".join(("D", *titles)), title=titles[-1], lang="en",
                  kind="section", text="Lay only 2 order cards face up.", file="d.md", line=1)
    assert chunk.variant == titles
    assert names_variant(frozenset(tokenize(question)), chunk) is named


@pytest.mark.parametrize(("question", "count"), [
    ("How do I play solo?", "solo"), ("Как играть одному?", "solo"), ("How does the solo mode work?", "solo"),
    ("Что меняется в одиночной игре?", "solo"), ("What changes in a two-player game?", "two-players"),
    ("Как играть вдвоём?", "two-players"), ("How do I play with two players?", "two-players"),
    ("Что меняется при игре вдвоём?", "two-players"), ("Как играть командами?", "teams"),
    ("How do I play in teams?", "teams"), ("What changes in a team game?", "teams"),
    ("Can I give gas to my team?", None), ("Is there a team game?", None),
    # a question about one rule of it, or about two players of any game, is searched as any other
    ("How do I win the solo game?", None), ("Can two players sell salt to the same merchant?", None),
    ("Is there a solo mode?", None), ("How many festival cards are revealed in a two-player game?", None),
])
def test_a_question_that_asks_for_the_rules_of_a_game_for_some_number_of_players(question: str,
                                                                                   count: str | None) -> None:
    asked = asked_player_count(question)
    assert (asked.name if asked else None) == count


@pytest.mark.parametrize("title", ["Setup", "Game for 2 to 4 players", "Для 2–4 игроков", "Players", "Five points",
                                   "Teamwork", "5. Карты команды"])
def test_the_rules_of_every_game_are_no_variant(title: str) -> None:
    chunk = Chunk(id="d/setup", doc="d", key="setup", label=f"Canal › {title}", title=title, lang="en",
                  kind="section", text="Take 12 pounds.", file="d.md", line=1)
    assert chunk.variant == ()


@pytest.mark.parametrize(("question", "asked"), [
    ("Могут ли два шара стоять на одной клетке?", True), ("Могут ли два вора находиться в одной комнате?", True),
    ("Can two climbers be on the same space?", True), ("Can two airships share a city?", True),
    ("Can my cart share a farm with another cart?", True),
    ("Can teammates share gas?", False), ("Can two players share one Spell Scroll?", False),  # no place
    ("Сколько фонарей может быть на одной остановке?", False),  # how many: a quantity question
])
def test_whether_pieces_may_share_a_place_is_asked(question: str, asked: bool) -> None:
    assert SHARED_PLACE.asks(question) is asked


@pytest.mark.parametrize(("text", "says"), [
    ("Any number of balloons may share a space.", True), ("Two climbers may share a space.", True),
    ("Any number of divers may stand on the same space.", True),
    ("На одной стоянке могут стоять сразу несколько нарт.", True), ("На клетке может стоять сколько угодно лодок.", True),
    ("На одной клетке может стоять только один гончар.", True),
    # pieces on one place, said of something else; and what a place holds, which need not be the place asked about
    ("If a player's Hero is on the same Tile, move toward them to start Combat.", False),
    ("A room holds one guest.", False), ("Move one space.", False), ("Ties are shared.", False),
])
def test_a_sentence_that_says_whether_pieces_may_share_a_place(text: str, says: bool) -> None:
    assert SHARED_PLACE.says(text) is says


def test_what_happens_in_a_season_is_said_by_the_section_titled_by_it_in_either_language() -> None:
    topic = asked_topic("What happens in summer?")
    assert topic is not None and topic.item
    summer = Chunk(id="d/x", doc="d", key="x", label="D › Год › Лето", title="Лето", lang="ru", kind="section",
                   text="Соберите урожай: возьмите 1 жетон винограда за каждый участок лозы.", file="d.md", line=1)
    assert topic.titles(summer)
    assert not topic.titles(replace(summer, title="Осень"))


@pytest.mark.parametrize(("question", "asks"), [
    ("What changes in the advanced variant?", True), ("How does the Stormy Seas variant work?", True),
    ("Что меняется в усложнённом варианте?", True), ("Как играть в вариант «Шторм»?", True),
    ("How many cards do I draw?", False), ("What does a storm do?", False),
])
def test_a_question_of_how_a_variant_plays(question: str, asks: bool) -> None:
    assert asks_how_a_variant_plays(question) is asks


@pytest.mark.parametrize("title", ["Advanced Variant", "Усложнённый вариант", "Variant: Stormy Seas", "6. Variants"])
def test_a_variant_is_titled_by_its_name_before_or_after_variant(title: str) -> None:
    chunk = Chunk(id="d/x", doc="d", key="x", label=f"D › {title}", title=title, lang="en", kind="section",
                  text="Remove 2 wood tokens instead of 1.", file="d.md", line=1)
    assert chunk.variant == (title,)


@pytest.mark.parametrize(("question", "sentence"), [
    ("How many rounds are there?", "When the church bell rings (after the fourth round), the game ends."),
    ("How many years does the game last?", "The game is played over **6 years**."),
    ("How many seasons are in a game?", "The year has four seasons."),
    ("How many bouts are there?", "The player whose school has the most fame after five bouts wins."),
    ("Сколько охот в игре?", "Побеждает сокольник, набравший больше всего очков почёта за шесть охот."),
    ("Сколько раундов длится игра?", "Игра длится 8 раундов."),
    ("How many dives are there?", "The mission ends after the eighth dive."),
    ("Сколько погружений в игре?", "The mission ends after the eighth dive."),
    # the unit in the other language, by the dictionary: "ночей" is "nights"
    ("Сколько ночей нужно продержаться?", "You win together if the castle still stands after the seventh night."),
])
def test_the_games_length_in_its_own_time(question: str, sentence: str) -> None:
    topic = asked_topic(question)
    assert topic is not None and topic.name.startswith("game-length") and topic.says(sentence)
    assert not topic.says("At the end of each round, draw a card.")


@pytest.mark.parametrize("question", [
    "How many rounds are in an epoch?",  # a part of the game, which its own rule says
    "How many rounds does a season have?", "How many cards are there?",
])
def test_other_questions_ask_no_length_of_the_game(question: str) -> None:
    topic = asked_topic(question)
    assert topic is None or not topic.name.startswith("game-length")


@pytest.mark.parametrize(("question", "asks"), [
    ("When does the game end?", True), ("How does a game end?", True), ("When is the game over?", True),
    ("What ends the game?", True), ("When does the game end in the solo mode?", True),
    ("Когда заканчивается игра?", True), ("Когда игра заканчивается?", True), ("Когда конец игры?", True),
    # the end of a part of the game, or a case the rule of the game's end need not settle
    ("When does my turn end?", False), ("Когда заканчивается раунд?", False),
    ("When does the game end if the deck runs out?", False),
])
def test_a_question_about_when_the_game_ends(question: str, asks: bool) -> None:
    asked = asked_topic(question)
    assert (asked is GAME_END) is asks


@pytest.mark.parametrize(("text", "says"), [
    ("The game ends when the last lantern is removed.", True),
    # the game named by its own word: Kite Festival's "festival"
    ("The festival ends after the round in which the wind pile runs out.", True),
    ("Taking the last crown ends the game.", True),
    ("Игра заканчивается в конце недели, когда открыта последняя карта колоды зимы.", True),
    ("Заканчивается игра, когда колода пуста.", True),
    # a part of the game ends, or a rule waits for the end, or a FAQ asks
    ("Your turn ends when you pass.", False), ("The round ends when all players pass.", False),
    ("Раунд заканчивается, когда все спасовали.", False), ("Play on until the game ends.", False),
    ("**Does the game end at once?** No.", False),
])
def test_a_sentence_that_says_when_the_game_ends(text: str, says: bool) -> None:
    assert GAME_END.says(text) is says


@pytest.mark.parametrize(("question", "asks"), [
    ("What do I do on my turn?", True), ("What can I do during my turn?", True), ("How does a turn work?", True),
    ("What happens on a turn?", True), ("Что делать в свой ход?", True), ("Что можно сделать за свой ход?", True),
    ("Как проходит ход?", True), ("Из чего состоит ход?", True),
    # how many of something a turn has, or what happens at its end: questions of their own
    ("How many actions do I take on my turn?", False), ("What happens at the end of my turn?", False),
    ("Сколько действий за ход?", False),
])
def test_a_question_about_what_a_turn_is_made_of(question: str, asks: bool) -> None:
    assert (asked_topic(question) is TURN) is asks


@pytest.mark.parametrize(("text", "says"), [
    ("On your turn, take two actions.", True), ("§4.1 On your turn, place one beaver on an empty action space.", True),
    ("Play goes left. On your turn, do one of the following:", True), ("Each turn has three steps:", True),
    ("В свой ход выполните одно действие:", True), ("3.1. За свой ход охотник выполняет два действия.", True),
    ("Ход игрока состоит из трёх фаз.", True),
    # a heading that names the turn, or a rule for a turn's end
    ("## On your turn", False), ("At the end of your turn, discard down to 7 cards.", False),
])
def test_a_sentence_that_says_what_a_turn_is_made_of(text: str, says: bool) -> None:
    assert TURN.says(text) is says


@pytest.mark.parametrize(("title", "titled"), [
    ("On your turn", True), ("The Turn", True), ("§4 The Turn", True), ("3. Ход", True),
    # a part of the turn, or more than the turn
    ("Turn order", False), ("End of the turn", False), ("Ход игры", False),
])
def test_the_section_titled_by_the_turn_alone_says_what_a_turn_is_made_of(title: str, titled: bool) -> None:
    chunk = Chunk(id="d/x", doc="d", key="x", label=f"D › {title}", title=title, lang="en", kind="section",
                  text="Do exactly one of the following:", file="d.md", line=1)
    assert TURN.titles(chunk) is titled


@pytest.mark.parametrize(("text", "says"), [
    ("At the end of turn 8, the player holding more forts wins.", True),
    # a tie in other words is the tie's rule, not who wins
    ("If both players hold the same number of forts, the player with more grain wins.", False),
    ("При равном числе очков побеждает тот, у кого больше бочонков.", False),
])
def test_who_wins_is_not_who_wins_a_tie_in_other_words(text: str, says: bool) -> None:
    assert WINNER.says(text) is says


@pytest.mark.parametrize(("question", "rule", "says"), [
    # how to do a thing is the rule that opens with doing it
    ("How do I raid a fort?", "[5.1] To raid, the attacker rolls one die and adds 1 for each warband.", True),
    ("How do I raid a fort?", "5.2 The raid succeeds if the total is greater than the fort's defence value.", False),
    ("Как построить мост?", "Чтобы построить мост, заплатите 2 монеты.", True),
])
def test_how_to_do_a_thing_is_said_by_the_rule_that_opens_with_doing_it(question: str, rule: str,
                                                                        says: bool) -> None:
    topic = asked_topic(question)
    assert topic is not None and topic.says(rule) is says


@pytest.mark.parametrize(("question", "asks"), [
    ("What is in the box?", True), ("What's in the box?", True), ("What comes in the box?", True),
    ("What components does the game have?", True), ("Что входит в состав игры?", True), ("Что в коробке?", True),
    ("What do I need to play?", True), ("Что нужно для игры?", True),
    ("How many cards are in the box?", False), ("What is in the discard pile?", False),
])
def test_a_question_about_what_is_in_the_box(question: str, asks: bool) -> None:
    assert COMPONENTS.asks(question) is asks


def test_what_is_in_the_box_is_the_section_titled_components() -> None:
    components = Chunk("g/components", "g", "components", "Components", "Components", "en", "wiki",
                       "== Components ==\n* 40 garden cards\n* 12 hedgehog tokens", "g.txt", 7)
    setup = replace(components, id="g/setup", key="setup", title="Setup", label="Setup")
    assert COMPONENTS.titles(components) and not COMPONENTS.titles(setup)


@pytest.mark.parametrize(("question", "asks"), [
    ("How do we play with small children?", True), ("How do we play with young children?", True),
    ("Is there a variant for younger players?", True), ("Как играть с маленькими детьми?", True),
    ("Есть ли вариант для детей?", True), ("How many players can play?", False), ("Who goes first?", False),
])
def test_a_question_about_playing_with_children(question: str, asks: bool) -> None:
    assert CHILDREN.asks(question) is asks


@pytest.mark.parametrize(("text", "says"), [
    ("With children under 6, play without the moon card.", True),
    ("With younger players, ignore the Sinking rule.", True), ("Quiet game: Recommended for younger players.", True),
    ("С маленькими детьми играйте без карты луны.", True),
    ("Play without the moon card.", False), ("The youngest player goes first.", False),
])
def test_what_changes_for_children_is_said_where_the_rules_name_them(text: str, says: bool) -> None:
    assert CHILDREN.says(text) is says


def test_a_titles_line_of_facts_says_something() -> None:
    """":Players: 2-5" under a reStructuredText title is the game's fact, not a heading's words: the title's unit is no
    mere grouping of its sections (it was, and "How many players can play?" found nothing)."""
    facts = Chunk("b/boats", "b", "boats", "Boats", "Boats", "en", "rst",
                  "=====\nBoats\n=====\n\n:Players: 2-5\n:Time: 15 minutes", "b.rst", 1, children=("b/setup",))
    grouping = replace(facts, text="Boats\n=====\n\nContents")
    assert not facts.navigational and grouping.navigational


@pytest.mark.parametrize(("title", "components"), [
    ("*** YOU NEED ***", True), ("What you need", True), ("Что понадобится", True), ("Components", True),
    ("*** SETUP ***", False),
])
def test_a_section_titled_by_what_you_need_lists_the_components(title: str, components: bool) -> None:
    """"*** YOU NEED ***": a title closed by the marks it opens with is its words ("YOU NEED"), and what you need to
    play is the components."""
    chunk = Chunk("p/x", "p", "x", title, title, "en", "plain", f"{title}\n6 paper sheets, 12 target cards.", "p.txt", 1)
    assert in_components(chunk) is components


def test_a_setup_titled_in_stars_is_the_setup() -> None:
    chunk = Chunk("p/setup", "p", "setup", "*** SETUP ***", "*** SETUP ***", "en", "plain",
                  "*** SETUP ***\nEvery pilot folds one plane.", "p.txt", 1)
    assert in_setup(chunk)


@pytest.mark.parametrize(("question", "at_start"), [
    ("How do I set up the target cards?", True), ("How do we set up the game?", True),
    ("How do I set a trap?", False),
])
def test_how_to_set_something_up_asks_about_the_start(question: str, at_start: bool) -> None:
    assert asks_about_the_start(question) is at_start


@pytest.mark.parametrize("text", ["Вы вместе побеждаете, если выполните 8 заказов.", "Мы выигрываем, если …",
                                  "Побеждает игрок с наибольшим числом монет."])
def test_who_wins_is_said_to_the_players_too(text: str) -> None:
    assert WINNER.says(text)


def test_the_first_player_named_by_their_part_is_the_first_player() -> None:
    assert FIRST_PLAYER.says("The keeper who lives nearest the sea is the first keeper.")
    # the first of something else is not who goes first
    assert not FIRST_PLAYER.says("The card that shows a flag is the first card.")


@pytest.mark.parametrize(("question", "asked"), [
    ("In which direction does play go?", True), ("Do we play clockwise?", True),
    ("Which way does play pass?", True), ("В каком порядке ходят игроки?", True),
    ("В каком направлении идёт игра?", True),
    ("How far can my otter move?", False), ("Who goes first?", False), ("What do I do on my turn?", False),
])
def test_the_order_of_play_is_asked(question: str, asked: bool) -> None:
    assert TURN_ORDER.asks(question) is asked


@pytest.mark.parametrize(("text", "says"), [
    ("Игроки ходят по очереди по часовой стрелке.", True), ("Play passes to the left.", True),
    ("Players take turns in clockwise order.", True), ("Turns pass clockwise.", True),
    ("Ходы передаются против часовой стрелки.", True),
    # something else that moves clockwise, or is passed to the left, is no order of play
    ("At the end of the night the beam moves two spaces clockwise.", False),
    ("Pass the first keeper marker to the left.", False),
])
def test_the_order_of_play_is_said_in_a_few_words(text: str, says: bool) -> None:
    assert TURN_ORDER.says(text) is says


@pytest.mark.parametrize(("title", "roles", "rules_of"), [
    ("Two Keepers", frozenset(tokenize("keepers")), True),
    ("Для двух капитанов", frozenset(tokenize("капитанов")), True),
    ("6. With 2 keepers", frozenset(tokenize("keepers")), True),
    # two of something else, or a rulebook that calls its players nothing else
    ("Two Actions", frozenset(tokenize("keepers")), False),
    ("Two Keepers", frozenset(), False),
])
def test_a_two_player_game_titled_by_the_players_part_is_its_rules(title: str, roles: frozenset[str],
                                                                     rules_of: bool) -> None:
    chunk = Chunk(id="d/x", doc="d", key="x", label=f"Coast › {title}", title=title, lang="en", kind="section",
                  text="Remove 4 storm cards.", file="d.txt", line=1)
    assert TWO_PLAYERS.rules_of(chunk, roles) is rules_of


@pytest.mark.parametrize(("question", "named"), [
    ("How many points is a medium port worth in the advanced game?", "advanc"),
    ("Что меняется в продвинутых правилах?", "продвинут"),
    ("Кто побеждает в семейной игре?", "семейн"),
    ("What changes with the beginners' rules?", "beginn"),
    ("How many points is a medium port worth?", None), ("Is there an advanced variant?", None),
])
def test_a_question_about_a_variant_by_name(question: str, named: str | None) -> None:
    found = asked_variant_name(question)
    assert (named in found) if named else not found
    # named in either language: an English rulebook's "Advanced rules" answer "в продвинутых правилах"
    if named in ("advanc", "продвинут"):
        assert {"advanc", "продвинут"} <= found


@pytest.mark.parametrize("title", ["Before You Play", "Before playing", "II. ПОДГОТОВКА"])
def test_a_setup_by_other_titles(title: str) -> None:
    assert is_setup(title)


@pytest.mark.parametrize("title", ["What You Get", "In the box"])
def test_components_by_other_titles(title: str) -> None:
    chunk = Chunk(id="d/x", doc="d", key="x", label=f"Cranes › {title}", title=title, lang="en", kind="section",
                  text="One harbor board, 4 crane boards.", file="d.txt", line=1)
    assert in_components(chunk)


@pytest.mark.parametrize(("question", "sentence", "opens"), [
    ("How do I play a short game?", "Short game: use only 10 ship cards.", True),
    ("How do I play a short game?", "For a short game, play 5 rounds.", True),
    ("Как играть короткую партию?", "Для короткой партии уберите из колоды половину карт сияния.", True),
    ("Как играть короткую партию?", "Короткая игра.", True),
    # the name said later is no game of its own
    ("How do I play a short game?", "The game is short.", False),
    ("How do I play a short game?", "Use only 10 ship cards in a short game.", False),
    ("How do I play?", "Short game: use only 10 ship cards.", False),
])
def test_a_game_named_by_its_kind_opens_its_paragraph(question: str, sentence: str, opens: bool) -> None:
    assert opens_with_game(sentence, named_game_asked(question)) is opens


@pytest.mark.parametrize(("question", "count"), [
    ("Как играть кооперативно?", "cooperative"), ("How do we play cooperatively?", "cooperative"),
    ("How do I play the co-op variant?", "cooperative"), ("Что меняется в кооперативном режиме?", "cooperative"),
    ("Can we win together?", None), ("How do I play?", None),
])
def test_a_question_that_asks_how_the_cooperative_game_plays(question: str, count: str | None) -> None:
    asked = asked_player_count(question)
    assert (asked.name if asked else None) == count


@pytest.mark.parametrize(("title", "rules_of"), [
    ("Cooperative variant", True), ("Co-op mode", True), ("Кооперативная игра", True), ("Cooperation cards", False),
])
def test_the_cooperative_games_rules_by_their_title(title: str, rules_of: bool) -> None:
    from rulesqa.search.rulebook_topics import COOPERATIVE

    chunk = Chunk(id="d/x", doc="d", key="x", label=f"Caves › {title}", title=title, lang="en", kind="section",
                  text="All explorers win together.", file="d.md", line=1)
    assert COOPERATIVE.rules_of(chunk) is rules_of
