import pandas as pd

from etl.transform import daily_summary, normalize_orders

RAW_COLUMNS = ["Order ID", "Created", "Customer", "Email", "Total", "Currency", "Status", "Channel"]


def raw(*rows):
    return pd.DataFrame(list(rows), columns=RAW_COLUMNS)


def test_keeps_only_the_day():
    df = normalize_orders(raw(
        ["A1", "2025-10-06 09:00:00", "c1", "a@x.de", 10.0, "EUR", "paid", "web"],
        ["A2", "2025-10-07 09:00:00", "c2", "b@x.de", 12.0, "EUR", "paid", "web"],
    ), "2025-10-06")
    assert list(df["order_id"]) == ["A1"]


def test_converts_to_eur():
    df = normalize_orders(raw(["A1", "2025-10-06 09:00:00", "c1", "a@x.de", 100.0, "CHF", "paid", "web"]), "2025-10-06")
    assert df.loc[0, "total_eur"] == 106.0


def test_drops_cancelled():
    df = normalize_orders(raw(
        ["A1", "2025-10-06 09:00:00", "c1", "a@x.de", 10.0, "EUR", "cancelled", "web"],
        ["A2", "2025-10-06 10:00:00", "c2", "b@x.de", 12.0, "EUR", "shipped", "app"],
    ), "2025-10-06")
    assert list(df["order_id"]) == ["A2"]


def test_reexported_order_counted_once():
    df = normalize_orders(raw(
        ["A1", "2025-10-06 09:00:00", "c1", "a@x.de", 10.0, "EUR", "paid", "web"],
        ["A1", "2025-10-06 09:00:00", "c1", "a@x.de", 10.0, "EUR", "shipped", "web"],
    ), "2025-10-06")
    assert len(df) == 1
    assert df.loc[0, "status"] == "shipped"


def test_cleans_email_and_channel():
    df = normalize_orders(raw(["A1", "2025-10-06 09:00:00", "c1", " Ann@X.de ", 10.0, "EUR", "paid", None]), "2025-10-06")
    assert df.loc[0, "email"] == "ann@x.de"
    assert df.loc[0, "channel"] == "web"


def test_summary():
    df = normalize_orders(raw(
        ["A1", "2025-10-06 09:00:00", "c1", "a@x.de", 10.0, "EUR", "paid", "web"],
        ["A2", "2025-10-06 10:00:00", "c1", "a@x.de", 5.0, "EUR", "paid", "app"],
    ), "2025-10-06")
    s = daily_summary(df)
    assert s["orders"] == 2 and s["customers"] == 1 and s["revenue_eur"] == 15.0
