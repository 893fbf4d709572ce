"""podfetch command line."""
from __future__ import annotations

import signal
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TransferSpeedColumn

from podfetch import config, download, feeds

app = typer.Typer(help="Download new podcast episodes.", no_args_is_help=True)
console = Console(stderr=True)


def _on_sigterm(signum, frame) -> None:
    # systemctl stop: leave through the normal exit path so downloads clean up
    raise typer.Exit(143)


@app.callback()
def main() -> None:
    signal.signal(signal.SIGTERM, _on_sigterm)


@app.command()
def add(url: str) -> None:
    """Subscribe to a feed."""
    settings = config.load()
    if url in settings.feeds:
        console.print(f"already subscribed: {url}")
        raise typer.Exit(0)
    settings.feeds.append(url)
    config.save(settings)
    console.print(f"[green]added[/] {url}")


@app.command()
def sync(
    limit: Optional[int] = typer.Option(None, "--limit", "-n", help="At most N new episodes per feed."),
    dry_run: bool = typer.Option(False, "--dry-run", help="List what would be downloaded."),
) -> None:
    """Download new episodes from every feed."""
    settings = config.load()
    target = Path(settings.download_dir)
    target.mkdir(parents=True, exist_ok=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TransferSpeedColumn(),
                  console=console, transient=True) as progress:
        for feed_url in settings.feeds:
            todo = [e for e in feeds.episodes(feed_url) if not (target / e.filename()).exists()]
            if limit is not None:
                todo = todo[:limit]
            for ep in todo:
                if dry_run:
                    console.print(f"would fetch {ep.filename()}")
                    continue
                download.fetch(ep.url, target / ep.filename(), progress)
                console.print(f"[green]✓[/] {ep.filename()}")


if __name__ == "__main__":
    app()
