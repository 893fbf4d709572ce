"""Start the server: defaults for the database and the workspace, then uvicorn."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from honing.errors import HoningError

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def default_db() -> str:
    import platformdirs

    return f"sqlite:///{platformdirs.user_data_path('honing', appauthor=False) / 'runs.sqlite'}"


def check_db(url: str) -> str:
    if url.startswith(("sqlite:///", "postgresql://", "postgres://", "postgresql+psycopg://")):
        return url
    raise HoningError(f"--db {url!r}: give sqlite:///PATH or postgresql://USER@HOST:PORT/DB")


def serve(*, host: str, port: int, db: str | None, workspace: str | None, results: Path,
          endpoint: str | None = None, model: str | None = None, allow_urls: bool = False,
          announce: Callable[[str], None] = print, log_level: str = "warning") -> None:
    import uvicorn

    from honing.server.app import LOOPBACK_NAMES, Settings, create_app

    url = check_db(db or default_db())
    root = Path(workspace or ".").resolve()
    if not root.is_dir():
        raise HoningError(f"--workspace {workspace}: no such directory")
    try:
        # on loopback only requests that name a loopback host are served: a web page whose
        # name is rebound to 127.0.0.1 cannot read the runs
        hosts = tuple(LOOPBACK_NAMES) if host in LOOPBACK else ("*",)
        app = create_app(Settings(db=url, workspace=root, results=results, endpoint=endpoint, model=model,
                                  allow_urls=allow_urls, hosts=hosts))
    except Exception as exc:  # the database could not be opened or migrated
        raise HoningError(f"cannot open the database {_shown(url)}: {type(exc).__name__}: "
                          f"{str(exc).splitlines()[0] if str(exc) else ''}") from exc
    _check_port(host, port)
    announce(f"serving on http://{host}:{port}/ (API docs at /docs; database {_shown(url)}); Ctrl-C stops")
    uvicorn.run(app, host=host, port=port, log_level=log_level, access_log=False)


def _shown(url: str) -> str:
    """The database URL without a password."""
    scheme, _, rest = url.partition("://")
    return f"{scheme}://{rest.rsplit('@', 1)[-1]}" if "@" in rest else url


def _check_port(host: str, port: int) -> None:
    import errno
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        with socket.socket(family) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((host, port))
    except socket.gaierror as exc:  # a host name that does not resolve (or no address such as 999.1.1.1)
        raise HoningError(f"cannot listen on {host}:{port}: {exc.strerror or exc}; "
                          "give --host an address of this machine (127.0.0.1, 0.0.0.0 or ::)") from exc
    except OSError as exc:
        fix = "give --host an address of this machine (127.0.0.1, 0.0.0.0 or ::)" if exc.errno == errno.EADDRNOTAVAIL else \
            "choose another --port"
        raise HoningError(f"cannot listen on {host}:{port}: {exc.strerror or exc}; {fix}") from exc
