"""Currency helpers. dim_fx_rate holds one row per (currency, rate_date): CNY per unit,
published by finance for each Beijing calendar day."""
from __future__ import annotations

import pandas as pd

from etl.config import BASE_CURRENCY


def load_rates(path: str) -> pd.DataFrame:
    rates = pd.read_parquet(path, columns=["currency", "rate_date", "cny_per_unit"])
    rates["rate_date"] = pd.to_datetime(rates["rate_date"]).dt.date
    return rates


def latest_rates(rates: pd.DataFrame) -> dict[str, float]:
    """Most recent rate per currency, for the dashboard's 'today' tiles."""
    last = rates.sort_values("rate_date").groupby("currency").tail(1)
    out = dict(zip(last["currency"], last["cny_per_unit"]))
    out[BASE_CURRENCY] = 1.0
    return out


def to_cny(orders: pd.DataFrame, rates: pd.DataFrame | None = None) -> pd.DataFrame:
    """Add `day` (the rate date of each order) and `amount_cny`. CNY orders need no rate;
    any other currency without a rate for its day is an error, not a silent zero."""
    if rates is None:
        rates = pd.DataFrame({"currency": [], "rate_date": [], "cny_per_unit": []})
    out = orders.assign(day=orders["paid_at"].dt.date)
    out = out.merge(rates, how="left", left_on=["currency", "day"], right_on=["currency", "rate_date"])
    out.loc[out["currency"] == BASE_CURRENCY, "cny_per_unit"] = 1.0
    if out["cny_per_unit"].isna().any():
        gaps = out.loc[out["cny_per_unit"].isna(), ["currency", "day"]].drop_duplicates()
        raise ValueError(f"no fx rate for {gaps.to_dict('records')}")
    out["amount_cny"] = (out["amount"] * out["cny_per_unit"]).round(2)
    return out.drop(columns=["rate_date"])


def missing_rates(rates: pd.DataFrame, currencies, days) -> list[tuple[str, object]]:
    """(currency, day) pairs finance has not published yet."""
    have = set(zip(rates["currency"], rates["rate_date"]))
    return [(c, d) for c in currencies for d in days if c != BASE_CURRENCY and (c, d) not in have]
