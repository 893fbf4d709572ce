from datetime import datetime

from etl.transform import daily_totals, dedupe


def row(rid, sku, store="TKY01", qty=1, amount=100):
    return {"receipt_id": rid, "sku": sku, "store": store, "qty": qty, "amount": amount,
            "sold_at": datetime(2025, 11, 3, 10, 0)}


def test_dedupe_drops_exact_repeats():
    rows = [row("r1", "A"), row("r1", "A"), row("r1", "B")]
    assert len(dedupe(rows)) == 2


def test_daily_totals_sums_per_store_and_day():
    rows = [row("r1", "A", qty=2, amount=200), row("r2", "A", qty=1, amount=100)]
    assert daily_totals(rows) == {("TKY01", "2025-11-03"): {"qty": 3, "amount": 300}}


def test_store_code_is_case_insensitive():
    rows = [row("r1", "A", store="tky01"), row("r2", "A", store="TKY01")]
    assert list(daily_totals(rows)) == [("TKY01", "2025-11-03")]
