"""Jumping Fish, section by section (each with a barrel set up for that rule and a checked task), then a game.
Each task lists every move that passes; its praise and advice are built from the move the learner made."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import colour
from fishtutor.games.fishy.cards import CAT, card_name
from fishtutor.games.jumping_fish import GAME
from fishtutor.games.jumping_fish.moves import (IN_FRONT, NO_CAT_EFFECT, OUT_OF_TOP, Answer, PlayCat, PlayLevel,
                                               option_words)
from fishtutor.games.jumping_fish.position import position

from .base import Step, Task

RED, BLUE, YELLOW = range(3)  # Red is the learner; Blue and Yellow are bots
J = "jumping_fish/"


# ---- the learner's move in words ------------------------------------------------------------------------
_FORMS = {"did": ("jumped out of the top", "rotted out of the bottom", "went back onto level 1", "went to level"),
          "would": ("would jump out of the top", "would rot out of the bottom", "would go back onto level 1",
                    "would go to level")}


def _way(before, move, words: bool = True) -> str:
    """The card played and the way chosen ("your Level 2 card's option 1 (one fish up 3 levels)"; without the
    option's words when ``words`` is false, for advice that follows the move already told in words)."""
    if type(move) is Answer:
        return "giving up a Cat" if move.cat else "letting the push happen"
    if type(move) is PlayLevel:
        card = f"your {card_name(move.card)} card"
        if move.option == 0:
            return f"{card}, moving no fish"
        said = f" ({option_words(move.option, before.is_repeated(move.card))})" if words else ""
        return f"{card}'s option {move.option}{said}"
    if move == NO_CAT_EFFECT:
        return "your Cat, moving no fish"
    whose = "your own" if move.seat == RED else f"{colour(move.seat)}'s"
    return f"your Cat on {whose} fish on level {move.level}"


def _went(seat: int, start: int, to: int, form: str) -> str:
    """Where one fish went, or would go ("your fish from level 3 jumped out of the top")."""
    whose = "your" if seat == RED else f"{colour(seat)}'s"
    out, rot, back, goes = _FORMS[form]
    if to == OUT_OF_TOP:
        return f"{whose} fish from level {start} {out}"
    if to == IN_FRONT:
        return f"{whose} fish from level {start} {rot}"
    if start == IN_FRONT:
        return f"{whose} rotted fish {back}"
    return f"{whose} fish from level {start} {goes} {to}"


def _moves(after, form: str = "did", returns: bool = False) -> str:
    """What the move did to the fish, each kind once with a count (the round's end returns only if asked), and
    who must answer a push first."""
    moved = [m for m in after.moved if returns or m[1] != IN_FRONT]
    kinds = list(dict.fromkeys(moved))
    said = [_went(*m, form) + ("" if moved.count(m) == 1 else f" (× {moved.count(m)})") for m in kinds]
    if after.pending and after.pending[3] != RED:
        said.append(f"{colour(after.pending[3])} {'now answers' if form == 'did' else 'would answer'} the push "
                    "first, with a Cat or by letting it happen")
    if not said:
        return "no fish moved" if form == "did" else "no fish would move"
    return "; ".join(said)


def _idle(move) -> bool:
    """The card is played without moving any fish."""
    return move == NO_CAT_EFFECT or (type(move) is PlayLevel and move.option == 0)


def _would(before, move, after) -> str:
    """A missed move and what it would do ("Your Level 2 card's option 1: your fish ... would go to level 5.")."""
    if _idle(move):
        return f"Played like that, {_card(move)} would move no fish."
    way = _way(before, move, words=False)
    return f"{way[0].upper()}{way[1:]}: {_moves(after, 'would')}."


def _did(before, move, after) -> str:
    """The move made and what it did ("You played your Cat on Blue's fish on level 2: Blue's fish ... rotted")."""
    if type(move) is Answer:
        return f"{'You gave up a Cat' if move.cat else 'You let the push happen'}: {_moves(after)}"
    if _idle(move):
        return f"You played {_way(before, move)}"
    return f"You played {_way(before, move)}: {_moves(after)}"


def _card(move) -> str:
    """The card a move plays ("your Level 3 card", "your Cat")."""
    return f"your {card_name(move.card)} card" if type(move) is PlayLevel else "your Cat"


def _levels(*plays) -> tuple:
    """Level card plays written as (card, option, option...)."""
    return tuple(PlayLevel(card, o) for card, *options in plays for o in options)


def _round_over(before, move, after) -> bool:
    """The learner's card was the round's last: the cards went back and the Dragon moved on."""
    return after.round == before.round + 1


def _push_first(before, move, after) -> str:
    """Advice for a push on the round's last card: the answer comes first, so the round is not over yet."""
    return (f"{_would(before, move, after)} So the round would not be over yet. Play your last card without "
            "pushing anyone down, and watch the round end.")


# ---- the boards -----------------------------------------------------------------------------------------
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


def _guarded():
    """Red's Cat lies on Red's Level 3 card (it stopped Blue's push); Red plays the second card of the round."""
    return position(3, {RED: {1: 3, 2: 2, 3: 2, 4: 1}, BLUE: {4: 3, 3: 1, 1: 4}, YELLOW: {2: 5, 5: 1}}, dragon=RED,
                    played=[(RED, "L3"), (BLUE, "L3"), (YELLOW, "L5")], guards=[(RED, 3)])


def _cat_on_red():
    """Blue's Cat pushes Red's fish on level 2 down two; Red holds both Cats and answers."""
    return position(3, {RED: {2: 1, 3: 2, 5: 1}, BLUE: {4: 2, 2: 3}, YELLOW: {1: 4, 3: 2}}, dragon=BLUE,
                    played=[(BLUE, "L4"), (YELLOW, "L1"), (RED, "L5"), (BLUE, CAT)], pending=(2, BLUE, 2, RED))


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


# ---- the tasks' goals, praise and advice --------------------------------------------------------------------
def _jumped_from_3(before, move, after) -> bool:
    """The Level 3 card sent one of the learner's fish out of the top."""
    return type(move) is PlayLevel and move.card == "L3" and after.jumped[RED] > before.jumped[RED]


def _unique_advice(before, move, after) -> str:
    """What a missed play did, and that the task wants the Level 3 card's way past the top."""
    said = _would(before, move, after)
    if type(move) is PlayLevel and move.card == "L3":
        still = "" if move.option == 0 else " That stays in the barrel."
        return f"{said}{still} Which way of your Level 3 card lifts a fish three levels, past the top?"
    if after.jumped[RED] > before.jumped[RED]:
        return f"{said} Out, but not from level 3: the task asks for your Level 3 card."
    return f"{said} The task asks for your Level 3 card, with the way that lifts a fish past level 5."


def _pushed_blue(before, move, after) -> bool:
    """One of your fish went up and one of Blue's went down from level 2."""
    return type(move) is PlayLevel and move.card == "L2" and move.option == 3 and \
        after.levels[1][BLUE] < before.levels[1][BLUE]


def _repeated_advice(before, move, after) -> str:
    """What a missed play did, and which card and way push Blue down."""
    said = _would(before, move, after)
    if type(move) is PlayLevel and move.card == "L2":
        return f"{said} Only option 3 of a card played before you pushes the earlier player down."
    return f"{said} The task asks for your Level 2 card, the one Blue played before you, with option 3."


def _guarded_up(before, move, after) -> bool:
    """Some of the learner's fish from below the guarded level 3 moved up (and none into or past it)."""
    return any(seat == RED and start in (1, 2) and to > start for seat, start, to in after.moved)


def _guarded_praise(before, move, after) -> str:
    """Praise naming the fish that moved below the guard."""
    return (f"{_did(before, move, after)}. They stop below your guarded level 3, so the block lets them move; "
            "every other way for your fish on levels 1 and 2 would enter or pass level 3.")


def _guarded_advice(before, move, after) -> str:
    """What a missed move did; the task wants fish from below level 3 to climb."""
    return (f"{_would(before, move, after)} The task asks for fish from levels 1 or 2: try their cards' ways and "
            "read which ones the block refuses.")


def _softened(before, move, after) -> str:
    """Praise for the softened push."""
    return (f"{_did(before, move, after)}. Only one level down, so it stays in the barrel instead of rotting. "
            "Your Cat lies face up beside your cards, not on a Level card.")


def _soften_advice(before, move, after) -> str:
    """Letting the push happen: the fish would rot."""
    return f"{_would(before, move, after)} Press Play a Cat to give one up and drop only one level."


def _cat_advice(before, move, after) -> str:
    """What a missed move did; the task wants a Cat on Blue's fish on level 5."""
    said = _would(before, move, after)
    if type(move) is PlayCat:
        return f"{said} The task asks for your Cat on Blue's fish on level 5."
    return f"{said} The task asks for a Cat, not a Level card: choose your Cat, then Blue's fish on level 5."


def _rotted_blue(before, move, after) -> bool:
    """A fish of Blue's rotted out of the bottom into Blue's supply."""
    return type(move) is PlayCat and after.supply[BLUE] > before.supply[BLUE]


def _rot_praise(before, move, after) -> str:
    """Praise naming the level the rotted fish came from."""
    rotted = [start for seat, start, to in after.moved if seat == BLUE and to == IN_FRONT]
    if not rotted:
        return f"{_did(before, move, after)}."
    extra = " (one level would already have done it)" if rotted[0] == 1 else ""
    return (f"Two levels down from level {rotted[0]} is below the bottom{extra}: Blue's fish rotted and now lies "
            "in front of Blue, waiting to come back onto level 1.")


def _rot_advice(before, move, after) -> str:
    """What a missed move did; the task wants one of Blue's fish pushed below level 1."""
    return (f"{_would(before, move, after)} A Cat pushes a fish down two levels: pick one of Blue's fish close "
            "enough to the bottom to rot.")


def _you_win(before, move, after) -> bool:
    """The round ended the game and Red won the tie."""
    return after.is_terminal() and after.winners() == (RED,)


def _tie_praise(before, move, after) -> str:
    """Praise naming the card that won the tie."""
    if type(move) is not PlayLevel:
        return f"{_did(before, move, after)}."
    return (f"You win: your {card_name(move.card)} card is lower than Blue's Level 3, so it is the lowest card "
            "anyone in the tie played this round.")


def _tie_advice(before, move, after) -> str:
    """Why a missed move loses the tie."""
    if type(move) is PlayLevel:  # only the Level 3 card is left to miss with
        return (f"{_would(before, move, after)} Your Level 3 only ties Blue's Level 3, and Blue played it first. "
                "Play a Level card lower than that.")
    return (f"{_would(before, move, after)} A Cat is no Level card, so your lowest card this round stays your "
            "Level 4, above Blue's Level 3. Play a Level card lower than Blue's.")


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
              lambda before, move, after: True, solution=(PlayLevel("L1", 0),), wrong=(PlayLevel("L3", 0),),
              accepts_any=True,
              praise=lambda before, move, after: f"{_did(before, move, after)}. That was your second card: Blue "
                                                 "and Yellow now each play their third, then you play yours.")),
    Step(J + "unique_level", "A Level card nobody has played yet",
         "If no one has played that Level card yet this round, move fish from its level: one fish up three levels, "
         "two fish up two each, or three fish up one each.",
         lambda: GAME.new_state(3, seed=2),
         Task("move", "Play your Level 3 card so that one of your fish jumps out of the top of the barrel.",
              "Out it goes: three levels up from level 3 is past the top, so that fish is out of the game.",
              "Play your Level 3 card with the way that lifts a fish past level 5.", _jumped_from_3,
              solution=(PlayLevel("L3", 1),), wrong=(PlayLevel("L3", 3), PlayLevel("L3", 7), PlayLevel("L2", 1)),
              advice=_unique_advice)),
    Step(J + "repeated_level", "A Level card already played",
         "If an opponent has already played that Level card this round, you get less: one fish up two, two fish "
         "up one each, or one fish up one while every earlier player of that card moves a fish down one level.",
         _blue_played_level_2,
         Task("move", "Blue played Level 2 before you. Play your Level 2 card to move one of your fish up and one "
                      "of Blue's fish down.",
              "Done: your fish went up one level and Blue's went down one, both from level 2.",
              "Pick the third option of the Level 2 card.", _pushed_blue,
              solution=(PlayLevel("L2", 3),), wrong=(PlayLevel("L2", 1), PlayLevel("L5", 1)),
              advice=_repeated_advice)),
    Step(J + "cat_defence", "Stopping a push with a Cat",
         "When someone pushes your fish down with a Level card you played earlier, you may answer at once with a "
         "Cat laid on that card. Your fish on that level are then safe for the rest of the round, but none of your "
         "fish may climb into or past that level until the round ends.",
         _pushed,
         Task("move", "Blue is pushing one of your fish on level 3 down. Stop it with a Cat.",
              "Saved: your Cat lies on your Level 3 card, so your fish there cannot be pushed down this round.",
              "Answer the push by playing a Cat.", lambda before, move, after: move == Answer(True),
              solution=(Answer(True),), wrong=(Answer(False), PlayLevel("L1", 0)),
              advice=lambda before, move, after: f"{_would(before, move, after)} Press Play a Cat to stop it.")),
    Step(J + "cat_defence", "The price of a guard",
         "A Cat lying on your Level card keeps your fish on that level from being pushed down, at a price: until "
         "the round ends, none of your fish may climb into that level or past it.",
         _guarded,
         Task("move", "Your Cat lies on your Level 3 card. Move some of your fish from below level 3 up.",
              "Three of your fish went from level 1 to level 2: they stop below your guarded level 3, so the block "
              "lets them move.",
              "Only fish that stop below level 3 may climb: try the ways of your Level 1 and Level 2 cards.",
              _guarded_up, solution=(PlayLevel("L1", 3),),
              wrong=(PlayLevel("L1", 1), PlayLevel("L2", 1), PlayCat(RED, 1), PlayLevel("L4", 1)),
              praise=_guarded_praise, advice=_guarded_advice),
         marks=("jumping_blocked_whole",)),
    Step(J + "cat_card", "A Cat card on your turn",
         "A Cat played on your own turn moves one of your fish up two levels from any level, or one opponent's "
         "fish down two. That opponent may soften the blow with a Cat of their own: then the fish drops only one "
         "level.",
         lambda: GAME.new_state(3, seed=3),
         Task("move", "Play a Cat to send Blue's fish on level 5 down two levels.",
              "Blue now decides whether to give up a Cat to drop only one level.",
              "Play a Cat and pick Blue's fish on level 5.",
              lambda before, move, after: move == PlayCat(BLUE, 5),
              solution=(PlayCat(BLUE, 5),), wrong=(PlayCat(BLUE, 4), PlayCat(YELLOW, 9)), advice=_cat_advice)),
    Step(J + "cat_card", "Softening a Cat's push",
         "When an opponent's Cat pushes one of your fish down two levels, you may give up a Cat of your own at "
         "once: the fish then drops only one level. That Cat is played out of turn, so it is not one of your three "
         "cards.",
         _cat_on_red,
         Task("move", "Blue's Cat is pushing your fish on level 2 down two levels, which would make it rot. Give up "
                      "a Cat so that it drops only one level.",
              "Softened: your fish went down only to level 1, so it stays in the barrel.",
              "Press Play a Cat to give one up.", lambda before, move, after: move == Answer(True),
              solution=(Answer(True),), wrong=(Answer(False), PlayLevel("L1", 0)),
              praise=_softened, advice=_soften_advice)),
    Step(J + "new_fish", "Rotted fish come back",
         "When everyone has played three cards, each player with fish in front of them puts one of them back onto "
         "level 1.",
         lambda: _last_card(fish={RED: {1: 4, 2: 3, 3: 3, 4: 2, 5: 1}, BLUE: {1: 5, 3: 4}, YELLOW: {2: 7}},
                            supply={RED: 2}),
         Task("move", "You have two rotted fish in front of you. Play your last card of the round, pushing nobody "
                      "down.",
              "The round is over: one of your two rotted fish went back onto level 1; the other waits a round.",
              "Play a card you still hold, on your own fish or moving none.", _round_over,
              solution=(*_levels(("L3", 0, 1, 2), ("L4", 0, 1, 2), ("L5", 0, 1)), NO_CAT_EFFECT,
                        *(PlayCat(RED, n) for n in range(1, 6))),
              wrong=(PlayLevel("L2", 0), PlayLevel("L3", 3), PlayCat(BLUE, 1)),
              praise=lambda before, move, after: f"{_did(before, move, after)}. That was the round's last card: one "
                                                 "of your two rotted fish went back onto level 1; the other waits "
                                                 "for the next round.",
              advice=_push_first)),
    Step(J + "take_back", "Cards back, the Dragon moves on",
         "At the end of a round everybody takes all their cards back. The Dragon passes to the left, and its new "
         "holder plays first in the next round.",
         lambda: _last_card(played=[(BLUE, "L1"), (YELLOW, "L1"), (RED, CAT), (BLUE, "L2"), (YELLOW, "L2"),
                                    (RED, CAT), (BLUE, "L3"), (YELLOW, "L3")]),
         Task("move", "You have used both Cats this round. Play your last card, pushing nobody down, and get them "
                      "back.",
              "All your cards are back in your hand, Cats included, and Yellow now holds the Dragon.",
              "Play one of your Level cards without pushing anyone down.", _round_over,
              solution=_levels(("L1", 0, 1, 2), ("L2", 0, 1, 2), ("L3", 0, 1, 2), ("L4", 0, 1, 2), ("L5", 0, 1)),
              wrong=(PlayCat(RED, 5), PlayLevel("L1", 3)),
              praise=lambda before, move, after: f"{_did(before, move, after)}. The round is over: all your cards "
                                                 "are back in your hand, Cats included, and Yellow now holds the "
                                                 "Dragon.",
              advice=_push_first)),
    Step(J + "jumping_rotting", "Jumping out and rotting",
         "A fish moved above level 5 jumps out of the barrel and is gone for good, which is what you want. A fish "
         "moved below level 1 rots and lies in front of its owner until it can come back.",
         _no_cats_for_blue,
         Task("move", "Blue has no Cat left. Use a Cat to make one of Blue's fish rot out of the bottom.",
              "Below the bottom: that fish of Blue's rotted and now lies in front of Blue.",
              "A Cat pushes a fish down two levels: pick one of Blue's fish near the bottom.", _rotted_blue,
              solution=(PlayCat(BLUE, 1), PlayCat(BLUE, 2)), wrong=(PlayCat(RED, 4), PlayCat(BLUE, 5),
                                                                   PlayLevel("L1", 0)),
              praise=_rot_praise, advice=_rot_advice)),
    Step(J + "game_end", "The end, and the tie break",
         "The game ends after a round in which someone has no fish in front of them and two or fewer in the "
         "barrel. If several players get there in the same round, the one who played the lowest Level card in "
         "that round wins.",
         _close_finish,
         Task("move", "You and Blue will both qualify after this round; Blue's lowest card so far is Level 3. "
                      "Play a card that wins you the tie.",
              "You win: your Level card is lower than Blue's Level 3, the lowest anyone in the tie played.",
              "Play a Level card lower than Blue's Level 3.", _you_win,
              solution=(PlayLevel("L1", 0), PlayLevel("L2", 0)), wrong=(PlayLevel("L3", 0), PlayLevel("L4", 0)),
              praise=_tie_praise, advice=_tie_advice)),
    Step("play", "Your first full game",
         "You know every rule now. Play a whole game against two greedy bots: get your fish out of the top, and "
         "keep a Cat for the push that matters.",
         lambda: GAME.new_state(3, seed=2026),
         Task("play", "Play to the end of the game.", "Game over: the winner is shown beside the barrel.",
              "Keep playing.", lambda s: s.is_terminal())),
)
