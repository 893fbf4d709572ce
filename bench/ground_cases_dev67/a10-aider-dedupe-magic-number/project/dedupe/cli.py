from __future__ import annotations

from pathlib import Path

import click

from dedupe.match import find_merges
from dedupe.records import load, save_merges


@click.command()
@click.argument("export", type=click.Path(exists=True, path_type=Path))
@click.option("--out", type=click.Path(path_type=Path), default=Path("merges.csv"))
@click.option("--dry-run", is_flag=True, help="Print the merges instead of writing them.")
def main(export: Path, out: Path, dry_run: bool) -> None:
    """Read a CRM export and write the pairs to merge."""
    customers = load(export)
    merges = find_merges(customers)
    if dry_run:
        for keep, drop in merges:
            click.echo(f"{drop.id} {drop.name!r} -> {keep.id} {keep.name!r}")
        click.echo(f"{len(customers)} customers, {len(merges)} merges (dry run)")
        return
    save_merges(out, merges)
    click.echo(f"{len(customers)} customers, {len(merges)} merges -> {out}")


@click.command()
@click.argument("export", type=click.Path(exists=True, path_type=Path))
def stats(export: Path) -> None:
    """Print how many records share an email address."""
    customers = load(export)
    emails = [c.email.strip() for c in customers if c.email]
    click.echo(f"{len(customers)} customers, {len(emails) - len(set(emails))} repeated emails")


if __name__ == "__main__":
    main()
