"""pdfstamp command line: stamp / number / serve."""
from __future__ import annotations

from pathlib import Path

import click

from pdfstamp.stamp import StampStyle, number_pages, stamp


@click.group()
@click.version_option()
def main() -> None:
    """Stamp, number and watermark PDFs."""


@main.command("stamp")
@click.argument("src", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("dest", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--text", default="CONFIDENTIAL", show_default=True)
@click.option("--opacity", default=0.25, show_default=True)
def stamp_cmd(src: Path, dest: Path, text: str, opacity: float) -> None:
    dest.write_bytes(stamp(src.read_bytes(), text, StampStyle(opacity=opacity)))


@main.command("number")
@click.argument("src", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.argument("dest", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "fmt", default="{page} / {total}", show_default=True)
def number_cmd(src: Path, dest: Path, fmt: str) -> None:
    dest.write_bytes(number_pages(src.read_bytes(), fmt))


@main.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8080, show_default=True)
def serve_cmd(host: str, port: int) -> None:
    """Tiny HTTP API: POST /stamp?text=... and POST /number with a PDF body."""
    from pdfstamp.server import run

    run(host, port)
