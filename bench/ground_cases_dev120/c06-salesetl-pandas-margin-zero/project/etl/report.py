from __future__ import annotations

import csv
from pathlib import Path

from etl.transform import StoreSummary

HEADER = ["门店", "销售额", "成本", "销量", "均价", "销售额占比", "毛利率"]


def write_csv(rows: list[StoreSummary], out: Path) -> Path:
    total = sum(s.revenue for s in rows)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(HEADER)
        for s in rows:
            share = s.revenue / total * 100 if total else 0.0
            w.writerow([s.store, f"{s.revenue:.2f}", f"{s.cost:.2f}", s.units, f"{s.avg_price:.2f}", f"{share:.1f}%", f"{s.margin_pct:.1f}%"])
    return out


def print_table(rows: list[StoreSummary]) -> None:
    for s in rows:
        print(f"{s.store:<8} {s.revenue:>12,.2f} {s.units:>6}")
