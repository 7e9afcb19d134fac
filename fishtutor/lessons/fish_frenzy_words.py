"""Fish Frenzy's lessons in words built from the attempt: praise that names what the learner did, and advice
that names what a miss did and what the task asks (never the same move again)."""
from __future__ import annotations

from fishtutor.games.fish_frenzy.cards import KIND_FISH, card_name
from fishtutor.games.fish_frenzy.moves import Collect, Eat, PlaceSeagull

AGES = (11, 9, 14, 38)  # the ages the "Who starts" lesson gives Yellow (you), Red, Blue and Green


# ---- small pieces ------------------------------------------------------------------------------------------------
def _row(state, seat: int) -> str:
    """A player's row on the board, as the learner reads it."""
    return "your own row" if seat == 0 else f"{state.seat_name(seat)}'s row"


def _extra(count: int) -> str:
    """A boat's extra little fish in words."""
    return f"{count} extra little fish" if count else "no extra little fish"


def _cards(cards: list[int]) -> str:
    """Cards in words, left to right."""
    return ", ".join(card_name(k) for k in cards) or "no cards"


def _points(count: int) -> str:
    """Points in words ("1 point", "6 points")."""
    return f"{count} point{'s' if abs(count) != 1 else ''}"


def _card(k: int) -> str:
    """A card by its colour and fish ("pink Salmon"), or "Crab"."""
    return card_name(k).split(" (")[0]


def _next(after, mover: int) -> str:
    """Who moves after the learner's move ("Red")."""
    return "you" if after.to_move == mover else after.seat_name(after.to_move)


def pick_advice(on_boat, on_player, hint: str):
    """Advice for a "pick" task: what the clicked boat or row shows, then what the task asks (the fixed hint for a
    click on nothing)."""
    def advice(target, state) -> str:
        if target is None:
            return hint
        kind, index = target
        return on_boat(state, index) if kind == "boat" else on_player(state, index)
    return advice


def not_a_boat(hint: str):
    """A row clicked where the task asks for a boat."""
    return lambda state, seat: f"That is {_row(state, seat)}; the task asks for a boat. {hint}"


def not_a_player(hint: str):
    """A boat clicked where the task asks for a player."""
    return lambda state, boat: f"That is boat {boat + 1}; the task asks for a player. {hint}"


# ---- the opening lessons (pick) ----------------------------------------------------------------------------------
CRAB_HINT = "Find the boat with a Crab among its cards (the board in words lists each boat's cards)."


def no_crab_here(state, boat: int) -> str:
    """A boat clicked that has no Crab card under it."""
    return f"Boat {boat + 1} has {_cards(state.boats[boat])} under it: no Crab. {CRAB_HINT}"


EXTRA_HINT = "Each boat shows its extra little fish under its number."


def fewer_extras(state, boat: int) -> str:
    """A boat clicked whose Captain adds fewer extra little fish than another's."""
    return f"Boat {boat + 1} adds {_extra(state.extras[boat])}; another boat adds more. {EXTRA_HINT}"


YOUNGEST_HINT = "Find the youngest player in the task's ages, then choose their row."


def not_youngest(state, seat: int) -> str:
    """A player clicked who is not the youngest."""
    who = "You are" if seat == 0 else f"{state.seat_name(seat)} is"
    return f"{who} {AGES[seat]}, and someone at the table is younger. {YOUNGEST_HINT}"


LEADER_HINT = "Compare the points at the right of each row."


def not_leading(state, seat: int) -> str:
    """A player clicked who is not winning."""
    who = "You have" if seat == 0 else f"{state.seat_name(seat)} has"
    return f"{who} {_points(state.scores()[seat])}, and someone has more. {LEADER_HINT}"


# ---- Dealing the cards ---------------------------------------------------------------------------------------------
RIGHTMOST_HINT = "Look at the card on the right end of each boat."


def rightmost_praise(target, state) -> str:
    """The boat picked, its rightmost card and the little fish it shows."""
    boat = target[1]
    k = state.boats[boat][-1]
    return (f"Right: boat {boat + 1}'s rightmost card, the {_card(k)}, shows {KIND_FISH[k]} little fish, the "
            "most of any boat. When a seagull eats, only that card counts.")


def fewer_on_the_right(state, boat: int) -> str:
    """A boat clicked whose rightmost card shows fewer little fish than another boat's."""
    cards = state.boats[boat]
    if not cards:
        return f"Boat {boat + 1} has no cards at all. {RIGHTMOST_HINT}"
    k = cards[-1]
    covered = " The bigger cards to its left are covered, and they don't count." if any(
        KIND_FISH[c] > KIND_FISH[k] for c in cards[:-1]) else ""
    return (f"Boat {boat + 1}'s rightmost card is the {_card(k)}, with {KIND_FISH[k]} little fish; another "
            f"boat's rightmost card shows more.{covered}")


# ---- Tie breakers --------------------------------------------------------------------------------------------------
TIE_HINT = "Count the little fish tokens each has in hand."


def not_the_tie_winner(state, seat: int) -> str:
    """A player clicked who does not win: behind on points, or tied but with fewer little fish."""
    pts, top = state.scores()[seat], max(state.scores())
    who = "You" if seat == 0 else state.seat_name(seat)
    if pts < top:
        have = "have" if seat == 0 else "has"
        return f"{who} {have} {_points(pts)}, fewer than the {top} of the two tied. {TIE_HINT}"
    return (f"{who} {'are' if seat == 0 else 'is'} tied on {_points(pts)} but {'hold' if seat == 0 else 'holds'} "
            f"{state.hand[seat]} little fish tokens: the tie goes to whoever holds more.")


# ---- seagulls (move) -----------------------------------------------------------------------------------------------
def landed_free_praise(before, move, after) -> str:
    """Taking a turn: the empty boat landed on, its extra little fish, and who goes next."""
    boat = move.boat
    return (f"Landed on boat {boat + 1}: it was empty, so it cost nothing, and its Captain adds "
            f"{_extra(before.extras[boat])} when its catch is eaten. Your turn is over, and "
            f"{_next(after, before.to_move)} goes next.")


def _landing(before, move) -> str:
    """What a seagull's move did, in a few words: a free landing, or a challenge of whom."""
    boat, rival = move.boat, before.resident[move.boat]
    if rival < 0:
        return f"Boat {boat + 1} is empty, so that was a free landing"
    back = " back" if before.perch[before.to_move] == boat else ""
    return f"That challenges {before.seat_name(rival)}{back} on boat {boat + 1}"


def land_with_extra_advice(before, move, after) -> str:
    """Taking a turn: a landing on an empty boat with no extra, or a challenge, when the task asks for a free
    landing on a boat that adds extra little fish."""
    boat = move.boat
    if type(move) is PlaceSeagull and before.resident[boat] < 0:
        said = f"Boat {boat + 1} is empty, but its Captain adds no extra little fish"
    else:
        said = f"Boat {boat + 1} holds {before.seat_name(before.resident[boat])}'s seagull, so landing there is a " \
               "challenge, not a free landing"
    return f"{said}. Land on an empty boat with +1 little fish."


def challenge_advice(boat: int, rival: str, how: str):
    """Advice for a challenge task: what the move did instead, then the challenge the task asks for."""
    def advice(before, move, after) -> str:
        return f"{_landing(before, move)}; the task is to challenge {rival} on boat {boat + 1}. {how}"
    return advice


def chain_stopped_praise(before, move, after) -> str:
    """Who goes next: the empty boat flown to, and the next player after the chain stops."""
    token = "you" if before.boat_token == before.to_move else before.seat_name(before.boat_token)
    return (f"You flew to empty boat {move.boat + 1}, and the chain stops there. {_next(after, before.to_move)} "
            f"goes next: the first player clockwise from the Boat Token ({token}) who hasn't played a seagull.")


def chain_goes_on_advice(before, move, after) -> str:
    """Who goes next: a challenge keeps the chain going, where the task asks to stop it."""
    rival = before.seat_name(before.resident[move.boat])
    return (f"{_landing(before, move)}, which keeps the chain going: {rival} would have to move at once. To stop "
            "it, fly to an empty boat with no little fish chosen.")


# ---- sorting (move) -----------------------------------------------------------------------------------------------
def sorted_praise(before, move, after) -> str:
    """Sorting the catch: what Collect or Eat took from the boat."""
    boat, cards = move.boat, before.boats[move.boat]
    if type(move) is Collect:
        done = f"You collected boat {boat + 1}: {_cards(cards)}"
    else:
        gain = after.hand[before.to_move] - before.hand[before.to_move]
        done = f"You ate the {card_name(cards[-1])} on boat {boat + 1} and took {gain} little fish"
    return f"{done}. The other boats are sorted in turn, left to right."


def collect_advice(before, move, after) -> str:
    """Collect: Eat took only the rightmost card, where the task asks for every card."""
    if type(move) is not Eat:
        return "Press Collect."
    cards = before.boats[move.boat]
    rest = "and leaves the rest" if len(cards) > 1 else "and nothing else"
    return (f"Eating takes only the rightmost card, the {card_name(cards[-1])}, {rest}; the task is to collect "
            f"every card under boat {move.boat + 1}: press Collect.")
