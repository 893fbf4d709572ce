from __future__ import annotations

from pathlib import Path

import click

from photoname.rename import apply, plan


@click.command()
@click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--dry-run", is_flag=True, help="Show what would be renamed.")
def main(folder: Path, dry_run: bool) -> None:
    """Rename the pictures in FOLDER by the time they were taken."""
    moves = plan(folder)
    if dry_run:
        width = max((len(old.name) for old, _ in moves), default=0)
        for old, new in moves:
            click.echo(f"{old.name:<{width}} -> {new.name}")
        click.echo(f"{len(moves)} file(s) would be renamed")
        return
    click.echo(f"renamed {apply(moves)} file(s)")


if __name__ == "__main__":
    main()
