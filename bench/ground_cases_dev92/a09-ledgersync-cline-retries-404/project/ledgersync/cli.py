import json

import click

from ledgersync import config
from ledgersync.client import LedgerlyClient


@click.group()
def main() -> None:
    """Sync Ledgerly data."""


@main.command()
@click.option("--out", type=click.Path(dir_okay=False), required=True, help="JSON lines output file")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None, help="only invoices updated since this day")
def sync(out: str, since) -> None:
    client = LedgerlyClient(config.load())
    n = 0
    with open(out, "w", encoding="utf-8") as fh:
        for invoice in client.invoices(updated_since=since.strftime("%Y-%m-%d") if since else None):
            fh.write(json.dumps(invoice, ensure_ascii=False) + "\n")
            n += 1
    click.echo(f"wrote {n} invoices to {out}")


@main.command()
@click.argument("invoice_id")
def show(invoice_id: str) -> None:
    client = LedgerlyClient(config.load())
    click.echo(json.dumps(client.invoice(invoice_id), indent=2))
