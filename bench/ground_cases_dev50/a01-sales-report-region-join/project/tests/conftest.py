import pandas as pd
import pytest


@pytest.fixture
def orders() -> pd.DataFrame:
    return pd.DataFrame({
        "order_id": [1, 2, 3, 4, 5],
        "customer_id": pd.array(["c1", "c2", "c3", "c1", "c4"], dtype="string"),
        "currency": ["EUR", "EUR", "USD", "EUR", "EUR"],
        "status": ["paid", "paid", "paid", "refunded", "paid"],
        "created_at": pd.to_datetime(["2025-08-03", "2025-08-14", "2025-08-20", "2025-09-01", "2025-09-02"], utc=True),
        "amount": [100.0, 50.0, 80.0, 40.0, 20.0],
        "refunded_amount": [0.0, 0.0, 0.0, 40.0, 0.0],
        "discount": [10.0, 0.0, 0.0, 0.0, 0.0],
    })


@pytest.fixture
def customers() -> pd.DataFrame:
    return pd.DataFrame({
        "customer_id": pd.array(["c1", "c2", "c3", "c4"], dtype="string"),
        "country": ["DE", "FR", "US", "BR"],
        "segment": ["smb", "self_serve", "enterprise", "smb"],
    })


@pytest.fixture
def fx() -> pd.Series:
    idx = pd.MultiIndex.from_tuples(
        [(pd.Period("2025-08", "M"), "EUR"), (pd.Period("2025-08", "M"), "USD"),
         (pd.Period("2025-09", "M"), "EUR"), (pd.Period("2025-09", "M"), "USD")],
        names=["month", "currency"])
    return pd.Series([1.0, 0.92, 1.0, 0.91], index=idx, name="eur_rate")
