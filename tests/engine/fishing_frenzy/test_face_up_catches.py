"""A Fish Card drawn face up is public: the Captains' panel, the board in words and the hint say its points to
every Captain, while a card drawn face down stays hidden; a saved game that passed through such a catch opens."""
import json

import pytest

from fishtutor.core.protocol import RecordError
from fishtutor.games import GAMES
from fishtutor.games.fishing_frenzy import flow
from fishtutor.games.fishing_frenzy.describe import describe
from fishtutor.games.fishing_frenzy.interact import PLAY
from fishtutor.games.fishing_frenzy.portray_words import catch_words
from fishtutor.games.fishing_frenzy.position import from_position
from tests.support import DATA

BLUE = 1  # the other Captain; the learner is seat 0


def caught_face_down_then_face_up():
    """Blue holds two catches of one variety: the first drawn face down, the second face up (every card left in
    that deck lay face up at its bottom). Returns the position and the face-up card's points."""
    state = from_position(2, limit=4)
    v = 0
    spaces = [sq for sq in sorted(state.board.fish_spaces) if state.variety_at(*sq) == v][:2]
    flow.catch(state, BLUE, *spaces[0], state.decks[v][-1])
    deck = state.decks[v]
    other = next(i for i, p in enumerate(deck) if p != state.catches[BLUE][0][1])
    deck[other], deck[-1] = deck[-1], deck[other]
    state.known[v] = len(deck)
    seen = deck[-1]
    flow.catch(state, BLUE, *spaces[1], seen)
    assert state.face_up_catches == [list(spaces[1])] and state.catches[BLUE][0][2:] not in state.face_up_catches
    return state, seen


def test_the_panel_says_a_face_up_catchs_points_and_hides_the_face_down_one():
    state, seen = caught_face_down_then_face_up()
    said = catch_words(state, BLUE, 0)
    assert said == f"2 fish · {seen} points face up, the rest hidden", said
    assert f"{seen} points face up" in " ".join(PLAY.portray(state, 0).texts())
    assert f"Blue 2 fish, {seen} points face up, the rest hidden" in describe(state, 0)
    hidden = state.clone()
    hidden.catches[BLUE][0][1] += 5  # only the face-down card's points differ: nothing said changes
    assert catch_words(hidden, BLUE, 0) == said and PLAY.portray(hidden, 0).texts() == PLAY.portray(state, 0).texts()


def test_a_catch_whose_every_card_is_face_up_shows_its_points():
    state, seen = caught_face_down_then_face_up()
    flow.lose_catch(state, BLUE)  # the face-up catch gets away: only the face-down one is left
    assert catch_words(state, BLUE, 0) == "1 fish · points hidden"
    state.face_up_catches.append(state.catches[BLUE][0][2:])  # as if that one too had come off face up
    assert catch_words(state, BLUE, 0) == f"1 fish · {state.scores()[BLUE]} points"
    assert catch_words(state, BLUE, 0, frozenset({"points"})) == "1 fish · points hidden"  # a question still hides


OLDER = DATA / "fishing_frenzy_older_record_face_up.json"  # saved before the face-up catches were kept: a teacher's
# map with one Redfish space per Redfish card, Blue's catch at F4 the deck's last card, drawn face up


def test_an_older_record_that_drew_a_card_face_up_opens():
    data = json.loads(OLDER.read_text())
    assert all("face_up_catches" not in data[part] for part in ("state", "origin"))  # as older records were
    state = GAMES["fishing_frenzy"].from_json(data)
    assert state.face_up_catches == [[5, 4]] and state.log(0)[-1].endswith("comes off the deck face up, 14 points")
    assert GAMES["fishing_frenzy"].from_json(state.to_json()).snapshot() == state.snapshot()
    assert catch_words(state, BLUE, 0) == "7 fish · 14 points face up, the rest hidden"  # Red sees Blue's last card


def test_a_broken_older_record_is_still_refused_in_words():
    data = json.loads(OLDER.read_text())
    data["history"][-1][1][2] = 15  # the face-up card's points changed: not the card that deck held
    with pytest.raises(RecordError, match=r"^History move \d+ .*is not legal there|^Replaying its"):
        GAMES["fishing_frenzy"].from_json(data)
