"""Nightly revenue job: events -> latest order state -> daily revenue table."""
from __future__ import annotations

import logging
from pathlib import Path

import click
import pandas as pd

from revjob.load import latest_state, partitions, read_events, read_fx
from revjob.transform import daily_revenue, summary_line

log = logging.getLogger("revjob")


@click.command()
@click.option("--day", required=True, help="Partition to process, YYYY-MM-DD.")
@click.option("--root", type=click.Path(path_type=Path), default=Path("/data/events"))
@click.option("--fx", "fx_path", type=click.Path(path_type=Path), default=Path("/data/fx/latest.csv"))
@click.option("--out", type=click.Path(path_type=Path), default=Path("/data/reports"))
@click.option("--dry-run", is_flag=True, help="Compute and log the report but do not write it.")
def main(day: str, root: Path, fx_path: Path, out: Path, dry_run: bool) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    events = pd.concat([read_events(p) for p in partitions(root, day)], ignore_index=True)
    orders = latest_state(events)
    log.info("%d events, %d orders after dedupe", len(events), len(orders))
    report = daily_revenue(orders, read_fx(fx_path))
    target = out / f"revenue_{day}.parquet"
    if dry_run:
        log.info("dry run, not writing %s: %s", target, summary_line(report))
        return
    report.to_parquet(target, index=False)
    log.info("wrote %s: %s", target, summary_line(report))


if __name__ == "__main__":
    main()
