from __future__ import annotations

from pathlib import Path

import pandas as pd

from jobs import WEEK


def write_csv(totals: pd.DataFrame, path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    totals.to_csv(path, index=False, float_format="%.2f")
    return path


def summary_text(totals: pd.DataFrame, wow: pd.DataFrame) -> str:
    if totals.empty:
        return "no paid orders in range"
    last = wow.iloc[-1]
    lines = [
        f"week of {last[WEEK]}: revenue {last['revenue']:.2f}",
    ]
    if pd.notna(last["change_pct"]):
        lines.append(f"change vs previous week: {last['change_pct']:+.1f}%")
    lines.append(f"orders: {int(totals[totals[WEEK] == last[WEEK]]['orders'].sum())}")
    return "\n".join(lines)


def print_summary(totals: pd.DataFrame, wow: pd.DataFrame) -> None:
    print(summary_text(totals, wow))


def write_all(totals: pd.DataFrame, wow: pd.DataFrame, out: str | Path) -> Path:
    target = write_csv(totals, out)
    print_summary(totals, wow)
    return target
