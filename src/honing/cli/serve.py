"""hone serve: the HTTP server and its web UI."""

from __future__ import annotations

import click

from honing.cli.references import STORE_HELP, result_store
from honing.cli.shell import fail, guarded, main


@main.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to bind (loopback by default; anything else exposes the API to the network).")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True, help="Port to listen on.")
@click.option("--db", help="Database URL: sqlite:///PATH or postgresql://USER@HOST:PORT/DB (default: runs.sqlite "
              "in the user data folder; env HONING_DB).", envvar="HONING_DB")
@click.option("--workspace", type=click.Path(), help="Folder that @file references, transcripts and ground's cwd "
              "must stay inside (default: the current directory).")
@click.option("--store", "store_path", help=STORE_HELP)
@click.option("--endpoint", envvar="HONING_GROUND_ENDPOINT", help="OpenAI-compatible base URL of a model that writes "
              "ground's instructions when a request or session names a model (env HONING_GROUND_ENDPOINT).")
@click.option("--llm-model", envvar="HONING_GROUND_MODEL", help="Default model at --endpoint (env HONING_GROUND_MODEL).")
@click.option("--allow-urls", is_flag=True, help="Let /api/expand fetch @url references (public addresses only); "
              "off by default, as in hone mcp.")
@guarded
def serve_cmd(host: str, port: int, db: str | None, workspace: str | None, store_path: str | None,
              endpoint: str | None, llm_model: str | None, allow_urls: bool) -> None:
    """Run the web UI and JSON API (OpenAPI page at /docs); every run is recorded."""
    import importlib.util

    def absent(module: str) -> bool:
        try:
            return importlib.util.find_spec(module) is None
        except ImportError:
            return True

    missing = [m for m in ("fastapi", "fastapi_offline", "uvicorn", "sqlalchemy", "alembic") if absent(m)]
    if missing:
        fail(f"hone serve needs the server extra ({', '.join(missing)} not installed): pip install 'honing[server]'")
    from honing.server.main import LOOPBACK, serve
    if host not in LOOPBACK:
        click.echo(f"hone: serve: binding {host}: the API has no authentication; anyone who can reach this "
                   "address can run it", err=True)
    serve(host=host, port=port, db=db, workspace=workspace, results=result_store(store_path), endpoint=endpoint,
          model=llm_model, allow_urls=allow_urls, announce=lambda line: click.echo(f"hone: {line}", err=True))
