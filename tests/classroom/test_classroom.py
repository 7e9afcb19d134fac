"""The classroom configuration: the figures it sets, the ceiling's refusal and its Retry-After."""
import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from tornado.httputil import HTTPHeaders
from traitlets.config import Config

from fishtutor import classroom
from fishtutor.classroom import ClassFull, ClassroomKernelManager, RetryAfter, ceiling, class_pools, configure

NOTEBOOKS = ["cats_in_the_barrel.ipynb", "fish_frenzy.ipynb", "fishing_frenzy.ipynb", "index.ipynb"]


def test_standalone_voila_gets_preheated_kernels_culling_of_closed_pages_and_the_ceiling():
    c = Config()
    configure(c)
    assert c.VoilaConfiguration.preheat_kernel is True
    assert c.VoilaConfiguration.multi_kernel_manager_class == "fishtutor.classroom.ClassroomKernelManager"
    manager = c.ClassroomKernelManager
    assert manager.cull_connected is False  # closed tabs (no connection) go first
    assert 0 < manager.cull_interval < manager.cull_idle_timeout < manager.connected_idle_timeout
    assert manager.max_kernels == classroom.MAX_KERNELS
    assert c.VoilaConfiguration.template == "fishtutor"
    assert "@jupyter-widgets/jupyterlab-manager" not in c.VoilaConfiguration.extension_denylist  # widgets load
    assert {"ipycanvas", "anywidget"}.isdisjoint(c.VoilaConfiguration.extension_denylist)
    assert "@voila-dashboards/jupyterlab-preview" in c.VoilaConfiguration.extension_denylist
    assert c.KernelManager.transport == "ipc"  # no TCP port to lose to another process while kernels start


def test_binder_server_uses_the_same_kernel_manager_without_a_pool():
    c = Config()
    configure(c, server=True)
    assert c.ServerApp.kernel_manager_class == "fishtutor.classroom.ClassroomKernelManager"
    assert "preheat_kernel" not in c.VoilaConfiguration
    assert c.ClassroomKernelManager.cull_idle_timeout == classroom.CLOSED_TAB_SECONDS


def test_at_the_ceiling_no_kernel_starts_and_the_visitor_gets_a_503():
    manager = ClassroomKernelManager(max_kernels=0)
    with pytest.raises(ClassFull) as refused:
        # a thread of its own: the browser tests' Playwright may hold this thread's event loop
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, manager.start_kernel(kernel_name="python3")).result()
    assert refused.value.status_code == 503 and refused.value.reason == "Class full"
    assert manager.list_kernel_ids() == []


def test_retry_after_is_added_to_503_replies_only():
    for status, expected in ((503, str(classroom.RETRY_AFTER_SECONDS)), (200, None)):
        _, headers, _ = RetryAfter(None).transform_first_chunk(status, HTTPHeaders(), b"", True)
        assert headers.get("Retry-After") == expected


def test_a_teacher_runs_kernels_ahead_for_the_tutor_the_class_opens():
    one = {"pool_size": classroom.POOL_PER_NOTEBOOK}
    pools = class_pools("fishing_frenzy=30, cats_in_the_barrel.ipynb = 5", NOTEBOOKS)
    assert pools == {"default": {"pool_size": 0}, "fish_frenzy.ipynb": one, "fishing_frenzy.ipynb": {"pool_size": 30},
                     "cats_in_the_barrel.ipynb": {"pool_size": 5}}
    # with no PREHEAT every tutor runs one kernel ahead, and a page of words (the front page) none
    assert class_pools("", NOTEBOOKS) == {"default": {"pool_size": 0}, "cats_in_the_barrel.ipynb": one,
                                          "fish_frenzy.ipynb": one, "fishing_frenzy.ipynb": one}
    assert class_pools("fishing_frenzy=50", NOTEBOOKS, most=60)["fishing_frenzy.ipynb"] == {"pool_size": 50}


@pytest.mark.parametrize("spec,words", [
    ("fishin=3", "not NOTEBOOK=COUNT for one of the notebooks (cats_in_the_barrel, fish_frenzy"),
    ("fishing_frenzy", "not NOTEBOOK=COUNT"), ("fishing_frenzy=3x", "not a whole number from 1 to 40"),
    ("fishing_frenzy=0", "not a whole number"), ("fishing_frenzy=-2", "not a whole number"),
    ("fishing_frenzy=²", "not a whole number"), ("fish_frenzy=2,fish_frenzy=3", "names fish_frenzy twice"),
    ("fishing_frenzy=39", "asks for 41 kernels run ahead"), ("../secret=3", "not NOTEBOOK=COUNT")])
def test_a_preheat_the_server_cannot_keep_is_refused_with_the_reason(spec, words):
    with pytest.raises(ValueError, match="PREHEAT") as refused:
        class_pools(spec, NOTEBOOKS)
    assert words in str(refused.value)


def test_the_ceiling_and_the_preheat_come_from_make_serve_and_junk_stops_the_server(monkeypatch):
    assert ceiling("") == classroom.MAX_KERNELS and ceiling(" 60 ") == 60
    for junk in ("abc", "0", "-5", "4.5", "٣"):
        with pytest.raises(ValueError, match="MAX_KERNELS"):
            ceiling(junk)
    monkeypatch.setenv(classroom.PREHEAT_VARIABLE, "fishing_frenzy=45")
    monkeypatch.setenv(classroom.MAX_KERNELS_VARIABLE, "60")
    c = Config()
    configure(c)
    assert c.ClassroomKernelManager.max_kernels == 60
    assert c.VoilaKernelManager.kernel_pools_config["fishing_frenzy.ipynb"] == {"pool_size": 45}
    assert c.VoilaKernelManager.fill_delay == classroom.REFILL_AFTER_SECONDS  # taken kernels replaced after the rush
    monkeypatch.setenv(classroom.MAX_KERNELS_VARIABLE, "")
    monkeypatch.setenv(classroom.PREHEAT_VARIABLE, "fishing_frenzy=38")
    others = len(classroom.WARM_PAGES) - 1
    with pytest.raises(SystemExit, match=f"make serve: PREHEAT asks for {38 + others} kernels"):
        configure(Config())  # 38 + one for each other tutor passes the default ceiling: nothing starts
    monkeypatch.delenv(classroom.PREHEAT_VARIABLE)
    c = Config()
    configure(c)
    assert c.VoilaKernelManager.kernel_pools_config == {"default": {"pool_size": 0}, **{
        name: {"pool_size": classroom.POOL_PER_NOTEBOOK} for name in classroom.WARM_PAGES}}  # tutors only
    assert "fill_delay" not in c.VoilaKernelManager
    assert c.ClassroomKernelManager.max_kernels == classroom.MAX_KERNELS
