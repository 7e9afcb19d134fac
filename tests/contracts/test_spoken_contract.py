"""What a screen-reader or keyboard learner hears agrees with the board (issue 25).

1. On every lesson board of every tutor and on seeded full games of the five tutors (wide and phone boards, with
   a half-made move, and while looking back), every target the keyboard's focus can reach is said with facts the
   board in words holds too: a fish, stack, card or catch named there is there, the same owner, place and count
   (the facts are read and looked up in ``tests/support/spoken.py``).
2. No refusal, hint, task or lesson text points at what only eyes find (a colour and a shape, a printed mark,
   "look for") instead of the thing's name or place, and none says "click" alone (a keyboard learner presses
   Enter, a phone learner taps): every lesson's words and what its board says to each attempt, the refusals of
   ``check()`` over every move shape at seeded positions, the hints of each target of seeded full games (with a
   half-made move too), the boards in words, and the session's and the save row's fixed sentences."""
from __future__ import annotations

import numpy as np
import pytest

from fishtutor.games import GAMES
from fishtutor.lessons import LESSONS
from fishtutor.tutor.session import Session

from tests.support.lesson_contract import session_for
from .test_learner_words import board_texts, lesson_texts, play_texts
from tests.support.playing import random_step
from tests.support.spoken import barrel_check, barrel_facts, focus_problems, pointing_problems, spoken_name

FULL_GAMES = ("fish_frenzy", "fish_eat_fish", "cats_in_the_barrel", "jumping_fish", "fishing_frenzy")
SEEDS = (3, 8)
LOOKS = 8  # positions of each seeded game where the learner is due to act that are walked


def walked(game: str, session) -> list[str]:
    """The disagreements on the wide and the phone board."""
    out = []
    for compact in (False, True):
        session.compact = compact
        out += [f"{'phone' if compact else 'wide'}: {p}" for p in focus_problems(game, session)]
    session.compact = False
    return out


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_lesson_board_is_said_as_the_board_in_words_says_it(game):
    problems = []
    for index, step in enumerate(LESSONS[game]):
        session = session_for(game, step)
        problems += [f"lesson {index + 1}: {p}" for p in walked(game, session)]
    assert not problems, f"{len(problems)} focus names disagree with the board in words:\n" + "\n".join(problems[:30])


def learner_positions(game: str, seed: int):
    """Sessions on positions of a seeded random game where seat 0 is due to act (every few moves)."""
    spec = GAMES[game]
    state = spec.new_state(spec.max_players if seed % 2 else spec.min_players, seed=seed)
    rng, found = np.random.default_rng(seed), 0
    while not state.is_terminal() and found < LOOKS:
        if 0 in state.current_players() and not state.is_chance_node() and rng.random() < 0.3:
            found += 1
            yield Session(state.clone(), spec.play, seat=0, seed=seed)
        random_step(state, rng)
    yield Session(state.clone(), spec.play, seat=0, seed=seed)


def half_made(session, rng) -> bool:
    """Choose a lit target that leaves a half-made move (a picked card, fish or square); False if none does."""
    lit = sorted(session.lit, key=repr)
    for target in (lit[i] for i in rng.permutation(len(lit))):
        trial = Session(session.state.clone(), session.play, seat=session.seat)
        trial.scene()
        trial.choose(target)
        if trial.selection() and len(trial.state.history) == len(session.state.history):
            session.scene()
            session.choose(target)
            return True
    return False


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", FULL_GAMES)
def test_a_seeded_full_game_is_said_as_the_board_in_words_says_it(game, seed):
    problems, rng = [], np.random.default_rng(seed)
    for session in learner_positions(game, seed):
        moves = len(session.state.history)
        problems += [f"move {moves}: {p}" for p in walked(game, session)]
        if half_made(session, rng):
            problems += [f"move {moves}, half-made: {p}" for p in walked(game, session)]
            session.cancel()
        if session.has_history():
            session.back()
            problems += [f"move {moves}, looking back: {p}" for p in walked(game, session)]
    assert not problems, f"{len(problems)} focus names disagree with the board in words:\n" + "\n".join(problems[:30])


def test_the_check_finds_the_fish_the_tester_heard_that_are_not_there():
    """Cats lesson 3: the board in words has one White fish on level 5 and nothing else; the focus once said
    "Yellow's fish on level 5" and "White's fish on level 2". Both are caught; the words said now agree."""
    session = session_for("cats_in_the_barrel", LESSONS["cats_in_the_barrel"][2])
    facts = barrel_facts(session.describe().full, session)
    assert "Level 5 (worth 5): White 1." in session.describe().full
    assert barrel_check("Yellow's fish on level 5", facts, session)
    assert barrel_check("White's fish on level 2", facts, session)
    assert barrel_check("White's 2 fish on level 5", facts, session)
    assert not barrel_check("White's 1 fish on level 5", facts, session)
    assert spoken_name(session, ("fish", 2, 5)) == "no fish of Yellow's on level 5"
    assert spoken_name(session, ("fish", 3, 5)) == "White's 1 fish on level 5"
    assert spoken_name(session, ("fish", 3, 2)) == "no fish of White's on level 2"


def test_looking_back_the_focus_names_the_board_shown_not_the_live_one():
    game = GAMES["cats_in_the_barrel"]
    state = game.new_state(4, seed=2)
    rng = np.random.default_rng(2)
    while len(state.history) < 30 or 0 not in state.current_players():
        random_step(state, rng)
    session = Session(state, game.play, seat=0, seed=2)
    session.back()
    while session.review:
        session.back()  # the start: an empty barrel
    assert all(spoken_name(session, ("fish", s, n)).startswith("no fish") for s in range(4) for n in range(1, 6))


# ---- 2. words that only eyes (or a mouse) can follow ------------------------------------------------------------
def pointing(texts) -> list[str]:
    """Each distinct text that points at what only eyes find or says click alone, with why."""
    out = []
    for text in dict.fromkeys(str(t) for t in texts if t):
        out += [f"{text!r}: {why}" for why in pointing_problems(text)]
    return out


def test_the_pointing_check_finds_what_the_tester_found():
    for text in ("Look for the orange star beside a name.", "Your cards are the row marked S, O, 0 to 5 under your "
                 "name.", "Click one of the boats.", "Your task: click on the board"):
        assert pointing_problems(text), text
    for text in ("Choose one of the boats.", "Choose the right thing (click or tap it, or press Enter on it).",
                 "Red: catch: 2 Blue cards.", "The Starfish lies beside the name of the player who holds it."):
        assert not pointing_problems(text), text


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_no_lesson_text_or_hint_points_only_at_what_eyes_find(game):
    texts = lesson_texts(game)
    for step in LESSONS[game]:
        session = session_for(game, step)
        texts += [*board_texts(session), *session.describe().full.split("\n"), session.describe().news]
    bad = pointing(texts)
    assert not bad, f"{len(bad)} texts point at what only eyes find:\n" + "\n".join(bad[:30])


@pytest.mark.parametrize("game", FULL_GAMES)
def test_no_refusal_or_hint_of_a_full_game_points_only_at_what_eyes_find(game):
    texts, rng = play_texts(GAMES[game]), np.random.default_rng(5)
    for session in learner_positions(game, 5):
        session.scene()
        texts += [*board_texts(session), *session.describe().full.split("\n")]
        if half_made(session, rng):
            texts += [session.feedback.text, *board_texts(session), *session.describe().full.split("\n")]
    bad = pointing(texts)
    assert not bad, f"{len(bad)} texts point at what only eyes find:\n" + "\n".join(bad[:30])


def test_the_session_and_the_save_row_say_choose_not_click():
    from fishtutor.tutor import gate as said
    from fishtutor.tutor.saving import GameFiles
    from fishtutor.tutor.viewport import Viewport
    texts = [*said.WAIT.values(), said.NEXT, said.DONE_BANNER]
    step = next(s for s in LESSONS["fish_frenzy"] if s.task.kind == "pick")
    session = session_for("fish_frenzy", step)
    texts += [session.describe().full, *session.scene().texts(), session.action("Collect").text]
    game = GAMES["fish_frenzy"]
    files = GameFiles(game, Viewport(), lambda state: None)
    files.on_save()
    texts.append(files.message.value)
    files.state = game.new_state(4, seed=1)
    files.on_save()
    texts.append(files.message.value)
    bad = pointing(texts)
    assert not bad, "\n".join(bad)


# ---- 3. what is said when something new comes (the browser side: tests/browser/test_spoken.py) ---------------------
def test_next_says_the_new_lesson_and_asks_the_page_to_put_the_keyboard_on_its_heading():
    from fishtutor.tutor import Tutor
    from fishtutor.tutor.words import lesson_words
    tutor = Tutor("cats_in_the_barrel", start=2)
    steps, board = tutor.steps, tutor.board
    tutor.next_below.layout.display = ""  # as a finished lesson shows it (a hidden one's late tap opens nothing)
    tutor.next_below.click()  # under the praise
    news = board.session.describe().news
    assert news.endswith(f"Your task: {steps[3].task.prompt}")  # the board's news ends on the lesson's task
    assert board.words.news == lesson_words(4, len(steps), steps[3], news)
    assert board.words.news.startswith(f"Lesson 4 of {len(steps)}: {steps[3].title}") and \
        steps[3].task.prompt in board.words.news
    assert board.viewport.to_heading == 1 and board.viewport.to_lesson == 1
    assert f"<h3 tabindex='-1'" in tutor.title.value and steps[3].title in tutor.title.value
    board.refresh()  # nothing new on the board: the announcement stands
    assert board.words.news == lesson_words(4, len(steps), steps[3], news)
    tutor.nav[2].click()  # Next in the lesson bar
    news = board.session.describe().news
    assert board.words.news == lesson_words(5, len(steps), steps[4], news) and board.viewport.to_heading == 2
    assert board.words.news.startswith(f"Lesson 5 of {len(steps)}: ") and steps[4].task.prompt in board.words.news
    board.on_click(1, 1)  # the board changes: its own news again
    assert board.words.news == board.session.describe().news


def test_the_offer_to_restore_a_kept_game_is_an_alert_that_says_what_to_press():
    from fishtutor.tutor import Tutor
    tutor = Tutor("fish_frenzy", start=0)
    viewport = tutor.board.viewport
    state = tutor.game.new_state(4, seed=1)
    from fishtutor.tutor.saving import record_text
    viewport.stored_at = "6 Dec 2026, 03:00"
    viewport.stored = record_text(state)
    offer = tutor.files.offer_text.value
    assert "role='alert'" in offer and "Restore your Fish Frenzy game from 6 Dec 2026, 03:00?" in offer
    assert "Press Restore" in offer and "No, thanks" in offer
    assert tutor.files.offer.layout.display == "flex"
