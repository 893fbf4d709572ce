import pandas as pd

from etl.transform import clean, share_by_store, weekly_totals


def _frame(rows):
    df = pd.DataFrame(rows, columns=["store", "date", "amount"])
    df["date"] = pd.to_datetime(df["date"])
    df["category"] = "food"
    return df


def test_clean_drops_refunds_and_test_stores():
    df = _frame([("S1", "2025-11-03", 100), ("S1", "2025-11-03", -100), ("TEST9", "2025-11-03", 50)])
    assert clean(df)["amount"].tolist() == [100]


def test_weekly_totals_sums_per_store():
    df = _frame([("S1", "2025-11-04", 100), ("S1", "2025-11-05", 50), ("S2", "2025-11-05", 30)])
    out = weekly_totals(df)
    assert out.set_index("store")["sales"].to_dict() == {"S1": 150, "S2": 30}
    assert out.set_index("store")["orders"].to_dict() == {"S1": 2, "S2": 1}


def test_week_starts_on_monday():
    # Mon 11/3 and Sun 11/9 are the same week; Mon 11/10 starts the next one
    df = _frame([("S1", "2025-11-03", 100), ("S1", "2025-11-09", 50), ("S1", "2025-11-10", 70)])
    out = weekly_totals(df)
    assert out["week"].dt.strftime("%Y-%m-%d").tolist() == ["2025-11-03", "2025-11-10"]
    assert out["sales"].tolist() == [150, 70]


def test_share_by_store_sums_to_one():
    df = _frame([("S1", "2025-11-04", 300), ("S2", "2025-11-05", 100)])
    shares = share_by_store(weekly_totals(df))
    assert shares["share"].sum() == 1.0
    assert shares.iloc[0]["store"] == "S1"
