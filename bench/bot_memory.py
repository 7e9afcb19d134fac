"""Memory of a bot kernel: Fishing Frenzy random games on many teacher's maps, the process's resident size before
and after (``python -m bench.bot_memory [games] [maps]``; 2,000 games over 400 maps by default)."""
from __future__ import annotations

import gc
import random
import resource
import sys
import time

from fishtutor.games import GAMES

from .engine import random_game

GAMES_DEFAULT, MAPS_DEFAULT = 2000, 400
SPACE_CHARS = ".RKTBPNAGCYMLUHW*@^"  # single-square spaces of the shipped map a variant may shuffle


def rss_mb() -> float:
    """This process's resident set size in MB (Linux /proc)."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * resource.getpagesize() / 2**20


def variant_maps(count: int, seed: int = 0) -> list[str]:
    """``count`` different boards made from the shipped map by swapping two single-square spaces of the water
    (rows 2 and below, so every dock still opens onto water): each is a playable map of its own."""
    from fishtutor.games.fishing_frenzy.board import DEFAULT_MAP
    text = DEFAULT_MAP.read_text(encoding="utf-8")
    head, rest = text.split("\nmap:\n", 1)
    grid, legend = rest.split("\n\n", 1)
    rows = grid.split("\n")
    spots = [(r, c) for r in range(2, len(rows) - 1) for c, ch in enumerate(rows[r]) if ch in SPACE_CHARS]
    rng, seen, maps = random.Random(seed), set(), []
    while len(maps) < count:
        (r1, c1), (r2, c2) = rng.sample(spots, 2)
        new = [list(row) for row in rows]
        new[r1][c1], new[r2][c2] = new[r2][c2], new[r1][c1]
        body = "\n".join("".join(row) for row in new)
        if body != grid and body not in seen:
            seen.add(body)
            maps.append(f"{head}\nmap:\n{body}\n\n{legend}")
    return maps


def bot_kernel(games: int = GAMES_DEFAULT, maps: int = MAPS_DEFAULT, players: int = 2) -> dict:
    """Random full games, game ``i`` on map ``i % maps``: resident MB before and after, games per second."""
    game = GAMES["fishing_frenzy"]
    texts = variant_maps(maps)
    rnd = random.Random(0).random
    gc.collect()
    before = rss_mb()
    start = time.process_time()
    for i in range(games):
        state = game.new_state(players, seed=i, map=texts[i % maps])
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance())
            else:
                legal = state.legal_moves()
                state.apply(legal[int(rnd() * len(legal))])
    seconds = time.process_time() - start
    del state
    gc.collect()
    return {"games": games, "maps": maps, "rss_before_mb": before, "rss_after_mb": rss_mb(),
            "games_per_s": games / seconds}


def default_map_kernel(games: int = GAMES_DEFAULT, players: int = 2) -> dict:
    """Random full games on this edition's map only: resident MB before and after (the move memo's share)."""
    game = GAMES["fishing_frenzy"]
    rnd = random.Random(0).random
    gc.collect()
    before = rss_mb()
    start = time.process_time()
    for i in range(games):
        random_game(game, players, i, rnd)
    seconds = time.process_time() - start
    gc.collect()
    return {"games": games, "rss_before_mb": before, "rss_after_mb": rss_mb(), "games_per_s": games / seconds}


def main() -> None:
    """``python -m bench.bot_memory [games] [maps]``: print the bot kernel's figures."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES_DEFAULT
    maps = int(sys.argv[2]) if len(sys.argv) > 2 else MAPS_DEFAULT
    which = sys.argv[3] if len(sys.argv) > 3 else "maps"
    if which == "default":
        r = default_map_kernel(games)
        print(f"Fishing Frenzy bot kernel, {r['games']:,} random 2-Captain games on this edition's map: resident "
              f"{r['rss_before_mb']:.0f} MB before, {r['rss_after_mb']:.0f} MB after ({r['games_per_s']:,.0f} "
              "games/s)")
        return
    r = bot_kernel(games, maps)
    print(f"Fishing Frenzy bot kernel, {r['games']:,} random 2-Captain games over {r['maps']} maps: resident "
          f"{r['rss_before_mb']:.0f} MB before, {r['rss_after_mb']:.0f} MB after ({r['games_per_s']:,.0f} games/s)")


if __name__ == "__main__":
    main()
