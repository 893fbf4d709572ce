"""Shared loading of ../shared/data for the benchmarks."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def jsonl(rel: str) -> list[dict]:
    path = SHARED / rel
    if not path.exists():
        raise SystemExit(f"missing data set {path}: the benchmarks read ../shared/data beside the checkout")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def best_of(n: int, fn: Callable[[], object]) -> float:
    """The fastest of ``n`` timed runs of ``fn``, in seconds."""
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)
