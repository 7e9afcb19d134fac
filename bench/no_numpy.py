"""What the engines lose without numpy (a JupyterLite/Pyodide tutor would have the standard library alone).

The engines use numpy for two things: seeded shuffles and draws (``np.random.default_rng(seed)``: permutation,
shuffle, integers) and Fishing Frenzy's block of dice (``dice_stream``: SplitMix64 over a numpy uint64 array).
This script plays the same random games (same seeds, same moves) twice, each in a fresh process: once with
numpy, once with a stand-in ``numpy`` module written here on the standard library (PCG64 seeded through
SeedSequence, numpy's own shuffle and bounded-integer algorithms, so the same seed gives the same cards), and
prints games per second and whether every game ended in the same position.

    python -m bench.no_numpy [--games 300] [--rounds 3]

Not part of the product: the stand-in covers only the calls the engines make."""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import time
import types


def _tutor_games() -> dict[str, int]:
    """Each game with a tutor of its own, at its spec's largest bench table."""
    from fishtutor.games import SPECS
    return {name: max(SPECS[name].bench_players) for name in SPECS if SPECS[name].tutor == name}


GAMES = _tutor_games()
M32, M64, M128 = (1 << 32) - 1, (1 << 64) - 1, (1 << 128) - 1

# ---- the stand-in: numpy's SeedSequence, PCG64 and Generator, as far as the engines use them ---------------
_INIT_A, _MULT_A, _INIT_B, _MULT_B = 0x43B0D7E5, 0x931E8875, 0x8B51F9DD, 0x58F38DED
_MIX_L, _MIX_R = 0xCA01F9DD, 0x4973F715
_PCG_MULT = (2549297995355413924 << 64) + 4865540595714422341


def _seed_words(seed: int) -> list[int]:
    """A non-negative seed as 32-bit words, lowest first (numpy's coercion of an int)."""
    words = []
    while True:
        words.append(seed & M32)
        seed >>= 32
        if not seed:
            return words


def _pool(seed: int, size: int = 4) -> list[int]:
    """SeedSequence's entropy pool for ``seed`` (the hash mixing of numpy.random.bit_generator)."""
    const = [_INIT_A]

    def hashmix(value):
        value = (value ^ const[0]) & M32
        const[0] = (const[0] * _MULT_A) & M32
        value = (value * const[0]) & M32
        return value ^ (value >> 16)

    def mix(x, y):
        r = (_MIX_L * x - _MIX_R * y) & M32
        return r ^ (r >> 16)
    entropy = _seed_words(seed)
    pool = [hashmix(entropy[i] if i < len(entropy) else 0) for i in range(size)]
    for src in range(size):
        for dst in range(size):
            if src != dst:
                pool[dst] = mix(pool[dst], hashmix(pool[src]))
    for src in range(size, len(entropy)):
        for dst in range(size):
            pool[dst] = mix(pool[dst], hashmix(entropy[src]))
    return pool


def _state64(seed: int, words: int) -> list[int]:
    """SeedSequence.generate_state(words, uint64)."""
    pool, const, out = _pool(seed), _INIT_B, []
    for i in range(2 * words):
        value = pool[i % len(pool)] ^ const
        const = (const * _MULT_B) & M32
        value = (value * const) & M32
        out.append(value ^ (value >> 16))
    return [out[2 * i] | (out[2 * i + 1] << 32) for i in range(words)]


class Generator:
    """``numpy.random.default_rng(seed)``: PCG64 (XSL-RR), with numpy's interval and Lemire bounded draws."""

    def __init__(self, seed: int):
        v = _state64(int(seed), 4)
        self.inc = ((((v[2] << 64) | v[3]) << 1) | 1) & M128
        self.state = 0
        self._step()
        self.state = (self.state + ((v[0] << 64) | v[1])) & M128
        self._step()
        self._half = None  # the upper 32 bits of a 64-bit draw, kept for the next 32-bit draw

    def _step(self):
        self.state = (self.state * _PCG_MULT + self.inc) & M128

    def next64(self) -> int:
        self._step()
        s = self.state
        rot, value = s >> 122, ((s >> 64) ^ s) & M64
        return ((value >> rot) | (value << ((-rot) & 63))) & M64

    def next32(self) -> int:
        if self._half is not None:
            half, self._half = self._half, None
            return half
        value = self.next64()
        self._half = value >> 32
        return value & M32

    def _interval(self, top: int) -> int:
        """A uniform integer in [0, top] by masked rejection (numpy's random_interval)."""
        if top == 0:
            return 0
        mask = (1 << top.bit_length()) - 1
        draw = self.next32 if top <= M32 else self.next64
        while True:
            value = draw() & mask
            if value <= top:
                return value

    def shuffle(self, items) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self._interval(i)
            items[i], items[j] = items[j], items[i]

    def permutation(self, n: int) -> list[int]:
        items = list(range(n))
        self.shuffle(items)
        return items

    def integers(self, low: int, high: int | None = None) -> int:
        """One integer in [low, high) (numpy's Lemire method: 32-bit draws for a span below 2**32)."""
        low, high = (0, low) if high is None else (low, high)
        span = high - 1 - low
        if span == 0:
            return low
        bits, draw = (32, self.next32) if span <= M32 else (64, self.next64)
        if span == (1 << bits) - 1:
            return low + draw()
        excl, mask = span + 1, (1 << bits) - 1
        m = draw() * excl
        if (m & mask) < excl:
            threshold = (mask - span) % excl
            while (m & mask) < threshold:
                m = draw() * excl
        return low + (m >> bits)


def _mix(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return (x ^ (x >> 31)) >> 11


def dice_stream(seed: int, start: int, count: int) -> list[int]:
    """Fishing Frenzy's block of dice, one SplitMix64 number at a time."""
    return [_mix((seed + i) & M64) for i in range(start, start + count)]


def install_stand_in() -> None:
    """Put the stand-in where ``import numpy`` finds it, before any engine is imported."""
    fake = types.ModuleType("numpy")
    # Generator(PCG64(seed)) is default_rng(seed): the stand-in's bit generator is the seed itself
    fake.random = types.SimpleNamespace(default_rng=Generator, Generator=Generator, PCG64=int)
    fake.uint64 = int
    fake.__stand_in__ = True
    sys.modules["numpy"] = fake


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
    if "numpy" in sys.modules and getattr(sys.modules["numpy"], "__stand_in__", False):
        import fishtutor.games.fishing_frenzy.state as ffz
        ffz.dice_stream = dice_stream
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
