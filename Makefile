# fishtutor: every target sets itself up on a fresh machine (virtual environment, packages, chromium).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8866
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
NOTEBOOKS := $(filter-out %-checkpoint.ipynb,$(wildcard notebooks/*.ipynb))
export PYDEVD_DISABLE_FILE_VALIDATION = 1

.PHONY: demo test test-fast bench lab notebooks lock chromium clean

demo: $(VENV)/.installed  ## Serve the tutor with Voilà on 127.0.0.1
	@echo ""
	@echo "  fishtutor is being served. Open this address in your browser:"
	@echo "      http://127.0.0.1:$(PORT)/voila/render/index.ipynb"
	@echo "  (Ctrl-C stops the server)"
	@echo ""
	$(VENV)/bin/voila notebooks/ --no-browser --port=$(PORT) --Voila.ip=127.0.0.1

test: $(VENV)/.installed chromium  ## Engine, notebooks (nbval), browser and binder tests
	$(PY) -m pytest tests $(NOTEBOOKS) --nbval --nbval-sanitize-with tests/nbval_sanitize.cfg -p no:cacheprovider

test-fast: $(VENV)/.installed  ## Engine, renderer and widget tests only (no notebooks, browser or binder)
	$(PY) -m pytest tests -m "not browser and not binder" -p no:cacheprovider

bench: $(VENV)/.installed chromium  ## Speed and memory figures beside their references
	$(PY) -m bench

lab: $(VENV)/.installed  ## JupyterLab on the notebooks
	$(VENV)/bin/jupyter lab notebooks/ --no-browser --ip=127.0.0.1

notebooks: $(VENV)/.installed  ## Re-execute the notebooks in place (their saved outputs are what nbval checks)
	$(PY) -m tests.execute_notebooks $(NOTEBOOKS)

lock: $(VENV)/.installed  ## Refresh constraints.txt from the working environment
	{ echo "# Full lock of the environment proven to work (make lock regenerates it). Used by make and binder/."; \
	  $(PY) -m pip freeze --exclude-editable | grep -v '^fishtutor'; } > constraints.txt

$(VENV)/.installed: pyproject.toml constraints.txt
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
	@[ -x $(PY) ] || $(PYTHON) -m venv $(VENV) || { $(SUDO) apt-get update && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y python3-venv && $(PYTHON) -m venv $(VENV); }
	$(PY) -m pip install --quiet -c constraints.txt -e '.[test,bench]'
	touch $@

chromium:  ## Debian's chromium for the browser tests (never `playwright install`)
	@command -v chromium >/dev/null || { $(SUDO) apt-get update && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y chromium; }

clean:
	rm -rf $(VENV) build *.egg-info
