"""A clause of the rules behind a hinted move, per game, in its own words: only counts the seat can see and the
engine can check (the little fish a challenge plays, the cards left in your hand). No widgets here."""
from __future__ import annotations

from typing import Callable


def _fish_frenzy(state, seat: int, move) -> str:
    """Landing free on an empty boat, or challenging a seagull with little fish from your hand."""
    from fishtutor.games.fish_frenzy.moves import Collect, PlaceSeagull  # noqa: PLC0415 - its game's own records

    if type(move) is PlaceSeagull:
        held, there = state.hand[seat], state.resident[move.boat]
        if there < 0:
            return f"landing on an empty boat is free: you keep your {held} little fish"
        return (f"challenging {state.seat_name(there)} there costs exactly {move.tokens} of your {held} little fish "
                f"(yours on that boat must end one above theirs)")
    if type(move) is Collect:
        return f"collecting takes all {len(state.boats[move.boat])} cards under boat {move.boat + 1}"
    return ""


def _fish_eat_fish(state, seat: int, move) -> str:
    """A Challenge Card chosen: how many of it you hold, and how many cards your hand keeps after it."""
    from fishtutor.games.fish_eat_fish.cards import CARD_NAMES, KIND_OF_CODE  # noqa: PLC0415
    from fishtutor.games.fish_eat_fish.moves import ChooseCard  # noqa: PLC0415

    if type(move) is ChooseCard:
        kind, hand = KIND_OF_CODE[move.card], state.hand[seat]
        return (f"you hold {hand[kind]} {CARD_NAMES[kind]} card{'s' if hand[kind] != 1 else ''}, and "
                f"{sum(hand) - 1} cards stay in your hand after it")
    return ""


CLAUSES: dict[str, Callable[..., str]] = {"fish_frenzy": _fish_frenzy, "fish_eat_fish": _fish_eat_fish}


def clause(state, seat: int, move) -> str:
    """The rule clause for ``move`` in ``state``'s game, "" where the game has none to add. ``state`` is a copy
    holding only what the seat can see."""
    said = CLAUSES.get(state.game.name)
    return said(state, seat, move) if said is not None else ""
