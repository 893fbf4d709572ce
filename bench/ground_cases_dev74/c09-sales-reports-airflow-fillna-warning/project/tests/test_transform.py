from decimal import Decimal

import pandas as pd

from reports.weekly_sales.transform import region_totals, weekly_table


def frames():
    sales = pd.DataFrame({
        "order_id": [1, 2, 3],
        "store_code": ["SH01", "SH01", "HZ02"],
        "store_name": ["上海一店", "上海一店", "杭州二店"],
        "region_name": ["华东", "华东", "华东"],
        "store_status": ["open", "open", "open"],
        "amount": [100.0, 50.0, 80.0],
    })
    targets = pd.DataFrame({"store_code": ["SH01"], "target": [Decimal("300.00")]})
    last_week = sales.iloc[:1]
    return sales, targets, last_week


def test_weekly_table_one_row_per_store():
    table = weekly_table(*frames())
    assert list(table["store_code"]) == ["HZ02", "SH01"]
    assert table.set_index("store_code").loc["SH01", "attainment"] == 0.5


def test_closed_stores_are_left_out():
    sales, targets, last_week = frames()
    sales.loc[2, "store_status"] = "closed"
    assert list(weekly_table(sales, targets, last_week)["store_code"]) == ["SH01"]


def test_region_totals():
    totals = region_totals(weekly_table(*frames()))
    assert totals.loc[0, "revenue"] == 230.0
