"""Every turn of the barrel games is told: what each player turned up, what each Cat did, what every card placed
or took or why it did nothing (the learner's own first), and the points at the end."""
from fishtutor.core import edition
from fishtutor.games import GAMES
from fishtutor.games.barrel.moves import Cancel, Pass, Pick, Trade
from fishtutor.games.barrel.portray import notes
from fishtutor.games.barrel.position import from_position
from fishtutor.games.fishy.cards import CAT, LOWEST_3, LOWEST_4
from fishtutor.lessons import LESSONS
from fishtutor.tutor.session import Session

from tests.support.lesson_contract import session_for

CATS, FRESH, BARREL = (GAMES[g] for g in ("cats_in_the_barrel", "fresh_fish", "fish_in_the_barrel"))
RED, BLUE, YELLOW, WHITE = range(4)


def _session(game, **position):
    return Session(from_position(game, 4, **position), game.play, seat=RED, seed=1)


def test_three_level_5_cards_are_told_for_every_player_and_why_they_place_nothing():
    session = _session(CATS, fish={WHITE: {5: 1}}, picks={BLUE: "L5", YELLOW: "L5", WHITE: "L2"})
    said = session.try_move(Pick("L5")).text
    assert "Cards turned up: you Level 5, Blue Level 5, Yellow Level 5, White Level 2." in said
    assert "You: Level 5, one of three Level 5 cards → you place nothing." in said
    assert "Blue: Level 5, one of three Level 5 cards → places nothing." in said
    assert said.endswith("White: Level 2, the only one → places 2 on level 2")
    board = session.scene().texts()
    mine = next(i for i, t in enumerate(board) if t.startswith("You: Level 5, one of three Level 5 cards"))
    assert board[mine - 1] == "Last turn:" and any(t.startswith("Yellow: Level 5, one of three") for t in board)


def test_a_trade_and_a_cancel_are_told_with_what_each_card_then_did():
    session = _session(CATS, fish={BLUE: {5: 1}}, picks={BLUE: "L5", YELLOW: CAT, WHITE: "L2"})
    first = session.try_move(Pick(CAT)).text
    assert first.endswith("Cats act before the cards are counted, in order: your Cat, then Yellow's Cat")
    session.try_move(Cancel(BLUE, "L5"))
    told = " ".join(session.recent)
    assert "Red (Player 1): cancels Blue's Level 5 card with the Cat" in told
    outcome = notes(session.state, RED)
    assert "You: Cat, cancelled Blue's Level 5 → you place nothing." in outcome
    assert "Blue: Level 5 cancelled by your Cat → loses 1 from level 5." in outcome
    yellow = next(line for line in outcome if line.startswith("Yellow:"))
    white = next(line for line in outcome if line.startswith("White:"))
    if "traded" in yellow:  # the bot's Cat took White's card: both sides of the trade are told
        assert "Level 2 won from White" in yellow and "the Cat received from Yellow does nothing" in white
    assert outcome.index("You: Cat, cancelled Blue's Level 5 → you place nothing.") == outcome.index("Last turn:") + 1


def test_a_cat_let_go_and_a_traded_cat_say_they_did_nothing():
    s = from_position(CATS, 4, picks={RED: CAT, BLUE: "L4", YELLOW: "L3", WHITE: "L1"})
    said = s.describe(Trade(BLUE, "L4"), RED, RED)
    assert said.startswith("Red (Player 1): trades the Cat for Blue's Level 4 card (Blue gets the Cat).")
    assert "Blue: Level 4, taken by your Cat; the Cat received from you does nothing → places nothing" in said
    assert "You: Cat, let go unused → you place nothing" in s.describe(Pass(), RED, RED)
    assert s.describe(Trade(BLUE, "L4"), RED, BLUE).startswith(
        "Red (Player 1): trades the Cat for your Level 4 card (you get the Cat).")
    assert not said.endswith(".")  # the tutor adds its own full stop after a move's words


def test_fresh_fish_says_what_each_card_took_and_why_it_took_no_more():
    session = _session(FRESH, fish={RED: {2: 2}, BLUE: {3: 1}, YELLOW: {4: 1}, WHITE: {5: 1}},
                       picks={BLUE: "L4", YELLOW: LOWEST_3, WHITE: LOWEST_4})
    said = session.try_move(Pick("L3")).text
    assert "You: Level 3, the only one → you take 1 from level 3 (level 3 held no more)." in said
    assert "Yellow: Lowest 3, the only one → takes 1 from each of levels 2 and 5 (no other level still held fish)." \
        in said


def test_fresh_fish_two_takers_for_one_fish_are_told_it_is_a_pair():
    session = Session(from_position(FRESH, 3, fish={BLUE: {3: 1, 1: 2}}, picks={BLUE: "L3", YELLOW: "L1"}),
                      FRESH.play, seat=RED, seed=1)
    said = session.try_move(Pick("L3")).text
    assert "You: Level 3, one of a pair (a fish each only if there is one for each) → you take nothing." in said


def test_the_end_of_a_game_gives_every_players_points_line_by_line():
    s = from_position(CATS, 4, fish={RED: {5: 9, 4: 9}, BLUE: {3: 2}}, picks={BLUE: "L1", YELLOW: "L2", WHITE: "L3"})
    said = s.describe(Pick("L5"), RED, RED)
    assert "Game over: You win with 91 points. Points: You: 91 points (level 4: 9 × 4 + level 5: 11 × 5)." in said
    s.apply(Pick("L5"), RED)
    board = notes(s, RED)
    assert board[:3] == ["Game over: You win with 91 points.", "Points (fish × level):", "You: 91 = 9×4 + 11×5"]
    assert "Blue: 8 = 2×1 + 2×3" in board and "Yellow: 4 = 2×2" in board


def test_a_both_cats_reveal_tells_each_cat_in_turn():
    s = BARREL.new_state(3)
    s.apply(Pick(CAT, True), RED)
    s.apply(Pick("L4"), BLUE)
    said = s.describe(Pick("L5"), YELLOW, RED)
    assert "Cards turned up: you both Cats, Blue Level 4, Yellow Level 5." in said
    assert said.endswith("Cats act before the cards are counted, in order: your Cat, then your other Cat")
    s.apply(Pick("L5"), YELLOW)
    s.apply(Trade(BLUE, "L4"), RED)
    said = s.describe(Cancel(YELLOW, "L5"), RED, RED)
    assert "You: Cat, traded for Blue's Level 4; Cat, cancelled Yellow's Level 5; Level 4 won from Blue" in said


# ---- the lessons built on these words ---------------------------------------------------------------
def _step(game, title):
    return next(step for step in LESSONS[game] if step.title == title)


def test_a_turn_praises_the_card_actually_chosen():
    step = _step("cats_in_the_barrel", "A turn")
    for card in ("L5", CAT):
        said = session_for("cats_in_the_barrel", step).try_move(Pick(card))
        name = "Level 5" if card == "L5" else "Cat"
        assert said.kind == "done" and f"You played the {name} card." in said.text


def test_three_or_more_refuses_a_cat_and_says_why():
    step = _step("cats_in_the_barrel", "c. Three or more of the same Level card")
    said = session_for("cats_in_the_barrel", step).try_move(Pick(CAT))
    assert said.kind == "task" and "one Cat changes only one of Blue and Yellow's cards" in said.text


def test_cancelling_a_lowest_3_names_each_fish_sent_back():
    step = _step("cats_in_the_barrel", "e. A Cat card: cancelling a Lowest 3")
    said = session_for("cats_in_the_barrel", step).try_move(Cancel(BLUE, LOWEST_3))
    assert said.kind == "done" and "2 of Blue's fish go back: 1 from each of levels 1 and 3" in said.text
    missed = session_for("cats_in_the_barrel", step).try_move(Trade(BLUE, LOWEST_3))
    assert missed.kind == "task" and "A trade sends no fish back" in missed.text


def test_the_cat_order_tie_goes_down_the_levels_then_to_the_older():
    step = _step("cats_in_the_barrel", "f. Several Cats: a tie")
    session = session_for("cats_in_the_barrel", step)
    assert step.task.solution[0] == ("player", YELLOW)
    assert "level 4 leaves White behind" in session.coach.judge_pick(("player", YELLOW), session.state).text
    white = session.coach.judge_pick(("player", WHITE), session.state).text
    assert "more on level 4" in white and "Yellow" not in white  # the hint does not give the answer


def test_fresh_fish_says_its_lowest_cards_take_from_levels_holding_fish_with_the_mark():
    step = _step("fresh_fish", "Fresh Fish: a reconstruction")
    assert "lowest levels that still hold fish" in step.text
    assert edition.choice("fresh_fish_lowest_levels", "fresh_fish") in edition.lesson_choices("fresh_fish", step.rule)
    assert edition.choice("fresh_fish_colour_taken", "fresh_fish").lessons


def test_the_reconstructions_rulings_steps_carry_marks():
    for game in ("fresh_fish", "fish_in_the_barrel"):
        for step in LESSONS[game]:
            if step.rule.endswith("/rulings"):
                assert edition.lesson_choices(game, step.rule, step.marks), (game, step.title)


def test_the_points_question_hides_the_points_column_until_answered():
    step = _step("cats_in_the_barrel", "Game end and winning")
    session = session_for("cats_in_the_barrel", step)
    assert str(step.task.answer) not in session.scene().texts() and "?" in session.scene().texts()
    session.answer(str(step.task.answer))
    assert str(step.task.answer) in session.scene().texts()
