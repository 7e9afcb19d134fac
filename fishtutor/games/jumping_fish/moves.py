"""The moves of Jumping Fish: small frozen records, and what each option of a card does to the fish."""
from __future__ import annotations

from dataclasses import dataclass

from fishtutor.games.fishy.barrel import LEVELS
from fishtutor.games.fishy.cards import CAT, LEVEL_CARDS, card_name

NO_EFFECT = 0
# Round step 1a, a Level card nobody has played yet this round: option -> (how many fish, levels up each).
UNIQUE = {1: (1, 3), 2: (2, 2), 3: (3, 1)}
# Round step 1b, a Level card an opponent has already played: option 3 also pushes the earlier players down.
REPEATED = {1: (1, 2), 2: (2, 1), 3: (1, 1)}
PUSH_OPTION = 3
CAT_UP = CAT_DOWN = 2  # step 1c: one own fish up two, or one opponent's fish down two
IN_FRONT, OUT_OF_TOP = 0, LEVELS + 1  # where a fish goes when it rots / jumps, as a "level" in ``moved``
HAND_SIZE = len(LEVEL_CARDS) + 2
CARDS_PER_ROUND = 3  # each player plays three cards on their own turns each round


@dataclass(frozen=True, slots=True)
class PlayLevel:
    """Play a Level card ("L1".."L5") and move fish from its level: option 1-3 as the rulebook lists them, 0 none."""

    card: str
    option: int

    def __str__(self) -> str:
        what = "moving no fish" if self.option == NO_EFFECT else f"option {self.option}"
        return f"play the {card_name(self.card)} card, {what}"


@dataclass(frozen=True, slots=True)
class PlayCat:
    """Play a Cat on your turn: ``seat``'s fish on ``level`` moves (yours up two, an opponent's down two);
    seat -1 and level 0: the Cat is played without moving any fish."""

    seat: int
    level: int

    def __str__(self) -> str:
        if self.seat < 0:
            return "play a Cat card, moving no fish"
        return f"play a Cat card on the fish of seat {self.seat} on level {self.level}"


@dataclass(frozen=True, slots=True)
class Answer:
    """The player about to be pushed down answers: play a Cat from the hand to stop (or soften) it, or not."""

    cat: bool

    def __str__(self) -> str:
        return "play a Cat to stop the push" if self.cat else "let the push happen"


MOVE_TYPES = {t.__name__: t for t in (PlayLevel, PlayCat, Answer)}
CAT_CARD = CAT
NO_CAT_EFFECT = PlayCat(-1, 0)
ANSWERS = (Answer(True), Answer(False))
LEVEL_PLAYS = {(card, option): PlayLevel(card, option) for card in LEVEL_CARDS for option in range(4)}


def option_effect(option: int, repeated: bool) -> tuple[int, int]:
    """(how many of your fish, how many levels up) an option moves; (0, 0) for a card played for nothing."""
    if option == NO_EFFECT:
        return 0, 0
    return (REPEATED if repeated else UNIQUE)[option]


def destination(level: int, steps: int) -> int:
    """Where a fish moved ``steps`` levels (down if negative) lands: past level 5 it jumps out of the top
    (OUT_OF_TOP), below level 1 it rots into its owner's supply (IN_FRONT)."""
    to = level + steps
    return OUT_OF_TOP if to > LEVELS else IN_FRONT if to < 1 else to


def option_words(option: int, repeated: bool) -> str:
    """An option as the learner reads it ("two fish up 2 levels each")."""
    if option == NO_EFFECT:
        return "move no fish"
    count, up = option_effect(option, repeated)
    fish = ("one fish", "two fish", "three fish")[count - 1]
    each = " each" if count > 1 else ""
    words = f"{fish} up {up} level{'s' if up > 1 else ''}{each}"
    if repeated and option == PUSH_OPTION:
        words += ", pushing the earlier players' fish down 1"
    return words
