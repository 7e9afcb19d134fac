"""The static edition's numpy stand-in (fishtutor/static/stand_ins) draws what numpy draws, works out Fishing Frenzy's
dice as numpy does, and hands ipycanvas the same drawing batches, byte for byte."""
import json
import subprocess
import sys

import numpy as np
import pytest

from fishtutor.static.stand_ins import numpy as fake

SEEDS = (0, 1, 7, 2026, 10**12)


@pytest.mark.parametrize("seed", SEEDS)
def test_seeded_draws_are_numpys(seed):
    real, ours = np.random.default_rng(seed), fake.random.default_rng(seed)
    assert [int(v) for v in real.permutation(80)] == ours.permutation(80)
    assert [int(real.integers(n)) for n in (1, 2, 5, 37, 1000)] == [ours.integers(n) for n in (1, 2, 5, 37, 1000)]
    assert [int(real.integers(3, 9)) for _ in range(20)] == [ours.integers(3, 9) for _ in range(20)]
    assert int(real.integers(0, 1 << 62)) == ours.integers(0, 1 << 62)
    assert [float(real.random()) for _ in range(5)] == [ours.random() for _ in range(5)]
    deck_r, deck_o = list(range(30)), list(range(30))
    real.shuffle(deck_r)
    ours.shuffle(deck_o)
    assert deck_r == deck_o


def test_a_bad_seed_or_an_empty_range_is_refused_plainly():
    with pytest.raises(TypeError, match="non-negative int"):
        fake.random.default_rng(-1)
    with pytest.raises(ValueError, match="no integer"):
        fake.random.default_rng(1).integers(5, 5)


STAND_IN = """
import json, sys
from fishtutor.static.stand_ins import numpy as fake
sys.modules["numpy"], sys.modules["numpy.random"] = fake, fake.random
from fishtutor.games.fishing_frenzy.state import dice_stream
from ipycanvas.utils import commands_to_buffer, populate_args
meta, buf = commands_to_buffer([[3, [1.5, 2, "x"]], [7]])
args, buffers = [], []
populate_args([4, 4], args, buffers)
populate_args([0.5, 2.25], args, buffers)
print(json.dumps({"dice": dice_stream(12345, 0, 256), "meta": meta, "buf": bytes(buf).hex(), "args": args,
                  "buffers": [bytes(b).hex() for b in buffers], "numpy": "stand-in" if fake.__stand_in__ else "?"}))
"""


def test_the_engines_dice_and_ipycanvas_batches_are_numpys_without_numpy():
    found = json.loads(subprocess.run([sys.executable, "-c", STAND_IN], capture_output=True, text=True,
                                      check=True).stdout)
    from fishtutor.games.fishing_frenzy.state import dice_stream
    from ipycanvas.utils import commands_to_buffer, populate_args
    assert found["numpy"] == "stand-in"
    assert found["dice"] == dice_stream(12345, 0, 256)
    meta, buf = commands_to_buffer([[3, [1.5, 2, "x"]], [7]])
    assert found["meta"] == {"shape": list(meta["shape"]), "dtype": meta["dtype"]} and found["buf"] == bytes(buf).hex()
    args, buffers = [], []
    populate_args([4, 4], args, buffers)
    populate_args([0.5, 2.25], args, buffers)
    assert [a["dtype"] for a in found["args"]] == ["int32", "float64"] == [a["dtype"] for a in args]
    assert found["buffers"] == [bytes(b).hex() for b in buffers]


def test_the_drive_finder_finds_nothing_in_the_drive_and_leaves_every_other_folder_alone():
    from fishtutor.static import sitecustomize as startup
    finder = startup.drive_finder("/drive")
    assert finder.find_spec("fish_frenzy") is None
    assert startup.drive_finder("/drive/notebooks").find_spec("anything", None) is None
    for other in ("/lib/python3.13", "/lib/python3.13/site-packages", "/drivers", "", "/home/pyodide"):
        with pytest.raises(ImportError, match="not in the drive"):
            startup.drive_finder(other)
    assert startup.drive_finder not in sys.path_hooks, "importing the module here installs nothing"
