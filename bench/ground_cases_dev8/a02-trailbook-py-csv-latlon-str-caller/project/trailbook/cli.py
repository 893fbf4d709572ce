from __future__ import annotations

from pathlib import Path

import click

from trailbook import db
from trailbook.importers import importer_for

DEFAULT_DB = Path("~/.local/share/trailbook/trailbook.sqlite").expanduser()


@click.group()
@click.option("--db", "db_path", type=click.Path(path_type=Path), default=DEFAULT_DB, show_default=True)
@click.pass_context
def cli(ctx: click.Context, db_path: Path) -> None:
    """Keep a log of hikes and rides from GPX files and Strava exports."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    ctx.obj = db.connect(db_path)


@cli.command("import")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--name", help="Name for the activity (default: from the file).")
@click.pass_obj
def import_cmd(conn, paths: tuple[Path, ...], name: str | None) -> None:
    for path in paths:
        importer = importer_for(path, name=name)
        activity = importer.run(path)
        activity_id = db.save_activity(conn, activity)
        click.echo(f"#{activity_id} {activity.name}: {activity.distance_km:.1f} km, +{activity.ascent_m:.0f} m")


@cli.command()
@click.option("--year", type=int)
@click.pass_obj
def stats(conn, year: int | None) -> None:
    total_km, total_up, count = db.totals(conn, year)
    click.echo(f"{count} activities, {total_km:.0f} km, +{total_up:.0f} m")
