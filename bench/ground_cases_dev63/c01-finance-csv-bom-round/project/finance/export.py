"""给财务的月度明细 CSV。财务在 Windows 上用 Excel 直接双击打开。"""
from __future__ import annotations

import csv
from pathlib import Path

from finance.summary import monthly_totals, row_amount

HEADER = ["月份", "订单号", "渠道", "客户", "金额(元)"]


def write_detail(rows: list[dict], month: str, out_dir: Path) -> Path:
    path = out_dir / f"finance_{month}.csv"
    # utf-8-sig: 带 BOM，Windows Excel 双击打开才不会按 GBK 解码成乱码
    with path.open("w", newline="", encoding="utf-8-sig") as fh:
        writer = csv.writer(fh)
        writer.writerow(HEADER)
        for row in rows:
            writer.writerow([
                month,
                row["order_no"],
                row["channel"],
                row["customer"],
                f"{row_amount(row):.2f}",
            ])
        totals = monthly_totals(rows)
        writer.writerow([month, "合计", "", "", f"{totals['all']:.2f}"])
    return path


def write_summary(rows: list[dict], month: str, out_dir: Path) -> Path:
    path = out_dir / f"finance_{month}_summary.csv"
    totals = monthly_totals(rows)
    with path.open("w", newline="", encoding="utf-8-sig") as fh:
        writer = csv.writer(fh)
        writer.writerow(["渠道", "合计(元)"])
        for channel, amount in totals.items():
            writer.writerow([channel, f"{amount:.2f}"])
    return path
