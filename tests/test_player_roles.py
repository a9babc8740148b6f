"""What a rulebook calls its players, said once near its start: a question's "player" is that word."""

from __future__ import annotations

import pytest

from rulesqa.search.player_roles import roles


@pytest.mark.parametrize(("text", "role"), [
    ("Each player is a baron who lays track, runs trains and buys shares.", {"baron"}),
    ("Every player is a prospector who stakes claims along the river.", {"prospector"}),
    ("A cooperative game for 1 to 4 defenders.", {"defend"}),
    ("A card game for 2 to 4 impresarios, ages 12 and up.", {"impresario"}),
    ("1.2. Каждый игрок — хан кочевого рода.", {"хан"}),
    ("Игра для 2–4 купцов.", {"купц"}),
    ("Each player is an abbot whose scribes copy books for the great library.", {"abbot"}),
    ("Each player leads a line company.", {"compani"}),
    ("Каждый игрок — купец на базаре Самарканда.", {"купц"}),
    # a cooperative game speaks to its players
    ("You are the keepers of the beacon towers along the coast: light the towers in time.", {"keeper"}),
    ("You are rangers: together you search the trails.", {"ranger"}),
    ("You are the crew of an old research submarine.", {"crew"}),
    ("You are a mapmaker of the Guild.", {"mapmak"}),
    ("Each player runs a barge company on the old canal.", {"compani"}),
    # what each of them takes at the start, named by their part
    ("2. Each company takes 2 barges, 3 lock keys and 4 coins.", {"compani"}),
    ("- Каждый кондитер получает планшет кондитерской, 2 печи и 5 монет.", {"кондитр"}),
    ("Each player is a captain racing a clipper from Canton to London.", {"captain"}),
    # a game of something for them
    ("A game of rags, water and paper for 2 to 4 millers", {"miller"}),
    ("Игра о ярмарках для 2–4 купцов.", {"купц"}),
    ("1.1. В игре участвуют от 2 до 5 торговцев.", {"торговц"}),
])
def test_the_part_the_players_play(text: str, role: set[str]) -> None:
    assert roles([text]) == role


@pytest.mark.parametrize("text", [
    "A game for 2 to 5 players.",  # players are players
    "Игра для 2–4 игроков.",
    "A game for 30 to 45 minutes.",
    "Each player takes a house board and €20.",
    "You are not allowed to look at the deck.", "You are the first player.",
    "Each round takes about ten minutes.", "Each player takes 3 coins.", "Каждый ход начинает первый игрок.",
])
def test_rulebooks_that_name_no_part(text: str) -> None:
    assert roles([text]) == frozenset()
