"""Cleaning rules agreed with finance (see the KPI definitions doc, section 2)."""
from __future__ import annotations

import pandas as pd

TEST_CUSTOMER_IDS = {1, 2, 999999}
VALID_STATUSES = ["paid", "shipped", "delivered"]


def drop_test_orders(orders: pd.DataFrame) -> pd.DataFrame:
    """Remove orders placed by staff test accounts and anything not paid."""
    real = orders.loc[~orders["customer_id"].isin(TEST_CUSTOMER_IDS)].assign(
        status=lambda d: d["status"].str.lower()
    )
    return real.loc[real["status"].isin(VALID_STATUSES)].copy()


def normalize_skus(lines: pd.DataFrame) -> pd.DataFrame:
    """SKUs come in as 'ab-123 ', 'AB123' and 'AB-123'; the catalogue uses 'AB-123'."""
    out = lines.copy()
    sku = out["sku"].str.strip().str.upper()
    out["sku"] = sku.str.replace(r"^([A-Z]+)-?(\d+)$", r"\1-\2", regex=True)
    return out


def drop_returns(lines: pd.DataFrame) -> pd.DataFrame:
    """Returns are exported as negative quantities on a separate line; finance nets them
    out in the revenue report, but basket metrics only look at what was bought."""
    return lines[lines["qty"] > 0].reset_index(drop=True)


def clean(tables: dict[str, pd.DataFrame]) -> dict[str, pd.DataFrame]:
    orders = drop_test_orders(tables["orders"])
    lines = drop_returns(normalize_skus(tables["lines"]))
    lines = lines[lines["order_id"].isin(orders["order_id"])]
    return {**tables, "orders": orders, "lines": lines}
