"""`rulesqa example search` and `rulesqa simulate` as a player uses them, and worked examples in `ask`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from rulesqa.cli import app
from rulesqa.ingest import ingest
from rulesqa.procedures import worked_example
from tests.conftest import CORPUS, ROOT

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.stdout + result.stderr
    return result.exit_code, result.stdout, result.stderr


def test_example_search_prints_cited_steps_and_final_zones() -> None:
    code, out, _ = run("example", "search", "--deck", "spell", "--x", "2", "--deck-cards", "Magic Arrow,Fireball,Cure",
                       "--discard", "Curse", "--take", "Fireball")
    assert code == 0
    assert "You see: Magic Arrow, Fireball.  [h3-deck-building/1/searching]" in out
    assert "Hand: Fireball" in out
    assert "Spell Deck (top first): Cure; its Discard Pile: Magic Arrow, Curse" in out


def test_example_search_json_is_deterministic_for_a_seed() -> None:
    args = ("example", "search", "--x", "4", "--deck-cards", "Magic Arrow", "--discard", "Curse,Cure,Fireball,Haste",
            "--seed", "9", "--json")
    first, second = run(*args)[1], run(*args)[1]
    assert first == second
    data = json.loads(first)
    assert set(data) == {"title", "game", "lang", "seed", "steps", "state", "applied", "refused", "expected",
                         "mismatches"}
    assert set(data["steps"][0]) == {"n", "action", "text", "citation", "quote", "reading", "refused"}
    assert any(step["reading"] for step in data["steps"])


def test_example_search_take_discard_top_and_bad_deck() -> None:
    code, out, _ = run("example", "search", "--take", "discard-top")
    assert code == 0 and "Hand: Curse" in out
    code, _, err = run("example", "search", "--deck", "hand")
    assert code == 2 and "--deck must be ability, artifact or spell" in err


def test_example_search_a_card_not_looked_at_is_refused_and_an_unknown_card_is_a_usage_error() -> None:
    code, out, _ = run("example", "search", "--x", "1", "--deck-cards", "Magic Arrow,Fireball,Cure", "--discard", "Curse",
                       "--take", "Cure")
    assert code == 8
    assert "Refused: Cure is not among the cards looked at (Magic Arrow)  [h3-deck-building/1/searching]" in out
    code, _, err = run("example", "search", "--deck-cards", "Cure", "--discard", "Curse", "--take", "Armageddon")
    assert code == 2 and "--take 'Armageddon' is neither in the Deck nor in its Discard Pile (Cure, Curse)" in err
    code, _, _ = run("example", "search", "--x", "-1")
    assert code == 8


def test_example_search_never_mixes_a_sample_card_into_the_players_deck() -> None:
    # a Deck given without its Discard Pile: the pile starts empty and the rules refill it from the Deck's top
    code, out, _ = run("example", "search", "--deck", "artifact", "--x", "1", "--deck-cards", "Sword,Shield,Helm")
    assert code == 0
    assert ("1. The Artifact Deck's Discard Pile is empty: its top card, Sword, refills it.  "
            "[h3-deck-building/1/decks-discard-piles]") in out
    assert "Orb of Tempestuous Fire" not in out  # the sample Discard Pile
    assert "Artifact Deck (top first): Helm; its Discard Pile: Sword" in out
    # with neither pile given, the sample piles are used, and shown
    assert "Orb of Tempestuous Fire" in run("example", "search", "--deck", "artifact")[1]


def test_simulate_the_bundled_scenarios() -> None:
    for path in sorted((ROOT / "examples").glob("*.toml")):
        code, out, err = run("simulate", str(path))
        assert code == 0, (path, out, err)
        matched = "Matches the expected result." in out or "Совпадает с ожидаемым результатом." in out
        assert matched or "[expect]" not in path.read_text(encoding="utf-8")


def test_simulate_reports_a_result_that_differs_from_the_expected_one(tmp_path: Path) -> None:
    scenario = tmp_path / "wrong.toml"
    scenario.write_text((ROOT / "examples" / "bob-searches-the-spell-deck.toml").read_text(encoding="utf-8")
                        .replace('hand = ["Fireball"]', 'hand = ["Magic Arrow"]'), encoding="utf-8")
    code, out, _ = run("simulate", str(scenario))
    assert code == 6
    assert "hand: expected ['Magic Arrow'], got ['Fireball']" in out


@pytest.mark.parametrize(("content", "message"), [
    (None, "no such scenario file"), ("seed = [", "is not valid TOML"),
    ('[[actions]]\ndo = "teleport"\n', "action #1: unknown action 'teleport'"),
])
def test_simulate_bad_files(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "s.toml"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, _, err = run("simulate", str(path))
    assert code == 1 and message in err


@pytest.mark.parametrize(("question", "title"), [
    ("How does Поиск(3) work if the Spell Deck has only 1 card?", "Поиск(3) the Spell Deck"),
    ("What happens if I gain a third scroll?", "Gaining a third Spell Scroll"),
    ("What if I get a third Spell Scroll?", "Gaining a third Spell Scroll"),
    ("Что делать с третьим свитком?", "Gaining a third Spell Scroll"),  # any case of "третий свиток"
    ("Можно ли держать 3 свитка?", "Gaining a third Spell Scroll"),
    ("Что будет, если моя колода закончилась?", "Drawing when your Deck is empty"),
    # one's own Deck running out, as players say it
    ("У меня закончились карты в колоде, что делать?", "Drawing when your Deck is empty"),
    ("Нет карт в колоде, а надо тянуть", "Drawing when your Deck is empty"),
    ("Что будет, если у меня закончилась колода?", "Drawing when your Deck is empty"),  # the verb first
    ("Опустела колода — что делать?", "Drawing when your Deck is empty"),
    ("I ran out of cards, what now?", "Drawing when your Deck is empty"),
    ("My deck has no cards, what now?", "Drawing when your Deck is empty"),
    ("Search(-1)", "Поиск(-1) the Spell Deck"),
])
def test_procedure_questions_get_a_worked_example(question: str, title: str) -> None:
    outcome = worked_example(question)
    assert outcome is not None and outcome.scenario.title == title


def test_a_one_card_deck_in_the_question_is_used() -> None:
    outcome = worked_example("How does Поиск(3) work if the Spell Deck has only 1 card?")
    assert outcome is not None
    assert outcome.trace.steps[0].text.startswith("Поиск(3) the Spell Deck (1 card in it)")
    assert worked_example("What is a hero?") is None
    # a shared Deck running out is not one's own Deck: Поиск's reshuffle rule covers it
    for shared in ("What happens when the Spell Deck runs out of cards?", "Пустая колода заклинаний: что делать?",
                   "Колода ИИ закончилась"):
        assert worked_example(shared) is None, shared


@pytest.mark.model
def test_ask_carries_the_worked_example(tmp_path: Path) -> None:
    ingest(CORPUS, tmp_path / "i")
    result = runner.invoke(app, ["ask", "How does Поиск(3) work if the Spell Deck has only 1 card?",
                                 "--index", str(tmp_path / "i"), "--json"])
    data = json.loads(result.stdout)
    assert data["answered"] is True
    assert data["example"]["steps"][0]["citation"] == "h3-deck-building/1/searching"
    assert data["example"]["state"]["player"]["hand"] == ["Magic Arrow"]
    text = runner.invoke(app, ["ask", "How does Поиск(3) work if the Spell Deck has only 1 card?",
                               "--index", str(tmp_path / "i")]).stdout
    assert "Worked example on sample cards (for your own: rulesqa example search" in text
    assert ": Поиск(3) the Spell Deck" in text and data["example"]["sample"] is True


@pytest.mark.parametrize(("question", "lang", "kind", "decision"), [
    ("Whom does the AI attack: Marksmen:ranged:silver, Griffins:flying:silver:dist=2, Pikemen:ground:bronze:dist=1?",
     "en", "ai", "Marksmen attacks Griffins."),
    ("Which unit will the enemy Marksmen attack?", "en", "ai", "Marksmen attacks Archers."),
    ("На кого ИИ накладывает Каменную кожу?", "ru", "ai", "«Каменная кожа»: жетон защиты кладётся на отряд Wights."),
    ("На кого ИИ накладывает Каменную кожу?", "en", "ai", "Stone Skin: a Defense Token goes on Wights."),
    ("Как ИИ ставит ворота при осаде?", "ru", "ai", "Ворота ставятся перед отрядом Swordsmen. Цель отряда Griffins — "
                                              "Swordsmen. Он перелетает через стены."),
    ("Do enemy units attack the Walls?", "en", "ai", "The Gate goes in front of Swordsmen. Griffins attacks Swordsmen. "
                                                     "It flies over the Walls."),
    ("Что будет, если у игрока появится второе оружие?", "ru", "card-game", "уничтожается"),
    ("What if a player plays a second weapon?", "en", "card-game", "is destroyed"),
    # the AI's own cards (issue 41): a scenario of the AI Deck and the AI Spell Deck
    ("How does the AI use its Magic card?", "en", "ai-deck", "Magic: the next Spell of the AI Spell Deck"),
    ("Как ИИ использует карту магии?", "ru", "ai-deck", "Магия: следующее заклинание из колоды заклинаний ИИ"),
    ("Что будет, когда колода заклинаний ИИ закончится?", "ru", "ai-deck", "перемешивается в новую колоду заклинаний"),
    ("What does the AI's Skill card do?", "en", "ai-deck", "the assigned Ability, Armorer, is applied"),
    ("Что делает карта навыка ИИ?", "ru", "ai-deck", "назначенная способность, Armorer, применяется"),
])
def test_ai_and_card_game_questions_get_examples_told_in_their_language(question: str, lang: str, kind: str,
                                                                        decision: str) -> None:
    from rulesqa.procedures import example_json

    example = example_json(question, lang)
    assert example is not None and example["kind"] == kind and example["lang"] == lang
    if kind == "ai":
        assert example["decision"] == decision
    elif kind == "ai-deck":
        assert example["sample"] is True and any(decision in step["text"] for step in example["steps"])
        assert {step["citation"] for step in example["steps"]} & {"h3-ai-rules/3/magic", "h3-ai-rules/3/skill"}
    else:
        assert example["steps"][-1]["citation"] == "card-game-rules/211.3"
        assert decision in example["steps"][-1]["text"]


def test_lang_tells_the_example_in_that_language_and_refuses_others() -> None:
    code, out = run("example", "search", "--lang", "ru", "--x", "2")[:2]
    assert code == 0 and "Поиск(2) в колоде заклинаний (в ней 6 карт): вы смотрите 2 карты с её верха." in out
    assert "Итог:" in out and "Рука: Magic Arrow" in out
    code, out, err = run("example", "search", "--lang", "de")
    assert code == 2 and "--lang must be en or ru (got 'de')" in err
    # a card-game scenario is told in Russian unless asked otherwise
    code, out = run("simulate", "--lang", "en", str(ROOT / "examples" / "card-game-first-turn.toml"))[:2]
    assert code == 0 and "first-turn weakness" in out and "Final zones:" in out


@pytest.mark.parametrize(("question", "lang", "heading"), [
    ("Что будет, если у игрока появится второе оружие?", "ru",
     'Пример по шагам на условных картах (для своих: rulesqa simulate, с game = "card-game"): '
     "Вторая карта поддержки того же класса"),
    ("What if I gain a third scroll?", "en",
     "Worked example on sample cards (for your own: rulesqa simulate SCENARIO.toml): Gaining a third Spell Scroll"),
    ("Что будет, если у меня закончилась колода?", "ru",
     "Пример по шагам на условных картах (для своих: rulesqa simulate СЦЕНАРИЙ.toml): Взять карту из пустой колоды"),
    ("How does the AI use its Magic card?", "en",
     'Worked example on sample cards (for your own: rulesqa simulate, with game = "ai-deck"): '
     "The AI's Magic cards and its Spell Deck"),
    ("How does Search(2) work?", "en",
     "Worked example on sample cards (for your own: rulesqa example search --deck-cards …, or rulesqa simulate): "
     "Поиск(2) the Spell Deck"),
])
def test_the_example_heading_says_how_to_run_it_on_your_own_cards(question: str, lang: str, heading: str) -> None:
    """A card-game example is run on your own cards with `simulate`; `example search` is for Поиск only."""
    from io import StringIO

    from rich.console import Console

    from rulesqa.answer import Answer, Citation
    from rulesqa.cli.render import print_answer
    from rulesqa.procedures import example_json

    citation = Citation("doc/1", "Doc › 1", "doc", "Doc", lang, None, "doc.txt", 1)
    answer = Answer(question, lang, True, "A rule.", citation, [], example=example_json(question, lang))
    buffer = StringIO()
    print_answer(Console(file=buffer, width=400, color_system=None), answer)
    assert heading in buffer.getvalue()
