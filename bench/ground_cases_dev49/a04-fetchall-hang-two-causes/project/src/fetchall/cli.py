"""fetchall: download every URL listed in a file into a folder."""
from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import typer

from fetchall.downloader import Downloader, filename_for
from fetchall.http import Fetcher

app = typer.Typer(add_completion=False)


def read_urls(path: Path) -> list[str]:
    urls = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            urls.append(line)
    return urls


@app.command()
def main(
    url_file: Path = typer.Argument(..., exists=True, help="file with one URL per line"),
    out_dir: Path = typer.Option(Path("downloads"), "--out", "-o", help="where to save"),
    retries: int = typer.Option(3, help="retries per URL on 429/5xx"),
    concurrency: int = typer.Option(8, "--concurrency", "-c", min=1, max=64, help="parallel downloads"),
    verbose: bool = typer.Option(False, "--verbose", "-v"),
    dry_run: bool = typer.Option(False, "--dry-run", help="print where each URL would be saved and exit"),
) -> None:
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(levelname)s %(message)s")
    urls = read_urls(url_file)
    if dry_run:
        for url in urls:
            typer.echo(f"{url} -> {out_dir / filename_for(url)}")
        raise typer.Exit(0)
    out_dir.mkdir(parents=True, exist_ok=True)

    async def run() -> int:
        async with Fetcher(retries=retries, per_host=concurrency) as fetcher:
            dl = Downloader(fetcher, out_dir, workers=concurrency)
            return await dl.run(urls)

    failed = asyncio.run(run())
    typer.echo(f"done: {len(urls) - failed} ok, {failed} failed")
    raise typer.Exit(1 if failed else 0)
