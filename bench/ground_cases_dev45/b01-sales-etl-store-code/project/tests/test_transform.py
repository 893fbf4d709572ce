import pandas as pd

from etl.transform import daily_summary, normalize, normalize_amount


def _raw():
    return pd.DataFrame(
        {
            "sale_date": ["2025/10/01", "2025/10/01", "2025/10/02"],
            "store_code": ["12", "12", "31"],
            "sku": ["A-1", "A-2", "A-1"],
            "item_name": ["おにぎり", "お茶", "おにぎり"],
            "qty": ["2", "１", "3"],
            "amount": ["1,080", "１５０", "1620"],
        }
    )


def test_normalize_amount_handles_commas_and_zenkaku():
    s = pd.Series(["1,080", "１５０", ""])
    assert normalize_amount(s).tolist() == [1080, 150, 0]


def test_normalize_parses_dates():
    out = normalize(_raw())
    assert out["sale_date"].dt.day.tolist() == [1, 1, 2]


def test_daily_summary_sums_per_store():
    out = normalize(_raw())
    out["store_name"] = "x"
    summary = daily_summary(out)
    assert summary["amount"].tolist() == [1230, 1620]
