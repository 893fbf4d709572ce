"""Build the frame behind the trading dashboard and draw the weekly charts."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

from clean import clean
from load import load_all
from metrics import basket_summary, repeat_rate, revenue_by_week, weekly_active_customers

OUT_DIR = Path("out")


def dashboard_frame(tables: dict[str, pd.DataFrame]) -> pd.DataFrame:
    revenue = revenue_by_week(tables["orders"], tables["lines"])
    total = revenue.groupby("week", as_index=False)["revenue"].sum()
    baskets = basket_summary(tables["orders"], tables["lines"], tables["promos"])
    repeat = repeat_rate(tables["orders"])
    active = weekly_active_customers(tables["orders"])
    frame = (
        total.merge(baskets, on="week", how="left")
        .merge(active, on="week", how="left")
        .merge(repeat, on="week", how="left")
    )
    return frame.sort_values("week").reset_index(drop=True)


def export_csv(frame: pd.DataFrame, path: Path) -> None:
    """Weekly frame for finance: ISO dates, 2 decimals."""
    out = frame.copy()
    out["week"] = out["week"].dt.strftime("%Y-%m-%d")
    numeric = out.select_dtypes("number").columns
    out[numeric] = out[numeric].round(2)
    out.to_csv(path, index=False)


def plot_baskets(frame: pd.DataFrame, path: Path) -> None:
    fig, ax = plt.subplots(figsize=(9, 4))
    ax.plot(frame["week"], frame["avg_value"], marker="o", label="avg basket value (EUR)")
    ax2 = ax.twinx()
    ax2.bar(frame["week"], frame["promo_share"], alpha=0.25, width=5, label="share with promo item")
    ax.set_title("Basket value per week")
    ax.legend(loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main() -> None:
    OUT_DIR.mkdir(exist_ok=True)
    tables = clean(load_all())
    frame = dashboard_frame(tables)
    plot_baskets(frame, OUT_DIR / "baskets.png")
    export_csv(frame, OUT_DIR / "dashboard_weekly.csv")
    print(frame.tail(8).to_string(index=False))


if __name__ == "__main__":
    main()
