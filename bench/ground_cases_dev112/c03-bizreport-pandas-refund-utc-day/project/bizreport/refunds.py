from __future__ import annotations

import pandas as pd


def daily_refunds(refunds: pd.DataFrame) -> pd.DataFrame:
    """Refunded amount per shop per calendar day."""
    df = refunds.copy()
    df["day"] = df["refunded_at"].dt.date
    out = (
        df.groupby(["day", "shop_id"], as_index=False)
        .agg(refunded=("amount", "sum"), refunds=("refund_id", "count"))
        .sort_values(["day", "shop_id"])
    )
    out["refunded"] = out["refunded"].round(2)
    return out


def refund_rate(gmv: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    """Refunded / GMV per shop and day; shops without refunds get 0."""
    merged = gmv.merge(refunds, on=["day", "shop_id"], how="left")
    merged["refunded"] = merged["refunded"].fillna(0.0)
    merged["rate"] = (merged["refunded"] / merged["gmv"]).where(merged["gmv"] > 0, 0.0)
    return merged[["day", "shop_id", "gmv", "refunded", "rate"]]


def flag_spikes(rates: pd.DataFrame, threshold: float = 0.3) -> pd.DataFrame:
    """Shop-days whose refund rate is above the threshold."""
    return rates[rates["rate"] > threshold].sort_values("rate", ascending=False)
