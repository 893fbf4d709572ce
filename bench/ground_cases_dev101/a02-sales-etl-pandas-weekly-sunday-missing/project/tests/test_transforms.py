from datetime import date

import pandas as pd

import pytest

from transforms import daily_totals, dedupe_orders, filter_window, to_local


def frame(rows):
    df = pd.DataFrame(rows, columns=["order_id", "created_at", "state", "channel", "net_amount", "tax_amount"])
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    return df


ORDERS = frame(
    [
        ("A1", "2025-10-06T07:15:00Z", "paid", "web", 40.0, 7.6),
        ("A2", "2025-10-06T22:30:00Z", "paid", "app", 10.0, 1.9),  # 00:30 on the 7th in Berlin
        ("A3", "2025-10-07T12:00:00Z", "shipped", "web", 25.5, 4.85),
    ]
)


def test_to_local_converts_to_shop_zone():
    local = to_local(ORDERS, "Europe/Berlin")
    assert local.loc[0, "local_ts"].hour == 9


def test_to_local_date_follows_shop_midnight():
    local = to_local(ORDERS, "Europe/Berlin")
    assert list(local["local_date"]) == [date(2025, 10, 6), date(2025, 10, 7), date(2025, 10, 7)]


def test_filter_window_single_day():
    local = to_local(ORDERS, "Europe/Berlin")
    assert list(filter_window(local, date(2025, 10, 7), 1)["order_id"]) == ["A2", "A3"]


def test_filter_window_rejects_empty_window():
    with pytest.raises(ValueError):
        filter_window(to_local(ORDERS, "Europe/Berlin"), date(2025, 10, 7), 0)


def test_daily_totals_sums_per_local_day():
    totals = daily_totals(to_local(ORDERS, "Europe/Berlin"))
    assert list(totals["orders"]) == [1, 2]
    assert list(totals["net"]) == [40.0, 35.5]


def test_dedupe_orders_keeps_latest_row_per_order():
    repeated = frame(
        [
            ("A1", "2025-10-06T07:15:00Z", "paid", "web", 40.0, 7.6),
            ("A1", "2025-10-07T08:00:00Z", "shipped", "web", 40.0, 7.6),
            ("A2", "2025-10-06T09:00:00Z", "paid", "app", 10.0, 1.9),
        ]
    )
    out = dedupe_orders(repeated)
    assert list(out["order_id"]) == ["A2", "A1"]
    assert out.loc[out["order_id"] == "A1", "state"].item() == "shipped"


def test_daily_totals_of_empty_frame_has_columns():
    assert list(daily_totals(ORDERS.iloc[0:0]).columns) == ["local_date", "orders", "net", "gross"]
