"""Parse benchmarks/fixtures/large.toml and print the best of N runs.

The fixture lives in Git LFS (about 9 MB, a generated Cargo.lock-like document): run
`git lfs pull` before benchmarking.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path

import tomlette

FIXTURE = Path(__file__).parent / "fixtures" / "large.toml"


def bench(path: Path, runs: int) -> float:
    text = path.read_text(encoding="utf-8")
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        tomlette.loads(text)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("path", nargs="?", type=Path, default=FIXTURE)
    args = parser.parse_args()
    best = bench(args.path, args.runs)
    size = args.path.stat().st_size / 1e6
    print(f"bench_parse_large: {best * 1000:.0f} ms ({size:.1f} MB, best of {args.runs})")


if __name__ == "__main__":
    main()
