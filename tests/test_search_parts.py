"""Pieces of the search: citations in questions, the glossary, language-aware lexical scores, key sentences."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesqa.answer import condition, quotable, rule_statement, snippet
from rulesqa.chunking import Chunk
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.errors import CorpusError
from rulesqa.ingest import ingest
from rulesqa.search.citations import find_citations
from rulesqa.search.glossary import Glossary, same_stem
from rulesqa.search.lexical import tokenize
from rulesqa.search.searcher import Hit, Searcher, rule_before_its_example, rule_before_its_summary
from rulesqa.search.spelling import Speller, one_edit_apart
from rulesqa.store import StoredIndex, load_index
from rulesqa.text import sentences, with_lead_ins, without_emphasis
from tests.conftest import CORPUS


@pytest.mark.parametrize(
    ("question", "numbers", "ids", "only"),
    [
        ("210.3", ("210.3",), (), True),
        ("правило 209.1", ("209.1",), (), True),
        ("rule 211.3.", ("211.3",), (), True),
        ("100.1a", ("100.1a",), (), True),
        ("208", ("208",), (), True),
        ("card-game-rules/209.2", (), ("card-game-rules/209.2",), True),
        ("What does 208.3 say about heroes?", ("208.3",), (), False),
        ("Search(2) the Spell Deck", (), (), False),
        ("How many of my 9 cards?", (), (), False),
        # a rule number of three levels or more joined by dashes is a rule number; "2-4 players" is a range
        ("What does 1-2-1 say?", ("1-2-1",), (), False),
        ("Is it for 2-4 players?", (), (), False),
        ("Rule 208.3 says heroes can't attack.", ("208.3",), (), False),
    ],
)
def test_citations_in_questions(question: str, numbers: tuple[str, ...], ids: tuple[str, ...], only: bool) -> None:
    cited = find_citations(question)
    assert (cited.numbers, cited.ids, cited.only_citations) == (numbers, ids, only)


@pytest.fixture(scope="module")
def glossary() -> Glossary:
    return Glossary.load(CORPUS / "glossary.tsv")


@pytest.mark.parametrize("written", ["can't", "cannot", "can not", "CAN’T", "doesn't", "won't", "may not"])
def test_a_negation_is_one_word_however_it_is_written(written: str) -> None:
    """"What happens if I can't play a card?" is answered by "A player who cannot play a rope card is tired"."""
    assert tokenize(f"{written} play") == ["not", "play"]


def test_words_that_only_begin_like_a_negation_are_words() -> None:
    assert tokenize("cannon canny") == ["cannon", "canni"]


def test_russian_words_stem_the_same_in_every_form() -> None:
    assert tokenize("герой героя героев") == ["геро"] * 3
    assert tokenize("юнит юниты юнитов") == ["юнит"] * 3
    assert same_stem("свиток", "свитк") and not same_stem("гер", "гор")
    # a fleeting vowel before the last consonant: "5 марок" and "2 марки" count the same stamps
    assert same_stem(*tokenize("марок марки")) and same_stem(*tokenize("окон окна"))
    # a verb's two aspects: "колода закончилась" is what "когда колода заканчивается" speaks of
    assert same_stem(*tokenize("закончилась заканчивается")) and same_stem(*tokenize("успокоить успокаивать"))
    assert not same_stem(*tokenize("конец кайма")) and not same_stem(*tokenize("постоянной поставить"))
    # a verb of going: "Можно ли перейти через улицу?" — "Нельзя переходить через улицу без моста."
    assert same_stem(*tokenize("перейти переходить")) and same_stem(*tokenize("подойти подходит"))
    assert same_stem(*tokenize("войти входит")) and not same_stem(*tokenize("найти заходит"))
    # words that only begin alike are two words: a tram stop is not what a player keeps; but a root's consonant
    # alternates between a verb and its participle ("сбросить", "сброшенные")
    assert not same_stem(*tokenize("остановке оставить"))
    assert same_stem(*tokenize("сброс сброшенные"))
    # … in a root of three letters too: "2 жетона угля" are coal ("Уголь"), "окон" are "окна"
    assert same_stem(*tokenize("уголь угля"))
    # English stems are exact, but for the past of verbs in "-ay" the stemmer leaves: "repay" a loan that is "repaid"
    assert same_stem(*tokenize("repay repaid")) and same_stem(*tokenize("lay laid"))
    assert not same_stem(*tokenize("play player")) and not same_stem("aid", "ay")


def test_a_russian_nouns_fleeting_vowel_is_one_token_in_every_form() -> None:
    """Snowball keeps the vowel a noun drops in its other forms ("купец" but "купца"; "клетка" but "клеток"): the
    lexical index sees one word, so "Сколько денег у купца?" finds "Каждый купец получает …"."""
    for forms in ("купец купца купцы купцов", "клетка клеток клетки", "рынок рынка", "ковёр ковра коврами",
                  "кузнец кузнеца", "свиток свитка свитков", "порядок порядка"):
        assert len(set(tokenize(forms))) == 1, forms
    assert tokenize("урок") == ["урок"]  # too short to tell a fleeting vowel from the root's own
    assert len(set(tokenize("купец конец"))) == 2


def test_a_verb_and_its_imperfective_in_yvat_are_one_word() -> None:
    """"Сколько карт можно разыграть?" — "каюр разыгрывает от 1 до 3 карт"."""
    assert same_stem(*tokenize("разыграть разыгрывает")) and same_stem(*tokenize("показать показывает"))
    assert not same_stem(*tokenize("играть выигрывает"))


@pytest.mark.parametrize(("rule", "asked"), [
    ("доставьте", "доставить"), ("сбросьте", "сбросить"), ("отметьте", "отметить"),  # -ьте is -ить
    ("откройте", "открыть"), ("раздайте", "раздать"),  # -йте drops -те
    ("выберите", "выбрать"), ("уберите", "убрать"), ("возьмите", "взять"),  # -берите, взять
    ("положите", "положить"),  # -ите already met
])
def test_a_russian_imperative_meets_its_infinitive(rule: str, asked: str) -> None:
    """Rules say "Сбросьте карту", players ask "Как сбросить карту?"."""
    assert tokenize(rule) == tokenize(asked)


def test_irregular_english_verbs_meet_their_base_form() -> None:
    # "I drew a Necromancy card" must find "a non-Necropolis player who draws one"; "bought" must find "buy"
    assert tokenize("drew drawn draws") == ["draw"] * 3
    assert tokenize("bought buys") == ["buy"] * 2 and tokenize("ran runs") == ["run"] * 2
    # a form that is more often another word stays that word: "Ground units" are not "grind"
    assert tokenize("Ground") == ["ground"]


def test_the_degrees_the_ai_rules_choose_by_meet_their_adjective() -> None:
    # "equally close" must find "they attack the closest"
    assert tokenize("close closer closest") == tokenize("close") * 3
    # which of higher and lower, most and least, is said is the rule: they stay apart
    assert tokenize("higher highest") == ["higher", "highest"]


def test_the_words_that_frame_a_question_are_not_what_it_asks_about() -> None:
    # "stop working" is about stopping: "working" would otherwise weigh as a word no rule contains
    assert tokenize("When does an Ongoing card stop working?") == ["ongo", "card", "stop"]
    assert tokenize("Что случится, если колода закончится?") == ["колод", "законч"]
    # "what does X do?" / "что делает X?": the frame in both languages
    assert tokenize("Что делает Поиск?") == tokenize("What does Поиск do?") == ["поиск"]


def test_english_stems_match_exactly_so_play_is_not_player(glossary: Glossary) -> None:
    assert not same_stem("play", "player") and same_stem("scroll", "scroll")
    assert "Player / Игрок" not in [t.headword for t, _ in glossary.matches("when I play a new one")]
    assert tokenize("How many cards does the Deck hold?") == ["card", "deck", "hold"]


@pytest.mark.parametrize(
    ("question", "term"),
    [("Сколько свитков заклинаний?", "Spell Scroll / Свиток заклинаний"), ("когда колода пуста", "Deck / Колода"),
     ("Огненным шаром", "Fireball / Огненный шар"), ("the Discard Pile", "Discard Pile / Сброс"),
     ("юнитов ИИ", "Unit / Отряд")],
)
def test_glossary_finds_terms_in_any_form(glossary: Glossary, question: str, term: str) -> None:
    assert term in [t.headword for t, _ in glossary.matches(question)]


def test_a_longer_term_hides_the_shorter_inside_it(glossary: Glossary) -> None:
    found = [t.headword for t, _ in glossary.matches("the Spell Deck is empty")]
    assert "Spell Deck / Колода заклинаний" in found and "Deck / Колода" not in found


def test_a_term_asked_in_one_language_is_named_in_the_other(glossary: Glossary) -> None:
    assert glossary.names_in("Сколько свитков заклинаний?", "en") == [[["spell", "scroll"], ["scroll"]]]
    assert glossary.names_in("Сколько свитков заклинаний?", "ru") == []  # asked by its own name: nothing to add


def test_a_players_word_for_a_term_brings_the_rulebooks_own(glossary: Glossary) -> None:
    """Players say "shoot" and "archers"; the AI rules say "Ranged". Lexical search needs the rulebook's word."""
    assert [["rang"]] in glossary.names_in("Who do enemy archers shoot at?", "en")
    assert [["remov"]] in glossary.names_in("Can I trash a card?", "en")
    assert glossary.names_in("Can I remove a card?", "en") == []  # the rulebook's own word adds nothing


def test_the_lexical_index_knows_which_chunks_hold_every_word(bundled_index: StoredIndex) -> None:
    lexical, chunks = bundled_index.lexical, bundled_index.chunks
    whole = lexical.containing(tokenize("Колода заклинаний"))
    assert not any(whole[i] for i, c in enumerate(chunks) if c.id == "card-game-rules/210.2")  # "заклинание" alone
    spell_deck = lexical.containing(tokenize("Spell Deck"))
    assert spell_deck[[c.id for c in chunks].index("h3-ai-rules/3/magic")]
    assert lexical.containing(tokenize("Spell Deck Bob")).sum() <= spell_deck.sum()


def test_a_malformed_glossary_stops_ingest_with_its_line(corpus_copy: Path, tmp_path: Path) -> None:
    (corpus_copy / "glossary.tsv").write_text("en\tru\tnote\nDeck\n", encoding="utf-8")
    with pytest.raises(CorpusError, match=r"glossary.tsv:2: expected 'English<TAB>Russian"):
        ingest(corpus_copy, tmp_path / "i", model="fake")


def test_lexical_scores_are_normalised_per_language(tmp_path: Path) -> None:
    """A Russian question must not let its many Russian hits drown the English rule the glossary points to."""
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "en.md").write_text("# Empty Deck\n\nIf your Deck is empty, shuffle the Discard Pile.\n", encoding="utf-8")
    (corpus / "ru.ru.md").write_text("# Колода\n\nКолода колода колода: колода героя.\n", encoding="utf-8")
    (corpus / "glossary.tsv").write_text("en\tru\tnote\nDeck\tКолода\t\n", encoding="utf-8")
    ingest(corpus, tmp_path / "i", model="fake")
    searcher = Searcher(load_index(tmp_path / "i"), FakeEmbedder())
    hits = {h.chunk.id: h.lexical for h in searcher.search("Что если колода пуста?", k=5).hits}
    assert hits["en/empty-deck"] == pytest.approx(1.0) and hits["ru/колода"] == pytest.approx(1.0)


def test_sentences_are_verbatim_and_keep_rule_numbers_and_abbreviations() -> None:
    text = "208.3. Первое предложение. Второе (e.g. пример) предложение.\nLabel line"
    assert sentences(text) == ["208.3. Первое предложение.", "Второе (e.g. пример) предложение.", "Label line"]
    assert all(s in text for s in sentences(text))
    assert snippet("word " * 100).endswith(" …") and len(snippet("word " * 100)) <= 162


def test_a_list_item_is_led_into_by_the_sentence_or_heading_above_its_list() -> None:
    """An item's second sentence is still the item's, and the list goes on after it."""
    text = ("### Each company\n\n1. Take a company board. Put the marker on space 0 of\nthe track.\n"
            "2. Take 12 pounds.\n\nThen take one action:\n- Fish: take 2 fish.\n\nA boat holds 6 fish.")
    assert with_lead_ins(text) == [
        ("### Each company", ""), ("1. Take a company board.", "### Each company"),
        ("Put the marker on space 0 of\nthe track.", "### Each company"), ("2. Take 12 pounds.", "### Each company"),
        ("Then take one action:", ""), ("- Fish: take 2 fish.", "Then take one action:"), ("A boat holds 6 fish.", "")]


def test_a_table_row_is_read_with_its_header() -> None:
    """"| Cheese | 3 pennies | 5 pennies |" is cheese's price under "| Goods | Price | Sells for |", and what the
    sentence leading into the table says ("… deliver its cargo and score it:" over "| Cargo | Points |"); the header
    and the rule under it lead into nothing, and a row after the table is no row of it."""
    text = ("Prices are printed on the cards:\n\n| Goods | Price | Sells for |\n|---|---|---|\n"
            "| Eggs | 1 penny | 2 pennies |\n| Cheese | 3 pennies | 5 pennies |\n\nBuy at most 4 goods.")
    header = "Prices are printed on the cards: | Goods | Price | Sells for |"
    assert with_lead_ins(text) == [
        ("Prices are printed on the cards:", ""), ("| Goods | Price | Sells for |", ""), ("|---|---|---|", ""),
        ("| Eggs | 1 penny | 2 pennies |", header), ("| Cheese | 3 pennies | 5 pennies |", header),
        ("Buy at most 4 goods.", "")]
    # a table with no sentence leading into it is read with its header alone
    assert with_lead_ins("| Cargo | Points |\n|---|---|\n| Coal | 3 |")[-1] == ("| Coal | 3 |", "| Cargo | Points |")



@pytest.mark.parametrize("text, expected", [
    ("### Build\n\nPay 5 coins to place a new ship.", "Pay 5 coins to place a new ship."),
    ("Setup\n-----\n\n1. Place the board.", "1. Place the board."),
    ("## A heading with nothing under it", "## A heading with nothing under it"),
    ("208.3. Герой может атаковать.", "208.3. Герой может атаковать."),
])
def test_a_snippet_leaves_out_the_markdown_heading_its_label_already_says(text: str, expected: str) -> None:
    assert snippet(text) == expected


def test_a_long_sections_snippet_starts_at_the_sentence_it_is_shown_for() -> None:
    text = "## Actions\n\n" + "Load a cube into your hold. " * 8 + "You may take the same action more than once."
    shown = snippet(text, near="You may take the same action more than once.")
    assert shown == "… You may take the same action more than once."
    assert snippet(text).startswith("Load a cube")  # no sentence given: the start
    assert snippet(text, near="Load a cube into your hold.").startswith("Load a cube")  # it is the start
    assert snippet("Short: shown whole.", near="shown whole.") == "Short: shown whole."

@pytest.mark.parametrize("text, expected", [
    # an abbreviation before a capital does not end the sentence: "(e.g." was once quoted as an answer
    ("Single-round buffs (e.g. Fire Shield): check the tier. Attack-weakening Spells (e.g. Weakness): cast it.",
     ["Single-round buffs (e.g. Fire Shield): check the tier.", "Attack-weakening Spells (e.g. Weakness): cast it."]),
    ("See p. 22 for the anatomy. Then play.", ["See p. 22 for the anatomy.", "Then play."]),
    ("Часть 3. Этапы и фазы игры", ["Часть 3. Этапы и фазы игры"]),  # a part heading is one line, not "Часть 3."
    ("Up to 2. Then 3.", ["Up to 2.", "Then 3."]),
    # a table of values with dot leaders: each row is one line, its value with it
    ("Treasure tiles are worth:\n  Pearl ... 3 points\n  Coin .... 2 points",
     ["Treasure tiles are worth:", "Pearl ... 3 points", "Coin .... 2 points"]),
    # a definition list's term and its definition on the line under it are one line
    ("Explore\n:   Draw the top cave tile.\n\nRest\n:   Take 2 oil tokens. Rest ends your turn.",
     ["Explore\n:   Draw the top cave tile.", "Rest\n:   Take 2 oil tokens.", "Rest ends your turn."]),
])
def test_sentence_breaks(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize("text, asked, expected", [
    ("What if I buy a War Machine at the Trading Post?", True, "I buy a War Machine at the Trading Post"),
    ("Что будет, если у меня закончилась колода, а нужно тянуть?", True, "у меня закончилась колода, а нужно тянуть"),
    ("When is the AI Deck shuffled?", True, ""),  # asks about a time; states no condition
    ("If you buy one at the Trading Post, you cannot use any of that Field's other functions.", False,
     "you buy one at the Trading Post"),
    ("If your Deck is empty when you must draw, shuffle.", False, "your Deck is empty when you must draw"),
    ("Cards can be played only on your Turn.", False, ""),
])
def test_the_condition_a_sentence_or_question_states(text: str, asked: bool, expected: str) -> None:
    assert condition(text, asked=asked) == expected


def _hit(id_: str, title: str, parent: str | None, score: float) -> Hit:
    chunk = Chunk(id=id_, doc="d", key=id_, label=title, title=title, lang="en", kind="topic", text=f"{title}.",
                  file="d.txt", line=1, parent=parent)
    return Hit(chunk, score, score, 0.0)


def test_the_rule_an_example_illustrates_goes_before_it_when_close() -> None:
    hits = [_hit("d/1/searching-example", "Searching example", "d/1", 0.98),
            _hit("d/2/other", "Other rule", "d/2", 0.90), _hit("d/1/searching", "Searching", "d/1", 0.87)]
    rule_before_its_example(hits)
    assert [h.chunk.id for h in hits] == ["d/1/searching", "d/1/searching-example", "d/2/other"]


def test_a_rule_said_in_full_goes_before_a_summary_of_the_rules_when_close() -> None:
    """"Quick reference: … Vat: 5 cubes." restates; the glossary's "Vat: your player board's tank of pulp, which holds
    up to 5 pulp cubes" is where it is said in full."""
    hits = [_hit("d/quick-reference", "Quick reference", None, 0.61), _hit("d/glossary", "Glossary", None, 0.58),
            _hit("d/setup", "Setup", None, 0.37)]
    rule_before_its_summary(hits)
    assert [h.chunk.id for h in hits] == ["d/glossary", "d/quick-reference", "d/setup"]
    far = [_hit("d/quick-reference", "Quick reference", None, 0.90), _hit("d/glossary", "Glossary", None, 0.50)]
    rule_before_its_summary(far)
    assert far[0].chunk.id == "d/quick-reference"


def test_an_example_far_ahead_of_its_rule_stays_first() -> None:
    hits = [_hit("d/1/searching-example", "Searching example", "d/1", 0.98), _hit("d/1/searching", "Searching", "d/1", 0.70)]
    rule_before_its_example(hits)
    assert hits[0].chunk.id == "d/1/searching-example"


@pytest.mark.parametrize(("title", "example"), [("Searching example", True), ("Example: combat", True),
                                               ("Пример розыгрыша", True), ("Examples of play", True),
                                               ("Searching", False), ("Exampled rule", False)])
def test_example_chunks_are_known_by_their_title(title: str, example: bool) -> None:
    assert _hit("d/x", title, None, 0.0).chunk.is_example is example


def test_a_rule_statement_is_the_rule_without_its_examples() -> None:
    rule = Chunk(id="cr/208.5", doc="cr", key="208.5", label="cr › 208.5", title="208.5", lang="ru", kind="rule",
                 text="208.5. Эффект применяется к герою.\nПРИМЕР. Карта Клирик.\nКарта Чернокнижие.", file="cr.txt",
                 line=1)
    assert rule_statement(rule) == "208.5. Эффект применяется к герою."
    plain = Chunk(id="cr/1.1", doc="cr", key="1.1", label="cr › 1.1", title="1.1", lang="en", kind="rule",
                  text="1.1. One rule\ncontinued on a second line.", file="cr.txt", line=1)
    assert rule_statement(plain) == plain.text


@pytest.fixture(scope="module")
def speller(bundled_index: StoredIndex) -> Speller:
    return Speller(bundled_index.chunks, bundled_index.lexical, bundled_index.glossary)


@pytest.mark.parametrize(("a", "b", "apart"), [
    ("dek", "deck", True), ("tehre", "there", True), ("scrols", "scrolls", True), ("atack", "attack", True),
    ("deck", "deck", False), ("morale", "more", False), ("abcd", "badc", False), ("abc", "abcde", False)])
def test_one_keystroke_apart(a: str, b: str, apart: bool) -> None:
    assert one_edit_apart(a, b) is apart and one_edit_apart(b, a) is apart


def test_typos_are_read_as_the_rules_words_and_unknown_real_words_are_left_alone(speller: Speller) -> None:
    assert speller.correct("What hapens when my dek is empty?") == ("What happens when my deck is empty?",
                                                                   [("hapens", "happens"), ("dek", "deck")])
    assert speller.correct("Whre do Scrols go?")[1] == [("Whre", "where"), ("Scrols", "scrolls")]
    assert speller.correct("Куда идут сброшеные карты?")[1] == []  # the stemmer already reads it
    assert speller.correct("How does morale work?") == ("How does morale work?", [])


def test_a_word_where_a_noun_stands_is_never_read_as_a_function_word(speller: Speller) -> None:
    """ "the wasp" is no "the was": read so, the question lost the thing it asks about and was answered without it."""
    assert speller.correct("What does the wasp card do?") == ("What does the wasp card do?", [])
    assert speller.correct("Whre does the dek go?")[1] == [("Whre", "where"), ("dek", "deck")]


def test_a_real_russian_word_is_never_read_as_a_rules_word_one_letter_away(speller: Speller) -> None:
    # "удача" (luck) is one letter from "сдача" (surrender): reading it so answered a question the rules
    # do not cover with the surrender rule
    assert speller.correct("Как работает удача в бою?") == ("Как работает удача в бою?", [])
    assert speller.correct("Что будет если калода пуста?")[1] == [("калода", "колода")]


def test_without_the_russian_dictionary_typo_reading_still_works(speller: Speller,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import rulesqa.search.spelling as spelling

    monkeypatch.setattr(spelling, "_morphology", lambda: None)
    assert spelling.russian_word("удача") is False
    assert speller.correct("Что будет если калода пуста?")[1] == [("калода", "колода")]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
          deadline=None)
@given(st.text(max_size=200))
def test_reading_typos_never_fails_and_changes_only_what_it_reports(speller: Speller, question: str) -> None:
    read, changes = speller.correct(question)
    if not changes:
        assert read == question
    for typed, _ in changes:
        assert typed in question
    assert len(changes) <= 6


def test_a_question_about_the_books_worked_example_is_told_apart(bundled_index: StoredIndex) -> None:
    """The names only a worked example uses (Bob, Deemer) and "example" mark a question about the example; the
    words of a procedure question ("search", "spell deck") do not."""

    searcher = Searcher(bundled_index, FakeEmbedder())
    assert bundled_index.lexical.document_frequency("deemer") == 1
    assert searcher.names_an_example("How much gold does Bob pay?")
    assert searcher.names_an_example("What does the searching example show?")
    assert searcher.names_an_example("Что показывает пример поиска?")
    assert not searcher.names_an_example("I want to Search(2) the Spell Deck: what happens?")
    assert not searcher.names_an_example("Я делаю Поиск(2) в колоде заклинаний. Что происходит?")


def test_word_meanings_stay_right_when_the_cache_is_full() -> None:
    from rulesqa.embed.fake import FakeEmbedder
    from rulesqa.search.word_meaning import WordMeanings

    small, roomy = WordMeanings(FakeEmbedder(), limit=3), WordMeanings(FakeEmbedder())
    for word, pool in [("ship", ["ship", "coin"]), ("deck", ["card", "pile", "deck"]), ("port", ["storm"])]:
        assert small.closest(word, pool) == roomy.closest(word, pool)
        assert len(small._vectors) <= 4  # the word and its pool, never the whole history
    assert small.closest("ship", []) == 0.0 and small.similar("ship", []) == []
    # a full cache emptied while a kept word is asked beside new ones keeps the kept one too
    small.closest("ship", ["coin"])
    assert small.closest("ship", ["deck", "card"]) == roomy.closest("ship", ["deck", "card"])


def test_a_markdown_tables_rows_can_be_quoted_after_its_header() -> None:
    text = ("The game ends when a player reaches 40 coins.\n\n| Place | Bonus |\n|-------|-------|\n"
            "| Most ships | 5 coins |\n| Most ports visited | 3 coins |\n\nThe richest player wins.")
    candidates, quoted = quotable(text)
    assert candidates == ["The game ends when a player reaches 40 coins.", "Place: Most ships; Bonus: 5 coins",
                          "Place: Most ports visited; Bonus: 3 coins", "The richest player wins."]
    assert quoted[2] == ["| Place | Bonus |", "| Most ports visited | 3 coins |"]  # verbatim, header first
    assert all(part in text for parts in quoted for part in parts)


def test_an_item_of_a_list_can_be_quoted_however_it_ends() -> None:
    """"- 1 point for every 3 silver;" is how much leftover silver is worth; the line that leads into the list is
    no answer of its own."""
    text = ("Each player then scores:\n\n- 1 point for every 3 silver;\n- 2 points if their sail is repaired.\n\n"
            "Подсчёт очков:\n— за каждые 3 книги в руке — 1 очко;\n1. On your turn:\n   - Rest")
    candidates, _ = quotable(text)
    assert candidates == ["- 1 point for every 3 silver;", "- 2 points if their sail is repaired.",
                          "— за каждые 3 книги в руке — 1 очко;", "- Rest"]


def test_a_row_of_a_list_of_values_with_dot_leaders_can_be_quoted() -> None:
    """"Pearl ... 3 points" states a value as a table row does, with no full stop; a number a hard wrap put alone on
    the next line ends the sentence before it, and starts no list."""
    text = ("Treasure tiles are worth:\n  Pearl ... 3 points\n  Shell ... 1 point\n\n"
            "Play two climbers yourself. Each climber starts with 4 rope tokens instead of\n3.")
    candidates, _ = quotable(text)
    assert candidates == ["Pearl ... 3 points", "Shell ... 1 point", "Play two climbers yourself.",
                          "Each climber starts with 4 rope tokens instead of\n3."]


def test_a_word_is_compared_with_a_bounded_number_of_a_rules_words() -> None:
    """A pasted giant "section" must not make one question embed its whole vocabulary."""
    from rulesqa.embed.fake import FakeEmbedder
    from rulesqa.search.word_meaning import MAX_COMPARED, WordMeanings

    class Counting(FakeEmbedder):
        embedded = 0

        def embed(self, texts):  # type: ignore[no-untyped-def]
            Counting.embedded += len(texts)
            return super().embed(texts)

    meanings = WordMeanings(Counting())
    meanings.closest("ship", [f"word{i}" for i in range(MAX_COMPARED * 3)])
    assert Counting.embedded == MAX_COMPARED + 1


def test_the_most_common_words_are_those_the_most_chunks_say() -> None:
    from rulesqa.search.lexical import LexicalIndex

    lexical = LexicalIndex.build(["The game ends.", "Each player wins the game.", "A player draws a game card.",
                                  "Ships sail."])
    assert lexical.most_common(2) == ["game", "player"]
    assert lexical.most_common(0) == []


def test_words_as_common_as_each_other_come_in_alphabetical_order_whatever_the_vocabulary_order() -> None:
    """The vocabulary's order follows Python's string hashing, which changes from one process to the next: the words
    kept at the cut must not (the same question on the same rulebook was answered by one ingest, not another)."""
    import subprocess
    import sys

    script = ("from rulesqa.search.lexical import LexicalIndex\n"
              "print(LexicalIndex.build(['zebra yak', 'apple mango', 'kiwi fig', 'lemon date']).most_common(3))")
    runs = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(4)}
    assert runs == {"['appl', 'date', 'fig']\n"}


def test_a_word_hyphenated_at_a_lines_end_is_one_word() -> None:
    """A PDF export breaks "whirlpool" as "whirl-" and "pool"; a hyphen inside a line stays a break between words."""
    from rulesqa.search.lexical import tokenize

    assert tokenize("reaches a whirl-\npool") == tokenize("reaches a whirlpool")
    assert tokenize("подго-\n  товка") == tokenize("подготовка")
    assert tokenize("a well-known rule") == tokenize("a well known rule")
    assert "5" in tokenize("-\n5 coins")


def test_one_word_said_several_ways_scores_its_best_way_not_their_sum() -> None:
    """"денег" is "money", "coins" and "pounds": a chunk that says all three is no more about it than one that says
    one of them as often."""
    import numpy as np

    from rulesqa.search.lexical import LexicalIndex

    lexical = LexicalIndex.build(["Pound coins and money.", "Take 12 pounds.", "Ships sail.", "Move a ship."])
    best = lexical.best_of(["pound", "coin", "money"])
    assert np.allclose(best, np.max([lexical.token_scores([t]) for t in ("pound", "coin", "money")], axis=0))
    assert best[0] < lexical.token_scores(["pound", "coin", "money"])[0] and best[2] == best[3] == 0
    assert not lexical.best_of(["unknown"]).any()


@pytest.mark.parametrize(("text", "limit"), [
    ("You can never have more than 8 stamina cubes.", True),
    ("Your sledge holds at most 6 ice blocks", True),
    ("No player may have more than 6 ships", True),
    ("У игрока не может быть больше 8 мотков.", True),
    ("take up to two actions", True),
    ("Pay 5 coins to place a new ship.", False),
    ("If you hold more than 8 cards, discard down to 8.", False),  # a case, not a limit
    ("It is up to the player.", False),
])
def test_a_rule_that_states_a_limit(text: str, limit: bool) -> None:
    from rulesqa.search.answer_type import states_limit

    assert states_limit(text) is limit


@pytest.mark.parametrize(("question", "limit"), [
    ("What is the maximum number of stamina cubes?", True),
    ("How many cards does my hand hold at most?", True),
    ("Сколько жетонов сил можно иметь максимум?", True),
    ("What is the most spring tokens I can have?", True),
    ("Who has the most points?", False),
    ("How many cards do I draw?", False),
    # what one may have at a time, in Russian: "У каюра может быть не больше 6 жетонов корма"
    ("Сколько корма можно иметь?", True), ("Сколько заказов может быть у игрока?", True),
    ("Сколько певцов может быть в театре?", True), ("Сколько фонарей может быть на одной остановке?", True),
    ("Сколько ковров можно купить?", False), ("Сколько корма получает каюр на стоянке?", False),
])
def test_a_question_that_asks_for_a_limit(question: str, limit: bool) -> None:
    from rulesqa.search.answer_type import asks_limit

    assert asks_limit(question) is limit


def test_a_limit_is_stated_of_what_is_counted() -> None:
    from rulesqa.search.answer_type import states_limit

    text = "You may hold at most 2 Scrolls. Draw a card."
    assert states_limit(text, frozenset({"scroll"})) and not states_limit(text, frozenset({"card"}))


def test_emphasis_is_read_past_and_a_bullet_stays() -> None:
    assert without_emphasis("не больше **5 кубиков**, *только* __раз__") == "не больше 5 кубиков, только раз"
    assert without_emphasis("* an item") == "* an item" and without_emphasis("snake_case_id") == "snake_case_id"


WIKI_TABLE = """== Scoring ==
{| class="wikitable"
! Item !! Points
|-
| Each hedgehog || 3
|-
| Largest garden || 4
|}
The player with the most points wins."""


def test_a_wiki_tables_rows_are_read_with_their_header_as_a_markdown_tables_are() -> None:
    """"| Each hedgehog || 3" under "! Item !! Points": a row, one whole (its "!" are no exclamations), read with
    its header — so "How many points is a hedgehog worth?" is answered by it and "Each hedgehog scores 4 points."
    contradicted by it."""
    from rulesqa.text import header_row, is_table_row, table_cells, with_lead_ins

    read = with_lead_ins(WIKI_TABLE)
    assert ("| Each hedgehog || 3", "! Item !! Points") in read and ("! Item !! Points", "") in read
    assert ("The player with the most points wins.", "") in read
    assert table_cells("| Each hedgehog || 3") == ["Each hedgehog", "3"]
    assert table_cells("! Item !! Points") == ["Item", "Points"]
    assert table_cells("| Cheese | 3 pennies |") == ["Cheese", "3 pennies"]
    assert is_table_row("|-") and not is_table_row("|}") and not is_table_row("{| class=\"wikitable\"")
    assert header_row("Score it: ! Item !! Points") == "! Item !! Points"
    assert header_row("Score it: | Cargo | Points |") == "| Cargo | Points |"


def test_a_named_steps_sentences_are_said_of_the_step() -> None:
    """"Step 2: Lift. Pay 1 coin to move one container tile …" says what lifting costs."""
    text = "Playing a Turn\n\nStep 1: Weather. Roll the weather die.\nStep 2: Lift. Pay 1 coin to move one container."
    assert with_lead_ins(text)[-2:] == [("Step 2: Lift.", ""), ("Pay 1 coin to move one container.", "Step 2: Lift.")]
    # a step label alone on its line leads nothing of the next
    assert ("Roll the die.", "") in with_lead_ins("Step 1: Weather.\nRoll the die.")


def test_a_saved_lexical_index_scores_as_bm25s_itself_does(tmp_path: Path) -> None:
    """Answering reads bm25s's saved matrix with numpy alone (importing bm25s costs a cold ask 0.17 s): every
    question's scores are bm25s's own, a word said twice included."""
    import bm25s
    import numpy as np

    from rulesqa.search.lexical import LexicalIndex, tokenize

    texts = ["Draw two cards from your Deck.", "If your Deck is empty, shuffle the Discard Pile.",
             "Герой может атаковать соседний отряд.", "Each player draws cards until they hold five.",
             "Сбросьте карту и возьмите две.", "Ships sail."]
    LexicalIndex.build(texts).save(tmp_path)
    loaded = LexicalIndex.load(tmp_path)
    library = bm25s.BM25.load(str(tmp_path), mmap=False, allow_pickle=False)
    for question in ("What happens when my deck is empty and I draw?", "draw draw cards", "Кто может атаковать?",
                     "ships and cards and heroes"):
        tokens = [t for t in tokenize(question) if t in library.vocab_dict]
        assert np.allclose(loaded.token_scores(tokenize(question)), library.get_scores(tokens)), question
    assert not loaded.token_scores(["unknown"]).any() and len(loaded) == len(texts)


def test_a_lexical_index_of_another_scoring_method_is_refused(tmp_path: Path) -> None:
    import bm25s

    from rulesqa.search.lexical import LexicalIndex

    bm25 = bm25s.BM25(method="bm25+")
    bm25.index([["draw", "card"], ["ship"]], show_progress=False)
    bm25.save(str(tmp_path), show_progress=False)
    with pytest.raises(ValueError, match="another scoring method"):
        LexicalIndex.load(tmp_path)
