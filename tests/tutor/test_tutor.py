import pytest
"""The tutor's widgets, driven by calling their handlers directly (a raising callback would pass silently)."""
from fishtutor.bots import RandomBot
from fishtutor.games.fish_frenzy import GAME
from fishtutor.games.fish_frenzy.moves import PlaceSeagull
from fishtutor.games.fish_frenzy.phases import SEAGULLS
from fishtutor.games.fish_frenzy.position import from_position
from fishtutor.lessons import LESSONS
from fishtutor.tutor import BoardPanel, ProbabilityCorner, Session, Tutor
from fishtutor.tutor.board import feedback_html
from tests.support import drawn_at


def challenge_position():
    return from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={1: 1}, stakes={(1, 1): 1},
                         hand=[4, 3, 4, 4], to_move=0)


def test_a_refused_click_names_the_rule_and_leaves_the_board_as_it_was():
    session = Session(challenge_position(), GAME.play, seat=0, bots={s: RandomBot(s) for s in (1, 2, 3)})
    panel = BoardPanel(session)
    before, paints = session.state.snapshot(), panel.board.paints
    panel.on_click(*drawn_at(session.scene(), ("boat", 1)))
    assert session.feedback.kind == "refused" and session.feedback.rule == "Challenging"
    assert "exactly 2 little fish" in session.feedback.text and "Challenging:" in panel.feedback.value
    assert session.state.snapshot() == before and not panel.errors
    assert panel.board.paints == paints + 1


def test_choosing_little_fish_then_clicking_challenges_and_bots_answer():
    session = Session(challenge_position(), GAME.play, seat=0, bots={s: RandomBot(s) for s in (1, 2, 3)})
    panel = BoardPanel(session)
    panel.choices["tokens"].value = 2
    panel.on_click(*drawn_at(session.scene(), ("boat", 1)))
    assert session.feedback.kind == "ok" and session.state.history[0] == (0, PlaceSeagull(1, 2))
    assert session.recent[0].startswith("Fish Frenzy! Yellow challenges Red") and len(session.recent) > 1
    assert panel.choices["tokens"].value == 0 and not panel.errors


def test_the_log_steps_back_and_forward_and_moves_wait_while_looking_back():
    session = Session(GAME.new_state(4, seed=4), GAME.play, seat=0, seed=4)
    panel = BoardPanel(session)
    panel.on_click(*drawn_at(session.scene(), ("boat", 0)))
    moves = len(session.state.history)
    panel.on_back()
    panel.on_back()
    assert session.review == moves - 2 and "Looking back" in " ".join(session.scene().texts())
    assert session.feedback.text == f"After move {moves - 2} of {moves}: {session.state.log()[moves - 3]}"
    assert session.try_move(PlaceSeagull(1)).kind == "refused"
    panel.on_forward()
    panel.on_live()
    assert session.review is None and not panel.errors


def test_undo_takes_back_the_learners_last_move():
    session = Session(GAME.new_state(4, seed=4), GAME.play, seat=0, seed=4)
    start = session.state.snapshot()
    session.try_move(session.state.legal_moves(0)[0])
    assert session.state.snapshot() != start
    session.undo()
    assert session.state.snapshot() == start and session.my_turn()


def test_collect_and_eat_buttons_light_up_only_when_your_boat_is_sorted():
    sorting = from_position(4, ["K1 B2", "P3 Y1", "O2 C", "G3 N2"], seagulls={0: 0, 1: 1, 2: 2, 3: 3}, phase="sort")
    panel = BoardPanel(Session(sorting, GAME.play, seat=0, bots={s: RandomBot(s) for s in (1, 2, 3)}))
    assert panel.buttons["Collect"].button_style == "primary" == panel.buttons["Eat"].button_style
    panel.on_action("Eat")
    assert panel.session.state.hand[0] == 4 + 2 and not panel.errors  # a blue card showing 2, boat 1 adds none


def test_the_tutor_opens_every_lesson_and_marks_a_task_done():
    tutor = Tutor("fish_frenzy")
    for i in range(len(tutor.steps)):
        tutor.go(i)
        assert tutor.board.board.scene is not None and "Your task" in tutor.text.value
    tutor.go(next(i for i, s in enumerate(tutor.steps) if s.task.kind == "answer"))
    tutor.answer_box.value = tutor.step.task.solution[0]
    tutor.on_answer()
    assert "★ Done" in tutor.text.value and tutor.nav[2].button_style == "success"
    assert not tutor.errors


def test_a_finished_lesson_offers_next_under_what_the_tutor_said_and_the_page_scrolls_to_it():
    tutor = Tutor("fish_frenzy", start=0)
    board = tutor.board
    assert tutor.next_below in board.said.children and tutor.next_below.layout.display == "none"
    wrong = next(("boat", b) for b in range(4) if ("boat", b) not in tutor.step.task.solution)
    board.compact.value = True
    board.on_click(*drawn_at(board.session.scene(), wrong))
    assert board.session.feedback.kind == "task" and board.viewport.reveal == 1  # the miss is brought into view
    assert tutor.next_below.layout.display == "none"
    board.on_click(*drawn_at(board.session.scene(), tutor.step.task.solution[0]))
    assert board.session.feedback.kind == "done" and board.viewport.reveal == 2
    assert tutor.next_below.layout.display == ""
    tutor.next_below.click()
    assert tutor.index == 1 and tutor.next_below.layout.display == "none" and not tutor.errors
    assert board.viewport.to_lesson == 1  # the next lesson's title is brought to the top of the screen


def test_only_what_the_tutor_says_of_a_finished_or_missed_try_scrolls_the_page():
    panel = BoardPanel(Session(GAME.new_state(4, seed=4), GAME.play, seat=0, seed=4))
    panel.on_key("ArrowRight")  # the focus ring moved: nothing said
    panel.on_key("Enter")  # a move made: the board shows it
    panel.on_back()  # looking back: words of the log, not of a try
    assert panel.session.feedback.kind in ("ok", "info") and panel.viewport.reveal == 0
    tutor = Tutor("fish_frenzy", start=0)  # a lesson's task missed by keys is brought into view, as by a click
    tutor.board.on_key("Home")  # boat 1: no crab under it
    tutor.board.on_key("Enter")
    assert tutor.board.session.feedback.kind == "task" and tutor.board.viewport.reveal == 1 and not tutor.board.errors


def test_a_question_is_answered_under_its_board_and_its_verdict_brought_into_view():
    tutor = Tutor("cats_in_the_barrel", start=0)
    assert tutor.step.task.kind == "answer"
    said = tutor.board.said.children
    assert tutor.answer_row in said[0].children and said[1] is tutor.board.feedback  # the box, then the verdict
    assert "box under the board" in tutor.board.session.describe().full  # the words say where it is
    tutor.answer_box.value = "junk"
    tutor.on_answer()
    assert tutor.board.viewport.reveal == 1 and tutor.board.session.feedback.text


def test_the_full_game_has_no_next_below_the_board():
    tutor = Tutor("fish_frenzy", start=len(LESSONS["fish_frenzy"]) - 1)
    assert tutor.step.rule == "play" and tutor.next_below.layout.display == "none"


@pytest.mark.parametrize("game", ["fish_frenzy", "fish_eat_fish", "cats_in_the_barrel"])
def test_a_new_game_started_from_another_lesson_is_the_full_game_under_its_own_task(game):
    tutor = Tutor(game, start=4)
    tutor.new_game()  # e.g. the setup row pressed while the page was still showing another lesson
    full = tutor.steps[tutor.full]
    assert tutor.index == tutor.full == tutor.menu.value and tutor.board.viewport.lesson == tutor.full + 1
    assert tutor.board.session.coach.task is full.task and tutor.setup_row.layout.display == "flex"
    for _ in range(20):  # the learner plays on: every legal move is judged by the full game's task
        session = tutor.board.session
        if session.state.is_terminal() or not session.my_turn():
            break
        session.try_move(session.state.legal_moves(session.seat)[0])
    assert not tutor.errors and not tutor.board.errors


def test_an_error_in_a_callback_is_shown_not_swallowed():
    panel = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    panel.session = None
    panel.on_back()
    assert panel.errors and "Sorry" in panel.error_box.value and "Traceback" not in panel.error_box.value


def test_probability_corner_checks_simulates_and_refuses_huge_runs():
    from fishtutor.probability.fish_frenzy import exercises
    corner = ProbabilityCorner(exercises(4))
    corner.answer.value = "12.5%"
    corner.on_check()
    assert "Right" in corner.feedback.value
    corner.answer.value = "1/0"
    corner.on_check()
    assert "cannot have 0 below the line" in corner.feedback.value
    corner.trials.value = "5000"
    corner.on_simulate()
    assert "5,000 trials, seed 1" in corner.result.value
    assert "data:image/png;base64," in corner.plot.value and "alt='Plot: " in corner.plot.value
    corner.trials.value = "10000000"
    corner.on_simulate()
    assert "at most 200,000" in corner.result.value and not corner.errors


def test_feedback_html_escapes_text():
    from fishtutor.tutor.session import Feedback
    assert "&lt;b&gt;" in feedback_html(Feedback("info", "<b>"))


def test_the_closing_full_game_can_be_restarted_with_other_players_bots_and_seed():
    tutor = Tutor("fish_frenzy", start=len(Tutor("fish_frenzy").steps) - 1)
    assert tutor.setup_row.layout.display == "flex"
    tutor.players.value, tutor.bot_kind.value, tutor.game_seed.value = 5, "random", "77"
    tutor.new_game()
    state = tutor.board.session.state
    assert state.n == 5 and state.origin == GAME.new_state(5, seed=77).origin
    assert type(tutor.board.session.bots[1]).__name__ == "RandomBot" and not tutor.errors
    tutor.variant.value = 1  # with Goal & Event cards
    tutor.new_game()
    state = tutor.board.session.state
    assert state.goal >= 0 and state.event >= 0 and "Goal:" in " ".join(tutor.board.session.scene().texts())


def test_every_game_names_each_of_its_variants():
    from fishtutor.games import GAMES
    for game in GAMES.values():
        assert len(game.variant_names) == len(game.variants)


def test_the_points_can_be_explained_line_by_line():
    over = from_position(4, ["", "", "", ""], collected=["K1 K2 C", "K3", "", ""], phase="over", deck_size=0)
    panel = BoardPanel(Session(over, GAME.play, seat=0, bots={}))
    panel.explain.value = True
    assert "Black: most (2 cards) +3" in panel.scores.value and "Crabs: 1 × −1 -1" in panel.scores.value


def test_the_phone_layout_is_narrow_and_still_clickable(monkeypatch):
    session = Session(challenge_position(), GAME.play, seat=0, bots={s: RandomBot(s) for s in (1, 2, 3)})
    panel = BoardPanel(session)
    panel.compact.value = True
    scene = session.scene()
    assert scene.width <= 420 and scene.meta["layout"] == "compact" and panel.board.canvas.width == scene.width
    panel.choices["tokens"].value = 2
    panel.on_click(*drawn_at(scene, ("boat", 1)))
    assert session.state.history[0] == (0, PlaceSeagull(1, 2)) and not panel.errors
    monkeypatch.setenv("QUERY_STRING", "compact=1")
    assert BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={})).session.scene().width <= 420


# ---- controls follow the task (issue 7 §4) ------------------------------------------------------------
def lesson(tutor, title):
    tutor.go(next(i for i, s in enumerate(tutor.steps) if s.title == title))
    return tutor.board.session


def shown(widget):
    return widget.layout.display != "none"


def test_the_eat_lesson_waits_for_its_answer_then_eat_works():
    tutor = Tutor("fish_frenzy")
    session = lesson(tutor, "Eat")
    before = session.state.snapshot()
    assert not shown(tutor.board.buttons["Eat"]) and not shown(tutor.board.buttons["Collect"])
    tutor.board.on_action("Eat")  # pressed anyway (a stale page): refused, nothing happens
    assert session.state.snapshot() == before and "answer the question" in session.feedback.text
    tutor.answer_box.value = "4"
    tutor.on_answer()
    assert session.coach.done and shown(tutor.board.buttons["Eat"])
    tutor.board.on_action("Eat")
    assert session.feedback.kind == "ok" and "eats" in session.feedback.text and not tutor.errors
    assert any(type(m).__name__ == "Eat" for _, m in session.state.history)


def test_a_wrong_pick_says_not_that_one_and_a_done_pick_stops_hinting():
    tutor = Tutor("fish_frenzy")
    session = next(lesson(tutor, s.title) for s in tutor.steps if s.task.kind == "pick")
    task = session.coach.task
    tutor.board.on_click(*drawn_at(session.scene(), task.wrong[0]))
    said = task.advice_for(task.wrong[0], session.state)  # built from the click, ending in the task's hint
    assert session.feedback.text == f"Not that one. {said}" and task.hint in said and not session.coach.done
    tutor.board.on_click(*drawn_at(session.scene(), task.solution[0]))
    assert session.feedback.kind == "done" and "Your task" not in " ".join(session.scene().texts())
    tutor.board.on_click(*drawn_at(session.scene(), task.wrong[0]))
    assert task.hint not in session.feedback.text and not tutor.errors


def test_a_pick_task_hides_the_controls_that_would_make_a_move():
    tutor = Tutor("fish_frenzy")
    next(lesson(tutor, s.title) for s in tutor.steps if s.task.kind == "pick")
    assert not shown(tutor.board.controls) and not shown(tutor.board.choices["tokens"])


class OfferingPlay(type(GAME.play)):
    """Fish Frenzy's play with the optional parts of interfaces §2: capped choices and a selection."""

    def choice_options(self, state, seat, values):
        return {"tokens": tuple(range(state.hand[seat] + 1))} if state.phase == SEAGULLS else {}

    def selection(self, state, seat, values):
        return f"{values['tokens']} little fish ready" if values.get("tokens") else ""


def test_choices_are_capped_and_a_selection_is_shown_with_cancel():
    session = Session(challenge_position(), OfferingPlay(), seat=0, bots={s: RandomBot(s) for s in (1, 2, 3)})
    panel = BoardPanel(session)
    assert session.state.phase == SEAGULLS and panel.choices["tokens"].options == (0, 1, 2, 3, 4)
    assert not shown(panel.pick_row)
    panel.choices["tokens"].value = 3
    assert shown(panel.pick_row) and "3 little fish ready" in panel.picked.value
    panel.on_cancel()
    assert session.values["tokens"] == 0 and not shown(panel.pick_row) and panel.choices["tokens"].value == 0
    panel.viewport._message(panel.viewport, {"event": "escape"}, [])  # Escape in the browser does the same
    assert session.feedback.text == "There was nothing to cancel." and not panel.errors


def test_a_choice_the_game_leaves_out_is_hidden():
    class Quiet(OfferingPlay):
        def choice_options(self, state, seat, values):
            return {}
    panel = BoardPanel(Session(challenge_position(), Quiet(), seat=0, bots={}))
    assert not shown(panel.choices["tokens"]) and not shown(panel.controls)


def test_a_refused_move_clears_the_half_made_move():
    from fishtutor.games.fish_eat_fish import GAME as FEF
    from fishtutor.games.fish_eat_fish.board import parse_circle as at
    from fishtutor.games.fish_eat_fish.position import from_position as fef_position
    session = Session(fef_position(2, {"B1": "B", "E4": "G"}), FEF.play, seat=0, bots={})
    session.click(*drawn_at(session.scene(), ("circle", at("B1"))))
    assert session.values.get("fish") == at("B1")
    session.click(*drawn_at(session.scene(), ("circle", at("C2"))))  # not a straight line: refused
    assert session.feedback.kind == "refused" and session.values == {} and not session.state.history


def test_looking_back_is_never_named_by_an_internal_id():
    session = Session(GAME.new_state(4, seed=4), GAME.play, seat=0, seed=4)
    session.try_move(session.state.legal_moves(0)[0])
    session.back()
    said = session.try_move(PlaceSeagull(1))
    assert said.kind == "refused" and "/" not in said.rule and "Looking back:" in feedback_html(said)


def test_undo_back_and_forward_show_only_when_they_apply():
    panel = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={s: RandomBot(s) for s in (1, 2, 3)}))
    back, forward, live, undo = panel.stepper[:4]
    assert not any(shown(b) for b in (back, forward, live, undo))
    panel.choices["tokens"].value = 2
    panel.on_click(*drawn_at(panel.session.scene(), ("boat", 1)))
    assert shown(back) and shown(undo) and not shown(forward) and not shown(live)
    panel.on_back()
    assert shown(forward) and shown(live) and not shown(undo)
    panel.on_live()
    panel.on_undo()
    assert not shown(undo) and not panel.errors


def test_feedback_sits_right_under_the_board_above_the_controls():
    panel = BoardPanel(Session(challenge_position(), GAME.play, seat=0, bots={}))
    kids = list(panel.widget.children)
    assert kids.index(panel.said) == kids.index(panel.board.canvas) + 1 < kids.index(panel.controls)
    assert panel.said.children[0] is panel.feedback


# ---- links, layout and coming back (issue 7 §5) ------------------------------------------------------
def test_query_params_read_the_page_query_string(monkeypatch):
    from fishtutor.tutor.query import query_params
    monkeypatch.setenv("QUERY_STRING", "lesson=3&compact=1")
    assert query_params() == {"lesson": "3", "compact": "1"}
    monkeypatch.delenv("QUERY_STRING")
    assert query_params() == {}


def preheated(monkeypatch, answer):
    """A kernel of Voilà's preheated pool whose page will be asked for with query string ``answer``."""
    import threading

    import voila.utils
    from fishtutor.tutor import query
    asked, page = [], threading.Event()

    def get_query_string(url=None):
        asked.append(url)
        page.wait(30)  # Voilà answers only when a learner asks for the page
        return answer
    monkeypatch.setattr(voila.utils, "get_query_string", get_query_string)
    for name in ("_FETCHED", "_WAITING", "_ASKING"):
        monkeypatch.setattr(query, name, [])
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_KERNEL_ID", "abc")
    monkeypatch.delenv("QUERY_STRING", raising=False)

    def request_page():
        page.set()
        query._ASKING[0].join(30)
    return asked, request_page


def test_a_preheated_kernel_builds_its_tutor_before_the_page_is_asked_for_then_follows_the_link(monkeypatch):
    from fishtutor.tutor import query
    asked, request_page = preheated(monkeypatch, "lesson=3&compact=1")
    tutor = Tutor("fish_frenzy")  # does not wait for the page: the pool runs the whole notebook ahead
    assert tutor.index == 0 and not tutor.board.compact.value and query.known_params() is None
    request_page()
    assert tutor.index == 2 and tutor.menu.value == 2 and "Lesson 3 of" in tutor.title.value
    assert tutor.board.compact.value and tutor.board.board.canvas.width <= 420 and tutor.board.layout_chosen
    assert query.query_params() == {"lesson": "3", "compact": "1"} and len(asked) == 1 and not tutor.errors
    later = Tutor("fish_eat_fish")  # the query string is kept: Voilà is not asked again
    assert later.index == 2 and len(asked) == 1


def test_a_preheated_page_with_a_bad_link_says_so_and_stays_on_lesson_1(monkeypatch):
    _asked, request_page = preheated(monkeypatch, "lesson=abc")
    tutor = Tutor("fish_eat_fish")
    request_page()
    assert tutor.index == 0 and "There is no lesson" in tutor.board.feedback.value and not tutor.errors


@pytest.mark.parametrize("link", ["", "lesson=3", "compact=0"])
def test_a_lesson_the_learner_chose_before_the_link_arrived_stands(monkeypatch, link):
    _asked, request_page = preheated(monkeypatch, link)
    tutor = Tutor("fish_eat_fish")
    tutor.menu.value = 4  # a quick learner picks lesson 5 before Voilà hands the page's link over
    request_page()
    assert tutor.index == 4 and "Lesson 5 of" in tutor.title.value and not tutor.errors


def test_a_deep_link_opens_that_lesson_and_junk_opens_lesson_1_with_a_note(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lesson=3")
    tutor = Tutor("fish_frenzy")
    assert tutor.index == 2 and tutor.menu.value == 2 and "Lesson 3 of" in tutor.title.value
    for junk in ("99", "0", "abc", "-2", "²", "3.5", "9" * 40):
        monkeypatch.setenv("QUERY_STRING", f"lesson={junk}")
        tutor = Tutor("fish_eat_fish")
        assert tutor.index == 0 and "There is no lesson" in tutor.board.feedback.value, junk
        assert len(tutor.board.session.feedback.text) < 100 and not tutor.errors


def full_game_tutor(game="fish_frenzy"):
    tutor = Tutor(game, start=len(LESSONS[game]) - 1)
    session = tutor.board.session
    session.try_move(session.state.legal_moves(session.seat)[0])
    tutor.board.refresh()
    return tutor


def test_a_game_saved_as_a_file_opens_again_exactly():
    import base64
    import json
    tutor = full_game_tutor()
    state = tutor.board.session.state
    tutor.files.on_save()
    data = tutor.files.link.value.split("base64,")[1].split("'")[0]
    record = base64.b64decode(data)
    assert json.loads(record) == state.to_json() and "download=" in tutor.files.link.value
    tutor.go(0)
    tutor.files.on_upload(({"name": "mine.json", "content": memoryview(record)},))
    opened = tutor.board.session.state
    assert tutor.index == len(tutor.steps) - 1 and opened.snapshot() == state.snapshot()
    assert opened.history == state.history and "Opened mine.json" in tutor.files.message.value and not tutor.errors


def test_a_bad_file_is_named_and_changes_nothing():
    tutor = full_game_tutor()
    before = tutor.board.session.state.snapshot()
    other = full_game_tutor("fish_eat_fish").board.session.state.to_json()
    import json
    for junk, words in ((b"\xff\xfe\x00", "not text"), (b"{not json", "not JSON"), (b"[1, 2]", "not a saved game"),
                        (json.dumps(other).encode(), "open it in its own tutor"),
                        (b'{"game": "fish_frenzy", "state": 7}', "cannot be opened"),
                        (b"x" * 3_000_000, "only a few thousand")):
        tutor.files.on_upload(({"name": "bad.json", "content": memoryview(junk)},))
        assert words in tutor.files.message.value and "#b42318" in tutor.files.message.value, words
        assert tutor.board.session.state.snapshot() == before and not tutor.errors


def test_a_reload_offers_the_game_kept_in_the_browser():
    tutor = full_game_tutor()
    kept = tutor.board.viewport.record
    state = tutor.board.session.state
    assert kept and json_game(kept) == "fish_frenzy"
    fresh = Tutor("fish_frenzy")  # the page reloaded: the browser hands back what it kept
    assert not shown(fresh.files.offer)
    fresh.board.viewport.stored_at = "30/11/2026, 19:05:00"
    fresh.board.viewport.stored = kept
    assert shown(fresh.files.offer) and "Restore your Fish Frenzy game from 30/11/2026, 19:05:00?" in \
        fresh.files.offer_text.value
    fresh.files.on_restore()
    assert fresh.board.session.state.history == state.history and not shown(fresh.files.offer)
    assert "Your game is back" in fresh.files.message.value and not fresh.errors


def test_a_finished_game_is_forgotten_by_the_browser():
    tutor = full_game_tutor()
    assert tutor.board.viewport.record
    over = from_position(4, ["", "", "", ""], collected=["K1 K2 C", "K3", "", ""], phase="over", deck_size=0)
    tutor.files.keep(over, 0)
    assert tutor.board.viewport.record == ""


def json_game(text):
    import json
    return json.loads(text)["game"]


def test_the_full_game_asks_who_starts():
    tutor = Tutor("fish_frenzy", start=len(LESSONS["fish_frenzy"]) - 1)
    assert tutor.first.description == "Youngest" and tutor.first.options[0] == ("Yellow (you)", 0)
    tutor.players.value = 3
    assert len(tutor.first.options) == 3
    tutor.first.value = 2
    tutor.new_game()
    assert tutor.board.session.state.origin["boat_token"] == 2 and not tutor.errors
    fef = Tutor("fish_eat_fish", start=len(LESSONS["fish_eat_fish"]) - 1)
    fef.players.value, fef.first.value = 2, 1
    fef.new_game()
    assert fef.first.description == "Goes first" and fef.board.session.state.origin["starfish"] == 1


# ---- a page the browser builds quickly (issue 7: preheated boards paint sooner) ------------------------------
def _models(widget) -> dict:
    """Every widget model reachable from ``widget`` (children, layouts, styles) by id: what a browser builds."""
    import ipywidgets as W
    seen, todo = {}, [widget]
    while todo:
        value = todo.pop()
        if isinstance(value, (list, tuple)):
            todo.extend(value)
        elif isinstance(value, W.Widget) and value.model_id not in seen:
            seen[value.model_id] = value
            todo.extend(getattr(value, name, None) for name in value.keys)
    return seen


def _shows(tutor, description) -> bool:
    return any(getattr(w, "description", None) == description for w in _models(tutor.widget).values())


def test_parts_a_lesson_does_not_show_are_built_when_first_needed(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    tutor = Tutor("fish_frenzy")
    first = _models(tutor.widget)
    assert not _shows(tutor, "Players") and not _shows(tutor, "Save this game") and not _shows(tutor, "Restore")
    assert "Alquerque" not in str([w.value for w in tutor.widget.children if hasattr(w, "value")])
    tutor.edition.toggle.value = True  # the edition table, built on first use, opens in its place
    assert tutor.edition.table.model_id in _models(tutor.widget) and tutor.edition.table.layout.display == "block"
    assert tutor.widget.children[0].children[-1] is tutor.edition.toggle  # beside the lesson menu
    tutor.go(len(tutor.steps) - 1)  # the full game: its setup and save/open rows appear
    assert _shows(tutor, "Players") and _shows(tutor, "Save this game") and tutor.setup_row.layout.display == "flex"
    tutor.new_game()
    tutor.go(0)
    assert tutor.setup_row.layout.display == "none" and tutor.index == 0 and not tutor.errors
    assert len(_models(tutor.widget)) > len(first)


def test_widgets_that_never_change_their_style_share_one_style_model(monkeypatch):
    monkeypatch.delenv("QUERY_STRING", raising=False)
    tutor = Tutor("fish_eat_fish")
    buttons = [*tutor.nav, tutor.board.cancel, *tutor.board.stepper[:4]]
    assert len({b.style.model_id for b in buttons}) == 1
    hidden = [*tutor.board.buttons.values(), *tutor.board.stepper[:2], tutor.board.stepper[3]]
    assert len({b.layout.model_id for b in hidden}) == len(hidden)  # shown and hidden one by one: their own
    assert not {b.layout.model_id for b in hidden} & {b.layout.model_id for b in buttons[:4]}


def test_no_answer_box_shows_its_own_answer_as_its_example():
    """A question never shows its own answer before it is checked: not even as the example in its box."""
    from fishtutor.lessons import LESSONS
    from fishtutor.probability import fish_frenzy
    from fishtutor.probability.answers import parse_answer
    from fishtutor.tutor import ProbabilityCorner, Tutor

    def numbers(placeholder):
        found = []
        for word in placeholder.replace(",", " ").split():
            try:
                found.append(parse_answer(word))
            except ValueError:
                pass
        return found
    for game in ("cats_in_the_barrel", "jumping_fish", "fish_in_the_barrel"):  # lessons whose answer is 3
        tutor = Tutor(game)
        for i, step in enumerate(LESSONS[game]):
            if step.task is not None and step.task.kind == "answer":
                tutor.go(i)
                shown = numbers(tutor.answer_box.placeholder)
                assert shown and not {parse_answer(a) for a in step.task.solution} & set(shown), (game, i)
    corner = ProbabilityCorner(fish_frenzy.exercises(4))
    for i, ex in enumerate(corner.exercises):
        corner.show(i)
        assert ex.exact not in numbers(corner.answer.placeholder), ex.id


def test_the_game_history_buttons_and_the_lesson_buttons_are_told_apart_in_words():
    tutor = Tutor("fish_frenzy", start=4)
    previous, reset, following = tutor.nav
    back, forward, live = tutor.board.stepper[:3]
    names = {b.description: b.tooltip for b in (previous, reset, following, back, forward, live)}
    assert names["◀ Previous"] == "Previous lesson" and names["Next ▶"] == "Next lesson"
    assert names["◀ Back"] == "Back one move in this game's history"
    assert names["Forward ▶"] == "Forward one move in this game's history"
    assert all("lesson" in names[d] for d in ("◀ Previous", "↺ Reset", "Next ▶"))
    assert all("game" in names[d] and "lesson" not in names[d] for d in ("◀ Back", "Forward ▶", "Live"))
    from fishtutor.tutor.viewport import NAMED
    for label, name in names.items():  # each name says its short label's word (a voice user says what they see)
        assert label.strip("◀▶↺ ").split()[0].lower() in name.lower(), (label, name)
        assert NAMED in next(b for b in (previous, reset, following, back, forward, live)
                             if b.description == label)._dom_classes  # the page names the button by its tooltip
