"""``PIL.Image`` as ipycanvas imports it: present, and saying plainly that images are not drawn here."""
from __future__ import annotations


def _absent(*_args, **_kwargs):
    """Refuse: the static edition draws no raster images."""
    raise NotImplementedError("the static edition has no Pillow: images are not drawn on its boards")


open = _absent  # noqa: A001 - Pillow's name
fromarray = _absent
