"""Cleaning steps applied to every shop export before it is loaded."""
from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

import pandas as pd

from etl.extract import Shop

VAT_RATES = {"FR": Decimal("0.20"), "DE": Decimal("0.19"), "GB": Decimal("0.20"), "US": Decimal("0")}
SHOP_TZ = {"FR": "Europe/Paris", "DE": "Europe/Berlin", "GB": "Europe/London", "US": "America/Chicago"}
_GROUPING = re.compile(r"[\s\u00a0\u202f']")


def parse_amount(raw: object, decimal_comma: bool) -> Decimal:
    """'1 234,50 €' (FR/DE) or '$1,234.50' (GB/US) as a Decimal."""
    text = _GROUPING.sub("", str(raw)).strip("€£$")
    if decimal_comma:
        text = text.replace(".", "").replace(",", ".")
    else:
        text = text.replace(",", "")
    return Decimal(text)


def parse_date(series: pd.Series, country: str) -> pd.Series:
    """Order dates as UTC timestamps; the exports carry local wall-clock times."""
    parsed = pd.to_datetime(series, dayfirst=False, errors="coerce")
    local = parsed.dt.tz_localize(SHOP_TZ.get(country, "UTC"), ambiguous="NaT", nonexistent="shift_forward")
    return local.dt.tz_convert("UTC")


def compute_net(gross: Decimal, country: str) -> Decimal:
    """Gross includes VAT in Europe; US totals are pre-tax already."""
    rate = VAT_RATES.get(country, Decimal("0"))
    return (gross / (1 + rate)).quantize(Decimal("0.01"))


def normalize(df: pd.DataFrame, shop: Shop) -> pd.DataFrame:
    out = pd.DataFrame(index=df.index)
    out["shop"] = shop.name
    out["order_ref"] = df["order_ref"].astype(str).str.strip()
    out["ordered_at"] = parse_date(df["order_date"], shop.country)
    out["gross"] = df["total"].map(lambda v: parse_amount(v, shop.decimal_comma))
    out["net"] = out["gross"].map(lambda g: compute_net(g, shop.country))
    out["currency"] = shop.currency
    return out.dropna(subset=["ordered_at"])


def filter_since(df: pd.DataFrame, since: date | None) -> pd.DataFrame:
    """Orders placed on or after `since` (a UTC calendar day); everything when None."""
    if since is None:
        return df
    cutoff = pd.Timestamp(since, tz="UTC")
    return df[df["ordered_at"] >= cutoff].reset_index(drop=True)


def dedupe(frames: list[pd.DataFrame]) -> pd.DataFrame:
    """Shops re-export the last 3 days every night; keep the newest copy of each order."""
    rows = pd.concat(frames, ignore_index=True)
    return rows.drop_duplicates(subset=["shop", "order_ref"], keep="last").reset_index(drop=True)
