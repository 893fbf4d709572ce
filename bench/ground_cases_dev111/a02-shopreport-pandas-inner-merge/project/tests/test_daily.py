from datetime import datetime, timezone

import pandas as pd

from shopreport.daily import daily_totals, summary_line, top_countries


def _orders():
    ts = lambda d: datetime(2025, 3, d, 12, tzinfo=timezone.utc)
    return pd.DataFrame([
        {"order_id": 1, "customer_id": 1, "created_at": ts(1), "status": "paid", "total_cents": 1000, "country": "DE"},
        {"order_id": 2, "customer_id": 2, "created_at": ts(1), "status": "paid", "total_cents": 2500, "country": "FR"},
        {"order_id": 3, "customer_id": 1, "created_at": ts(2), "status": "paid", "total_cents": 500, "country": "DE"},
        {"order_id": 4, "customer_id": 9, "created_at": ts(2), "status": "paid", "total_cents": 700, "country": None},
    ])


def test_daily_totals_groups_by_day_and_country():
    daily = daily_totals(_orders())
    assert len(daily) == 4
    assert set(daily["country"]) == {"DE", "FR", "unknown"}


def test_missing_country_is_unknown():
    daily = daily_totals(_orders())
    assert daily.loc[daily["country"] == "unknown", "revenue"].item() == 7.0


def test_top_countries_orders_by_revenue():
    daily = daily_totals(_orders())
    assert list(top_countries(daily, 2)["country"]) == ["FR", "DE"]


def test_summary_line():
    assert summary_line(daily_totals(_orders())) == "4 orders over 2 day(s), revenue 47.00"
