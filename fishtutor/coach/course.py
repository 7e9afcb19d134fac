"""Where a hinted move rests on a chance the course teaches, one short sentence with the course's exact fraction
and the page that works it out: in Cats in the Barrel, a Level card chosen is alone with the chance the Fishy
assignment's first question computes from the cards still in the others' hands; other games say theirs in their
own package's coach module (``course_words(state, seat, move)``: Fish Eat Fish a battle's chance, Fishing Frenzy a
catch on the next roll). No widgets here."""
from __future__ import annotations

from fractions import Fraction

from . import rules

# The barrel game's cards and the course's counting are imported where they are used, after the game is known to be
# Cats in the Barrel: every tutor's hint comes through here, and a tutor's kernel imports its own game only.

GAME = "cats_in_the_barrel"  # the game whose hand the course's question models (Level 1-5, Lowest 3, two Cats)
PAGE = 'the Fishy assignment ("Fishy: Level cards and the barrel", question 1)'
LEVEL_CODES = {f"L{n}": n for n in range(1, 6)}


def others_hands(state, seat: int) -> tuple[tuple[int, ...], ...] | None:
    """The cards each other player may place with, as the course counts them (Level 1-5 and Lowest 3 still held,
    from what the table shows everyone); None where the course's picture does not fit (a card held twice)."""
    from fishtutor.games.fishy.cards import CAT
    from fishtutor.probability.fishy_levels import PLACING_CODES
    held = state.observation(seat)["unplayed"]
    hands = []
    for other, cards in enumerate(held):
        if other == seat:
            continue
        placing = [c for c in cards if c != CAT]
        if len(set(placing)) != len(placing) or not placing or any(c not in PLACING_CODES for c in placing):
            return None
        hands.append(tuple(sorted(PLACING_CODES.index(c) for c in placing)))
    return tuple(hands)


def alone_chance(state, seat: int, card: str) -> Fraction | None:
    """The chance nobody else plays Level ``card`` this turn if each other player picks one of their Level cards
    or Lowest 3 at random (None where the course's question does not apply)."""
    from fishtutor.probability.fishy_levels import players_of
    hands = others_hands(state, seat)
    return None if hands is None else players_of(hands, LEVEL_CODES[card] - 1)[0]


def course_words(state, seat: int, move) -> str:
    """The course's sentence for a hinted move ("" where no course question is about it)."""
    if state.game.name == GAME:
        return _barrel_words(state, seat, move)
    said = getattr(rules.game_coach(state.game.name), "course_words", None)  # a game's own, beside its rules
    return said(state, seat, move) if said is not None else ""


def _about(chance: Fraction) -> str:
    """A chance as the course writes it, and as the hint reads it (two decimals)."""
    return f"{chance} (about {float(chance):.2f})"


def _barrel_words(state, seat: int, move) -> str:
    """Cats in the Barrel: a Level card chosen, alone with the chance the Fishy assignment's question 1 counts."""
    from fishtutor.games.barrel.moves import Pick
    if type(move) is not Pick or move.card not in LEVEL_CODES:
        return ""
    card = move.card
    chance = alone_chance(state, seat, card)
    if chance is None:
        return ""
    return (f"If the others each play a Level card or Lowest 3 from their hands at random, nobody else plays "
            f"Level {LEVEL_CODES[card]} with chance {_about(chance)}: {PAGE} works this out.")
