"""Command line entry point: backup-pruner FOLDER [--days N] [--dry-run]."""
from __future__ import annotations

import logging
from pathlib import Path

import click

from backup_pruner.pruner import prune


@click.command()
@click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--days", default=14, show_default=True, help="Delete backups older than this many days.")
@click.option("--keep", default=3, show_default=True, help="Always keep the newest N archives of each database.")
@click.option("--dry-run", is_flag=True, help="Only log what would be deleted.")
@click.option("-v", "--verbose", is_flag=True, help="Debug logging.")
def main(folder: Path, days: int, keep: int, dry_run: bool, verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
        datefmt="%Y-%m-%d %H:%M:%S",
    )
    removed = prune(folder, days, keep=keep, dry_run=dry_run)
    click.echo(f"{'would remove' if dry_run else 'removed'} {len(removed)} file(s)")
