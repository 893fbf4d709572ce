"""fetchq: download a list of URLs concurrently."""
from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import httpx

from fetchq import __version__
from fetchq.pool import Downloader, Job
from fetchq.progress import Progress
from fetchq.retry import Backoff


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="fetchq", description=__doc__)
    ap.add_argument("list", type=Path, help="file with one URL per line")
    ap.add_argument("-o", "--out", type=Path, default=Path("downloads"))
    ap.add_argument("-j", "--jobs", type=int, default=8, help="parallel downloads (default 8)")
    ap.add_argument("--timeout", type=float, default=30.0, help="per-request timeout in seconds")
    ap.add_argument("--max-retries", type=int, default=3, help="attempts per URL, including the first (default 3)")
    ap.add_argument("--max-delay", type=float, default=10.0, help="cap for the retry backoff in seconds")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress line")
    ap.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return ap


def read_jobs(path: Path, out: Path) -> list[Job]:
    jobs = []
    for line in path.read_text().splitlines():
        url = line.strip()
        if not url or url.startswith("#"):
            continue
        name = url.rstrip("/").rsplit("/", 1)[-1] or "index.html"
        jobs.append(Job(url, out / name))
    return jobs


async def amain(args: argparse.Namespace) -> int:
    jobs = read_jobs(args.list, args.out)
    progress = Progress(len(jobs), enabled=not args.quiet)
    async with httpx.AsyncClient(timeout=args.timeout, follow_redirects=True) as client:
        dl = Downloader(client, concurrency=args.jobs, backoff=Backoff(max_delay=args.max_delay),
                        retries=args.max_retries, progress=progress)
        results = await dl.run(jobs)
    failed = [(j.url, r) for j, r in zip(jobs, results) if isinstance(r, BaseException)]
    for url, err in failed:
        print(f"failed: {url}: {err}", file=sys.stderr)
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.max_retries < 1:
        parser.error("--max-retries must be at least 1")
    return asyncio.run(amain(args))
