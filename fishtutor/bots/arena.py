"""Seeded matches between the bots' levels in every game, and Bradley–Terry ratings (Elo scale) with 95 % intervals.

A *pairing* sets one seat of a stronger level against the other seats all of the weaker level, the stronger seat
moving round the table from game to game. Every game is compared seat by seat: a winner beats each seat that did
not win, and two seats that both won or both lost are told apart by their scores (equal scores: a draw, half each).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np

from fishtutor.games import get

from .base import play_game
from .levels import level

ELO = 400 / math.log(10)  # Elo points per unit of Bradley–Terry log-strength
BOOTSTRAP = 200  # resamples of the games for the 95 % intervals
NO_CEILING = 3600.0  # seconds: the arena's searches stop at their iteration count alone, so a seed replays a game


@dataclass(frozen=True)
class Game:
    """One finished arena game: the game and table size, the level in each seat, each seat's share of the win
    and its score."""

    name: str
    players: int
    levels: tuple[str, ...]
    shares: tuple[float, ...]
    scores: tuple[int, ...]


def play(name: str, levels: tuple[str, ...], seed: int, **options) -> Game:
    """One game of ``name`` with a bot of the given level in each seat, everything fixed by ``seed``."""
    state = get(name).new_state(len(levels), seed=seed, **options)
    bots = {s: _unhurried(level(key).make(seed * 31 + s)) for s, key in enumerate(levels)}
    play_game(state, bots, np.random.default_rng(seed))
    winners = state.winners()
    shares = tuple(1 / len(winners) if s in winners else 0.0 for s in range(len(levels)))
    return Game(name, len(levels), tuple(levels), shares, tuple(state.scores()))


def _unhurried(bot):
    """The bot with its time ceiling lifted (a search then stops at its iteration count: same seed, same game)."""
    if hasattr(bot, "seconds"):
        bot.seconds, bot.shared = NO_CEILING, False  # and thinking at once, not queueing for the server's seats
    return bot


def pairing(name: str, players: int, strong: str, weak: str, games: int, seed: int) -> list[Game]:
    """``games`` games of one ``strong`` seat against ``players - 1`` ``weak`` seats, the strong seat going round."""
    played = []
    for k in range(games):
        seats = tuple(strong if s == k % players else weak for s in range(players))
        played.append(play(name, seats, seed * 1000 + k))
    return played


def comparisons(game: Game) -> list[tuple[str, str, float]]:
    """The game seat by seat for seats of different levels: (level, other level, the first's score 1, ½ or 0)."""
    out = []
    for i in range(game.players):
        for j in range(i + 1, game.players):
            if game.levels[i] == game.levels[j]:
                continue
            a = (game.shares[i] > 0, game.scores[i])
            b = (game.shares[j] > 0, game.scores[j])
            out.append((game.levels[i], game.levels[j], 1.0 if a > b else 0.0 if a < b else 0.5))
    return out


def bradley_terry(results: list[tuple[str, str, float]], keys: list[str], rounds: int = 500) -> dict[str, float]:
    """Each level's Bradley–Terry log-strength (Zermelo's iteration, draws as half a win each, a tiny prior of one
    draw against a virtual average level so a level that never lost stays finite), the first key fixed at 0."""
    strength = {k: 1.0 for k in keys}
    wins = {k: 0.5 for k in keys}  # the prior's half win
    pairs: dict[tuple[str, str], float] = {}
    for a, b, score in results:
        wins[a] += score
        wins[b] += 1.0 - score
        key = (a, b) if a < b else (b, a)
        pairs[key] = pairs.get(key, 0.0) + 1.0
    for _ in range(rounds):
        new = {}
        for k in keys:
            denominator = 1.0 / (strength[k] + 1.0)  # the prior's game against strength 1
            for (a, b), n in pairs.items():
                if k in (a, b):
                    other = b if k == a else a
                    denominator += n / (strength[k] + strength[other])
            new[k] = wins[k] / denominator
        strength = new
    base = math.log(strength[keys[0]])
    return {k: math.log(strength[k]) - base for k in keys}


def ratings(games: list[Game], keys: list[str], seed: int) -> dict[str, tuple[float, float, float]]:
    """Each level's Elo (Bradley–Terry) with a 95 % interval from resampling the games (seeded): (elo, low, high),
    the first key at 0."""
    per_game = [comparisons(g) for g in games]
    centre = bradley_terry([c for cs in per_game for c in cs], keys)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {k: [] for k in keys}
    for _ in range(BOOTSTRAP):
        picks = [rng.randrange(len(per_game)) for _ in per_game]
        fit = bradley_terry([c for i in picks for c in per_game[i]], keys, rounds=200)
        for k in keys:
            samples[k].append(fit[k])
    out = {}
    for k in keys:
        ordered = sorted(samples[k])
        low, high = ordered[int(0.025 * BOOTSTRAP)], ordered[int(0.975 * BOOTSTRAP) - 1]
        out[k] = (ELO * centre[k], ELO * low, ELO * high)
    return out


def share(games: list[Game], key: str) -> float:
    """The mean share of the win the seats of level ``key`` took in these games."""
    taken = [g.shares[s] for g in games for s in range(g.players) if g.levels[s] == key]
    return sum(taken) / len(taken) if taken else 0.0


def gauntlet(keys: list[str], field: str) -> list[tuple[str, str]]:
    """Every level but ``field`` taking one seat against a table of ``field`` bots: (strong, weak) pairings."""
    return [(key, field) for key in keys if key != field]


def round_robin(keys: list[str]) -> list[tuple[str, str]]:
    """Every level against every level below it: (strong, weak) pairings."""
    return [(keys[i], keys[j]) for i in range(len(keys)) for j in range(i)]


@dataclass(frozen=True)
class Table:
    """One game at one table size: its games, each level's Elo with its 95 % interval, and the Expert's share of the
    win against the field as a multiple of a fair share."""

    name: str
    players: int
    games: tuple[Game, ...]
    elo: dict
    expert_share: float


def table(name: str, players: int, keys: list[str], pairs: list[tuple[str, str]], games: int, seed: int,
          field: str = "greedy") -> Table:
    """Play the pairings at one table size (seeded) and rate the levels, the first key at Elo 0."""
    played: list[Game] = []
    for k, (strong, weak) in enumerate(pairs):
        played += pairing(name, players, strong, weak, games, seed * 100 + k)
    expert = [g for g in played if set(g.levels) == {keys[-1], field}]
    return Table(name, players, tuple(played), ratings(played, keys, seed), share(expert, keys[-1]) * players)
