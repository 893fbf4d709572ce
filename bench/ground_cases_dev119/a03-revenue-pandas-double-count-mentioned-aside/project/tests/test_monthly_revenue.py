import pandas as pd

from jobs import monthly_revenue


def test_month_bounds_end_is_exclusive():
    start, end = monthly_revenue.month_bounds("2025-02")
    assert start == pd.Timestamp("2025-02-01")
    assert end == pd.Timestamp("2025-03-01")


def test_refunds_are_dropped(monkeypatch):
    orders = pd.DataFrame({
        "order_id": [1, 2],
        "customer_id": [10, 10],
        "created_at": pd.to_datetime(["2025-02-03", "2025-02-04"]),
        "amount": [100.0, 50.0],
        "currency": ["EUR", "EUR"],
        "status": ["paid", "refunded"],
    })
    monkeypatch.setattr(monthly_revenue.io, "read_orders", lambda: orders)
    kept = monthly_revenue.load_orders("2025-02")
    assert list(kept["order_id"]) == [1]


def test_dry_run_writes_nothing(monkeypatch, capsys):
    report = pd.DataFrame({"region": ["EMEA"], "amount_eur": [10.0]})
    monkeypatch.setattr(monthly_revenue, "revenue_by_region", lambda month: report)
    written = []
    monkeypatch.setattr(monthly_revenue.io, "write_report", lambda r, m: written.append(m))
    assert monthly_revenue.main(["monthly_revenue", "2025-02", "--dry-run"]) == 0
    assert written == []
    assert "EMEA" in capsys.readouterr().out
