from __future__ import annotations

from pathlib import Path

import click

from kaiso import __version__
from kaiso.exif import taken_at

PATTERN_HELP = "strftime 形式のファイル名パターン (拡張子は元のまま)"


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--pattern", default="%Y%m%d_%H%M%S", show_default=True, help=PATTERN_HELP)
@click.option("--dry-run", is_flag=True, help="リネームせずに結果だけ表示")
@click.version_option(__version__, prog_name="kaiso")
def main(paths: tuple[Path, ...], pattern: str, dry_run: bool) -> None:
    """PATHS の写真を撮影日時でリネームする."""
    for path in paths:
        when = taken_at(path)
        if when is None:
            click.echo(f"skip (no EXIF date): {path}", err=True)
            continue
        new = path.with_name(when.strftime(pattern) + path.suffix.lower())
        n = 1
        while new.exists() and new != path:
            new = path.with_name(f"{when.strftime(pattern)}_{n}{path.suffix.lower()}")
            n += 1
        click.echo(f"{path.name} -> {new.name}")
        if not dry_run:
            path.rename(new)


if __name__ == "__main__":
    main()
