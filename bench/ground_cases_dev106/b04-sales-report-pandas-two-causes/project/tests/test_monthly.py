import pandas as pd

from report.monthly import build_report, month_bounds


def _orders():
    return pd.DataFrame({
        "order_id": [1, 2, 3, 4],
        "customer_id": [10, 10, 20, 30],
        "ordered_at": pd.to_datetime(["2025-10-03 02:00", "2025-10-15 10:00", "2025-10-20 05:00",
                                      "2025-11-02 01:00"], utc=True),
        "amount": [1000, 2500, 4000, 800],
        "status": ["paid", "paid", "paid", "paid"],
    })


def _customers():
    return pd.DataFrame({"customer_id": [10, 20, 30], "name": ["a", "b", "c"],
                         "region": ["東日本", "西日本", "東日本"],
                         "updated_at": pd.to_datetime(["2025-09-01"] * 3, utc=True)})


def test_month_bounds():
    start, end = month_bounds("2025-10")
    assert (start.month, end.month) == (10, 11)


def test_build_report_sums_by_region():
    report = build_report(_orders(), _customers(), "2025-10")
    rows = {r.region: (r.sales, r.orders) for r in report.itertuples()}
    assert rows == {"東日本": (3500, 2), "西日本": (4000, 1)}
