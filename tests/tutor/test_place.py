"""The tutor keeps the learner's place and tells the truth: the address names the lesson, every tutor offers its
game back, the setup shows the game on the board, save and open say what happened, and a game's end shows its
points. The handlers are called directly (a raising callback would pass silently in a widget)."""
import json

import numpy as np
import pytest

from fishtutor.games import get
from fishtutor.lessons import LESSONS
from fishtutor.tutor import Tutor
from fishtutor.tutor.board import picked_html
from fishtutor.tutor.saving import MAX_RECORD_BYTES
from fishtutor.tutor.setup import setup_of

from tests.support import drawn_at
from tests.support.playing import random_step

from .test_tutor import preheated, shown

TUTORS = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")


def full_game(game: str) -> int:
    """The index of a tutor's full game (not always its last lesson: Cats in the Barrel ends with questions)."""
    return max(i for i, s in enumerate(LESSONS[game]) if s.rule == "play")


def moved(tutor):
    """The learner makes their first legal move in the full game on the board."""
    session = tutor.board.session
    session.try_move(session.state.legal_moves(session.seat)[0])
    tutor.board.refresh()
    return tutor


# ---- the address follows the lesson ----------------------------------------------------------------------------
def test_the_address_names_the_lesson_open(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lesson=5&compact=0")
    tutor = Tutor("fish_frenzy")
    assert tutor.board.viewport.lesson == 5
    tutor.go(22)
    assert tutor.board.viewport.lesson == 23
    tutor.menu.value = 1
    assert tutor.board.viewport.lesson == 2 and not tutor.errors


def test_a_preheated_page_leaves_the_address_alone_until_its_link_arrives(monkeypatch):
    _asked, request_page = preheated(monkeypatch, "lesson=16")
    tutor = Tutor("fishing_frenzy")
    assert tutor.board.viewport.lesson == 0  # 0: the page keeps the address it was asked with
    request_page()
    assert tutor.index == 15 and tutor.board.viewport.lesson == 16 and not tutor.errors


def test_the_address_follows_a_restored_game_to_its_lesson():
    kept = moved(Tutor("cats_in_the_barrel", start=full_game("cats_in_the_barrel"))).board.viewport.record
    fresh = Tutor("cats_in_the_barrel", start=0)
    fresh.board.viewport.stored = kept
    fresh.files.on_restore()
    index = full_game("cats_in_the_barrel")  # the full game, before the rules questions
    assert fresh.index == index and fresh.board.viewport.lesson == index + 1 and index < len(fresh.steps) - 1
    assert fresh.step.rule == "play" and fresh.board.session.coach.task.kind == "play" and not fresh.errors


# ---- every tutor offers its game back ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", TUTORS)
def test_every_tutor_keeps_its_game_and_offers_it_back(game):
    tutor = moved(Tutor(game, start=full_game(game)))
    kept = tutor.board.viewport.record
    assert kept and json.loads(kept)["game"] == game
    fresh = Tutor(game, start=0)
    fresh.board.viewport.stored_at, fresh.board.viewport.stored = "today", kept
    assert shown(fresh.files.offer) and fresh.files.offer in fresh._upper.children
    fresh.files.on_restore()
    assert fresh.board.session.state.history == tutor.board.session.state.history
    assert fresh.index == full_game(game) and not fresh.errors


def test_the_game_is_kept_before_the_board_shows_the_move():
    """A reload right after the move is seen must find it kept (the record goes to the browser first)."""
    tutor = Tutor("fishing_frenzy", start=full_game("fishing_frenzy"))
    seen = []
    draw = tutor.board.board.show
    tutor.board.board.show = lambda scene: (seen.append(tutor.board.viewport.record), draw(scene))
    moved(tutor)
    assert seen and seen[-1] and seen[-1] == tutor.board.viewport.record


# ---- the setup shows the game on the board ----------------------------------------------------------------------
@pytest.mark.parametrize("game", TUTORS)
def test_the_setup_shows_the_full_games_board_and_new_game_deals_it(game):
    tutor = Tutor(game, start=full_game(game))
    state = tutor.board.session.state
    assert tutor.players.value == state.num_players()
    tutor.new_game()
    assert tutor.board.session.state.origin == state.origin and not tutor.errors


def test_jumping_fish_and_fishing_frenzy_show_three_players_for_their_three_player_boards():
    for game in ("jumping_fish", "fishing_frenzy"):
        tutor = Tutor(game, start=0)
        tutor.go(full_game(game))
        assert tutor.players.value == 3 == tutor.board.session.state.num_players(), game
        tutor.new_game()
        assert tutor.board.session.state.num_players() == 3
    assert tutor.variant.value == 0 and tutor.board.session.state.limit == 4  # the short tournament it shows


def test_an_opened_game_shows_its_players_variant_and_seed_and_an_unknown_seed_is_not_made_up():
    game = get("fish_frenzy")
    tutor = Tutor("fish_frenzy", start=0)
    other = game.new_state(5, seed=77, goals_and_events=True, first_player=2)
    tutor.open_game(other)
    assert (tutor.players.value, tutor.variant.value, tutor.first.value) == (5, 1, 2)
    assert tutor.game_seed.value == "" and "not known" in tutor.game_seed.placeholder  # no seed tried deals it
    tutor.new_game()  # a blank seed: New game says what to type and deals nothing
    assert tutor.board.session.state is other and "seed" in tutor.board.feedback.value
    fef = get("fish_eat_fish").new_state(3, seed=9, diagonals="full", first_player=1)
    assert setup_of(get("fish_eat_fish"), fef) == {"players": 3, "variant": 1, "first": 1, "seed": 9}


# ---- save and open say the truth ---------------------------------------------------------------------------------
def test_save_does_not_say_saved_before_the_file_is_downloaded():
    tutor = moved(Tutor("fish_frenzy", start=full_game("fish_frenzy")))
    tutor.files.on_save()
    assert "Saved" not in tutor.files.message.value and "download" in tutor.files.message.value
    moved(tutor)
    assert tutor.files.message.value == "" == tutor.files.link.value  # about an older position: gone


def test_after_opening_a_game_new_game_clears_the_opened_message():
    tutor = moved(Tutor("fish_frenzy", start=full_game("fish_frenzy")))
    record = tutor.board.viewport.record.encode()
    tutor.files.on_upload(({"name": "mine.json", "content": memoryview(record)},))
    assert "Opened mine.json" in tutor.files.message.value
    tutor.new_game()
    assert tutor.files.message.value == "" and not tutor.errors


def test_the_open_button_has_no_counter_and_reads_the_file_it_is_given():
    tutor = moved(Tutor("fish_frenzy", start=full_game("fish_frenzy")))
    record = tutor.board.viewport.record.encode()
    picker = tutor.files.upload
    assert picker.label == "Open a saved game" and not hasattr(picker, "description")
    picker._message(picker, {"event": "file", "name": "mine.json", "size": len(record)}, [record])
    assert "Opened mine.json" in tutor.files.message.value
    picker._message(picker, {"event": "file", "name": "huge.json", "size": MAX_RECORD_BYTES + 1}, [])
    assert "2,000,001 bytes" in tutor.files.message.value and not tutor.errors


# ---- labels ---------------------------------------------------------------------------------------------------------
def test_a_picked_fish_is_said_picked_once():
    assert picked_html("Blue fish on B1 picked").count("icked") == 1
    assert "Picked: <b>I8, reached 2 ways" in picked_html("I8, reached 2 ways: pick one under the dice")
    assert picked_html("") == ""


# ---- a lesson's board stays a lesson --------------------------------------------------------------------------------
def test_a_done_lesson_keeps_its_praise_and_a_second_click_is_seen():
    tutor = Tutor("fish_frenzy", start=0)  # lesson 1: click the right thing on the board
    session = tutor.board.session
    right = next(iter(tutor.step.task.solution))
    wrong = next(h.target for h in session.scene().hotspots if h.target not in tutor.step.task.solution)
    for _ in range(2):  # the same miss twice: the second is seen to land
        tutor.board.on_click(*drawn_at(session.scene(), wrong))
    assert "Not that one" in tutor.board.feedback.value and "said again: ×2" in tutor.board.feedback.value
    tutor.board.on_click(*drawn_at(session.scene(), right))
    praise, before = session.feedback.text, session.state.snapshot()
    for _ in range(3):  # a double click on the right answer, then a stray one: the praise stays, nothing moves
        tutor.board.on_click(*drawn_at(session.scene(), right))
    assert praise in tutor.board.feedback.value and "Press Next" in tutor.board.feedback.value
    assert "said again: ×3" in tutor.board.feedback.value and session.state.snapshot() == before
    assert "★ Done" in tutor.text.value and tutor.nav[2].button_style == "success" and not tutor.errors
    assert "Lesson done: press Next ▶" in " ".join(session.scene().texts())  # the board no longer invites a move


# ---- the end of a game shows its points ----------------------------------------------------------------------------
@pytest.mark.parametrize("game", TUTORS)
def test_the_end_of_every_full_game_shows_the_points_table(game):
    tutor = Tutor(game, start=full_game(game))
    session, rng = tutor.board.session, np.random.default_rng(1)
    assert tutor.board.scores.value == ""  # during the game: on the button only
    while not session.state.is_terminal():
        random_step(session.state, rng)
    tutor.board.refresh()
    assert "Final points" in tutor.board.scores.value and "<table" in tutor.board.scores.value
    assert not tutor.board.explain.value and not tutor.errors
