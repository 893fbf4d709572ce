"""Daily totals per region, written as CSV for the finance sheet."""
from __future__ import annotations

import csv
from collections import defaultdict
from pathlib import Path


def totals_by_region(rows: list[dict]) -> dict[str, dict[str, int]]:
    totals: dict[str, dict[str, int]] = defaultdict(lambda: {"orders": 0, "qty": 0, "amount_cents": 0})
    orders: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        bucket = totals[row["region"]]
        bucket["qty"] += row["qty"]
        bucket["amount_cents"] += row["amount_cents"]
        orders[row["region"]].add(row["order_id"])
    for region, ids in orders.items():
        totals[region]["orders"] = len(ids)
    return dict(totals)


def write_report(totals: dict[str, dict[str, int]], out_dir: Path, day: str) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"region_totals_{day}.csv"
    with target.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["region", "orders", "qty", "amount_yuan"])
        for region in sorted(totals):
            t = totals[region]
            writer.writerow([region, t["orders"], t["qty"], f"{t['amount_cents'] / 100:.2f}"])
    return target
