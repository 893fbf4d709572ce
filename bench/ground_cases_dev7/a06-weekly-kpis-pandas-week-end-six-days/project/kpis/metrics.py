import pandas as pd

PAID = ("paid", "partially_refunded")


def _paid(orders: pd.DataFrame) -> pd.DataFrame:
    return orders[orders["status"].isin(PAID)]


def active_customers(orders: pd.DataFrame) -> int:
    """Distinct customers with at least one paid order."""
    return int(_paid(orders)["customer_id"].nunique())


def revenue(orders: pd.DataFrame) -> float:
    paid = _paid(orders)
    return round(float((paid["total"] - paid["refunded"]).sum()), 2)


def average_order_value(orders: pd.DataFrame) -> float:
    paid = _paid(orders)
    return round(float(paid["total"].mean()), 2) if len(paid) else 0.0
