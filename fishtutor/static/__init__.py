"""The static edition: what the tutors need to run in a visitor's browser (Pyodide), where numpy and Pillow cannot.

``stand_ins/`` holds a ``numpy`` and a ``PIL`` written on the standard library, covering only what the engines
(seeded draws, Fishing Frenzy's block of dice) and ipycanvas (its drawing batches) use; the build
(``tools/static``) ships each as a wheel of its own beside the fishtutor wheel. ``sitecustomize.py`` goes into
Pyodide's standard library archive: the import system never asks the page about the Jupyter drive."""
