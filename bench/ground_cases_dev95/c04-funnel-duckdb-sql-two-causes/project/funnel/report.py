"""Week-over-week funnel report: python -m funnel.report --week 2025-10-20"""
from __future__ import annotations

import argparse
import tomllib
from datetime import date, timedelta
from pathlib import Path

import duckdb

from funnel.run import funnel, week_bounds

STEPS = [("viewed", "sessions"), ("carted", "viewed"), ("checkout", "carted"), ("purchased", "checkout")]


def step_rates(f: dict) -> dict:
    return {f"{a}/{b}": (f[a] / f[b] if f[b] else 0.0) for a, b in STEPS}


def compare(this: dict, last: dict) -> list[tuple[str, float, float, float]]:
    rows = []
    for key in ["conversion", *step_rates(this)]:
        a = this.get(key, step_rates(this).get(key))
        b = last.get(key, step_rates(last).get(key))
        rows.append((key, a, b, (a - b) / b if b else float("nan")))
    return rows


def render(rows) -> str:
    lines = [f"{'metric':<22}{'this week':>12}{'last week':>12}{'change':>10}"]
    for key, a, b, change in rows:
        lines.append(f"{key:<22}{a:>12.2%}{b:>12.2%}{change:>+10.1%}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--week", type=date.fromisoformat, required=True)
    ap.add_argument("--config", type=Path, default=Path("config.toml"))
    args = ap.parse_args(argv)
    cfg = tomllib.loads(args.config.read_text())
    start, end = week_bounds(args.week)
    prev_start, prev_end = week_bounds(args.week - timedelta(days=7))
    with duckdb.connect(cfg["warehouse"]["path"], read_only=True) as con:
        this = funnel(con, start, end, cfg)
        last = funnel(con, prev_start, prev_end, cfg)
    print(render(compare(this, last)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
