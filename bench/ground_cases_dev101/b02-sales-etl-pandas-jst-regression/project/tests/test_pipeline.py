from datetime import date

import pandas as pd

from etl.aggregate import check_net, daily_totals
from etl.clean import clean


def export(*rows):
    return pd.DataFrame(
        [{"order_id": oid, "store_id": "s01", "ordered_at": ts, "amount": amount, "discount": 0,
          "status": "paid", "is_test": False} for oid, ts, amount in rows]
    )


def test_late_night_orders_count_for_jst_day():
    # 01:30 JST on 3/2 is still 3/1 in UTC: it belongs to 3/2
    df = clean(export(("1", "2025-03-01T16:30:00Z", 1000), ("2", "2025-03-01T14:00:00Z", 500)))
    out = daily_totals(df)
    assert out[["date", "net"]].to_dict("records") == [
        {"date": date(2025, 3, 1), "net": 500},
        {"date": date(2025, 3, 2), "net": 1000},
    ]


def test_check_net_matches_daily():
    df = clean(export(("1", "2025-03-01T01:00:00Z", 1000), ("2", "2025-03-01T02:00:00Z", 250)))
    check_net(df, daily_totals(df))


def test_empty_day_has_columns():
    df = clean(export(("1", "2025-03-01T01:00:00Z", 1000)))
    df["status"] = "cancelled"
    assert list(daily_totals(df).columns) == ["date", "store_id", "orders", "net"]
