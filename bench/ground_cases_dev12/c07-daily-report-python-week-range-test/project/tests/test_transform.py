from datetime import date

import pandas as pd
import pytest

from etl.transform import add_compare, daily_by_shop

DAY = date(2025, 6, 11)


@pytest.fixture()
def orders():
    return pd.DataFrame(
        {
            "id": [1, 2, 3, 4, 5],
            "user_id": [10, 10, 11, 12, 13],
            "shop_id": [1, 1, 1, 2, 2],
            "shop_name": ["徐汇店", "徐汇店", "徐汇店", "静安店", "静安店"],
            "pay_amount": [100.0, 50.0, 30.0, 200.0, 20.0],
            "pay_date": [DAY, DAY, date(2025, 6, 10), DAY, DAY],
        }
    )


@pytest.fixture()
def refunds():
    return pd.DataFrame({"shop_id": [2], "amount": [20.0], "refund_date": [DAY]})


def test_daily_by_shop(orders, refunds):
    df = daily_by_shop(orders, refunds, DAY)
    assert list(df["shop_id"]) == [2, 1]
    row = df.set_index("shop_id").loc[2]
    assert row["gmv"] == 220.0 and row["order_cnt"] == 2 and row["net_gmv"] == 200.0


def test_aov(orders, refunds):
    df = daily_by_shop(orders, refunds, DAY).set_index("shop_id")
    assert df.loc[1, "aov"] == 75.0
    assert df.loc[2, "aov"] == 110.0
    assert list(daily_by_shop(orders, refunds, DAY).columns).index("aov") == 4


def test_buyer_cnt_dedup(orders, refunds):
    df = daily_by_shop(orders, refunds, DAY).set_index("shop_id")
    assert df.loc[1, "buyer_cnt"] == 1


def test_add_compare(orders, refunds):
    today = daily_by_shop(orders, refunds, DAY)
    prev = daily_by_shop(orders, refunds, date(2025, 6, 10))
    m = add_compare(today, prev).set_index("shop_id")
    assert m.loc[1, "gmv_dod"] == 400.0
    assert pd.isna(m.loc[2, "gmv_dod"])
