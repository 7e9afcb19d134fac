"""Jumping Fish positions set up by hand (for lessons and rule tests): a barrel, the fish in front, the cards
already played this round; the rest of each player's 15 fish have jumped out, and every invariant holds."""
from __future__ import annotations

from fishtutor.games.fishy.barrel import LEVELS
from fishtutor.games.fishy.cards import CAT, JUMPING_FISH_HAND, remove

from .state import FISH, JumpingFishState
from .game import GAME  # noqa: F401  (a position built here is one of GAME's: importing it ties the state to its game)


def barrel(fish: dict[int, dict[int, int]], players: int) -> list[list[int]]:
    """``levels`` from {seat: {level: fish}} (levels not named are empty)."""
    levels = [[0] * players for _ in range(LEVELS)]
    for seat, by_level in fish.items():
        for n, k in by_level.items():
            levels[n - 1][seat] = k
    return levels


def position(players: int, fish: dict[int, dict[int, int]] | None = None, supply: dict[int, int] | None = None,
             dragon: int = 0, played: tuple = (), guards: tuple = (), loose_cats: tuple = (),
             round_no: int = 1, pending: tuple = ()) -> JumpingFishState:
    """A position with the barrel as given (the start's 5/4/3/2/1 if ``fish`` is None), ``supply`` fish in front,
    ``played`` [(seat, card)] this round from the Dragon on, Cats on Level cards (``guards``) or lying loose."""
    s = JumpingFishState.new(players, first_player=dragon)
    if fish is not None:
        s.levels = barrel(fish, players)
    s.supply = [(supply or {}).get(p, 0) for p in range(players)]
    s.jumped = [FISH - s.fish_left(p) for p in range(players)]
    hands = [JUMPING_FISH_HAND] * players
    for seat, card in list(played) + [(p, CAT) for p, _ in guards] + [(p, CAT) for p in loose_cats]:
        hands[seat] = remove(hands[seat], card)
    s.hands, s.played = hands, [tuple(p) for p in played]
    s.guards, s.loose_cats, s.round, s.pending = [tuple(g) for g in guards], list(loose_cats), round_no, pending
    s = JumpingFishState.from_snapshot(s.snapshot())
    broken = s.game.invariant_violations(s)
    if broken:
        raise ValueError(f"This position breaks the rules of Jumping Fish: {broken[0]}.")
    s.origin = s.snapshot()
    return s
