"""Answer types: a "how many" question is only answered by a rule that states a number of what it counts."""

from __future__ import annotations

import pytest

from rulesqa.chunking import Chunk
from rulesqa.search.answer_type import (
    answers_how_many,
    asked_case,
    asks_open,
    asks_quantity,
    asks_running_out,
    asks_yes_or_no,
    counted_thing,
    names_case,
    says_how_many,
    says_running_out,
    states_limit,
    states_quantity,
    value_tokens,
)
from rulesqa.search.lexical import tokenize


def rule(text: str, lang: str = "en") -> Chunk:
    return Chunk(id="doc/x", doc="doc", key="x", label="Doc › x", title="x", lang=lang, kind="rule", text=text,
                 file="doc.txt", line=1)


@pytest.mark.parametrize(
    ("question", "quantity"),
    [("How many spell scrolls can I hold?", True), ("how much gold does selling give?", True),
     ("Сколько карт в колоде?", True), ("СКОЛЬКО раз выполняется этап?", True),
     ("Can a hero attack?", False), ("What happens when my deck is empty?", False),
     ("Many players ask about scrolls", False), ("Как много карт можно держать?", True), ("Как играть картой?", False),
     # asking for a limit asks for a number; asking whether there is one does not
     ("What is the hand limit?", True), ("What's the maximum number of Scrolls?", True),
     ("Какой лимит карт в руке?", True), ("Каков предел руки?", True), ("Is there a limit on Spells?", False),
     ("Какое максимальное количество свитков у героя?", True), ("Максимальное число карт в руке?", True)],
)
def test_quantity_questions_are_recognised(question: str, quantity: bool) -> None:
    assert asks_quantity(question) is quantity


@pytest.mark.parametrize(
    ("text", "lang", "states"),
    [("You can have 2 Scrolls.", "en", True),
     ("In Combat you may play only one Spell per Combat Round.", "en", True),
     ("Their units are fixed; they have no Board.", "en", False),  # "no" is everywhere: not a quantity
     ("301.1. Подготовительный этап выполняется один раз за игру.", "ru", True),
     ("211.3. … не более одного оружия …", "ru", True),
     ("Cards can be played only on your Turn.", "en", False),
     # the rule's own number is a citation, not a quantity
     ("208.1. Герой - Тип карты. Персонификация игрока.", "ru", False),
     ("100.1a Subrules are lettered.", "en", False),
     # a number that names a limit counts nothing here
     ("from Level ups; own category; ignores the 1-Spell limit", "en", False),
     # nor does a part's number in its heading
     ("RULE 4 — JARS\nPut each firefly you catch into your jars.", "en", False),
     ("Step 3: Harvest\nPick the ripe fruit.", "en", False)],
)
def test_a_rule_states_a_quantity_in_digits_or_words(text: str, lang: str, states: bool) -> None:
    assert states_quantity(rule(text, lang)) is states


@pytest.mark.parametrize(
    ("question", "counted"),
    [("How many Spell Scrolls can I keep?", "Spell Scrolls"),
     ("Is there a limit on how many Spell Scrolls I can keep?", "Spell Scrolls"),
     ("Сколько очков движения у героя ИИ?", "очков движения"),
     ("How many creatures can a player control in the card game?", "creatures"),
     ("What is the maximum level of a hero?", "level"),
     ("What is the hand limit?", "hand"), ("Какой лимит на свитки?", "свитки"),
     # "the number of" only says a number is asked: what is counted comes after it
     ("What is the maximum number of ships a player can have?", "ships"),
     ("What is the limit on the number of cards in hand?", "cards"),
     ("Какое максимальное количество свитков?", "свитков"), ("Сколько максимум свитков можно иметь?", "свитков"),
     ("Сколько стоит карта оружия?", "стоит"),  # the price, not the weapons
     # a price asked after the frame: the money
     ("How much does it cost to build a Mage Guild?", "cost"),
     ("How much does a War Machine cost at a War Machine Factory?", "cost"),
     ("Сколько маны стоит заклинание Огненный шар?", "маны"),  # mana, not the price words after it
     # what a sale brings is money too
     ("Сколько можно выручить за продажу заклинания со свитка?", "выручить"),
     ("How much do I get for selling a Scroll Spell?", "selling"),
     # occurrences counted: any number answers
     ("How many times is the preparation stage played?", ""),
     ("Сколько раз за игру проходит подготовительный этап?", ""), ("Can a hero attack?", ""),
     # a Russian verb after what is counted ends it
     ("Сколько карт берёт игрок в начале хода?", "карт"), ("Сколько очков славы получает игрок?", "очков славы"),
     ("Сколько монет стоит корабль?", "монет"),
     # … and so does a word that asks what something holds: the stone blocks, not "stone blocks fit"
     ("How many stone blocks fit on a guild board?", "stone blocks"), ("How many keeps can I build?", "keeps")],
)
def test_what_a_quantity_question_counts(question: str, counted: str) -> None:
    assert counted_thing(question) == counted


def test_the_number_must_be_said_of_what_is_counted() -> None:
    support_cards = rule("211.3. Под контролем каждого игрока может быть не более одной карты поддержки каждого класса. "
                         "Существа могут атаковать.", "ru")
    assert answers_how_many(support_cards, set(tokenize("карты поддержки")), set())
    assert not answers_how_many(support_cards, set(tokenize("существ")), set())  # named, but in a sentence with no number
    assert not answers_how_many(rule("301.1. Этап выполняется один раз.", "ru"), set(tokenize("301")), set())
    # an example's sample numbers are not the rule's
    player_effects = rule("208.5. Эффект, применяемый к игроку, применяется к его герою.\n"
                          "ПРИМЕР. Карта Клирик, каждый игрок получает 2 жетон молитвы.", "ru")
    assert not answers_how_many(player_effects, set(tokenize("игроков")), set())
    # to put a section first, its number must count the thing: "4 fireflies" names jars and counts fireflies
    jars = rule("Each jar holds at most 4 fireflies.")
    assert answers_how_many(jars, set(tokenize("jars")), set())
    assert not answers_how_many(jars, set(tokenize("jars")), set(), strict=True)
    assert answers_how_many(rule("Give each player 3 empty jars."), set(tokenize("jars")), set(), strict=True)
    assert answers_how_many(rule("Jars: you may hold at most 3."), set(tokenize("jars")), set(), strict=True)  # unsaid


def test_a_tables_header_names_what_its_rows_count() -> None:
    """"How much renown is an island map worth?": the row's 8 is renown because its column says so."""
    maps = Chunk(id="d/selling-maps", doc="d", key="selling-maps", label="D › Selling Maps", title="Selling Maps",
                 lang="en", kind="section", file="d.md", line=1,
                 text="## Selling Maps\n\n| Map | Ink back | Renown |\n|---|---|---|\n| Coast map | 2 | 4 |\n"
                      "| Island map | 4 | 8 |\n")
    assert answers_how_many(maps, set(tokenize("renown")), set(tokenize("island map")))
    assert not answers_how_many(maps, set(tokenize("gold")), set(tokenize("island map")))  # no column of gold
    # … and "worth" asks for the number, in whatever the game counts value
    assert set(tokenize("worth")) <= value_tokens()


def test_a_sale_is_answered_by_the_sentence_with_its_price() -> None:
    asked = set(tokenize(counted_thing("Сколько можно выручить за продажу заклинания со свитка?")))
    assert says_how_many("You can sell Scroll Spells at a Trading Post for 2 gold each.", asked)
    assert not says_how_many("Selling Scrolls; used/sold Spells are removed.", asked)


def test_a_sentence_that_says_what_limits_a_number_answers_how_many() -> None:
    expert = set(tokenize("Expert effects"))
    assert says_how_many("The number of Expert Effects per Round is limited by your Main Hero's Level.", expert)
    assert not says_how_many("All Statistic and Ability cards have a Basic Effect and a stronger Expert Effect.",
                             expert)
    assert not says_how_many("The number of Spells is limited by the Mage Guild.", expert)  # another thing's limit
    # "the number of" alone says nothing of how many: ties are broken by it, no limit is set
    assert not says_how_many("The player with the most coins wins. Ties are broken by the number of ships.",
                             set(tokenize("ships")))


def test_the_number_must_be_said_where_the_question_s_other_words_are() -> None:
    example = rule("Bob built a Mage Guild last Round. He spends the token, pays the cost of 5 shown on his Town "
                   "Board, and may Поиск(2) the Spell Deck.")
    mage_guild = set(tokenize("How much does it cost to build a Mage Guild?"))
    # the price is of the Spells: no sentence with the number names the Guild
    assert not answers_how_many(example, set(tokenize("cost")), mage_guild)
    assert answers_how_many(example, set(tokenize("cost")), set(tokenize("How much does Bob pay for the Spell?")))
    # what goes with any counting ("have", "keep", "per") does not have to be there
    scrolls = rule("Spell Scrolls: hold 2 hidden Spells, off your Hand Limit; up to 2 Scrolls.")
    assert answers_how_many(scrolls, set(tokenize("Spell Scrolls")),
                            set(tokenize("How many Spell Scrolls can I keep?")))


def test_a_list_item_is_said_where_the_sentence_that_leads_into_it_is() -> None:
    """"- Ловить: возьмите 2 жетона рыбы" completes "Затем выполните одно действие:": it answers how many fish one
    action catches, though the item itself never says "действие"."""
    actions = rule("Затем выполните одно действие:\n\n- Плыть: переместите лодку.\n- Ловить: возьмите 2 жетона рыбы с "
                   "клетки.\n\nВ лодке помещается не больше 6 жетонов рыбы.", "ru")
    per_action = set(tokenize("Сколько рыбы можно поймать за одно действие?"))
    assert answers_how_many(actions, set(tokenize("рыбы")), per_action)
    # a sentence after the list is no item of it: "6 жетонов рыбы" is not said of an action
    alone = rule("Затем выполните одно действие:\n\nВ лодке помещается не больше 6 жетонов рыбы.", "ru")
    assert not answers_how_many(alone, set(tokenize("рыбы")), per_action)


def test_a_list_under_a_heading_is_said_where_the_heading_is() -> None:
    """"2. Take 12 pounds from the bank." stands under "### Each company", after an item of two sentences; its list
    numbers are no numbers it states."""
    setup = rule("### Each company\n\n1. Take a company board. Put the marker on space 0 of\nthe Prestige track.\n"
                 "2. Take 12 pounds from the bank.")
    assert answers_how_many(setup, set(tokenize("pounds")), set(tokenize("How many pounds does each company get?")))
    assert not answers_how_many(rule("### Each company\n\n2. Take the company board."), set(tokenize("pounds")),
                                set(tokenize("How many pounds does each company get?")))


def test_a_section_the_question_names_by_its_title_is_where_its_numbers_are() -> None:
    """"How much does walking cost?" is answered under "Walk" by "Spend 1 stamina cube …"; "Hero Specialty" is not
    named by "hero" alone, so "Some resemble Spells" answers no "How many Spells can a hero learn per week?"."""
    walk = Chunk(id="d/walk", doc="d", key="walk", label="D › Walk", title="Walk", lang="en", kind="section",
                 text="### Walk\n\nSpend 1 stamina cube to move your courier to a neighbouring village.",
                 file="d.md", line=1)
    assert answers_how_many(walk, set(tokenize("cost")), set(tokenize("How much does walking cost?")))
    # a numbered section's number is no word of its title: "2.2 Each climber" is named by "each climber"
    climber = Chunk(id="d/2-2", doc="d", key="2-2-each-climber", label="D › 2.2 Each climber",
                    title="2.2 Each climber", lang="en", kind="section",
                    text="2.2 Each climber\nEach player takes 3 rope tokens and 5 crowns.", file="d.txt", line=1)
    assert answers_how_many(climber, set(tokenize("rope tokens")),
                            set(tokenize("How many rope tokens does each climber start with?")) - {"start"})
    specialty = Chunk(id="d/s", doc="d", key="s", label="D › Hero Specialty", title="Hero Specialty", lang="en",
                      kind="section", text="Some resemble Spells; the limit of one Spell per round does not apply.",
                      file="d.md", line=1)
    assert not answers_how_many(specialty, set(tokenize("Spells")),
                                set(tokenize("How many Spells can a hero learn per week?")))


def test_player_does_not_say_where_a_number_is_when_the_question_says_it_besides() -> None:
    """"Сколько карт в руке у игрока в начале игры?" is not answered by a limit of cards in play that says "игрока";
    across languages the question's other words are the rule's nearest ones, which need not be said, and "player"
    still counts there (``whose_apart`` off)."""
    in_play = rule("211.3. Под контролем каждого игрока может быть не более одной карты поддержки каждого класса в "
                   "игровой зоне.", "ru")
    at_the_start, cards = set(tokenize("Сколько карт в руке у игрока в начале игры?")), set(tokenize("карт"))
    assert not answers_how_many(in_play, cards, at_the_start, whose_apart=True)
    assert answers_how_many(in_play, cards, at_the_start)
    dealt = rule("Каждый игрок берёт в руку 5 карт.", "ru")
    assert answers_how_many(dealt, cards, at_the_start, whose_apart=True)
    # a question that says nothing but "player" of where the number is: "player" says it
    assert answers_how_many(in_play, cards, set(tokenize("Сколько карт у игрока?")), whose_apart=True)


def test_a_sentence_that_names_the_players_by_their_part_says_player() -> None:
    """"Каждый винодел получает поместье, 2 участка лозы и 6 монет." says how many coins a player starts with in a
    rulebook whose "Каждый игрок — винодел", though another step of its setup says "игрок"."""
    setup = rule("1. Каждый винодел получает поместье, 2 участка лозы и 6 монет.\n3. Первым ходит самый младший игрок.",
                 "ru")
    coins, player = set(tokenize("монет")), set(tokenize("игрока"))
    assert answers_how_many(setup, coins, player, roles=frozenset(tokenize("винодел")))
    assert not answers_how_many(setup, coins, player, whose_apart=False)


def test_a_price_paid_in_more_of_a_thing_is_not_its_price() -> None:
    """"Each leak token costs 1 more air token." says what a leak costs in air, not what an air token costs."""
    leak = rule("Each leak token in the submarine costs 1 more air token.")
    assert not answers_how_many(leak, set(tokenize("cost")), set(tokenize("air token")))
    assert answers_how_many(leak, set(tokenize("cost")), set(tokenize("leak token")))


def test_what_a_buying_action_has_one_pay_is_a_price() -> None:
    """"Сколько стоит птица?" is asked of "Купить птицу: сбросьте 2 жетона добычи …", a price paid in prey."""
    buy = rule("Купить птицу: сбросьте 2 жетона добычи и возьмите карту птицы из ряда рынка.", "ru")
    assert answers_how_many(buy, set(tokenize("стоит")), set(tokenize("птица")))
    assert not answers_how_many(rule("Отдохнуть: возьмите 1 перчатку из запаса.", "ru"), set(tokenize("стоит")),
                                set(tokenize("перчатка")))


def test_to_put_a_section_first_its_numbers_must_be_said_where_the_question_asks_them() -> None:
    """The strict reading, which moves a section ahead of a better-scoring one: a title that only names the counted
    thing ("Карты поддержки") and "player" say nothing of where the number is, and a question about a limit wants a
    sentence that states one."""
    support = Chunk(id="d/211", doc="d", key="211", label="D › 211. Карты поддержки", title="211. Карты поддержки",
                    lang="ru", kind="rule", file="d.txt", line=1,
                    text="211.3. Под контролем каждого игрока может быть не более одной карты поддержки каждого "
                         "класса в игровой зоне.")
    in_hand = set(tokenize("How many support cards can I hold in my hand?"))
    counted = set(tokenize("support cards карты поддержки"))
    assert answers_how_many(support, counted, in_hand)  # enough not to veto it as the answer…
    assert not answers_how_many(support, counted, in_hand, strict=True)  # … not enough to put it first
    players = set(tokenize("Сколько карт в руке у игрока?"))
    assert not answers_how_many(support, set(tokenize("карт")), players, strict=True)
    build = rule("Pay 5 coins to build a ship. You may own at most 3 ships.")
    scrolls = rule("When you gain a Scroll, put the top 2 Spell cards face-down on it; they do not count toward your "
                   "Hand Limit.")
    assert answers_how_many(build, set(tokenize("ships")), set(tokenize("maximum number of ships")), strict=True,
                            limit=True)
    assert not answers_how_many(scrolls, set(tokenize("cards")), set(tokenize("How many cards does my hand hold?")),
                                strict=True, limit=True)


def test_a_number_a_hard_wrap_put_at_a_lines_start_is_a_number() -> None:
    """A plain-text rulebook wraps where it must: "… положите на неё\n2 новых жетона брёвен" states 2 logs; a rule's
    own number and a numbered list's ("208.3.", "2. Take …") do not."""
    logs = rule("Если на делянке не осталось брёвен, в конце раунда положите на неё\n2 новых жетона брёвен из запаса.",
                "ru")
    assert answers_how_many(logs, set(tokenize("брёвен")), set(tokenize("делянка")))
    assert not states_quantity(rule("208.3. Герой не может атаковать.\n2. Возьмите карту.", "ru"))


def test_a_russian_word_counted_in_another_form_is_the_same_word() -> None:
    """"брёвен" and "бревна" stem apart ("брев", "бревн"): "Верните в запас 3 своих бревна" counts logs."""
    assert says_how_many("Верните в запас 3 своих бревна и возьмите жетон плота.", set(tokenize("брёвен")))


def test_a_limit_in_bold_is_a_limit() -> None:
    assert states_limit("У игрока может быть не больше **2 невыполненных заказов**.")
    assert states_limit("A barge may load up to __3 goods cubes__.")


def test_room_for_a_number_is_a_limit() -> None:
    assert states_limit("Your windmill board has a storeroom with room for 6 flour sacks.")
    assert not states_limit("Make room on the board for the new tiles.")


def test_a_faq_entry_states_the_numbers_of_its_answer_not_of_its_question() -> None:
    """"Можно ли проехать меньше 4 домов? Да, …" asks about 4 houses and states no number of them; its question
    still says where the answer's numbers are ("… in the Work phase? No, … exactly one action per round.")."""
    def entry(title: str, text: str, lang: str = "en") -> Chunk:
        return Chunk(id="doc/faq/x", doc="doc", key="faq/x", label=f"Doc › FAQ › {title}", title=title, lang=lang,
                     kind="markdown", text=text, file="doc.md", line=1)

    houses = entry("Можно ли проехать меньше 4 домов?", "### Можно ли проехать меньше 4 домов?\n\nДа, велосипед "
                   "может остановиться в любом месте.", "ru")
    assert not states_quantity(houses)
    assert not answers_how_many(houses, set(tokenize("домов")), set())
    actions = entry("Can I take two actions in the Work phase?", "**Can I take two actions in the Work phase?** No, "
                    "each player takes exactly one action per round.")
    asked = set(tokenize("How many actions do I get in the Work phase?"))
    assert states_quantity(actions) and answers_how_many(actions, set(tokenize("actions")), asked)


def test_a_limit_is_said_of_what_its_own_clause_names() -> None:
    cubes = set(tokenize("Black Cubes"))
    sentence = ("The number of Expert Effects per Round is limited by your Main Hero's Level (track with Black Cubes "
                "on your Hero Board).")
    assert says_how_many(sentence, set(tokenize("Expert Effects")))
    assert not says_how_many(sentence, cubes)


@pytest.mark.parametrize(("question", "asks"), [
    ("What happens when the deck runs out?", True), ("What if the gear deck is empty?", True),
    ("Что делать, если в запасе закончились свечи?", True), ("Что будет, если стопка сброса опустеет?", True),
    ("Что происходит со свитком, когда на нём не осталось заклинаний?", True),
    ("Когда заканчивается игра?", False),  # the game ending, not something running out
    ("How do I get more candles?", False),
])
def test_a_question_about_something_running_out(question: str, asks: bool) -> None:
    assert asks_running_out(question) is asks


@pytest.mark.parametrize(("text", "says"), [
    ("If the book deck runs out, a fire breaks out.", True), ("If the Cargo deck is empty, shuffle …", True),
    ("When the last Spell is gone, the Scroll returns to its deck.", True),
    ("Если колода книг закончилась, случается пожар.", True), ("Игрок без рукописей ничего не теряет: их нет.", True),
    ("Возьмите 2 свечи из запаса.", False),  # how to take candles: nothing of the supply running out
    # having none is said with "without"
    ("Капитан без топлива не может действовать.", True), ("A captain without fuel cannot act.", True),
])
def test_a_rule_that_speaks_of_something_running_out(text: str, says: bool) -> None:
    assert says_running_out(text) is says


@pytest.mark.parametrize(("question", "open_", "yes_or_no"), [
    ("How far can a climber move in a round?", True, False), ("Что нужно, чтобы испечь хлеб?", True, False),
    ("Когда заканчивается игра?", True, False), ("Сколько стоит верёвка?", True, False),
    ("Can I rest and move in the same round?", False, True), ("Можно ли испечь хлеб без муки?", False, True),
    ("**May I sell a single lantern?**", False, True), ("Does a stable count as a room?", False, True),
    ("Сгорает ли рукопись при пожаре?", False, True),
    ("Rest and move in one round?", False, False),  # neither: no FAQ entry is ranked apart for it
])
def test_an_open_question_and_one_answered_yes_or_no(question: str, open_: bool, yes_or_no: bool) -> None:
    assert (asks_open(question), asks_yes_or_no(question)) == (open_, yes_or_no)


def test_up_to_a_number_in_russian_is_a_limit_but_not_the_end_of_a_range() -> None:
    """What one can do "до 3" ("Корабль может пролететь до 3 секторов") answers "How far can a ship fly?"; "от 2 до
    5 торговцев" is how many play, and "до конца раунда" no number at all."""
    assert states_limit("Корабль может пролететь до 3 секторов.") and states_limit("Можно переместить до двух фишек.")
    assert not states_limit("В игре участвуют от 2 до 5 торговцев.")
    assert not states_limit("Играйте до конца раунда.")
    assert not states_limit("Пополните поляну до 6 карт из колоды трав.")  # what a refill comes to


def test_money_named_by_its_currency_is_money() -> None:
    """"… and 6 denarii" states money as "$6" does: "How much money do I start with?" is answered by it."""
    from rulesqa.search.answer_type import states_money

    assert states_money("Each engineer takes the 15 road segments of that colour and 6 denarii.")
    assert states_money("Каждый игрок получает 5 рублей.") and states_money("Take $30.")
    assert not states_money("Take 6 road segments.")


@pytest.mark.parametrize(("sentence", "counted"), [
    ("Roll the spring die and move your mouse that many spaces forward.", "spaces"),
    ("В свой ход бросьте оба кубика и передвиньте свою фишку на число клеток, равное большему из выпавших значений.",
     "клеток"),
])
def test_a_number_said_by_what_it_equals_says_how_many(sentence: str, counted: str) -> None:
    assert says_how_many(sentence, set(tokenize(counted)))
    assert states_quantity(rule(sentence))
    assert not says_how_many(sentence, set(tokenize("coins")))


@pytest.mark.parametrize(("question", "sentence", "named"), [
    ("What happens when a storm card is turned over?",
     "When a storm card is turned over, every keeper with a lit lamp loses 1 oil cube.", True),
    ("Что происходит, если на кубиках выпал дубль?", "Если на кубиках выпал дубль, возьмите верхнюю карту шума.", True),
    # the case's words elsewhere than in the case a sentence opens with
    ("What happens when a storm card is turned over?",
     "With two keepers, remove 4 storm cards from the game, and turn over three night cards each round.", False),
    # one word is no case: "When you pass, …" names no case of "What happens when I pass?"
    ("What happens when I pass?", "When you pass, take 1 coin.", False),
    ("How many storm cards are there?", "When a storm card is turned over, every keeper loses 1 oil cube.", False),
])
def test_a_case_asked_of_is_named_where_a_sentence_opens_with_it(question: str, sentence: str, named: bool) -> None:
    assert names_case(sentence, asked_case(question)) is named


def test_points_a_table_abbreviates_are_points() -> None:
    """"How many points is a red crystal worth?" — "| each red crystal | 3 |" under "| Crystals | VP |"."""
    assert says_how_many("| each red crystal | 3 | | Crystals | VP |", set(tokenize("points")))
    assert not says_how_many("| each red crystal | 3 | | Crystals | Coins |", set(tokenize("points")))
