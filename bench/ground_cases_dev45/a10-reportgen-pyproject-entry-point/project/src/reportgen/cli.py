"""reportgen command line."""
from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import typer

from reportgen.render import render_html, render_pdf
from reportgen.queries import load_kpis

app = typer.Typer(help="Render KPI reports.", no_args_is_help=True)


def _last_monday() -> date:
    today = date.today()
    return today - timedelta(days=today.weekday() + 7)


@app.command()
def weekly(
    week: str = typer.Option(None, help="ISO date of the Monday, default last week"),
    out: Path = typer.Option(Path("out"), help="Output folder"),
    pdf: bool = typer.Option(False, help="Also write a PDF"),
    dsn: str = typer.Option(..., envvar="REPORTGEN_DSN", help="Warehouse connection string"),
) -> None:
    """Render the weekly KPI report."""
    start = date.fromisoformat(week) if week else _last_monday()
    kpis = load_kpis(dsn, start, start + timedelta(days=7))
    out.mkdir(parents=True, exist_ok=True)
    html = render_html("weekly.html.j2", kpis=kpis, start=start)
    (out / f"weekly-{start}.html").write_text(html, encoding="utf-8")
    if pdf:
        render_pdf(html, out / f"weekly-{start}.pdf")
    typer.echo(f"wrote report for week of {start} to {out}")


@app.command()
def templates() -> None:
    """List the bundled templates."""
    from reportgen.render import env

    for name in env.list_templates():
        typer.echo(name)


def run() -> None:
    app()
