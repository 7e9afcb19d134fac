"""The classroom configuration: the figures it sets, the ceiling's refusal and its Retry-After."""
import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from tornado.httputil import HTTPHeaders
from traitlets.config import Config

from fishtutor import classroom
from fishtutor.classroom import ClassFull, ClassroomKernelManager, RetryAfter, configure


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
