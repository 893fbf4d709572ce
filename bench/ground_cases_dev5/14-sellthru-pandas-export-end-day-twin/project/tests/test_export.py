import pandas as pd

from pipeline.export import export_totals


def test_export_columns(week, tmp_path):
    path = export_totals(week, pd.Timestamp("2025-03-03"), pd.Timestamp("2025-03-09"), tmp_path / "t.csv")
    assert list(pd.read_csv(path).columns) == ["store", "qty", "amount_eur"]
