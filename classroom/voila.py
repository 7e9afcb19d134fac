# Voilà configuration for serving a class: read by `voila notebooks/` (make demo, make serve) because the
# Makefile puts this folder on JUPYTER_CONFIG_PATH, and by Voilà's server extension under Binder (binder/start
# does the same). The figures live in fishtutor/classroom.py, shared with jupyter_server_config.py.
#
# Closed tabs and voila-dashboards/voila#1458: closing a page makes Voilà's front end ask the server to shut
# its kernel down, and the server refuses that POST ("403 '_xsrf' argument missing"), so the kernel stayed
# forever. We do NOT switch XSRF protection off for that route: it is what stops another web site from
# making a learner's browser post to this server, and many closed tabs never send the request anyway
# (a crashed browser, a phone put to sleep, a link preview or crawler that only GETs the page). Instead
# Jupyter's culler shuts down every kernel that has had no browser connected for CLOSED_TAB_SECONDS
# (cull_connected=False culls exactly those: a closed tab is a kernel with no connection), and
# ClassroomKernelManager frees pages left open but unused after IDLE_PAGE_SECONDS. The page itself notices
# when its kernel is gone and says how to start again (templates/fishtutor/index.html.j2).
from fishtutor.classroom import configure

configure(get_config())  # noqa: F821 (traitlets provides get_config in config files)
