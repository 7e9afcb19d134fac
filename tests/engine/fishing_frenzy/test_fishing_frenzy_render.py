"""The Fishing Frenzy board as data (portray), as canvas commands (a recording canvas), and as clicks (the PLAY
object through a Session): lit squares are exactly the rules' reachable ends, hidden points stay hidden."""
import numpy as np
import pytest

from fishtutor.core.scene import Line, Polygon, Text
from fishtutor.games.fishing_frenzy import GAME
from fishtutor.games.fishing_frenzy.board import parse_square, square_name
from fishtutor.games.fishing_frenzy.cards import SEAT_RGB
from fishtutor.games.fishing_frenzy.interact import PLAY
from fishtutor.games.fishing_frenzy.movement import captains_choice, reachable
from fishtutor.games.fishing_frenzy.portray_map import code
from fishtutor.lessons import LESSONS
from fishtutor.render.canvas import paint
from fishtutor.render.recording import RecordingCanvas
from fishtutor.tutor.session import Session
from tests.support import DATA
from tests.support import drawn_at


def play_until(seed: int, players: int = 4, seat: int = 0, turns: int = 5, due=("sail",), limit=None):
    """A seeded random game played until ``seat`` is due to act on one of ``due``, ``turns`` times over."""
    state = GAME.new_state(players, seed=seed, **({"limit": limit} if limit else {}))
    rng = np.random.default_rng(seed)
    seen = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance())
            continue
        who = state.current_players()[0]
        if who == seat and state.due() in due:
            seen += 1
            if seen >= turns:
                return state
        moves = state.legal_moves(who)
        state.apply(moves[int(rng.integers(len(moves)))], who)
    raise AssertionError("the game ended first")


def lit(state, seat=0):
    highlight, _ = PLAY.highlights(state, seat, {})
    return {name for kind, name in highlight if kind == "square"}


def rules_ends(state, seat=0) -> set[str]:
    """The ends the movement rules allow for the dice (or the wheel), asked of movement.py directly."""
    start, taken = tuple(state.boats[seat]), state.occupied(seat)
    docking = state.lines_out()
    if state.due() == "sail":
        face, number = state.dice
        routes = reachable(state.board, start, tuple(face), number, taken, drift=state.drift, docking=docking)
    else:
        double = state.pending[0][2] == 2
        choices = captains_choice(state.board, start, taken, double=double, drift=state.drift, docking=docking)
        routes = [route for *_, route in choices]
    return {square_name(route.end) for route in routes}


@pytest.mark.parametrize("seed", range(8))
def test_after_a_roll_the_lit_squares_are_exactly_the_reachable_ends(seed):
    state = play_until(seed, turns=3 + seed % 4, due=("sail", "wheel"))
    assert lit(state) == rules_ends(state) and lit(state)
    scene = PLAY.portray(state, 0, *PLAY.highlights(state, 0, {}))
    assert set(scene.meta["lit"]) == lit(state)
    for name in lit(state):  # every lit square is ringed and answers a click as itself
        x0, y0 = scene.meta["origin"]
        col, row = parse_square(name)
        c = scene.meta["cell"]
        assert scene.hit(x0 + (col + 0.5) * c, y0 + (row + 0.5) * c) == ("square", name)


def test_nothing_is_lit_while_another_captain_moves_or_for_an_onlooker():
    state = play_until(2, turns=2)
    assert lit(state, seat=1) == set()
    assert PLAY.portray(state, None).meta["lit"] == ()


def test_a_drifter_answers_every_click_as_one_space():
    state = GAME.new_state(4, seed=0)
    scene = PLAY.portray(state, 0)
    board = state.board
    x0, y0 = scene.meta["origin"]
    c = scene.meta["cell"]
    for label in board.regions:
        squares = board.squares(label)
        hits = {scene.hit(x0 + (col + 0.5) * c, y0 + (row + 0.5) * c) for col, row in squares}
        assert hits == {("square", square_name(squares[0]))}


def test_the_map_shows_every_fish_by_its_code_tags_and_boats_in_their_colours():
    state = play_until(4, turns=6)
    scene = PLAY.portray(state, 0)
    texts = scene.texts()
    board = state.board
    untagged = [sq for sq in board.fish_spaces if [*sq] not in state.tags and tuple(sq) not in
                {tuple(b) for b in state.boats}]
    for sq in untagged:
        assert code(board.variety(sq)) in texts
    boats = [s for s in scene.shapes if isinstance(s, Polygon) and s.fill in SEAT_RGB and len(s.points) == 5]
    assert sorted(b.fill for b in boats) == sorted(SEAT_RGB[:4])
    assert f"Fish caught: {len(state.tags)} of {state.limit}" in texts
    face, number = state.dice
    assert any(t.startswith({"N": "North", "S": "South", "E": "East", "W": "West"}[face[0]]) and t.endswith(
        f", {number}") for t in texts)


def test_hidden_card_points_are_never_drawn_for_the_other_captains():
    state = play_until(6, turns=12, limit=8)
    catcher = next(s for s in range(1, state.n) if state.catches[s])
    other = state.clone()
    other.catches[catcher][0][1] += 7  # only the points on a card the learner cannot see differ
    mine = [PLAY.portray(s, 0, compact=compact, **captains_tab(s, compact)).texts() for s in (state, other)
            for compact in (False, True)]
    assert mine[0] == mine[2] and mine[1] == mine[3]
    theirs = [PLAY.portray(s, catcher).texts() for s in (state, other)]
    assert theirs[0] != theirs[1]  # the catcher does see their own points
    assert "points hidden" in " ".join(mine[0])
    hidden_lines = PLAY.score_lines(state)[catcher]
    assert not any(text.endswith(" card") for text, *_ in hidden_lines)


def captains_tab(state, compact: bool) -> dict:
    """On a phone, the view with the Captains and the legend (the close-up shows only the map)."""
    return {"view": PLAY.look(state, 0, ("view", "captains"), None)} if compact else {}


def test_the_renderer_sends_the_map_as_canvas_commands():
    state = play_until(1, turns=2)
    scene = PLAY.portray(state, 0, *PLAY.highlights(state, 0, {}))
    canvas = RecordingCanvas(scene.width, scene.height)
    paint(canvas, scene)
    assert canvas.commands[0] == ("clear",)
    drawn = [c[0] for c in canvas.calls("fill_text")]
    assert "RF" in drawn and "Legend" in drawn
    assert SEAT_RGB[0] in canvas.styles("fill_style")


@pytest.mark.parametrize("compact", [False, True], ids=["wide", "compact"])
def test_the_phone_map_has_squares_big_enough_to_tap_and_fits_its_width(compact):
    state = play_until(3, turns=2)
    scene = PLAY.portray(state, 0, compact=compact)
    cell = scene.meta["cell"]
    right = scene.meta["origin"][0] + state.board.width * cell
    assert right <= scene.width and (scene.width == 400) is compact
    if compact:
        assert cell * 360 / scene.width >= 32  # on a 390 px phone (360 px of content) a square is a fingertip wide
    for t in scene.shapes:
        if isinstance(t, Text):
            assert t.box > 0, t.text  # every label declares its box


def two_way_state():
    """A position where two ways (or more) reach one lit square."""
    for seed in range(60):
        try:
            state = play_until(seed, turns=2 + seed % 5)
        except AssertionError:
            continue
        from fishtutor.games.fishing_frenzy.portray_routes import ends, options
        many = [name for name, opts in ends(options(state, 0)).items() if len(opts) > 1]
        if many:
            return state, many[0]
    raise AssertionError("no position with two ways to one square")


def click(session, target):
    scene = session.scene()
    spot = next(h for h in scene.hotspots if h.target == target)
    return session.click(spot.x + spot.w / 2, spot.y + spot.h / 2)


def test_a_square_two_ways_reach_is_picked_shows_its_ways_and_can_be_cancelled():
    state, name = two_way_state()
    from fishtutor.bots import RandomBot
    from fishtutor.games.fishing_frenzy.portray_routes import ends, options
    session = Session(state, PLAY, seat=0, bots={s: RandomBot(s) for s in range(1, state.n)})
    before, count = state.snapshot(), len(state.history)
    first_way = ends(options(state, 0))[name][0].move
    said = click(session, ("square", name))
    assert "ways reach" in said.text and session.state.snapshot() == before
    assert session.selection().startswith(name)
    scene = session.scene()
    assert ("option", 1) in scene.targets() and scene.meta["picked"] == name
    bold = [s for s in scene.shapes if isinstance(s, Line) and s.width == 4]
    assert bold, "the ways to the picked square are drawn bold"
    click(session, ("square", name))  # a second click puts it back
    assert session.selection() == "" and ("option", 0) not in session.scene().targets()
    click(session, ("square", name))
    assert str(first_way).removeprefix("goes ").split(" to ")[0] in session.scene().texts()  # "East 3 then South 3"
    said = click(session, ("option", 0))
    assert said.kind in ("ok", "done") and session.state.history[count] == (0, first_way)


def test_the_maps_options_are_worked_out_once_per_position_and_afresh_after_a_move(monkeypatch):
    """One click reads the lit squares, their ways and their words many times: the routes are worked out once per
    position, and a move (or a clone that moves) gets its own."""
    from fishtutor.games.fishing_frenzy import portray_routes
    state, name = two_way_state()
    state = state.clone()  # two_way_state read the original's options
    worked = []
    real = portray_routes.route_path
    monkeypatch.setattr(portray_routes, "route_path", lambda *a: worked.append(a) or real(*a))
    first = portray_routes.options(state, 0)
    once = len(worked)
    assert once and portray_routes.options(state, 0) is first and len(worked) == once
    assert portray_routes.options(state, 1) == () and portray_routes.options(state, None) == ()
    other = state.clone()
    way = portray_routes.ends(first)[name][0].move
    other.apply(way, 0)
    assert portray_routes.options(state, 0) is first, "the clone's move left the original's options alone"
    after = portray_routes.options(other, 0) if 0 in other.current_players() else ()
    assert all(option.move in other.legal_moves(0) for option in after)
    state.apply(way, 0)
    assert portray_routes.options(state, 0) is not first


def test_a_click_on_a_square_no_way_reaches_is_refused_in_words_and_changes_nothing():
    state = play_until(5, turns=3)
    far = next(square_name(sq) for sq in state.board.water_spaces if square_name(sq) not in lit(state))
    session = Session(state, PLAY, seat=0, bots={})
    before = state.snapshot()
    said = click(session, ("square", far))
    assert said.kind == "refused" and said.rule and said.text
    assert session.state.snapshot() == before


def test_a_whole_short_tournament_is_played_by_clicks_to_the_end():
    from fishtutor.bots import RandomBot
    state = GAME.new_state(3, seed=9, limit=3)
    session = Session(state, PLAY, seat=0, bots={1: RandomBot(1), 2: RandomBot(2)}, seed=9)
    for _ in range(600):
        if session.state.is_terminal():
            break
        actions = PLAY.enabled_actions(session.state, 0)
        if actions:
            session.action(actions[0])
            continue
        highlight, _ = PLAY.highlights(session.state, 0, session.values)
        said = click(session, sorted(highlight)[0])
        if session.values.get("dest"):
            said = click(session, ("option", 0))
        assert said.kind != "refused", said
    assert session.state.is_terminal()
    assert "Tournament over" in " ".join(session.scene().texts())


def fish_off(seeds=range(400)):
    """The first seeded two-Captain tournament (limit 2) that ends level on points, at the start of its fish-off."""
    from fishtutor.games.fishing_frenzy.phases import FISH_OFF
    for seed in seeds:
        state = GAME.new_state(2, seed=seed, limit=2)
        rng = np.random.default_rng(seed)
        while not state.is_terminal() and state.phase != FISH_OFF:
            if state.is_chance_node():
                state.apply(state.sample_chance())
                continue
            who = state.current_players()[0]
            moves = state.legal_moves(who)
            state.apply(moves[int(rng.integers(len(moves)))], who)
        if state.phase == FISH_OFF:
            return state
    raise AssertionError("no tournament ended level")


def test_a_fish_off_says_so_and_counts_each_tied_captains_fish():
    state = fish_off()
    for compact in (False, True):  # on a phone the Captains are under their own tab
        texts = PLAY.portray(state, 0, compact=compact, **captains_tab(state, compact)).texts()
        assert "Fish-off: the first to catch 2 fish wins" in texts
        assert sum("fish-off: 0 of 2" in t for t in texts) == len(state.fishoff_seats) == 2


def test_on_a_wheel_the_panel_names_the_captains_choice_instead_of_the_dice():
    state = play_until(2, players=6, turns=1, due=("wheel",))
    wheels = state.pending[0][2]
    texts = PLAY.portray(state, 0, *PLAY.highlights(state, 0, {})).texts()
    assert ("Two wheels: 2 ways" if wheels == 2 else "One wheel: any way") in texts
    assert lit(state) == rules_ends(state)


def test_the_live_board_shows_a_picked_square_with_cancel_and_the_phone_map_on_request():
    from fishtutor.bots import RandomBot
    from fishtutor.tutor.board import BoardPanel
    state, name = two_way_state()
    panel = BoardPanel(Session(state, PLAY, seat=0, bots={s: RandomBot(s) for s in range(1, state.n)}))
    panel.on_click(*drawn_at(panel.session.scene(), ("square", name)))
    assert name in panel.picked.value and panel.pick_row.layout.display == "flex"
    panel.on_cancel()
    assert panel.pick_row.layout.display == "none" and panel.session.values == {}
    panel.compact.value = True
    scene = panel.session.scene()
    assert scene.meta["layout"] == "compact" and panel.board.canvas.width == scene.width == 400
    assert not panel.errors


def clicks_for(session, move):
    """What a learner does on the page to make ``move``: a button, or a square and perhaps one of its ways."""
    from fishtutor.games.fishing_frenzy.interact import DECLARE, KEEP
    from fishtutor.games.fishing_frenzy.moves import Declare, PickDock
    from fishtutor.games.fishing_frenzy.portray_routes import ends, options
    if type(move) is Declare:
        return [("action", DECLARE if move.sos else KEEP)]
    if type(move) is PickDock:
        return [("square", square_name(session.state.board.docks[move.dock - 1]))]
    opts = ends(options(session.state, session.seat)).get(move.end, [])
    way = [("option", [o.move for o in opts].index(move))] if len(opts) > 1 else []
    return [("square", move.end)] + way


@pytest.mark.parametrize("index", [i for i, s in enumerate(LESSONS["fishing_frenzy"]) if s.task.kind == "move"])
def test_every_move_lesson_is_solved_by_the_clicks_a_learner_makes(index):
    from fishtutor.lessons.base import Coach
    step = LESSONS["fishing_frenzy"][index]
    session = Session(step.scenario(), PLAY, seat=step.seat, seed=7, coach=Coach(step.task))
    for kind, what in clicks_for(session, step.task.solution[0]):
        assert kind != "action" or what in session.enabled_actions()  # the button is on screen
        said = session.action(what) if kind == "action" else click(session, (kind, what))
    assert said.kind == "done" and session.coach.done, said


# ---- the phone board: a close-up at tap size, the whole map and the Captains under tabs -----------------------
# Measured in Chromium at a 390 x 844 viewport: the page's content (and so the canvas) is 360 CSS px wide, and
# the longest words the tutor says under the board (a missed move named, then the advice) take 124 CSS px.
PHONE_CONTENT, PHONE_HEIGHT, WORDS_UNDER, TAP = 360, 844, 124, 32


def phone_scenes():
    """Every lesson's phone board as it opens, in each view, a mid-game board and a square two ways reach."""
    from fishtutor.lessons.base import Coach
    found = []
    for i, step in enumerate(LESSONS["fishing_frenzy"]):
        session = Session(step.scenario(), PLAY, seat=step.seat, seed=7, coach=Coach(step.task))
        session.compact = True
        for view in ("near", "whole", "captains"):
            session.view = PLAY.look(session.state, session.seat, ("view", view), None)
            found.append((f"lesson {i + 1} {view}", session.scene()))
    state = play_until(3, turns=6)
    found.append(("mid-game", PLAY.portray(state, 0, *PLAY.highlights(state, 0, {}), compact=True)))
    state, name = two_way_state()
    found.append(("two ways", PLAY.portray(state, 0, *PLAY.highlights(state, 0, {"dest": name}), compact=True)))
    return found


def test_on_a_phone_every_tap_target_is_a_fingertip_and_the_board_fits_the_screen():
    scenes = phone_scenes()
    assert {s.meta["view"] for _, s in scenes} == {"near", "whole", "captains"}
    for what, scene in scenes:
        css = min(PHONE_CONTENT, scene.width) / scene.width  # CSS px per scene unit: the canvas fills the content
        small = [(h.target, round(min(h.w, h.h) * css, 1)) for h in scene.hotspots if min(h.w, h.h) * css < TAP]
        assert not small, (what, small[:5])
        assert scene.height * css + WORDS_UNDER <= PHONE_HEIGHT, (what, scene.height * css)
    picked = scenes[-1][1]
    assert any(t[0] == "option" for t in picked.targets())  # the ways to a picked square are buttons too


def test_the_phone_views_labels_fit_their_boxes():
    from tests.tutor.test_render import misfits
    for what, scene in phone_scenes():
        assert not misfits(scene), (what, misfits(scene)[:5])


def reachable_squares(session, depth: int = 3) -> set:
    """The squares a learner can tap from the close-up, following its arrows up to ``depth`` taps."""
    seen_views, squares, todo = set(), set(), [(session.view, 0)]
    while todo:
        view, taps = todo.pop()
        if view in seen_views:
            continue
        seen_views.add(view)
        session.view = view
        scene = session.scene()
        squares |= {t[1] for t in scene.targets() if t[0] == "square"}
        if taps < depth:
            todo += [(PLAY.look(session.state, session.seat, t, view), taps + 1) for t in scene.targets()
                     if t[:2] == ("view", "near") and len(t) == 4]
    session.view = None
    return squares


@pytest.mark.parametrize("index", range(len(LESSONS["fishing_frenzy"])))
def test_on_a_phone_every_lit_square_and_your_boat_are_in_the_close_up_or_an_arrow_away(index):
    from fishtutor.lessons.base import Coach
    step = LESSONS["fishing_frenzy"][index]
    session = Session(step.scenario(), PLAY, seat=step.seat, seed=7, coach=Coach(step.task))
    session.compact = True
    scene = session.scene()
    shown = {t[1] for t in scene.targets() if t[0] == "square"}
    lit = set(scene.meta["lit"])
    home = tuple(session.state.boats[step.seat])
    if home[0] >= 0:
        assert square_name(session.state.board.space(home)) in shown  # your boat is in the close-up
    off = lit - shown
    if off:  # the strip says so, and the arrows that way are green with the count
        texts = scene.texts()
        assert f"{len(off)} lit square{'s' * (len(off) > 1)} off this view:" in texts and "pick an arrow that counts them" in texts
    assert lit <= reachable_squares(session)
    if step.task.kind == "move":  # the lesson's own move is tappable from where the learner is put
        kind, what = clicks_for(session, step.task.solution[0])[0]
        assert kind == "action" and what in session.enabled_actions() or what in reachable_squares(session)
    if step.task.kind == "pick":  # the thing to click is in the close-up or an arrow away
        assert {name for _, name in step.task.solution} <= reachable_squares(session)


def test_on_a_phone_a_lesson_is_solved_by_taps_an_arrow_first_when_its_square_is_off_the_close_up():
    from fishtutor.lessons.base import Coach
    index = next(i for i, s in enumerate(LESSONS["fishing_frenzy"]) if s.title == "Rolling for the docks")
    step = LESSONS["fishing_frenzy"][index]
    session = Session(step.scenario(), PLAY, seat=step.seat, seed=7, coach=Coach(step.task))
    session.compact = True
    target = clicks_for(session, step.task.solution[0])[0]
    for _ in range(3):
        if target in session.scene().targets():
            break
        arrow = next(t for t in session.scene().targets() if t[:2] == ("view", "near") and len(t) == 4
                     and t[2] < session.scene().meta["window"][0])  # the dock is to the West
        click(session, arrow)
    said = click(session, target)
    assert said.kind == "done" and session.coach.done, said


def test_a_tap_on_the_phone_views_changes_nothing_in_the_game_nor_counts_as_an_answer():
    from fishtutor.lessons.base import Coach
    pick = next(s for s in LESSONS["fishing_frenzy"] if s.task.kind == "pick")
    session = Session(pick.scenario(), PLAY, seat=pick.seat, seed=7, coach=Coach(pick.task))
    session.compact = True
    before, said = session.state.snapshot(), session.feedback
    click(session, ("view", "whole"))
    whole = session.scene()
    assert whole.meta["view"] == "whole" and not [t for t in whole.targets() if t[0] == "square"]
    tile = next(t for t in whole.targets() if len(t) == 4)
    click(session, tile)  # a part of the whole map: the close-up there
    assert session.scene().meta["window"][:2] == tile[2:]
    assert session.state.snapshot() == before and not session.coach.done and session.feedback == said
    click(session, ("view", "near"))  # back to the close-up fitted to the boat
    assert session.view is None


def test_a_view_chosen_by_hand_lasts_until_the_game_moves_on():
    from fishtutor.bots import RandomBot
    state = play_until(2, turns=3)
    session = Session(state, PLAY, seat=0, bots={s: RandomBot(s) for s in range(1, state.n)})
    session.compact = True
    fitted = session.scene().meta["window"]
    arrow = next(t for t in session.scene().targets() if t[:2] == ("view", "near") and len(t) == 4)
    click(session, arrow)
    assert session.scene().meta["window"] != fitted
    click(session, ("view", "near"))
    assert session.scene().meta["window"] == fitted
    click(session, ("view", "captains"))
    assert session.scene().meta["view"] == "captains"
    session.view = PLAY.look(session.state, 0, ("view", "captains"), None)
    session.state.apply(session.state.legal_moves(0)[0], 0)  # the game moved on: the close-up again
    assert session.scene().meta["view"] == "near"


def test_in_the_close_up_every_square_shown_answers_a_tap_as_its_own_space_and_no_other_is_tappable():
    from fishtutor.bots import RandomBot
    state = play_until(4, turns=4)
    session = Session(state, PLAY, seat=0, bots={s: RandomBot(s) for s in range(1, state.n)})
    session.compact = True
    board, drifters_cut = state.board, 0
    for view in [None] + [PLAY.look(state, 0, ("view", "near", c, r), None) for c in (0, 3, 6) for r in (0, 6)]:
        session.view = view
        scene = session.scene()
        col0, row0, cols, rows = scene.meta["window"]
        x0, y0 = scene.meta["origin"]
        c = scene.meta["cell"]
        inside = {(col, row) for col in range(col0, col0 + cols) for row in range(row0, row0 + rows)}
        for col, row in inside:
            want = ("square", square_name(board.space((col, row))))
            assert scene.hit(x0 + (col + 0.5) * c, y0 + (row + 0.5) * c) == want, (view, col, row)
        shown = {t[1] for t in scene.targets() if t[0] == "square"}
        assert shown == {square_name(board.space(sq)) for sq in inside}
        drifters_cut += sum(0 < sum(sq in inside for sq in board.squares(label)) < len(board.squares(label))
                            for label in board.regions)
    assert drifters_cut  # some drifter was only partly in a close-up, and still answered as one space


def test_a_teachers_smaller_map_gets_a_close_up_no_bigger_than_itself():
    from fishtutor.games.fishing_frenzy.position import from_position
    small = (DATA / "fishing_frenzy_rules_map.txt").read_text()
    state = from_position(map=small, boats={0: "B1"})
    board = state.board
    session = Session(state, PLAY, seat=0, bots={})
    session.compact = True
    for view in (None, PLAY.look(state, 0, ("view", "near", 9, 9), None)):
        session.view = view
        scene = session.scene()
        col, row, cols, rows = scene.meta["window"]
        assert (cols, rows) == (min(10, board.width), min(14, board.height)) and col + cols <= board.width
        assert row == 0 and {t[1] for t in scene.targets() if t[0] == "square"} == \
            {square_name(board.space((c, r))) for c in range(col, col + cols) for r in range(rows)}
        arrows = [t for t in scene.targets() if t[:2] == ("view", "near") and len(t) == 4]
        assert arrows and all(t[3] == 0 for t in arrows)  # the map is all there North to South: East or West only


def test_the_scoring_question_keeps_its_points_back_on_the_phone_captains_tab_too():
    from tests.support.lesson_contract import answer_shown, session_for
    step = next(s for s in LESSONS["fishing_frenzy"] if s.task.kind == "answer" and "points" in s.task.hides)
    session = session_for("fishing_frenzy", step)
    session.compact = True
    scene = GAME.play.portray(session.state, step.seat, compact=True, view=("captains", len(session.state.history)),
                              hide=step.task.hides)
    assert answer_shown(scene.texts(), step.task.answer) == [] and any("points hidden" in t for t in scene.texts())
