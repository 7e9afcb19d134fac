"""A stand-in ``PIL`` for the static edition: ipycanvas imports Pillow, and the tutors never hand it an image."""
