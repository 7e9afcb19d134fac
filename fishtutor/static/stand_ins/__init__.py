"""Standard-library stand-ins for numpy and Pillow, shipped as top-level ``numpy`` and ``PIL`` in the static edition."""
