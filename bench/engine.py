"""Engine figures: random full games and moves per second, memory, and python-chess as the yardstick."""
from __future__ import annotations

import json
import random
import time
import tracemalloc

from fishtutor.games import GAMES

SECONDS = 3.0
WARM_ROUND = 2.0  # CPU seconds a round of warm-up games lasts (on other seeds than the timed games)
WARM_MOST = 30.0  # CPU seconds of warm-up at most
SETTLED = 1.03  # warm-up ends with a round no faster than this times the best round before it
SLICE = 0.25  # CPU seconds of a game's timing, alternating with as much of the python-chess reference


def random_game(game, players: int, seed: int, rnd) -> tuple[int, int]:
    """One seeded game with uniformly random moves; returns (all moves applied, decisions by players)."""
    state = game.new_state(players, seed=seed)
    moves = decisions = 0
    while True:
        seats = state.current_players()
        if not seats:
            return moves, decisions
        if state.is_chance_node():
            state.apply(state.sample_chance())
        else:
            for seat in seats if len(seats) > 1 else (None,):
                legal = state.legal_moves(seat)
                state.apply(legal[int(rnd() * len(legal))], seat)
                decisions += 1
                moves += 1
            moves -= 1
        moves += 1


def warm_up(game, players: int, rnd) -> dict:
    """Rounds of games on other seeds until a round is no faster than the best before it: tables an engine fills
    on first use are filled. Returns the first round's games/s (cold, tables empty) and the CPU seconds taken."""
    start, seed, rates = time.process_time(), 1_000_000, []
    while True:
        begun, games = time.process_time(), 0
        while time.process_time() - begun < WARM_ROUND:
            random_game(game, players, seed, rnd)
            seed, games = seed + 1, games + 1
        rate = games / (time.process_time() - begun)
        settled = bool(rates) and rate <= SETTLED * max(rates)
        rates.append(rate)
        if settled or time.process_time() - start >= WARM_MOST:
            return {"cold_games_per_s": rates[0], "warm_up_s": time.process_time() - start}


def speed(game, players: int, seconds: float = SECONDS) -> dict:
    """Random full games for ``seconds`` of this process's CPU time (one core), after warming up on other seeds,
    in slices that alternate with python-chess playouts: the reference is measured on the machine as it was while
    the game ran (a shared machine's speed drifts by tens of percent from minute to minute)."""
    rnd = random.Random(0).random  # as the reference draws its moves (numpy's scalar random() costs ~8× more a call)
    warm = warm_up(game, players, rnd)
    reference = ChessReference()
    games = moves = decisions = 0
    elapsed = 0.0
    while elapsed < seconds:
        reference.run(SLICE)
        start = time.process_time()
        while time.process_time() - start < SLICE:
            m, d = random_game(game, players, games, rnd)
            games, moves, decisions = games + 1, moves + m, decisions + d
        elapsed += time.process_time() - start
    return {"games_per_s": games / elapsed, "moves_per_s": moves / elapsed, "decisions_per_s": decisions / elapsed,
            "moves_per_game": moves / games, "reference": reference.rate(), **warm}


class ChessReference:
    """python-chess random playouts (push a random legal move until the game is over or 400 plies), run in slices:
    moves per CPU second over the slices run."""

    def __init__(self) -> None:
        import chess
        self.chess, self.rng = chess, random.Random(1)
        self.board, self.moves, self.seconds = chess.Board(), 0, 0.0

    def run(self, seconds: float) -> None:
        """Play on for ``seconds`` of CPU time."""
        board, rng, moves = self.board, self.rng, 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            if board.is_game_over() or board.ply() >= 400:
                board = self.chess.Board()
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
        self.seconds += time.process_time() - start
        self.board, self.moves = board, self.moves + moves

    def rate(self) -> float:
        """Moves per CPU second so far."""
        return self.moves / self.seconds


def chess_reference(seconds: float = SECONDS) -> float:
    """python-chess random playouts: moves per CPU second."""
    reference = ChessReference()
    reference.run(seconds)
    return reference.rate()


def _clone_bytes(state) -> int:
    """Bytes one clone of ``state`` allocates (tracemalloc must be running)."""
    before = tracemalloc.take_snapshot()
    twin = state.clone()
    size = sum(s.size_diff for s in tracemalloc.take_snapshot().compare_to(before, "filename"))
    del twin
    return size


def memory(game, players: int) -> dict:
    """Bytes a mid-game clone allocates, a whole game's peak, and a finished game saved as JSON."""
    rnd = random.Random(1).random
    state = game.new_state(players, seed=3)
    tracemalloc.start()
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance())
        else:
            for seat in state.current_players():
                legal = state.legal_moves(seat)
                state.apply(legal[int(rnd() * len(legal))], seat)
        steps += 1
        if steps == 60:
            clone_bytes = _clone_bytes(state)
    if steps < 60:  # a short game (the barrel games): the clone is measured on the finished position
        clone_bytes = _clone_bytes(state)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return {"clone_bytes": clone_bytes, "game_peak_bytes": peak,
            "saved_game_bytes": len(json.dumps(state.to_json()))}


def report(players: dict[str, tuple[int, ...]]) -> list[str]:
    """The engine section of the benchmark, as lines."""
    lines = [f"python-chess random playouts (reference), alone: {chess_reference():,.0f} moves/s; beside each game "
             "below, the reference is measured again in slices alternating with the game's own", ""]
    for name, game in GAMES.items():
        for n in players.get(name, (game.max_players,)):
            lines += _lines(game, n)
    return lines


def _lines(game, n: int) -> list[str]:
    """One game at one player count: speed beside the targets, then memory."""
    s, m = speed(game, n), memory(game, n)
    ref = s["reference"]
    return [
        f"{game.title}, {n} players, one core (python-chess beside it: {ref:,.0f} moves/s):",
        f"  random full games:  {s['games_per_s']:,.0f} games/s   (target ≥ 1,000)  "
        f"{'met' if s['games_per_s'] >= 1000 else 'NOT met'}",
        f"  decisions:          {s['decisions_per_s']:,.0f} /s   = {s['decisions_per_s'] / ref:.1f}× python-chess's "
        f"moves (target ≥ 5×)  {'met' if s['decisions_per_s'] >= 5 * ref else 'NOT met'}",
        f"  all moves applied:  {s['moves_per_s']:,.0f} /s   ({s['moves_per_game']:.0f} moves per game, "
        "chance moves included)",
        f"  first second of play in this process: {s['cold_games_per_s']:,.0f} games/s; warm-up until the rate "
        f"settled: {s['warm_up_s']:.0f} s",
        f"  memory: clone {m['clone_bytes']:,} B · whole game peak {m['game_peak_bytes']:,} B · "
        f"finished game saved as JSON {m['saved_game_bytes']:,} B",
        "",
    ]


def main(names: list[str]) -> None:
    """``python -m bench.engine [game ...]``: the engine section for the named games (all when none)."""
    from .__main__ import PLAYERS
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        raise SystemExit(f"No game called {', '.join(unknown)}; the games are {', '.join(GAMES)}.")
    chosen = names or list(GAMES)
    print(f"python-chess random playouts (reference), alone: {chess_reference():,.0f} moves/s", flush=True)
    for name in chosen:
        game = GAMES[name]
        for n in PLAYERS.get(name, (game.max_players,)):
            for line in _lines(game, n):
                print(line, flush=True)


if __name__ == "__main__":
    import sys
    main(sys.argv[1:])
