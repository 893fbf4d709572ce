"""Start the server: defaults for the database and the workspace, then uvicorn."""

from __future__ import annotations

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
          log_level: str = "warning") -> None:
    import uvicorn

    from honing.server.app import Settings, create_app

    url = check_db(db or default_db())
    root = Path(workspace or ".").resolve()
    if not root.is_dir():
        raise HoningError(f"--workspace {workspace}: no such directory")
    try:
        app = create_app(Settings(db=url, workspace=root, results=results))
    except Exception as exc:  # the database could not be opened or migrated
        raise HoningError(f"cannot open the database {url.split('@')[-1]}: {type(exc).__name__}: "
                          f"{str(exc).splitlines()[0] if str(exc) else ''}") from exc
    uvicorn.run(app, host=host, port=port, log_level=log_level, access_log=False)
