"""Write the weekly summary as CSV and as the Markdown table posted to the ops channel."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd

CHANNEL_NAMES = {"app": "App", "mini_program": "小程序", "web": "官网", "offline": "门店"}


def _fmt_money(x: float) -> str:
    return f"{x:,.2f}"


def to_markdown(summary: pd.DataFrame, week: date) -> str:
    rows = summary[summary["week"] == week]
    lines = [
        f"**周报 {week.isoformat()} 起**",
        "",
        "| 渠道 | GMV | 订单数 | 客单价 | 退款 | 净收入 |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for _, r in rows.iterrows():
        name = CHANNEL_NAMES.get(r["channel"], r["channel"])
        lines.append(
            f"| {name} | {_fmt_money(r['gmv'])} | {int(r['orders'])} | {_fmt_money(r['aov'])} "
            f"| {_fmt_money(r['refunds'])} | {_fmt_money(r['net'])} |"
        )
    t = rows[["gmv", "orders", "refunds", "net"]].sum()
    aov = t["gmv"] / t["orders"] if t["orders"] else 0.0
    lines.append(
        f"| **合计** | {_fmt_money(t['gmv'])} | {int(t['orders'])} | {_fmt_money(aov)} "
        f"| {_fmt_money(t['refunds'])} | {_fmt_money(t['net'])} |"
    )
    return "\n".join(lines)


def write_csv(summary: pd.DataFrame, week: date, output_dir: str | Path) -> Path:
    out = Path(output_dir)
    out.mkdir(parents=True, exist_ok=True)
    iso_year, iso_week, _ = week.isocalendar()
    path = out / f"weekly_sales_{iso_year}-W{iso_week:02d}_{week.isoformat()}.csv"
    cols = ["week", "channel", "gmv", "orders", "aov", "refunds", "net"]
    summary.loc[summary["week"] == week, cols].to_csv(path, index=False, encoding="utf-8-sig")
    return path
