"""Engine figures: decisions per second as a multiple of python-chess's random-playout moves per second (measured
beside each game in the same run), game lengths and memory (``python -m bench.engine``: these only)."""
from __future__ import annotations

import json
import os
import random
import time
import tracemalloc

from fishtutor.games import GAMES

SECONDS = 3.0
WARM_ROUND = 2.0  # CPU seconds a round of warm-up games lasts (on other seeds than the timed games)
WARM_MOST = 30.0  # CPU seconds of warm-up at most
SETTLED = 1.03  # warm-up ends with a round no faster than this times the best round before it
TARGET = 5.0  # decisions per second at least this many times python-chess's random-playout moves per second
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
            "moves_per_game": moves / games, "decisions_per_game": decisions / games, "reference": reference.rate(), **warm}


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


def report(players: dict[str, tuple[int, ...]], only: list[str] | None = None) -> list[str]:
    """The engine section of the benchmark, as lines: every game's decisions per second as a multiple of
    python-chess's moves per second measured beside it (a ratio means the same on every machine)."""
    load = os.getloadavg()[0]
    unknown = sorted(set(only or ()) - set(GAMES))
    if unknown:
        raise SystemExit(f"No game called {', '.join(unknown)}; known games: {', '.join(GAMES)}.")
    rows = [(GAMES[name], n, speed(GAMES[name], n), memory(GAMES[name], n)) for name in (only or GAMES)
            for n in players.get(name, (GAMES[name].max_players,))]
    names = [f"{game.title}, {n} {_seats(game, n)}" for game, n, _s, _m in rows]
    width = max(map(len, names + ["game"])) + 2
    lines = [f"Engine speed, one core, random full games (load average {load:.1f} at the start, "
             f"{os.getloadavg()[0]:.1f} at the end; python-chess random playouts measured in slices alternating "
             f"with each game's own, so both ran on the machine as it was):",
             f"  {'game':<{width}}{'decisions/s':>12}{'python-chess moves/s':>22}{'ratio':>8}  target ≥ {TARGET:.0f}×"]
    for name, (_game, _n, s, _m) in zip(names, rows):
        ratio = s["decisions_per_s"] / s["reference"]
        lines.append(f"  {name:<{width}}{s['decisions_per_s']:>12,.0f}{s['reference']:>22,.0f}{ratio:>7.1f}×  "
                     f"{'PASS' if ratio >= TARGET else 'FAIL'}")
    lines += ["", "Per game (figures independent of the machine's speed):"]
    for game, n, s, m in rows:
        lines += _lines(game, n, s, m)
    return lines


def _seats(game, n: int) -> str:
    """What the rulebook calls the players (Fishing Frenzy's are Captains)."""
    return "Captains" if game.name == "fishing_frenzy" else "players"


def _lines(game, n: int, s: dict, m: dict) -> list[str]:
    """One game at one player count: its game length, warm-up and memory."""
    return [
        f"  {game.title}, {n} {_seats(game, n)}: {s['decisions_per_game']:.0f} decisions and "
        f"{s['moves_per_game']:.0f} moves (chance moves included) per game; the first round of play ran at "
        f"{s['cold_games_per_s'] / s['games_per_s']:.2f}× the settled rate ({s['warm_up_s']:.0f} CPU s of warm-up)",
        f"    memory: clone {m['clone_bytes']:,} B · whole game peak {m['game_peak_bytes']:,} B · "
        f"finished game saved as JSON {m['saved_game_bytes']:,} B",
    ]


def main() -> None:
    """``python -m bench.engine [GAME ...]``: the engine figures only (every game, or the games named)."""
    import sys

    from .apps import PLAYERS
    for line in report(PLAYERS, sys.argv[1:]):
        print(line)


if __name__ == "__main__":
    main()
