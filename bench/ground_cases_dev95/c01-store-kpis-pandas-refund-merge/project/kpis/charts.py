"""Charts for the weekly report (matplotlib, saved as PNG)."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.ticker as mticker  # noqa: E402
import pandas as pd  # noqa: E402

from kpis import metrics  # noqa: E402

OUT_DIR = Path("out")


def _money(ax) -> None:
    ax.yaxis.set_major_formatter(mticker.FuncFormatter(lambda v, _: f"{v / 1e4:,.0f}万"))


def weekly_revenue_chart(orders: pd.DataFrame, path: Path | None = None) -> Path:
    weekly = metrics.weekly_revenue(orders)
    fig, ax = plt.subplots(figsize=(10, 4))
    ax.plot(weekly.index, weekly.values, marker="o", linewidth=1.5)
    ax.set_title("每周净收入")
    ax.set_xlabel("周")
    _money(ax)
    ax.grid(alpha=0.3)
    path = path or OUT_DIR / "weekly_revenue.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120, bbox_inches="tight")
    plt.close(fig)
    return path


def channel_share_chart(orders: pd.DataFrame, path: Path | None = None) -> Path:
    table = metrics.revenue_by_channel(orders)
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.pie(table["revenue"], labels=table["channel"], autopct="%1.0f%%", startangle=90)
    ax.set_title("渠道占比")
    path = path or OUT_DIR / "channel_share.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120, bbox_inches="tight")
    plt.close(fig)
    return path
