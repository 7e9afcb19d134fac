"""What each seat may see, and look-ahead copies that re-deal everything a seat cannot see."""
from __future__ import annotations

from .board import circle_name
from .cards import CARD_CODES, KINDS, OUTCOME_NAMES, card_codes, fish_letters
from .phases import PHASE_NAMES


def observation(state, seat: int) -> dict:
    """The table as ``seat`` sees it: the board, catches, hand sizes and the last battle's cards, its own hand,
    but neither the other hands nor another player's pending card choice."""
    mine = state.pending[seat] if 0 <= seat < state.n else -1
    return {
        "seat": seat, "players": state.n, "board": state.diagonals, "phase": PHASE_NAMES[state.phase],
        "to_move": list(state.current_players()), "starfish": state.starfish,
        "stacks": [fish_letters(s) for s in state.stacks],
        "line": [circle_name(c) for c in state.line], "battle": list(state.duel),
        "hand": card_codes(state.hand[seat]).split() if 0 <= seat < state.n else [],
        "my_choice": CARD_CODES[mine] if mine >= 0 else None,
        "hand_sizes": [sum(h) for h in state.hand], "discarded": [sum(d) for d in state.discard],
        "chosen": [p >= 0 for p in state.pending],
        "last_battle": _last_battle(state),
        "catch": [fish_letters(_fish_of(c)) for c in state.catch],
        "eliminated": fish_letters(_fish_of(state.eliminated)), "box": fish_letters(_fish_of(state.box)),
        "scores": list(state.scores()),
    }


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


def revealed(state, seat: int) -> int:
    """The card ``seat`` turned up in the last battle (seen by all), or -1."""
    battle = state.last_battle
    if not battle:
        return -1
    return battle[1] if battle[0] == seat else battle[3] if battle[2] == seat else -1


def determinize(state, seat: int, rng):
    """A copy in which each other player's unseen cards (hand, face-down discards, pending choice) are re-dealt
    at random from that player's set, keeping every count the observation shows."""
    s = state.clone()
    for other in range(state.n):
        if other != seat:
            _redeal(s, other, rng)
    s._cache = s._turn = None
    return s


def _redeal(s, seat: int, rng) -> None:
    """Shuffle a player's unseen cards and deal them back: pending choice, then hand, then discards."""
    shown = revealed(s, seat)
    pool = [a + b for a, b in zip(s.hand[seat], s.discard[seat])]
    if s.pending[seat] >= 0:
        pool[s.pending[seat]] += 1
    if shown >= 0:
        pool[shown] -= 1
    cards = [k for k in range(KINDS) for _ in range(pool[k])]
    cards = [cards[i] for i in rng.permutation(len(cards))]
    if s.pending[seat] >= 0:
        s.pending[seat] = cards.pop()
    size = sum(s.hand[seat])
    s.hand[seat] = _counts(cards[:size])
    s.discard[seat] = _counts(cards[size:] + ([shown] if shown >= 0 else []))


def _counts(kinds: list[int]) -> tuple:
    """Card counts per kind."""
    counts = [0] * KINDS
    for k in kinds:
        counts[k] += 1
    return tuple(counts)
