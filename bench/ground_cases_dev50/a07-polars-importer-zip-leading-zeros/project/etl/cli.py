from __future__ import annotations

from pathlib import Path

import click

from etl.importer import import_file


@click.command()
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--partner", required=True)
@click.option("--out", type=click.Path(path_type=Path), default=Path("out"))
@click.option("--separator", default=",", show_default=True, help="field delimiter, e.g. ';' for northwind")
def main(path: Path, partner: str, out: Path, separator: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    good, to_geocode = import_file(path, partner, separator)
    good.write_parquet(out / f"{partner}_stores.parquet")
    to_geocode.write_csv(out / f"{partner}_to_geocode.csv")
    click.echo(f"{len(good)} stores, {len(to_geocode)} need geocoding")


if __name__ == "__main__":
    main()
