"""csvtidy command line: clean, dedupe and inspect CSV exports."""
from __future__ import annotations

from pathlib import Path

import typer

from csvtidy import __version__
from csvtidy.clean import clean_rows, dedupe_rows
from csvtidy.reader import read_rows
from csvtidy.writer import write_rows

app = typer.Typer(help="Tidy up CSV exports from the ERP.", no_args_is_help=True)

DelimiterOpt = typer.Option(",", "--delimiter", "-d", help="Input delimiter: one character, or 'tab'.")


def _version(value: bool) -> None:
    if value:
        typer.echo(f"csvtidy {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True),
) -> None:
    """csvtidy: small fixes for big exports."""


@app.command()
def clean(
    src: Path = typer.Argument(..., exists=True, dir_okay=False),
    out: Path = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
    strip: bool = typer.Option(True, help="Strip whitespace around values."),
    delimiter: str = DelimiterOpt,
) -> None:
    """Normalise headers and values."""
    header, rows = read_rows(src, delimiter)
    header, rows = clean_rows(header, rows, strip=strip)
    write_rows(out, header, rows)


@app.command()
def dedupe(
    src: Path = typer.Argument(..., exists=True, dir_okay=False),
    key: list[str] = typer.Option(..., "--key", "-k", help="Column(s) that identify a row."),
    out: Path = typer.Option(None, "--out", "-o"),
    delimiter: str = DelimiterOpt,
) -> None:
    """Drop rows whose key columns repeat (first one wins)."""
    header, rows = read_rows(src, delimiter)
    rows = dedupe_rows(header, rows, key)
    write_rows(out, header, rows)


@app.command()
def head(
    src: Path = typer.Argument(..., exists=True, dir_okay=False),
    n: int = 10,
    delimiter: str = DelimiterOpt,
) -> None:
    """Print the header and the first N rows."""
    header, rows = read_rows(src, delimiter)
    typer.echo(" | ".join(header))
    for row in rows[:n]:
        typer.echo(" | ".join(row))
