import pandas as pd

from etl.transform import add_region, clean, dedupe, to_week


def frame(rows):
    cols = ["order_id", "customer_id", "order_date", "province", "currency", "amount", "channel"]
    return pd.DataFrame(rows, columns=cols)


def test_clean_drops_rows_without_date():
    df = clean(frame([["1", "c1", "2025-11-03", "浙江省", "cny", "10", "web"],
                      ["2", "c1", "not a date", "浙江省", "CNY", "10", "web"]]))
    assert list(df["order_id"]) == ["1"]
    assert df["province"].iloc[0] == "浙江"
    assert df["currency"].iloc[0] == "CNY"


def test_dedupe_removes_overlap_copies():
    row = ["1", "c1", "2025-11-03", "上海", "CNY", 99.0, "web"]
    df = dedupe(clean(frame([row, row])))
    assert len(df) == 1


def test_add_region_unknown_is_other():
    df = add_region(clean(frame([["1", "c1", "2025-11-03", "火星", "CNY", 1, "web"]])))
    assert df["region"].iloc[0] == "其他"


def test_to_week_is_iso():
    s = pd.Series(pd.to_datetime(["2025-11-03", "2025-11-09", "2024-12-30"]))
    assert list(to_week(s)) == ["2025-W45", "2025-W45", "2025-W01"]
