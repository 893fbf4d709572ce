"""snapkeep: prune old database snapshots."""
from __future__ import annotations

import logging
from datetime import date
from pathlib import Path

import click

from snapkeep.config import load_policy
from snapkeep.prune import parse_snapshot, plan_prune

log = logging.getLogger("snapkeep")


@click.command()
@click.option("--config", type=click.Path(path_type=Path), default=None)
@click.option("-v", "--verbose", is_flag=True)
@click.option("--dry-run", is_flag=True, help="Only print what would be deleted.")
def main(config: Path | None, verbose: bool, dry_run: bool) -> None:
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    policy = load_policy(config) if config else load_policy()
    target = Path(policy.target)
    snaps = [s for s in (parse_snapshot(p.name) for p in target.iterdir()) if s]
    doomed = plan_prune(snaps, date.today(), policy)
    log.info("%d snapshots, %d to delete", len(snaps), len(doomed))
    for snap in doomed:
        if dry_run:
            click.echo(f"would delete {snap.name}")
            continue
        (target / snap.name).unlink()
        log.info("deleted %s", snap.name)


if __name__ == "__main__":
    main()
