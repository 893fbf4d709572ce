import pandas as pd
import pytest

from etl import transform


def orders(*rows):
    cols = ["order_id", "store_id", "ordered_at", "updated_at", "status", "net_amount", "currency"]
    return pd.DataFrame(rows, columns=cols)


def test_clean_orders_rejects_missing_columns():
    with pytest.raises(ValueError, match="currency"):
        transform.clean_orders(orders().drop(columns=["currency"]))


def test_dedupe_orders_keeps_one_row_per_order():
    df = transform.clean_orders(orders(
        ("A1", "s1", "2025-05-05T09:00:00Z", "2025-05-05T09:00:00Z", "paid", "10.00", "EUR"),
        ("A1", "s1", "2025-05-05T09:00:00Z", "2025-05-05T09:00:00Z", "paid", "10.00", "EUR"),
        ("A2", "s1", "2025-05-05T10:00:00Z", "2025-05-05T10:00:00Z", "paid", "5.00", "EUR"),
    ))
    assert list(transform.dedupe_orders(df)["order_id"]) == ["A1", "A2"]


def test_weekly_rollup_counts_paid_orders_in_eur():
    df = transform.to_eur(transform.clean_orders(orders(
        ("A1", "s1", "2025-05-06T09:00:00Z", "2025-05-06T09:00:00Z", "paid", "100.00", "DKK"),
        ("A2", "s1", "2025-05-06T10:00:00Z", "2025-05-06T10:00:00Z", "cancelled", "50.00", "EUR"),
        ("A3", "s2", "2025-05-07T10:00:00Z", "2025-05-07T10:00:00Z", "shipped", "20.00", "EUR"),
    )))
    stores = pd.DataFrame({"store_id": ["s1", "s2"], "region": ["Zealand", "Jutland"]})
    rollup = transform.weekly_rollup(df, stores)
    assert list(rollup["region"]) == ["Jutland", "Zealand"]
    assert list(rollup["store_id"]) == ["s2", "s1"]
    assert list(rollup["orders"]) == [1, 1]
    assert list(rollup["net_eur"]) == [20.0, 13.4]


def test_weekly_rollup_uses_iso_weeks():
    df = transform.to_eur(transform.clean_orders(orders(
        # Sunday 11 May, 22:30 in Copenhagen, still in the week that started Monday 5 May
        ("A1", "s1", "2025-05-11T20:30:00Z", "2025-05-11T20:30:00Z", "paid", "10.00", "EUR"),
        # Monday 12 May, 00:30 in Copenhagen (Sunday 22:30 UTC), the next ISO week
        ("A2", "s1", "2025-05-11T22:30:00Z", "2025-05-11T22:30:00Z", "paid", "10.00", "EUR"),
    )))
    rollup = transform.weekly_rollup(df, pd.DataFrame({"store_id": ["s1"], "region": ["Zealand"]}))
    assert [str(w) for w in rollup["week"]] == ["2025-05-05", "2025-05-12"]


def test_weekly_rollup_unknown_store_gets_unknown_region():
    df = transform.to_eur(transform.clean_orders(orders(
        ("A1", "s9", "2025-05-06T09:00:00Z", "2025-05-06T09:00:00Z", "paid", "10.00", "EUR"),
    )))
    rollup = transform.weekly_rollup(df, pd.DataFrame({"store_id": ["s1"], "region": ["Zealand"]}))
    assert list(rollup["region"]) == ["unknown"]
