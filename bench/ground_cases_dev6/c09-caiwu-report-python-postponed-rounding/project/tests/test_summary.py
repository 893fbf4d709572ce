from report.loader import SaleRow
from report.summary import daily_totals, summarize


def row(store, amount, day="2025-06-01"):
    return SaleRow(order_no="X", store=store, day=day, amount=amount, tax_rate=0.06)


def test_summarize_groups_by_store():
    out = summarize([row("南山店", 100.0), row("南山店", 50.5), row("福田店", 20.0)])
    assert [(s.store, s.orders, s.amount) for s in out] == [("南山店", 2, 150.5), ("福田店", 1, 20.0)]


def test_daily_totals():
    assert daily_totals([row("A", 1.25), row("A", 2.5, day="2025-06-02")]) == {"2025-06-01": 1.25, "2025-06-02": 2.5}
