"""A tutor in JupyterLab (make lab) and in Notebook 7 (make notebook), started through the Makefile as the user
starts them (as root on this machine, a container's usual user: the Makefile adds --allow-root), the notebook run
from the Run menu, one lesson played: a click on the board that an in-process twin of the tutor agrees with, and
the board answers with what the twin said."""
import contextlib
import os
import signal
import subprocess
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from fishtutor.lessons import LESSONS

from .harness import ROOT, App, free_port, log_path, wait_until

pytestmark = pytest.mark.browser

GAME, LESSON = "fish_frenzy", "Taking a turn"
TOKEN = "fishtutor-test"  # the server's token, handed to the browser in the address
PAGES = {"lab": "lab/tree/{}", "notebook": "notebooks/{}"}  # where each front end opens a notebook


@contextlib.contextmanager
def jupyter(target: str, settings: Path):
    """``make TARGET`` on a free port (the environment as installed: no reinstall), yielding its address."""
    port = free_port()
    args = f"--port={port} --ServerApp.port_retries=0 --IdentityProvider.token={TOKEN}"
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(settings / "workspaces"), JUPYTER_CONFIG_DIR=str(settings / "config"))
    no_autosave = settings / "settings" / "@jupyterlab" / "docmanager-extension" / "plugin.jupyterlab-settings"
    no_autosave.parent.mkdir(parents=True)
    no_autosave.write_text('{"autosave": false}')  # the notebooks in notebooks/ stay as saved (nbval reads them)
    log = open(log_path(f".jupyter-{target}-test.log"), "w")
    proc = subprocess.Popen(["make", "--no-print-directory", "-o", ".venv/.installed-app", target, f"ARGS={args}"],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        def answers():
            if proc.poll() is not None:
                raise AssertionError(f"make {target} stopped (exit {proc.returncode}): {Path(log.name).read_text()[-600:]}")
            with contextlib.suppress(OSError), urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=2):
                return True
        wait_until(answers, 90, f"make {target}'s server answers")
        yield base
    finally:
        with contextlib.suppress(ProcessLookupError):  # make and the server it started, unless already gone
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
        log.close()


def twin_click():
    """The click the lesson asks for, decided by a twin of the page's tutor, and what the twin says after it."""
    from fishtutor.tutor import Tutor
    twin = Tutor(GAME)
    twin.go(next(i for i, s in enumerate(LESSONS[GAME]) if s.title == LESSON))
    spot = next(h for h in twin.board.session.scene().hotspots if h.target == ("boat", 1))
    x, y = spot.x + spot.w / 2, spot.y + spot.h / 2
    twin.board.on_click(x, y)
    said = twin.board.session.feedback
    assert said.kind == "done", said  # the twin agrees: this click does the lesson's task
    return x, y, said.text


KERNEL_READY_JS = """() => {
  const name = document.querySelector('.jp-Toolbar-kernelName'), state = document.querySelector('.jp-Notebook-ExecutionIndicator');
  return name && state && !/no kernel/i.test(name.textContent) && state.getAttribute('data-status') === 'idle';
}"""


def run_all(app: App) -> None:
    """Run every cell from the front end's Run menu (were a kernel still to be chosen, the one offered)."""
    app.page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    app.page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    with contextlib.suppress(TimeoutError, PlaywrightTimeout):
        app.page.locator(".jp-Dialog button", has_text="Select").click(timeout=3000)


@pytest.mark.parametrize("front", ["lab", "notebook"])
def test_a_tutor_plays_in_jupyterlab_and_notebook_7(browser, tmp_path, front):
    x, y, said = twin_click()
    saved = (ROOT / "notebooks" / f"{GAME}.ipynb").read_bytes()
    with jupyter(front, tmp_path) as base:
        app = App(browser, f"{base}/{PAGES[front].format(GAME + '.ipynb')}?token={TOKEN}", width=1280, height=1000)
        try:
            app.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)  # the notebook is open
            app.page.wait_for_function(KERNEL_READY_JS, timeout=120_000, polling=200)
            run_all(app)
            app.wait_painted(180)
            menu = app.page.locator(".jp-OutputArea select").first  # the lesson menu (not the toolbar's cell type)
            before = app.steady_fingerprint()
            menu.select_option(label=next(f"{i + 1}. {s.title}" for i, s in enumerate(LESSONS[GAME]) if s.title == LESSON))
            app.wait_changed(before)
            before = app.steady_fingerprint()
            app.click_board(x, y)
            app.wait_changed(before)
            app.page.get_by_text(said.split(".")[0], exact=False).first.wait_for(timeout=60_000)
            assert not app.has_traceback()
        finally:
            app.page.close()
    assert (ROOT / "notebooks" / f"{GAME}.ipynb").read_bytes() == saved  # run, never saved over
