"""Charts for the monthly sales report."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

plt.rcParams["font.family"] = ["Noto Sans CJK JP", "sans-serif"]


def plot_monthly(monthly: pd.DataFrame, out: str | Path) -> Path:
    """Bar chart of revenue_jpy per month."""
    fig, ax = plt.subplots(figsize=(9, 4))
    millions = monthly["revenue_jpy"] / 1_000_000
    bars = ax.bar(monthly["month"].astype(str), millions, color="#4C72B0")
    ax.bar_label(bars, labels=[f"{v:,.1f}" for v in millions], padding=2, fontsize=8)
    ax.set_title("月次売上")
    ax.set_xlabel("月")
    ax.set_ylabel("売上 (百万円)")
    ax.margins(y=0.12)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    out = Path(out)
    fig.savefig(out, dpi=150)
    plt.close(fig)
    return out


def plot_top_products(top: pd.DataFrame, out: str | Path) -> Path:
    """Horizontal bars, best seller on top."""
    fig, ax = plt.subplots(figsize=(7, 5))
    ax.barh(top["name"][::-1], top["amount_jpy"][::-1], color="#55A868")
    ax.set_title("売上上位商品")
    ax.set_xlabel("売上 (円)")
    fig.tight_layout()
    out = Path(out)
    fig.savefig(out, dpi=150)
    plt.close(fig)
    return out
