import pandas as pd
import pytest


@pytest.fixture
def orders():
    return pd.DataFrame({
        "order_id": ["o1", "o1", "o2", "o3"],
        "line_id": ["l1", "l2", "l3", "l4"],
        "customer_id": ["c1", "c1", "c2", "c3"],
        "sku": [1001, 1002, 1001, 1003],
        "qty": [1, 2, 1, 3],
        "unit_price": [99.0, 25.5, 99.0, 10.0],
        "channel": pd.Categorical(["tmall", "tmall", "jd", "jd"]),
        "month": pd.PeriodIndex(["2025-03"] * 4, freq="M"),
    })


@pytest.fixture
def refunds():
    return pd.DataFrame({"refund_id": ["r1"], "line_id": ["l2"], "amount": [25.5]})
