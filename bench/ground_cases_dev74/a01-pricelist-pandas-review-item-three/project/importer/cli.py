"""pricelist-import SUPPLIER_ID FILE [--dry-run]"""
from __future__ import annotations

import logging
import os
from pathlib import Path

import click
from sqlalchemy import create_engine

from importer.load import existing_skus, load
from importer.read import read_supplier_csv
from importer.validate import validate, write_errors


@click.command()
@click.argument("supplier_id", type=int)
@click.argument("file", type=click.Path(exists=True, path_type=Path))
@click.option("--dry-run", is_flag=True, help="validate and write the error file, do not touch the database")
@click.option("--database-url", envvar="CATALOGUE_DB_URL", default="sqlite:///local.db")
def main(supplier_id: int, file: Path, dry_run: bool, database_url: str) -> None:
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"))
    engine = create_engine(database_url)
    frame = read_supplier_csv(file)
    known = set() if dry_run else existing_skus(engine, supplier_id)
    result = validate(frame, known)
    if result.errors:
        target = file.with_suffix(".errors.csv")
        write_errors(result.errors, target)
        click.echo(f"{len(result.errors)} rows rejected, see {target}")
    if dry_run:
        click.echo(f"dry run: {len(result.good)} rows would be loaded")
        return
    count = load(engine, supplier_id, result.good)
    click.echo(f"loaded {count} rows for supplier {supplier_id}")


if __name__ == "__main__":
    main()
