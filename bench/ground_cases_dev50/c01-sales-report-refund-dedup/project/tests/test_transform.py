import pandas as pd

from report.transform import enrich, monthly_revenue, totals


def catalog(rows):
    return pd.DataFrame(rows, columns=["sku", "category", "cost", "valid_from"])


def test_enrich_adds_category(orders):
    cat = catalog([(1001, "tea", 40.0, "2024-01-01"), (1002, "cup", 9.0, "2024-01-01"),
                   (1003, "snack", 3.0, "2024-01-01")])
    out = enrich(orders, cat)
    assert list(out["category"]) == ["tea", "cup", "tea", "snack"]


def test_enrich_ignores_price_history(orders):
    cat = catalog([(1001, "tea", 38.0, "2024-01-01"), (1001, "tea", 40.0, "2025-02-01"),
                   (1002, "cup", 9.0, "2024-01-01"), (1003, "snack", 3.0, "2024-01-01")])
    out = enrich(orders, cat)
    assert len(out) == len(orders)
    assert out.loc[0, "cost"] == 40.0


def test_refunds_are_netted(orders, refunds):
    cat = catalog([(1001, "tea", 40.0, "2024-01-01"), (1002, "cup", 9.0, "2024-01-01"),
                   (1003, "snack", 3.0, "2024-01-01")])
    report = monthly_revenue(enrich(orders, cat), refunds)
    assert totals(report)["gross"] == 279.0
    assert totals(report)["refunds"] == 25.5
    assert totals(report)["net"] == 253.5


def test_report_has_one_row_per_channel(orders, refunds):
    cat = catalog([(1001, "tea", 40.0, "2024-01-01"), (1002, "cup", 9.0, "2024-01-01"),
                   (1003, "snack", 3.0, "2024-01-01")])
    report = monthly_revenue(enrich(orders, cat), refunds)
    assert sorted(report["channel"].astype(str)) == ["jd", "tmall"]
