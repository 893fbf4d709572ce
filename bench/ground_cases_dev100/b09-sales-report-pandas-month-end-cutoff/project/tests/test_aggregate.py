import pandas as pd

from report.aggregate import by_category, by_store, totals


def frame(rows):
    return pd.DataFrame(rows, columns=["store", "category", "qty", "amount"])


def test_by_store_sums_amount():
    df = frame([("001", "ドリンク", 2, 300), ("001", "フード", 1, 500), ("002", "ドリンク", 1, 150)])
    out = by_store(df)
    assert out.to_dict("records") == [
        {"store": "001", "件数": 2, "数量": 3, "売上": 800},
        {"store": "002", "件数": 1, "数量": 1, "売上": 150},
    ]


def test_by_category_share():
    df = frame([("001", "ドリンク", 1, 300), ("001", "フード", 1, 100)])
    out = by_category(df)
    assert list(out["category"]) == ["ドリンク", "フード"]
    assert list(out["構成比"]) == [75.0, 25.0]


def test_by_category_merges_halfwidth_kana():
    df = frame([("001", "ドリンク", 1, 300), ("001", "ﾄﾞﾘﾝｸ", 1, 200), ("001", " フード", 1, 100)])
    out = by_category(df)
    assert out.to_dict("records")[0] == {"category": "ドリンク", "数量": 2, "売上": 500, "構成比": 83.3}
    assert len(out) == 2


def test_totals():
    df = frame([("001", "ドリンク", 2, 300), ("002", "フード", 1, 500)])
    assert totals(df) == {"件数": 2, "数量": 3, "売上": 800, "店舗数": 2}
