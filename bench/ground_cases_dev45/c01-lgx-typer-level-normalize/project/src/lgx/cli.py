"""lgx: filter and summarize JSON-lines logs."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Optional

import typer

from lgx import __version__
from lgx.filters import LEVELS, count_by_level, select
from lgx.timeparse import BadDuration, parse_since

app = typer.Typer(add_completion=False, help="Filter JSON-lines logs.")


def _read(paths: list[Path]):
    for path in paths:
        with path.open(encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    yield json.loads(line)
                except json.JSONDecodeError:
                    typer.echo(f"{path}:{lineno}: not JSON, skipped", err=True)


@app.command("filter")
def filter_cmd(
    paths: list[Path] = typer.Argument(..., exists=True, dir_okay=False),
    since: Optional[str] = typer.Option(None, "--since", help="e.g. 30m, 2h, 3d"),
    until: Optional[str] = typer.Option(None, "--until"),
    level: str = typer.Option("DEBUG", "--level", "-l"),
    grep: Optional[str] = typer.Option(None, "--grep", "-g"),
    as_json: bool = typer.Option(False, "--json", help="print records as JSON lines"),
) -> None:
    try:
        since_at = parse_since(since) if since else None
        until_at = parse_since(until) if until else None
    except BadDuration as exc:
        raise typer.BadParameter(str(exc)) from exc
    pattern = re.compile(grep) if grep else None
    for rec in select(_read(paths), since=since_at, until=until_at, min_level=level, pattern=pattern):
        if as_json:
            typer.echo(json.dumps(rec, ensure_ascii=False))
        else:
            typer.echo(f"{rec['ts']} {rec.get('level', 'INFO'):5} {rec.get('msg', '')}")


@app.command()
def stats(paths: list[Path] = typer.Argument(..., exists=True, dir_okay=False)) -> None:
    counts = count_by_level(_read(paths))
    width = max(len(level) for level in LEVELS)
    for level in LEVELS:
        typer.echo(f"{level:<{width}}  {counts.get(level, 0)}")


@app.command()
def version() -> None:
    typer.echo(__version__)


if __name__ == "__main__":
    app()
