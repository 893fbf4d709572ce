from datetime import date

import pandas as pd

from salesjob.aggregate import by_store, format_table, total
from salesjob.load import day_window


def orders(rows):
    return pd.DataFrame(rows, columns=["order_id", "store_code", "net"])


def test_by_store_sums_net():
    df = by_store(orders([(1, "SBY", 1200), (2, "SBY", 800), (3, "SJK", 500)]))
    assert list(df["store_code"]) == ["SBY", "SJK"]
    assert list(df["sales"]) == [2000, 500]
    assert list(df["orders"]) == [2, 1]


def test_avg_ticket_rounds():
    df = by_store(orders([(1, "SBY", 1000), (2, "SBY", 1001), (3, "SBY", 1001)]))
    assert list(df["avg_ticket"]) == [1001]


def test_store_names():
    df = by_store(orders([(1, "IKB", 100), (2, "ZZZ", 100)]))
    assert list(df["store"]) == ["池袋店", "ZZZ"]


def test_format_table_yen():
    shown = format_table(by_store(orders([(1, "SBY", 12000)])))
    assert shown.loc[0, "sales"] == "¥12,000"


def test_total():
    assert total(by_store(orders([(1, "SBY", 300), (2, "SJK", 700)]))) == 1000


def test_day_window_is_one_day():
    start, end = day_window(date(2025, 11, 3))
    assert (end - start).days == 1
