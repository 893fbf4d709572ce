from __future__ import annotations

from pathlib import Path

import click

from ledger.importers import IMPORTERS
from ledger.store import save_rows


@click.group()
def main() -> None:
    """ledger: 对公流水导入与对账。"""


@main.command("import")
@click.argument("bank", type=click.Choice(sorted(IMPORTERS)))
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--dry-run", is_flag=True)
def import_cmd(bank: str, path: Path, dry_run: bool) -> None:
    rows = IMPORTERS[bank](path)
    click.echo(f"parsed {len(rows)} rows from {path.name}")
    if dry_run:
        for row in rows[:10]:
            click.echo(f"{row.txn_date} {row.payee} {row.net}")
        return
    saved = save_rows(rows)
    click.echo(f"saved {saved} new rows")


@main.command()
@click.option("--month", required=True)
def reconcile(month: str) -> None:
    from ledger.reconcile import run

    run(month)


if __name__ == "__main__":
    main()
