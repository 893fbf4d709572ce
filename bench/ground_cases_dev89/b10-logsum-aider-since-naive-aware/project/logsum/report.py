from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from logsum.parser import Entry


def summarize(entries: Iterable[Entry]) -> list[tuple[str, int, float]]:
    count: dict[str, int] = defaultdict(int)
    total: dict[str, float] = defaultdict(float)
    for e in entries:
        count[e.path] += 1
        total[e.path] += e.latency_ms
    rows = [(p, n, total[p] / n) for p, n in count.items()]
    return sorted(rows, key=lambda r: r[1], reverse=True)


def render(rows: list[tuple[str, int, float]]) -> str:
    width = max([len("path"), *(len(path) for path, _, _ in rows)])
    lines = [f"{'path':<{width}}  {'count':>7}  {'avg_ms':>8}"]
    for path, n, avg in rows:
        lines.append(f"{path:<{width}}  {n:>7}  {avg:>8.1f}")
    return "\n".join(lines)
