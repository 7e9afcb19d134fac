"""``make arena``: the levels' seeded matches in every game and table size, a table of Elo ratings with 95 %
intervals, and an SVG plot of them (``python -m fishtutor.bots.arena_report --help``)."""
from __future__ import annotations

import argparse
import multiprocessing
import time
from pathlib import Path

from fishtutor.games import GAMES, SPECS

from . import arena
from .levels import LEVELS


def sizes(name: str, which: str) -> list[int]:
    """The table sizes to play a game at: every size it allows ("all"), or its spec's bench sizes and two players
    where it allows two ("bench")."""
    game = GAMES[name]
    if which == "all":
        return list(range(game.min_players, game.max_players + 1))
    return sorted({max(game.min_players, n) for n in SPECS[name].bench_players} | ({2} if game.min_players == 2 else set()))


def row(result: arena.Table, keys: list[str]) -> str:
    """One table row in Markdown: the game, its size, each level's Elo [low, high], the Expert's share vs fair."""
    cells = [f"{GAMES[result.name].title}", str(result.players)]
    cells += [f"{result.elo[k][0]:+.0f} [{result.elo[k][1]:+.0f}, {result.elo[k][2]:+.0f}]" for k in keys]
    ordered = all(result.elo[a][2] < result.elo[b][1] for a, b in zip(keys, keys[1:]))
    cells += [f"{result.expert_share:.2f}×", "yes" if ordered else "no", str(len(result.games))]
    return "| " + " | ".join(cells) + " |"


def markdown(results: list[arena.Table], keys: list[str]) -> list[str]:
    """The ratings table: Beginner at Elo 0 in every row."""
    names = {level.key: level.name for level in LEVELS}
    head = ["Game", "Players"] + [names[k] for k in keys] + ["Expert vs greedy (× fair share)",
                                                             "Each level's interval above the one below", "Games"]
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + [row(r, keys) for r in results]


def svg(results: list[arena.Table], keys: list[str]) -> str:
    """An SVG plot: one band per game and size, each level's Elo as a dot with its 95 % interval as a bar."""
    width, band, left = 760, 26, 250
    low = min(min(r.elo[k][1] for k in keys) for r in results)
    high = max(max(r.elo[k][2] for k in keys) for r in results)
    scale = (width - left - 20) / max(high - low, 1.0)
    colours = ["#888888", "#1f77b4", "#2ca02c", "#ff7f0e", "#d62728", "#9467bd"]
    names = {level.key: level.name for level in LEVELS}
    height = band * (len(results) + 2)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
           f'font-size="12"><title>Arena: each level\'s Elo with its 95 % interval</title>']
    for i, key in enumerate(keys):
        out.append(f'<text x="{left + i * 90}" y="14" fill="{colours[i % len(colours)]}">{names[key]}</text>')
    for j, result in enumerate(results):
        y = band * (j + 1) + 14
        out.append(f'<text x="4" y="{y + 4}">{GAMES[result.name].title}, {result.players} players</text>')
        for i, key in enumerate(keys):
            elo, a, b = result.elo[key]
            x, xa, xb = (left + (v - low) * scale for v in (elo, a, b))
            dy = y + (i - len(keys) / 2) * 3
            colour = colours[i % len(colours)]
            out.append(f'<line x1="{xa:.1f}" y1="{dy:.1f}" x2="{xb:.1f}" y2="{dy:.1f}" stroke="{colour}"/>')
            out.append(f'<circle cx="{x:.1f}" cy="{dy:.1f}" r="3" fill="{colour}"/>')
    out.append(f'<text x="{left}" y="{height - 4}">Elo from {low:+.0f} to {high:+.0f} (Beginner at 0)</text></svg>')
    return "\n".join(out)


def _tables(item: str, which: str) -> list[tuple[str, int]]:
    """The tables an --only item names: a game at the chosen sizes, or NAME:PLAYERS; a clear refusal otherwise."""
    name, _, count = item.partition(":")
    if name not in SPECS:
        raise SystemExit(f"No game called {name!r}; known games: {', '.join(SPECS)}.")
    if not count:
        return [(name, n) for n in sizes(name, which)]
    game = GAMES[name]
    if not count.isdigit() or not game.min_players <= int(count) <= game.max_players:
        raise SystemExit(f"{game.title} is played by {game.min_players} to {game.max_players}, not {count!r}.")
    return [(name, int(count))]


def _fewer(item: str) -> tuple[str, int]:
    """A GAME=N option read, or a clear refusal."""
    name, _, count = item.partition("=")
    if name not in SPECS or not count.isdigit() or int(count) < 1:
        raise SystemExit(f"--fewer takes GAME=N with a game's name and a whole number of games, not {item!r}.")
    return name, int(count)


def _timed_table(name: str, players: int, keys: list[str], pairs: list, games: int, seed: int) -> arena.Table:
    """One table of the arena, its row printed as soon as it is done (with the CPU seconds it took)."""
    started = time.process_time()
    result = arena.table(name, players, keys, pairs, games, seed)
    print(row(result, keys), f"({time.process_time() - started:.0f} s)", flush=True)
    return result


def main(argv: list[str] | None = None) -> None:
    """Run the arena and write its table (Markdown) and plot (SVG)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per pairing and table size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sizes", choices=("all", "bench"), default="all")
    parser.add_argument("--pairings", choices=("gauntlet", "round-robin"), default="gauntlet")
    parser.add_argument("--only", nargs="*", default=None,
                        help="game names, or NAME:PLAYERS for one table size (default: every game)")
    parser.add_argument("--out", default="dist/arena")
    parser.add_argument("--jobs", type=int, default=1, help="tables played at once (one process each)")
    parser.add_argument("--fewer", nargs="*", default=[], metavar="GAME=N",
                        help="fewer games per pairing for slow games, e.g. fishing_frenzy=4")
    args = parser.parse_args(argv)
    keys = [level.key for level in LEVELS]
    pairs = arena.gauntlet(keys, "greedy") if args.pairings == "gauntlet" else arena.round_robin(keys)
    fewer = dict(_fewer(item) for item in args.fewer)
    tables = [(name, players) for item in args.only or sorted(SPECS, key=lambda n: SPECS[n].order)
              for name, players in _tables(item, args.sizes)]
    jobs = [(name, players, keys, pairs, fewer.get(name, args.games), args.seed) for name, players in tables]
    with multiprocessing.get_context("fork").Pool(max(args.jobs, 1)) as pool:
        results = pool.starmap(_timed_table, jobs)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "arena.md").write_text("\n".join(markdown(results, keys)) + "\n")
    (out / "arena.svg").write_text(svg(results, keys))
    print("\n".join(markdown(results, keys)))
    print(f"Written {out / 'arena.md'} and {out / 'arena.svg'}.")


if __name__ == "__main__":
    main()
