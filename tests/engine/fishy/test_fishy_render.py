"""The barrel games as pictures (portray data and a recording canvas) and their clicks, without a browser."""
import numpy as np
import pytest

from fishtutor.core.scene import Text
from fishtutor.games import GAMES
from fishtutor.games.barrel import portray as portray_cats
from fishtutor.games.barrel.interact import CATS_PLAY, PASS_ACTION
from fishtutor.games.barrel.moves import Cancel, Pass, Pick, Trade
from fishtutor.games.barrel.phases import CAT_TURN, CHOOSE, PLACE
from fishtutor.games.fishy.cards import CARDS
from fishtutor.games.fishy.portray import SEAT_FILL
from fishtutor.render.canvas import paint
from fishtutor.render.recording import RecordingCanvas
from fishtutor.tutor.session import Session

from tests.support import drawn_at
from tests.support.fishy_helpers import barrel, position, reveal

CATS = GAMES["cats_in_the_barrel"]


# ---- turning a move into the clicks a learner makes (the browser test uses these too) -------------------
def cats_steps(move) -> list[tuple[str, object]]:
    """The clicks ("target", board target) and button presses ("action", name) that make a Cats move."""
    kind = type(move)
    if kind is Pick:
        return [("target", ("card", move.card))]
    if kind in (Trade, Cancel):
        return [("target", ("played", move.seat, move.card)),
                ("target", ("option", "trade" if kind is Trade else "cancel"))]
    if kind is Pass:
        return [("action", PASS_ACTION)]
    return [("target", ("level", move.level))]


def perform(session: Session, move, steps) -> None:
    """Make ``move`` by clicking the board (and pressing buttons) as the learner would."""
    for kind, what in steps(move):
        if kind == "action":
            assert what in session.enabled_actions(), (what, session.enabled_actions())
            feedback = session.action(what)
        else:
            feedback = session.click(*drawn_at(session.scene(), what))
    assert feedback.kind in ("ok", "done"), feedback


def cats_sample(phase=CHOOSE):
    """Four players, a barrel with fish, a Cat turn set up when asked (Red and Yellow play Cats)."""
    levels = barrel({0: {5: 2, 3: 1}, 1: {4: 3}, 2: {5: 2, 3: 1}, 3: {2: 1}}, 4)
    state = position(CATS, 4, levels=levels)
    if phase == CAT_TURN:
        reveal(state, "CAT", "L4", "CAT", "LOW3")
    return state


# ---- portray ----------------------------------------------------------------------------------------------
def test_the_barrel_shows_five_levels_each_worth_its_number_and_every_seats_fish():
    scene = CATS_PLAY.portray(cats_sample(), 0)
    texts = scene.texts()
    assert [t for t in texts if t.startswith("Level ")][:5] == [f"Level {n}" for n in (5, 4, 3, 2, 1)]
    assert [t for t in texts if t.startswith("worth ")] == [f"worth {n}" for n in (5, 4, 3, 2, 1)]
    assert {("level", n) for n in range(1, 6)} <= set(scene.targets())
    assert {("fish", s, n) for s in range(4) for n in range(1, 6)} <= set(scene.targets())
    assert texts.count("in front: 17 fish") == 3 and "in front: 19 fish" in texts  # 20 less those in the barrel
    fills = {getattr(s, "fill", None) for s in scene.shapes}
    assert set(SEAT_FILL[:4]) <= fills


def test_jumping_fish_levels_say_no_worth_since_its_levels_score_nothing():
    state = GAMES["jumping_fish"].new_state(3, seed=1)
    texts = GAMES["jumping_fish"].play.portray(state, 0).texts()
    assert "Level 5" in texts and not [t for t in texts if t.startswith("worth ")]


def test_your_hand_is_face_up_and_clickable_and_the_others_are_backs_with_a_count():
    state = cats_sample()
    scene = CATS_PLAY.portray(state, 1)
    cards = [t for t in scene.targets() if t[0] == "card"]
    assert sorted(c[1] for c in cards) == sorted(state.hands[1])
    seats = portray_cats.table(state, 1).seats
    assert [c.code for c in seats[1].hand] == sorted(state.hands[1], key=CARDS.index)
    assert all(c.code == "" and c.target is None for s in (0, 2, 3) for c in seats[s].hand)  # backs only
    assert scene.texts().count(str(len(state.hands[0]))) >= 3  # three rows of backs, each counted


def test_a_seat_sees_nothing_of_the_others_face_down_picks_or_hands():
    a, b = cats_sample(), cats_sample()
    a.apply(Pick("L5"), 2)
    b.apply(Pick("CAT"), 2)
    for seat in (0, 1, 3, None):
        assert CATS_PLAY.portray(a, seat).shapes == CATS_PLAY.portray(b, seat).shapes
    assert CATS_PLAY.portray(a, 2).shapes != CATS_PLAY.portray(b, 2).shapes  # you see your own pick
    c = cats_sample()
    c.hands[3] = ["L1", "L1", "L1", "L1", "L1", "L1", "L1", "L1"]  # another seat's hand, changed in secret
    assert CATS_PLAY.portray(c, 0).shapes == CATS_PLAY.portray(cats_sample(), 0).shapes


def test_the_reveal_lays_the_cards_face_up_and_the_cat_order_is_explained():
    state = cats_sample(CAT_TURN)
    scene = CATS_PLAY.portray(state, 0)
    texts = scene.texts()
    assert {("played", 1, "L4"), ("played", 3, "LOW3")} <= set(scene.targets())
    order = next(t for t in texts if t.startswith("Cats act in order"))
    assert "Red, then Yellow (Red is older)" in " ".join(texts), texts  # alike on levels 5 to 2: age decides
    assert state.current_players() == (0,) and "You: play your Cat" in texts and order


def test_the_cat_order_names_the_level_that_decides():
    levels = barrel({0: {5: 1}, 2: {5: 2}}, 4)
    state = reveal(position(CATS, 4, levels=levels), "CAT", "L2", "CAT", "L3")
    words = " ".join(CATS_PLAY.portray(state, 0).texts())
    assert "Yellow, then Red (Yellow has more fish on level 5)" in words


def test_trade_and_cancel_appear_under_the_barrel_once_a_card_is_picked_for_the_cat():
    state, values = cats_sample(CAT_TURN), {}
    lit, focus = CATS_PLAY.highlights(state, 0, values)
    assert ("played", 1, "L4") in lit and focus is None
    move, hint = CATS_PLAY.move_for_target(state, 0, ("played", 1, "L4"), values)
    assert move is None and "Trade or Cancel" in hint and CATS_PLAY.selection(state, 0, values)
    lit, focus = CATS_PLAY.highlights(state, 0, values)
    scene = CATS_PLAY.portray(state, 0, lit, focus)
    assert focus == ("played", 1, "L4") and {("option", "trade"), ("option", "cancel")} <= set(scene.targets())
    assert any(t.startswith("Cancel Blue's Level 4") for t in scene.texts())
    assert CATS_PLAY.move_for_target(state, 0, ("option", "cancel"), values)[0] == Cancel(1, "L4")
    assert CATS_PLAY.move_for_target(state, 0, ("played", 1, "L4"), values)[0] is None  # a second click puts it back
    assert CATS_PLAY.selection(state, 0, values) == ""


def test_last_turns_fish_are_marked_on_the_barrel_and_told_in_words():
    state = reveal(cats_sample(), "L5", "L4", "L3", "L3")
    texts = CATS_PLAY.portray(state, 0).texts()
    assert "+2" in texts and "+1" in texts
    assert "You: Level 5, the only one → you place 2 on level 5." in texts
    assert "Yellow: Level 3, one of a pair → places 1 on level 3." in texts


def test_the_renderer_sends_the_barrel_as_canvas_commands_only_ipycanvas_knows():
    scene = CATS_PLAY.portray(cats_sample(CAT_TURN), 0, compact=True)
    canvas = RecordingCanvas(scene.width, scene.height)
    paint(canvas, scene)
    assert canvas.commands[0] == ("clear",)
    assert "Level 5" in [c[0] for c in canvas.calls("fill_text")]
    assert SEAT_FILL[2] in canvas.styles("fill_style")
    assert all(len(c) == 4 for c in canvas.calls("fill_text"))  # every label drawn with its box width
    assert scene.width == 420 and CATS_PLAY.portray(cats_sample(), 0).width == 800


def test_every_label_declares_its_box():
    for compact in (False, True):
        scene = CATS_PLAY.portray(cats_sample(CAT_TURN), 0, compact=compact)
        assert all(s.box > 0 for s in scene.shapes if isinstance(s, Text)), compact


# ---- clicks -------------------------------------------------------------------------------------------
def test_a_wrong_cat_move_is_refused_with_the_rule_and_the_board_unchanged():
    session = Session(cats_sample(CAT_TURN), CATS_PLAY, seat=0)
    before = session.state.snapshot()
    session.click(*drawn_at(session.scene(), ("played", 2, "CAT")))  # Yellow's Cat: not a card a Cat acts on
    feedback = session.click(*drawn_at(session.scene(), ("option", "trade")))
    assert feedback.kind == "refused" and feedback.rule == "e. A Cat card" and "not another Cat" in feedback.text
    assert session.state.snapshot() == before and session.selection() == ""


def test_your_own_face_down_card_is_named_to_you_and_to_nobody_else():
    session = Session(cats_sample(), CATS_PLAY, seat=0)
    feedback = session.click(*drawn_at(session.scene(), ("card", "L3")))
    assert feedback.kind == "ok" and "Red (Player 1): chooses the Level 3 card face down" in session.recent[0]
    mine = next(i for i, (seat, _) in enumerate(session.state.history) if seat == 0)
    assert "Level 3" in session.log()[mine]
    public = session.state.log()[mine]
    secret = "Red (Player 1): chooses a card face down. "
    assert public.startswith(secret) and session.state.log(1)[mine].startswith(secret)
    assert "Cards turned up: Red Level 3" in public  # the last card down sets off the reveal, told to everyone
    yellow = next(i for i, (seat, _) in enumerate(session.state.history) if seat == 2)
    assert session.log()[yellow] == "Yellow (Player 3): chooses a card face down"  # a bot's pick stays secret


def test_placing_too_few_fish_is_done_by_clicking_the_levels():
    state = position(CATS, 3, supply=[1, 20, 20])
    state.levels[0][0] = 19
    state.origin = state.snapshot()
    reveal(state, "LOW3", "L4", "L5")
    assert state.phase == PLACE and state.current_players() == (0,)
    session = Session(state, CATS_PLAY, seat=0)
    lit, _ = CATS_PLAY.highlights(state, 0, {})
    assert lit == {("level", 1), ("level", 2), ("level", 3)}
    refused = session.click(*drawn_at(session.scene(), ("level", 5)))
    assert refused.kind == "refused" and "not one of the levels" in refused.text
    assert session.click(*drawn_at(session.scene(), ("level", 3))).kind == "ok"
    assert session.state.levels[2][0] == 1


@pytest.mark.parametrize("players,seed", [(3, 1), (6, 4)])
def test_a_whole_game_is_played_by_clicks_against_bots(players, seed):
    session = Session(CATS.new_state(players, seed=seed), CATS_PLAY, seat=0, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(400):
        if session.state.is_terminal():
            break
        moves = session.state.legal_moves(0)
        perform(session, moves[int(rng.integers(len(moves)))], cats_steps)
    assert session.state.is_terminal()
    words = " ".join(session.scene().texts())
    assert "Game over" in words and "wins" in words


# ---- Jumping Fish ------------------------------------------------------------------------------------------
def jumping_steps(move) -> list[tuple[str, object]]:
    """The clicks and button presses that make a Jumping Fish move: a card, then its option or the fish."""
    from fishtutor.games.jumping_fish.interact import LET_IT_HAPPEN, PLAY_CAT
    from fishtutor.games.jumping_fish.moves import Answer, PlayCat
    if type(move) is Answer:
        return [("action", PLAY_CAT if move.cat else LET_IT_HAPPEN)]
    if type(move) is PlayCat:
        last = ("option", "none") if move.seat < 0 else ("fish", move.seat, move.level)
        return [("target", ("card", "CAT")), ("target", last)]
    return [("target", ("card", move.card)), ("target", ("option", move.option))]


def jumping_after(plays, players=4, seed=0):
    """A Jumping Fish game after these (card, option) plays in turn order."""
    from fishtutor.games.jumping_fish.moves import PlayLevel
    state = GAMES["jumping_fish"].new_state(players, seed=seed)
    for card, option in plays:
        state.apply(PlayLevel(card, option), state.current_players()[0])
    return state


def test_jumping_fish_shows_the_dragon_the_cards_played_and_the_fish_that_moved():
    from fishtutor.games.jumping_fish import portray as portray_jumping
    state = jumping_after([("L5", 1), ("L4", 2)])
    table = portray_jumping.table(state, 2)
    assert [s.dragon for s in table.seats] == [True, False, False, False]
    assert [c.code for c in table.seats[0].played] == ["L5"] and [c.code for c in table.seats[1].played] == ["L4"]
    assert all(c.code == "" for s in (0, 1, 3) for c in table.seats[s].hand) and table.seats[2].hand[0].code == "L1"
    assert {(a.seat, a.start, a.end) for a in table.arrows} == {(1, 4, 6)}  # Blue's two fish jumped out of the top
    words = " ".join(portray_jumping.portray(state, 2).texts())
    assert "jumps out of the top from level 4" in words and "Jumped out of the top (back in the box): Red 1, Blue 2" \
        in words


def test_a_picked_level_card_offers_its_ways_under_the_barrel_lit_when_allowed():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    state = jumping_after([("L3", 1)])
    values = {}
    move, hint = JUMPING_PLAY.move_for_target(state, 1, ("card", "L3"), values)
    assert move is None and "Level 3 picked" in hint and JUMPING_PLAY.selection(state, 1, values) == "your Level 3 card"
    lit, focus = JUMPING_PLAY.highlights(state, 1, values)
    scene = JUMPING_PLAY.portray(state, 1, lit, focus)
    texts = scene.texts()
    assert "Level 3 (already played this round) from level 3:" in texts
    assert any("pushing the earlier players' fish down 1" in t for t in texts)
    assert {("option", o) for o in (0, 1, 2, 3)} <= set(scene.targets()) and ("option", 3) in lit
    assert JUMPING_PLAY.move_for_target(state, 1, ("option", 3), values)[0] == \
        next(m for m in state.legal_moves(1) if getattr(m, "option", None) == 3 and m.card == "L3")
    JUMPING_PLAY.move_for_target(state, 1, ("card", "L3"), values)  # a second click puts it back
    assert JUMPING_PLAY.selection(state, 1, values) == ""


def test_a_push_waits_for_the_answer_with_two_buttons_and_the_cat_then_guards_the_level():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY, LET_IT_HAPPEN, PLAY_CAT
    state = jumping_after([("L3", 1), ("L3", 3)])
    assert state.pending and state.current_players() == (0,)
    assert JUMPING_PLAY.enabled_actions(state, 0) == (PLAY_CAT, LET_IT_HAPPEN)
    assert JUMPING_PLAY.enabled_actions(state, 1) == ()
    words = " ".join(JUMPING_PLAY.portray(state, 0).texts())
    assert "Blue pushes your fish on level 3 down 1" in words
    state.apply(JUMPING_PLAY.move_for_action(state, 0, PLAY_CAT), 0)
    table = __import__("fishtutor.games.jumping_fish.portray", fromlist=["table"]).table(state, 2)
    assert (0, 3) in table.guards and any(c.cat_on for c in table.seats[0].played)


def test_the_big_number_on_each_row_says_what_it_counts():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    for play, state, label in ((CATS_PLAY, cats_sample(), "points"),
                               (JUMPING_PLAY, jumping_after([("L5", 1)]), "fish left")):
        for compact in (False, True):
            texts = play.portray(state, 0, compact=compact).texts()
            assert texts.count(label) == state.num_players(), (label, compact)


def test_a_wrong_jumping_move_is_refused_with_the_rule_and_the_board_unchanged():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    state = GAMES["jumping_fish"].new_state(3, seed=0)
    session = Session(state, JUMPING_PLAY, seat=0)
    before = session.state.snapshot()
    session.click(*drawn_at(session.scene(), ("card", "L5")))
    feedback = session.click(*drawn_at(session.scene(), ("option", 2)))  # two fish up: Red has one on level 5
    assert feedback.kind == "refused" and feedback.rule, feedback
    assert session.state.snapshot() == before and session.selection() == ""


def test_jumping_fish_hides_the_other_hands_and_fits_both_layouts():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    state = jumping_after([("L5", 1)])
    for compact in (False, True):
        scene = JUMPING_PLAY.portray(state, 1, compact=compact)
        assert [t for t in scene.targets() if t[0] == "card"] == [("card", c) for c in sorted(
            state.hands[1], key=CARDS.index)]
        assert all(s.box > 0 for s in scene.shapes if isinstance(s, Text))
        assert scene.width == (420 if compact else 800)


@pytest.mark.parametrize("players,seed", [(3, 2), (5, 3)])
def test_a_whole_jumping_fish_game_is_played_by_clicks_against_bots(players, seed):
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    session = Session(GAMES["jumping_fish"].new_state(players, seed=seed), JUMPING_PLAY, seat=0, seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(3000):
        if session.state.is_terminal():
            break
        moves = session.state.legal_moves(0)
        perform(session, moves[int(rng.integers(len(moves)))], jumping_steps)
    assert session.state.is_terminal()
    assert "wins" in " ".join(session.scene().texts())


def test_half_made_moves_and_their_choices_fit_their_boxes_at_both_layouts():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    from tests.tutor.test_render import misfits
    cats = cats_sample(CAT_TURN)
    jumping = [jumping_after([]), jumping_after([("L3", 1), ("L3", 3)]), jumping_after([("L5", 1), ("L4", 2)], 6)]
    scenes = []
    for compact in (False, True):
        for target in [("played", 1, "L4"), ("played", 3, "LOW3")]:
            values = {}
            CATS_PLAY.move_for_target(cats, 0, target, values)
            scenes.append(CATS_PLAY.portray(cats, 0, *CATS_PLAY.highlights(cats, 0, values), compact=compact))
        for state in jumping:
            seat = state.current_players()[0]
            for card in dict.fromkeys(state.hands[seat]):
                values = {}
                JUMPING_PLAY.move_for_target(state, seat, ("card", card), values)
                scenes.append(JUMPING_PLAY.portray(state, seat, *JUMPING_PLAY.highlights(state, seat, values),
                                                   compact=compact))
    assert sum(("option", 1) in s.targets() for s in scenes) >= 10  # Level cards' ways were on show
    problems = [p for s in scenes for p in misfits(s)]
    assert not problems, problems[:10]


# ---- the reconstructions on the same barrel -------------------------------------------------------------------
def test_fish_in_the_barrel_offers_both_cats_as_a_button_while_choosing():
    from fishtutor.games.barrel.interact import BOTH_CATS_ACTION
    state = GAMES["fish_in_the_barrel"].new_state(4, seed=1)
    session = Session(state, CATS_PLAY, seat=0, seed=1)
    assert BOTH_CATS_ACTION in session.enabled_actions()
    assert BOTH_CATS_ACTION not in CATS_PLAY.enabled_actions(cats_sample(), 0)  # Cats in the Barrel: one card a turn
    session.action(BOTH_CATS_ACTION)
    assert [m for s, m in session.state.history if s == 0] == [Pick("CAT", True)]


def test_fresh_fish_shows_what_each_player_caught_and_took():
    state = GAMES["fresh_fish"].new_state(4, seed=1)
    reveal(state, "L5", "L4", "L3", "L2")
    texts = CATS_PLAY.portray(state, 0).texts()
    assert "caught: 2 fish" in texts and "You: Level 5, the only one → you take 2 from level 5." in texts
    assert not any(t.startswith("+") for t in texts)  # a taken fish may be anyone's colour: no marks on the barrel


def test_the_last_reveal_stays_outlined_and_a_cancelled_card_crossed_out_while_the_next_cards_are_chosen():
    state = cats_sample(CAT_TURN)
    state.apply(Cancel(1, "L4"), 0)
    state.apply(Pass(), 2)
    assert state.phase == CHOOSE
    seats = portray_cats.table(state, 0).seats
    blue = seats[1].played[-1]
    assert (blue.code, blue.this_turn, blue.cancelled) == ("L4", True, True)
    assert seats[3].played[-1].this_turn and not seats[3].played[-1].cancelled
    assert not any(c.this_turn for c in seats[0].played[:-1])


def test_several_fish_making_the_same_move_are_told_once_with_a_count():
    from fishtutor.games.jumping_fish.interact import JUMPING_PLAY
    state = jumping_after([("L1", 3)])  # three fish up one level each, from level 1
    texts = JUMPING_PLAY.portray(state, 1).texts()
    assert "Red's fish moves from level 1 to level 2 (× 3)." in texts
