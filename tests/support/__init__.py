"""What the test rooms share that is not a test: seeded play and sweeps, lesson contracts, spoken names, notebook
tools, and where the repository and the tests' data files are."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the repository
DATA = ROOT / "tests" / "data"  # the tests' data files (maps, the rules map, the rulebooks' hashed 7-word runs)


def drawn_at(scene, target) -> tuple[float, float]:
    """Where a board target is drawn in a scene: the middle of its first hotspot (StopIteration if not on the board)."""
    spot = next(h for h in scene.hotspots if h.target == target)
    return spot.x + spot.w / 2, spot.y + spot.h / 2
