"""WooCommerce product CSV import format (the built-in importer, "Update existing products" ticked)."""
from __future__ import annotations

import csv
from pathlib import Path

HEADER = ["SKU", "Name", "Regular price", "Stock", "In stock?", "Published"]


def write_woo_csv(rows: list[dict], path: Path) -> Path:
    with open(path, "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(HEADER)
        for row in rows:
            w.writerow([
                row["sku"],
                row["name"],
                f"{row['sale_price']:.2f}",
                row["stock"],
                1 if row["stock"] > 0 else 0,
                1,
            ])
    return path


def preview(rows: list[dict], n: int = 5) -> str:
    """For debugging in the REPL."""
    lines = [" | ".join(HEADER)]
    for row in rows[:n]:
        lines.append(f"{row['sku']} | {row['name']} | {row['sale_price']} | {row['stock']}")
    return "\n".join(lines)


def count_in_stock(rows: list[dict]) -> int:
    return sum(1 for row in rows if row["stock"] > 0)
