from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import httpx
import typer
from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TransferSpeedColumn

from dlq import __version__
from dlq.config import default_out_dir
from dlq.fetch import FetchError, fetch
from dlq.names import filename_for

app = typer.Typer(add_completion=False, help="URL の一覧をまとめてダウンロードする")
err = Console(stderr=True)


def _read_urls(source: str) -> list[str]:
    text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"dlq {__version__}")
        raise typer.Exit()


@app.command()
def get(
    source: str = typer.Argument(..., help="URL を1行ずつ書いたファイル (- で標準入力)"),
    out_dir: Optional[Path] = typer.Option(None, "--out-dir", "-o", help="保存先 (既定: ~/Downloads/dlq)"),
    retries: int = typer.Option(2, "--retries", min=0, max=10, help="失敗時の再試行回数"),
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True),
) -> None:
    """URL の一覧を順番にダウンロードする。既にあるファイルは飛ばす。"""
    urls = _read_urls(source)
    out = out_dir or default_out_dir()
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    columns = (TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TransferSpeedColumn())
    show_bar = err.is_terminal
    with httpx.Client(follow_redirects=True, timeout=30) as client, \
            Progress(*columns, console=err, disable=not show_bar) as progress:
        for url in urls:
            dest = out / filename_for(url)
            if dest.exists():
                progress.console.print(f"[dim]skip[/] {dest.name}")
                continue
            try:
                fetch(client, url, dest, progress, retries=retries)
            except FetchError as e:
                failed += 1
                progress.console.print(f"[red]failed[/] {url}: {e}")
    if failed:
        err.print(f"{failed} 件失敗しました")
        raise typer.Exit(1)
