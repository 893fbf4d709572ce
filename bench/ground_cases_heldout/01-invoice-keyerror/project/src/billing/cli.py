from __future__ import annotations

import click

from . import export, storage
from .invoice import total_in


@click.group()
def main() -> None:
    """Back-office billing."""


@main.command()
@click.argument("number")
@click.option("--currency", default=None, help="Report the total in this currency.")
def total(number: str, currency: str | None) -> None:
    invoice = storage.load(number)
    amount = total_in(invoice, currency or invoice.currency)
    click.echo(f"{invoice.number}  {amount} {currency or invoice.currency}")


@main.command(name="export")
@click.argument("number")
@click.option("--format", "fmt", type=click.Choice(["json", "csv"]), default="json")
def export_cmd(number: str, fmt: str) -> None:
    invoice = storage.load(number)
    click.echo(export.as_json(invoice) if fmt == "json" else export.as_csv(invoice))


if __name__ == "__main__":
    main()
