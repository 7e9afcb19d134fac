"""What the engines lose without numpy (a JupyterLite/Pyodide tutor would have the standard library alone).

The engines use numpy for two things: seeded shuffles and draws (``np.random.default_rng(seed)``: permutation,
shuffle, integers) and Fishing Frenzy's block of dice (``dice_stream``: SplitMix64 over a numpy uint64 array).
This script plays the same random games (same seeds, same moves) twice, each in a fresh process: once with
numpy, once with the static edition's stand-in ``numpy`` (fishtutor/static/stand_ins: PCG64 seeded through
SeedSequence, numpy's own shuffle and bounded-integer algorithms, so the same seed gives the same cards), and
prints games per second and whether every game ended in the same position.

    python -m bench.no_numpy [--games 300] [--rounds 3]

The stand-in covers only the calls the engines and ipycanvas make."""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time


def _tutor_games() -> dict[str, int]:
    """Each game with a tutor of its own, at its spec's largest bench table."""
    from fishtutor.games import SPECS
    return {name: max(SPECS[name].bench_players) for name in SPECS if SPECS[name].tutor == name}


GAMES = _tutor_games()


def install_stand_in() -> None:
    """Put the product's stand-in numpy (fishtutor/static/stand_ins) where ``import numpy`` finds it, before any
    engine is imported: the static edition's own numpy."""
    import importlib
    sys.modules["numpy"] = importlib.import_module("fishtutor.static.stand_ins.numpy")  # numpy.random: an attribute


def dice_stream(seed: int, start: int, count: int) -> list[int]:
    """Fishing Frenzy's block of dice worked out through the stand-in's uint64 vector."""
    from fishtutor.static.stand_ins import numpy as fake
    x = fake.arange(start, start + count, dtype=fake.uint64)
    x += fake.uint64(seed)
    x += 0x9E3779B97F4A7C15
    x ^= x >> 30
    x *= 0xBF58476D1CE4E5B9
    x ^= x >> 27
    x *= 0x94D049BB133111EB
    x ^= x >> 31
    x >>= 11
    return x.tolist()


# ---- the games ----------------------------------------------------------------------------------------------
def play(game, players: int, seed: int):
    """One seeded game with seeded random moves (as bench.engine plays them); returns its final position."""
    import random
    rnd = random.Random(seed).random
    state = game.new_state(players, seed=seed)
    while True:
        seats = state.current_players()
        if not seats:
            return state
        if state.is_chance_node():
            state.apply(state.sample_chance())
            continue
        for seat in seats if len(seats) > 1 else (None,):
            legal = state.legal_moves(seat)
            state.apply(legal[int(rnd() * len(legal))], seat)


def measure(games: int) -> dict:
    """Every game ``games`` times (seeds 0, 1, ...): games per CPU second and a hash of the final positions."""
    from fishtutor.games import GAMES as ALL
    found = {}
    for name, players in GAMES.items():
        game, digest = ALL[name], hashlib.sha256()
        play(game, players, 10_000)  # first use fills the engine's tables
        start = time.process_time()
        for seed in range(games):
            end = play(game, players, seed)
            digest.update(json.dumps([end.snapshot(), list(end.scores())], sort_keys=True, default=str).encode())
        found[name] = {"games_per_s": games / (time.process_time() - start), "hash": digest.hexdigest()[:16]}
    return found


def check_stand_in() -> None:
    """The stand-in draws what numpy draws (checked against real numpy before anything is measured)."""
    import numpy as np

    from fishtutor.static.stand_ins.numpy.random import Generator
    for seed in (0, 1, 7, 2026, 10**12):
        real, ours = np.random.default_rng(seed), Generator(seed)
        assert [int(v) for v in real.permutation(80)] == ours.permutation(80), seed
        assert [int(real.integers(n)) for n in (1, 2, 5, 37, 1000)] == [ours.integers(n) for n in (1, 2, 5, 37, 1000)]
        assert int(real.integers(0, 1 << 62)) == ours.integers(0, 1 << 62), seed
        deck_r, deck_o = list(range(30)), list(range(30))
        real.shuffle(deck_r)
        ours.shuffle(deck_o)
        assert deck_r == deck_o, seed
    from fishtutor.games.fishing_frenzy.state import dice_stream as real_dice
    assert real_dice(12345, 0, 256) == dice_stream(12345, 0, 256)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.no_numpy", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", choices=("numpy", "stdlib"))
    args = parser.parse_args(argv)
    if args.child:
        if args.child == "stdlib":
            install_stand_in()
        print(json.dumps(measure(args.games)))
        return
    check_stand_in()
    runs = {"numpy": {}, "stdlib": {}}
    for _ in range(args.rounds):  # alternating, best of: a shared machine's speed drifts from minute to minute
        for engine in runs:
            out = subprocess.run([sys.executable, "-m", "bench.no_numpy", "--child", engine, "--games",
                                  str(args.games)], check=True, capture_output=True, text=True).stdout
            for name, found in json.loads(out.strip().splitlines()[-1]).items():
                best = runs[engine].get(name)
                assert best is None or best["hash"] == found["hash"], "a game changed between rounds"
                if best is None or found["games_per_s"] > best["games_per_s"]:
                    runs[engine][name] = found
    print(f"{'game':<20}{'numpy games/s':>15}{'stdlib games/s':>16}{'stdlib/numpy':>14}  same games")
    for name in GAMES:
        a, b = runs["numpy"][name], runs["stdlib"][name]
        print(f"{name:<20}{a['games_per_s']:>15.1f}{b['games_per_s']:>16.1f}{b['games_per_s'] / a['games_per_s']:>14.2f}"
              f"  {'yes' if a['hash'] == b['hash'] else 'NO'}")


if __name__ == "__main__":
    main()
