# Jupyter server configuration for serving a class under Binder / JupyterHub (Voilà as a server extension,
# pages at /voila/render/...): same culling, ceiling and page template as `make serve`. binder/start puts this
# folder on JUPYTER_CONFIG_PATH. Why culling rather than fixing Voilà's refused shutdown request
# (voila-dashboards/voila#1458): see classroom/voila.py. Preheated kernels exist only in standalone Voilà.
from fishtutor.classroom import configure

configure(get_config(), server=True)  # noqa: F821 (traitlets provides get_config in config files)
