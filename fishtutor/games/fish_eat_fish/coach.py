"""What the coach may add to a hint in Fish Eat Fish's words: what it counts points in, and a Challenge Card's
count in your hand (only what the seat can see; the hint-truth test checks it against the state); the learner's own
move in words; and for an attack that starts a battle, the course's chance of winning it (test_hint_course.py)."""
from __future__ import annotations

from .board import circle_name
from .cards import CARD_NAMES, COLOURS, KIND_OF_CODE, KIND_VALUE
from .moves import Attack, ChooseCard, Place, Swim
from .words import stack_words

UNIT = "the fish in your catch"


def clause(state, seat: int, move) -> str:
    """A Challenge Card chosen: how many of it you hold, and how many cards your hand keeps after it."""
    if type(move) is not ChooseCard:
        return ""
    kind, hand = KIND_OF_CODE[move.card], state.hand[seat]
    return (f"you hold {hand[kind]} {CARD_NAMES[kind]} card{'s' if hand[kind] != 1 else ''}, and "
            f"{sum(hand) - 1} cards stay in your hand after it")


def your_move(state, seat: int, move) -> tuple[str, str]:
    """The learner's own move said to them: what to do ("swim your fish on C3 to D3") and what they did."""
    kind = type(move)
    if kind is Place:
        where = circle_name(move.circle)
        return f"place a fish on {where}", f"placed a fish on {where}"
    if kind is Swim:
        what = f"{_yours(state, move.fish)} to {circle_name(move.to)}"
        return f"swim {what}", f"swam {what}"
    if kind is Attack:
        return _attack(state, seat, move)
    if kind is ChooseCard and move.card in KIND_OF_CODE:
        card = f"the {CARD_NAMES[KIND_OF_CODE[move.card]]} card"
        return f"choose {card}", f"chose {card}"
    return str(move), f"chose: {move}"


def _yours(state, circle: int) -> str:
    """One of the learner's stacks: "your fish on C3", "your stack of 2 on B4"."""
    height = len(state.stacks[circle])
    return f"your {'fish' if height == 1 else f'stack of {height}'} on {circle_name(circle)}"


def _attack(state, seat: int, move: Attack) -> tuple[str, str]:
    """An attack by your stack on a circle (swimming first if it must) on what it attacks; your stack is named by
    its circle alone, so its height and the target's are not said in the same words twice."""
    aimed, start = stack_words(state, move.target, seat), circle_name(move.fish)
    if move.landing != move.fish:
        way = f"from {start} to {circle_name(move.landing)}"
        return f"swim {way} and attack {aimed}", f"swam {way} and attacked {aimed}"
    return f"attack {aimed} from {start}", f"attacked {aimed} from {start}"


# ---- the course: a battle's chance, counted card by card ---------------------------------------------------------
def battle_question(state, seat: int, move):
    """The Fish Eat Fish assignment's battle question for the battle ``move`` would start, its number in the
    assignment and the assignment's title: the two stacks' heights, and the cards each player has turned up in
    battles so far (None: the move starts no battle, or a hand is empty)."""
    if type(move) is not Attack:
        return None
    owner, mine = state.top[move.target], state.top[move.fish]
    if owner < 0 or owner in (mine, state.neutral) or not sum(state.hand[seat]) or not sum(state.hand[owner]):
        return None
    from fishtutor.probability import course_fish_eat_fish as course  # the course only when a battle is hinted
    ah, dh = len(state.stacks[move.fish]), len(state.stacks[move.target])
    played = (turned_up(state.discard[seat]), turned_up(state.discard[owner]))
    build, heights = (course.single_win, (ah,)) if ah == dh else (course.pair_win, (ah, dh))
    question = build(course.EDITION_VALUES, *heights, *played)
    return question, course.BUILDERS.index(build) + 1, course.TITLE


def turned_up(discard) -> tuple:
    """The cards a player has turned up in battles, as the course names them ("S", "O", a Fish card's number)."""
    names = ["S", "O"] + list(KIND_VALUE[2:])
    return tuple(names[kind] for kind, count in enumerate(discard) for _ in range(count))


def course_words(state, seat: int, move) -> str:
    """Fish Eat Fish: the chance an attack's battle is won if both pick a card at random from their hands."""
    found = battle_question(state, seat, move)
    if found is None:
        return ""
    question, number, title = found
    other = COLOURS[state.top[move.target]]
    return (f"If you and {other} each pick a Challenge Card at random from the cards left in your hands, you win "
            f"this battle with chance {about(question.exercise.exact)}: the Fish Eat Fish assignment (\"{title}\", "
            f"question {number}) works this out.")


def about(chance) -> str:
    """A chance as the course writes it (a fraction), and as a hint reads it (two decimals)."""
    return f"{chance} (about {float(chance):.2f})"
