"""fetchq command line: fetchq URLS_FILE -o DIR [--concurrency N]."""
from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from fetchq import __version__
from fetchq.downloader import Downloader
from fetchq.storage import Storage


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="fetchq", description="Download a list of URLs concurrently.")
    p.add_argument("urls", type=Path, help="file with one URL per line ('-' for stdin)")
    p.add_argument("-o", "--out", type=Path, default=Path("downloads"), help="output folder")
    p.add_argument("-c", "--concurrency", type=int, default=8, help="number of workers (default 8)")
    p.add_argument("--per-host", type=int, default=4, help="max requests in flight per host (default 4)")
    p.add_argument("--retries", type=int, default=3, help="attempts per URL when rate limited")
    p.add_argument("--timeout", type=float, default=30.0, help="seconds per request (default 30)")
    p.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p


def read_urls(path: Path) -> list[str]:
    text = sys.stdin.read() if str(path) == "-" else path.read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    urls = read_urls(args.urls)
    dl = Downloader(Storage(args.out), concurrency=args.concurrency, timeout=args.timeout,
                    per_host=args.per_host, retries=args.retries)
    result = asyncio.run(dl.run(urls))
    print(f"ok {result.ok}  failed {result.failed}  skipped {result.skipped}")
    for url, err in sorted(result.errors.items()):
        print(f"  {url}: {err}", file=sys.stderr)
    return 1 if result.failed else 0
