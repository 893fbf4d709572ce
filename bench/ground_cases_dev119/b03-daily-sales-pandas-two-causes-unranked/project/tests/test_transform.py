import pandas as pd

from etl.transform import daily_by_region, daily_by_store


def _sales() -> pd.DataFrame:
    return pd.DataFrame({
        "receipt_id": ["r1", "r1", "r2", "r3"],
        "store_id": [101, 101, 101, 205],
        "qty": [1, 2, 1, 3],
        "unit_price": [300, 150, 980, 120],
        "amount": [300, 300, 980, 360],
    })


def _stores() -> pd.DataFrame:
    return pd.DataFrame({
        "store_id": [101, 205],
        "store_name": ["新宿店", "梅田店"],
        "region": ["関東", "関西"],
        "opened_on": ["2019-04-01", "2021-10-01"],
    })


def test_daily_by_store_sums_amount_per_store():
    out = daily_by_store(_sales(), _stores()).set_index("store_id")
    assert out.loc[101, "sales"] == 1580
    assert out.loc[101, "receipts"] == 2
    assert out.loc[205, "sales"] == 360


def test_unknown_store_goes_to_unknown_region():
    sales = _sales()
    sales.loc[3, "store_id"] = 999
    out = daily_by_store(sales, _stores())
    assert "unknown" in set(out["region"])


def test_daily_by_region():
    by_region = daily_by_region(daily_by_store(_sales(), _stores())).set_index("region")
    assert by_region.loc["関東", "sales"] == 1580
