"""Setting up barrel-game positions for the rule tests and lessons' checks."""
from fishtutor.games.barrel.phases import CHOOSE


def position(game, players=4, levels=None, supply=None, hands=None, ages=None):
    """A fresh position with the barrel, the fish in front and the hands as given (invariants still hold)."""
    s = game.new_state(players, ages=ages)
    if levels is not None:
        s.levels = [list(row) for row in levels]
        if supply is None and not s.TAKING:
            s.supply = [s.FISH - sum(row[p] for row in s.levels) for p in range(players)]
    if supply is not None:
        s.supply = list(supply)
    if hands is not None:
        s.hands = [list(h) for h in hands]
        s.played = [[c for c in s.HAND] for _ in range(players)]
        for p in range(players):
            for c in s.hands[p]:
                s.played[p].remove(c)
    s._now = s._cache = None
    s.origin = s.snapshot()
    assert s.phase == CHOOSE
    return s


def reveal(state, *cards):
    """Every seat picks its card (seat order); a tuple ("CAT", True) plays both Cats."""
    for seat, card in enumerate(cards):
        from fishtutor.games.barrel.moves import Pick
        move = Pick(*card) if isinstance(card, tuple) else Pick(card)
        state.apply(move, seat)
    return state


def barrel(levels_by_seat: dict, players: int) -> list[list[int]]:
    """A barrel from {seat: {level: fish}}."""
    rows = [[0] * players for _ in range(5)]
    for seat, by_level in levels_by_seat.items():
        for n, k in by_level.items():
            rows[n - 1][seat] = k
    return rows
