"""What each seat may see, and look-ahead copies that draw afresh the one thing a seat cannot see: another
player's face-down choice."""
from __future__ import annotations

from .board import circle_name
from .cards import CARD_CODES, KINDS, OUTCOME_NAMES, card_codes, fish_letters
from .phases import PHASE_NAMES


def observation(state, seat: int) -> dict:
    """The table as ``seat`` sees it: the board, catches, hand sizes, the cards each player has turned up in
    battles and so the cards each has left, its own hand and choice, but not another player's pending choice."""
    mine = state.pending[seat] if 0 <= seat < state.n else -1
    return {
        "seat": seat, "players": state.n, "board": state.diagonals, "phase": PHASE_NAMES[state.phase],
        "to_move": list(state.current_players()), "starfish": state.starfish,
        "stacks": [fish_letters(s) for s in state.stacks],
        "line": [circle_name(c) for c in state.line], "battle": list(state.duel),
        "hand": card_codes(state.hand[seat]).split() if 0 <= seat < state.n else [],
        "my_choice": CARD_CODES[mine] if mine >= 0 else None,
        "hand_sizes": [sum(h) for h in state.hand], "discarded": [sum(d) for d in state.discard],
        "played": [card_codes(d).split() for d in state.discard],
        "unplayed": [_unplayed(state, s) for s in range(state.n)],
        "chosen": [p >= 0 for p in state.pending],
        "last_battle": _last_battle(state),
        "catch": [fish_letters(_fish_of(c)) for c in state.catch],
        "eliminated": fish_letters(_fish_of(state.eliminated)), "box": fish_letters(_fish_of(state.box)),
        "scores": list(state.scores()),
    }


def _unplayed(state, seat: int) -> list[str]:
    """A player's cards not yet turned up in a battle (hand and face-down choice together): known to all, since
    every hand starts as the same eleven cards and every card played is shown."""
    pool = list(state.hand[seat])
    if state.pending[seat] >= 0:
        pool[state.pending[seat]] += 1
    return card_codes(pool).split()


def _fish_of(counts) -> list[int]:
    """Colour counts as a sorted run of fish colours."""
    return [colour for colour, c in enumerate(counts) for _ in range(c)]


def _last_battle(state) -> dict | None:
    """The public record of the most recent battle: who played which card, and the outcome."""
    if not state.last_battle:
        return None
    attacker, ka, defender, kd, outcome = state.last_battle
    return {"attacker": attacker, "attacker_card": CARD_CODES[ka], "defender": defender,
            "defender_card": CARD_CODES[kd], "outcome": OUTCOME_NAMES[outcome]}


def determinize(state, seat: int, rng):
    """A copy in which each other player's face-down choice is drawn afresh from the cards they have not played.
    Everything else is public: all eleven cards of a hand are known at the start, and every card played was
    turned up in its battle, so the hands left and the discards stay exactly as everyone saw them."""
    s = state.clone()
    for other in range(state.n):
        if other != seat and s.pending[other] >= 0:
            _redraw_choice(s, other, rng)
    s._cache = s._turn = None
    return s


def _redraw_choice(s, seat: int, rng) -> None:
    """A player's face-down card drawn at random from their unplayed cards (each card alike), the rest back
    in hand."""
    pool = list(s.hand[seat])
    pool[s.pending[seat]] += 1
    cards = [k for k in range(KINDS) for _ in range(pool[k])]
    pick = cards[int(rng.integers(len(cards)))]
    pool[pick] -= 1
    s.pending[seat], s.hand[seat] = pick, tuple(pool)
