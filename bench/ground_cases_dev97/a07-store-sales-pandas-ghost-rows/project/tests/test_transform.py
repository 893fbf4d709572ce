from __future__ import annotations

import pandas as pd

from etl.transform import add_basket_size, build_report, weekly_by_store


def sales_frame(rows):
    return pd.DataFrame(rows, columns=["order_id", "store_id", "sold_at", "revenue", "items"])


def stores_frame():
    return pd.DataFrame(
        {"store_id": [1, 2], "name": ["Centrum", "Noord"], "region": ["west", "west"], "active": [True, True]}
    )


def test_weekly_sums_per_store():
    sales = sales_frame([("a", 1, "2025-03-03", 10.0, 1), ("b", 1, "2025-03-04", 5.0, 2), ("c", 2, "2025-03-04", 7.5, 1)])
    out = weekly_by_store(sales).set_index("store_id")
    assert out.loc[1, "revenue"] == 15.0
    assert out.loc[1, "orders"] == 2


def test_load_drops_resent_orders(tmp_path):
    from etl.load import load_sales

    (tmp_path / "pos_20250303.csv").write_text(
        "order_id,store_id,sold_at,revenue,items\na,1,2025-03-03T10:00:00Z,10.0,1\na,1,2025-03-03T10:00:00Z,10.0,1\n"
    )
    sales = load_sales(tmp_path, ["20250303"])
    assert len(sales) == 1


def test_basket_size_skips_zero_orders():
    report = pd.DataFrame({"revenue": [10.0, 0.0], "orders": [2, 0]})
    out = add_basket_size(report)
    assert out.loc[0, "avg_basket"] == 5.0
    assert pd.isna(out.loc[1, "avg_basket"])


def test_report_has_store_names():
    sales = sales_frame([("a", 1, "2025-03-03", 10.0, 1), ("c", 2, "2025-03-04", 7.5, 1)])
    report = build_report(sales, stores_frame())
    assert set(report["name"]) == {"Centrum", "Noord"}
