import pandas as pd

from etl.transform import iso_week, weekly_gross, weekly_revenue


def _orders():
    return pd.DataFrame({
        "order_id": [1, 2, 3],
        "store_id": [10, 10, 11],
        "created_at": pd.to_datetime(["2026-11-08", "2026-11-10", "2026-11-10"]),
        "gross": [100.0, 50.0, 80.0],
        "status": ["paid"] * 3,
    })


def test_iso_week_sunday_belongs_to_previous_week():
    s = pd.Series(pd.to_datetime(["2026-11-15", "2026-11-16"]))
    assert list(iso_week(s)) == ["2026-W46", "2026-W47"]


def test_weekly_gross_sums_per_store_and_week():
    g = weekly_gross(_orders())
    assert set(g["week"]) == {"2026-W45", "2026-W46"}
    assert g.loc[g["store_id"] == 11, "gross"].item() == 80.0


def test_no_refunds_means_net_equals_gross():
    refunds = pd.DataFrame(columns=["refund_id", "order_id", "store_id", "refunded_at", "amount"])
    refunds["refunded_at"] = pd.to_datetime(refunds["refunded_at"])
    stores = pd.DataFrame({"store_id": [10, 11], "name": ["Alte", "Neue"], "region": ["N", "S"]})
    df = weekly_revenue(_orders(), refunds, stores)
    assert (df["net_revenue"] == df["gross"]).all()
