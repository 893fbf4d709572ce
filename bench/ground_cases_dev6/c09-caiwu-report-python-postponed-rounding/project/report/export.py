import csv
from pathlib import Path

from .summary import StoreSummary

HEADER = ["门店", "订单数", "销售额", "税额"]


def write_csv(path: Path, summaries: list[StoreSummary]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # utf-8-sig: 带 BOM，Excel 双击打开中文不乱码
    with open(path, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(HEADER)
        for s in summaries:
            w.writerow([s.store, s.orders, f"{s.amount:.2f}", f"{s.tax:.2f}"])
