import pandas as pd

from sales.report import by_segment, monthly_by_region, monthly_totals, vs_target
from sales.transform import prepare


def test_monthly_totals(orders, customers, fx):
    df = prepare(orders, customers, fx)
    m = monthly_totals(df).set_index("month")
    assert m.loc[pd.Period("2025-08", "M"), "revenue_eur"] == 213.6
    assert m.loc[pd.Period("2025-09", "M"), "orders"] == 1


def test_by_segment_has_all_segments(orders, customers, fx):
    table = by_segment(prepare(orders, customers, fx))
    assert list(table.columns) == ["self_serve", "smb", "enterprise"]


def test_monthly_by_region(orders, customers, fx):
    table = monthly_by_region(prepare(orders, customers, fx))
    aug = table.loc[pd.Period("2025-08", "M")]
    assert aug["EMEA"] == 140.0
    assert aug["NA"] == 73.6
    assert table.loc[pd.Period("2025-09", "M"), "LATAM"] == 20.0
    assert list(table.columns) == ["EMEA", "NA", "LATAM"]


def test_vs_target_attainment(orders, customers, fx):
    monthly = monthly_totals(prepare(orders, customers, fx))
    targets = pd.DataFrame({"month": [pd.Period("2025-08", "M")], "target_eur": [200.0]})
    out = vs_target(monthly, targets).set_index("month")
    assert out.loc[pd.Period("2025-08", "M"), "attainment"] == 1.068
