"""Transform step of the nightly orders job: clean, enrich, aggregate."""
from __future__ import annotations

import pandas as pd

ORDER_COLS = ["order_id", "customer_id", "order_date", "amount", "currency", "status"]
FX_TO_EUR = {"EUR": 1.0, "GBP": 1.17, "USD": 0.92, "CHF": 1.05}
ORDER_DATE_FORMAT = "%d/%m/%Y"


def normalise_orders(orders: pd.DataFrame) -> pd.DataFrame:
    """Types, currency conversion and cancelled-order filtering."""
    df = orders[ORDER_COLS].copy()
    # the export writes dd/mm/yyyy; never let pandas guess month-first
    df["order_date"] = pd.to_datetime(df["order_date"], format=ORDER_DATE_FORMAT)
    df["amount"] = pd.to_numeric(df["amount"], errors="coerce")
    df = df.dropna(subset=["amount"])
    df["amount_eur"] = (df["amount"] * df["currency"].map(FX_TO_EUR)).round(2)
    return df[df["status"] != "cancelled"].reset_index(drop=True)


def enrich_orders(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    """Attach segment and country from the CRM customer export."""
    cols = ["customer_id", "segment", "country", "updated_at"]
    enriched = orders.merge(customers[cols], on="customer_id", how="left")
    enriched["segment"] = enriched["segment"].fillna("unknown")
    return enriched.drop(columns=["updated_at"])


def daily_revenue(enriched: pd.DataFrame) -> pd.DataFrame:
    """Revenue per day, segment and country, in EUR."""
    out = (
        enriched.assign(day=enriched["order_date"].dt.date)
        .groupby(["day", "segment", "country"], as_index=False)
        .agg(orders=("order_id", "nunique"), revenue_eur=("amount_eur", "sum"))
    )
    out["revenue_eur"] = out["revenue_eur"].round(2)
    return out.sort_values(["day", "segment", "country"]).reset_index(drop=True)
