import pandas as pd

from etl.transform import by_day, normalize_status, signed_amount


def frame(rows):
    df = pd.DataFrame(rows, columns=["order_id", "shop", "status", "amount", "updated_at"])
    df["updated_at"] = pd.to_datetime(df["updated_at"])
    return df


def test_normalize_status_drops_unknown():
    df = frame([
        ("A1", "tmall", " PAID ", 10.0, "2026-03-02 10:00:00"),
        ("A2", "tmall", "weird", 5.0, "2026-03-02 11:00:00"),
    ])
    assert list(normalize_status(df)["order_id"]) == ["A1"]


def test_refund_is_negative():
    df = frame([("A1", "jd", "refunded", 30.0, "2026-03-03 09:00:00")])
    assert signed_amount(df)["amount"].tolist() == [-30.0]


def test_by_day_sums_per_shop():
    df = frame([
        ("A1", "jd", "paid", 10.0, "2026-03-03 09:00:00"),
        ("A2", "jd", "paid", 15.0, "2026-03-03 18:00:00"),
    ])
    assert by_day(df)["amount"].tolist() == [25.0]
