from datetime import date

import pandas as pd
import pytest

from etl.transforms.fx import to_cny
from tests.conftest import make_orders

RATES = pd.DataFrame({
    "currency": ["USD", "HKD", "USD"],
    "rate_date": [date(2025, 11, 20), date(2025, 11, 20), date(2025, 11, 21)],
    "cny_per_unit": [7.11, 0.914, 7.12],
})


def test_cny_orders_need_no_rate():
    out = to_cny(make_orders([(1, "app", "paid", "2025-11-20T02:00:00", 100.0)]))
    assert out["amount_cny"].tolist() == [100.0]


def test_usd_and_hkd_use_the_rate_of_their_day():
    orders = make_orders([
        (1, "overseas", "paid", "2025-11-20T02:00:00", 10.0, "USD"),
        (2, "overseas", "paid", "2025-11-20T03:00:00", 100.0, "HKD"),
    ])
    assert to_cny(orders, RATES)["amount_cny"].tolist() == [71.1, 91.4]


def test_missing_rate_is_an_error():
    orders = make_orders([(1, "overseas", "paid", "2025-11-19T02:00:00", 10.0, "USD")])
    with pytest.raises(ValueError, match="no fx rate"):
        to_cny(orders, RATES)
