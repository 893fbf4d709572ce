from __future__ import annotations

import logging
from pathlib import Path

import click

from assetsync.remote import Bucket
from assetsync.sync import run_sync


@click.command()
@click.argument("root", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--bucket", required=True, help="S3 bucket name")
@click.option("--prefix", default="", help="key prefix inside the bucket")
@click.option("--delete", is_flag=True, help="delete remote files missing locally")
@click.option("--dry-run", is_flag=True, help="show what would change without touching the bucket")
def main(root: Path, bucket: str, prefix: str, delete: bool, dry_run: bool) -> None:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    report = run_sync(root, Bucket(bucket, prefix), delete=delete, dry_run=dry_run)
    click.echo(f"uploaded={len(report.uploaded)} deleted={len(report.deleted)} skipped={len(report.skipped)}")


if __name__ == "__main__":
    main()
