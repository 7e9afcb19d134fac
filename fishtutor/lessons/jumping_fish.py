"""Jumping Fish, section by section (each with a barrel set up for that rule and a checked task), then a game."""
from __future__ import annotations

from fishtutor.games.fishy.cards import CAT
from fishtutor.games.fishy.jumping import GAME
from fishtutor.games.fishy.jumping_moves import Answer, PlayCat, PlayLevel
from fishtutor.games.fishy.jumping_setup import position

from .base import Step, Task

RED, BLUE, YELLOW = range(3)  # Red is the learner; Blue and Yellow are bots
J = "jumping_fish/"


def _second_card():
    """Blue holds the Dragon; everyone has played one card and Blue and Yellow a second: Red's second card."""
    return position(3, dragon=BLUE, played=[(BLUE, "L2"), (YELLOW, "L4"), (RED, "L3"), (BLUE, "L1"), (YELLOW, "L5")])


def _blue_played_level_2():
    """Blue has played Level 2 this round and has no Cat left to answer with; Red to play."""
    return position(3, dragon=BLUE, played=[(BLUE, "L2"), (YELLOW, CAT), (RED, "L5"), (BLUE, CAT), (YELLOW, "L1")],
                    loose_cats=[BLUE])


def _pushed():
    """Red played Level 3 first; Blue has just played Level 3 too and pushes one of Red's fish down."""
    return position(3, {RED: {3: 3, 1: 4}, BLUE: {4: 3, 3: 2, 1: 5}, YELLOW: {2: 6}}, dragon=RED,
                    played=[(RED, "L3"), (BLUE, "L3")], pending=(1, BLUE, 3, RED))


def _last_card(**kw):
    """The last card of a round is Red's (Blue holds the Dragon)."""
    played = [(BLUE, "L1"), (YELLOW, "L1"), (RED, "L1"), (BLUE, "L2"), (YELLOW, "L2"), (RED, "L2"),
              (BLUE, "L3"), (YELLOW, "L3")]
    return position(3, dragon=BLUE, played=kw.pop("played", played), **kw)


def _no_cats_for_blue():
    """Blue has used both Cats this round; Red, to play, holds a Cat."""
    return position(3, {RED: {4: 2, 3: 3}, BLUE: {2: 3, 1: 2, 5: 1}, YELLOW: {3: 4}}, dragon=RED,
                    played=[(RED, "L1"), (BLUE, "L1"), (YELLOW, "L1")], loose_cats=[BLUE, BLUE])


def _close_finish():
    """Red (2 fish) and Blue (1 fish) will both be down to two or fewer; Red plays the round's last card."""
    played = [(BLUE, "L3"), (YELLOW, "L1"), (RED, "L4"), (BLUE, "L5"), (YELLOW, "L2"), (RED, "L5"),
              (BLUE, CAT), (YELLOW, "L3")]
    return position(3, {RED: {5: 2}, BLUE: {5: 1}, YELLOW: {1: 5}}, dragon=BLUE, played=played)


def _played(card: str, option: int | None = None):
    """A goal: the learner played this Level card (with this option, if given)."""
    def goal(before, move, after) -> bool:
        return type(move) is PlayLevel and move.card == card and option in (None, move.option)
    return goal


def _jumped(before, move, after) -> bool:
    """A fish of the learner's jumped out of the top."""
    return type(move) is PlayLevel and after.jumped[RED] > before.jumped[RED]


def _pushed_blue(before, move, after) -> bool:
    """One of your fish went up and one of Blue's went down from level 2."""
    return _played("L2", 3)(before, move, after) and after.levels[1][BLUE] < before.levels[1][BLUE]


def _blue_rotted(before, move, after) -> bool:
    """A fish of Blue's rotted out of the bottom into Blue's supply."""
    return type(move) is PlayCat and after.supply[BLUE] > before.supply[BLUE]


def _you_win(before, move, after) -> bool:
    """The round ended the game and Red won the tie."""
    return after.is_terminal() and after.winners() == (RED,)


STEPS = (
    Step(J + "preparations", "Setting out the barrel",
         "Every player sets out 15 fish of one colour: five on level 1, four on level 2, three on level 3, two on "
         "level 4 and one on level 5. Each holds the Level cards 1 to 5 and two Cats, and the Dragon shows who "
         "plays first.",
         lambda: GAME.new_state(3, seed=1),
         Task("answer", "How many of your fish start on the two highest levels together?",
              "Right: two on level 4 and one on level 5. Only those are close to jumping out.",
              "Count your fish on levels 4 and 5.", answer=3, solution=("3",), wrong=("2", "15"))),
    Step(J + "round", "A round: three cards each",
         "The holder of the Dragon plays a card first, then the others clockwise, one card at a time, until each "
         "player has played three. Played cards stay face up in front of their owner until the round is over.",
         _second_card,
         Task("move", "It is your second turn of this round. Play any card you still hold.",
              "Played. Blue and Yellow now each play their third card, then you play yours.",
              "Your Level 3 card is already on the table; pick another one.",
              lambda before, move, after: True, solution=(PlayLevel("L1", 0),), wrong=(PlayLevel("L3", 0),))),
    Step(J + "unique_level", "A Level card nobody has played yet",
         "If no one has played that Level card yet this round, move fish from its level: one fish up three levels, "
         "two fish up two each, or three fish up one each.",
         lambda: GAME.new_state(3, seed=2),
         Task("move", "Play your Level 3 card so that one of your fish jumps out of the top of the barrel.",
              "Out it goes: three levels up from level 3 is past the top, so that fish is out of the game.",
              "Choose the option that moves one fish up three levels.", _jumped,
              solution=(PlayLevel("L3", 1),), wrong=(PlayLevel("L3", 3), PlayLevel("L3", 7)))),
    Step(J + "repeated_level", "A Level card already played",
         "If an opponent has already played that Level card this round, you get less: one fish up two, two fish "
         "up one each, or one fish up one while every earlier player of that card moves a fish down one level.",
         _blue_played_level_2,
         Task("move", "Blue played Level 2 before you. Play your Level 2 card to move one of your fish up and one "
                      "of Blue's fish down.",
              "Done: your fish went up one level and Blue's went down one, both from level 2.",
              "Pick the third option of the Level 2 card.", _pushed_blue,
              solution=(PlayLevel("L2", 3),), wrong=(PlayLevel("L2", 1), PlayLevel("L5", 1)))),
    Step(J + "cat_defence", "Stopping a push with a Cat",
         "When someone pushes your fish down with a Level card you played earlier, you may answer at once with a "
         "Cat laid on that card. Your fish on that level are then safe for the rest of the round, but none of your "
         "fish may climb into or past that level until the round ends.",
         _pushed,
         Task("move", "Blue is pushing one of your fish on level 3 down. Stop it with a Cat.",
              "Saved: your Cat lies on your Level 3 card, so your fish there cannot be pushed down this round.",
              "Answer the push by playing a Cat.", lambda before, move, after: move == Answer(True),
              solution=(Answer(True),), wrong=(Answer(False), PlayLevel("L1", 0)))),
    Step(J + "cat_card", "A Cat card on your turn",
         "A Cat played on your own turn moves one of your fish up two levels from any level, or one opponent's "
         "fish down two. That opponent may soften the blow with a Cat of their own: then the fish drops only one "
         "level.",
         lambda: GAME.new_state(3, seed=3),
         Task("move", "Play a Cat to send Blue's fish on level 5 down two levels.",
              "Blue now decides whether to give up a Cat to drop only one level.",
              "Play a Cat and pick Blue's fish on level 5.",
              lambda before, move, after: move == PlayCat(BLUE, 5),
              solution=(PlayCat(BLUE, 5),), wrong=(PlayCat(BLUE, 4), PlayCat(YELLOW, 9)))),
    Step(J + "new_fish", "Rotted fish come back",
         "When everyone has played three cards, each player with fish in front of them puts one of them back onto "
         "level 1.",
         lambda: _last_card(fish={RED: {1: 4, 2: 3, 3: 3, 4: 2, 5: 1}, BLUE: {1: 5, 3: 4}, YELLOW: {2: 7}},
                            supply={RED: 2}),
         Task("move", "You have two rotted fish in front of you. Play your last card of the round.",
              "The round is over: one of your two rotted fish went back onto level 1; the other waits a round.",
              "Play a card you have not played yet this round.",
              lambda before, move, after: after.supply[RED] == before.supply[RED] - 1,
              solution=(PlayLevel("L4", 0),), wrong=(PlayLevel("L2", 0),))),
    Step(J + "take_back", "Cards back, the Dragon moves on",
         "At the end of a round everybody takes all their cards back. The Dragon passes to the left, and its new "
         "holder plays first in the next round.",
         lambda: _last_card(played=[(BLUE, "L1"), (YELLOW, "L1"), (RED, CAT), (BLUE, "L2"), (YELLOW, "L2"),
                                    (RED, CAT), (BLUE, "L3"), (YELLOW, "L3")]),
         Task("move", "You have used both Cats this round. Play your last card and get them back.",
              "All your cards are back in your hand, Cats included, and Yellow now holds the Dragon.",
              "Play one of your Level cards.",
              lambda before, move, after: after.hands[RED].count(CAT) == 2 and after.dragon == YELLOW,
              solution=(PlayLevel("L5", 0),), wrong=(PlayCat(RED, 5),))),
    Step(J + "jumping_rotting", "Jumping out and rotting",
         "A fish moved above level 5 jumps out of the barrel and is gone for good, which is what you want. A fish "
         "moved below level 1 rots and lies in front of its owner until it can come back.",
         _no_cats_for_blue,
         Task("move", "Blue has no Cat left. Use a Cat to make one of Blue's fish on level 2 rot.",
              "Two levels down from level 2 is below the bottom: that fish now lies in front of Blue.",
              "Play a Cat on Blue's fish on level 2.", _blue_rotted,
              solution=(PlayCat(BLUE, 2),), wrong=(PlayCat(RED, 4), PlayLevel("L1", 0)))),
    Step(J + "game_end", "The end, and the tie break",
         "The game ends after a round in which someone has no fish in front of them and two or fewer in the "
         "barrel. If several players get there in the same round, the one who played the lowest Level card in "
         "that round wins.",
         _close_finish,
         Task("move", "You and Blue will both qualify after this round; Blue's lowest card so far is Level 3. "
                      "Play the card that wins you the tie.",
              "You win: your Level 1 card is the lowest anyone in the tie played this round.",
              "Play a Level card lower than Blue's Level 3.", _you_win,
              solution=(PlayLevel("L1", 0),), wrong=(PlayLevel("L3", 0), PlayLevel("L4", 0)))),
    Step("play", "Your first full game",
         "You know every rule now. Play a whole game against two greedy bots: get your fish out of the top, and "
         "keep a Cat for the push that matters.",
         lambda: GAME.new_state(3, seed=2026),
         Task("play", "Play to the end of the game.", "Game over: the winner is shown beside the barrel.",
              "Keep playing.", lambda s: s.is_terminal())),
)
