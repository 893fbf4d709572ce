from datetime import date

from etl.transforms.revenue import daily_revenue, week_over_week
from tests.conftest import make_orders


def test_daily_revenue_excludes_refunds(orders):
    out = daily_revenue(orders)
    assert out["revenue"].sum() == 170.4
    assert out["orders"].sum() == 3


def test_daily_revenue_groups_by_channel(orders):
    out = daily_revenue(orders)
    assert list(out["channel"]) == ["app", "miniprogram"]
    assert list(out["revenue"]) == [150.5, 19.9]


def test_order_after_midnight_counts_next_day():
    # 16:30 UTC on the 20th is 00:30 on the 21st in Beijing
    orders = make_orders([(7, "app", "paid", "2025-11-20T16:30:00", 42.0)])
    out = daily_revenue(orders)
    assert list(out["day"]) == [date(2025, 11, 21)]


def test_week_over_week():
    import pandas as pd
    days = [date(2025, 11, d) for d in range(1, 16)]
    daily = pd.DataFrame({"day": days, "channel": "app", "revenue": [100.0] * 7 + [110.0] * 8})
    out = week_over_week(daily)
    assert out["wow_pct"].iloc[7] == 10.0
    assert out["wow_pct"].iloc[:7].isna().all()
