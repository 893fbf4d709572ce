from datetime import datetime, timezone
from decimal import Decimal

from salesagg.aggregate import aggregate, by_store
from salesagg.loader import Sale, parse_line


def sale(store: str, amount: str, ts: str, qty: int = 1) -> Sale:
    return Sale(store=store, sku="X-1", qty=qty, amount=Decimal(amount),
                sold_at=datetime.fromisoformat(ts).replace(tzinfo=timezone.utc))


def test_groups_by_store_and_day():
    totals = aggregate([
        sale("shibuya", "1200", "2024-03-01T03:00:00"),
        sale("shibuya", "800", "2024-03-01T05:30:00", qty=2),
        sale("shinjuku", "500", "2024-03-01T04:00:00"),
        sale("shibuya", "300", "2024-03-02T06:00:00"),
    ])
    assert [(t.store, t.day, t.qty, t.amount, t.tickets) for t in totals] == [
        ("shibuya", "2024-03-01", 3, Decimal("2000"), 2),
        ("shinjuku", "2024-03-01", 1, Decimal("500"), 1),
        ("shibuya", "2024-03-02", 1, Decimal("300"), 1),
    ]


def test_by_store_sums_all_days():
    totals = aggregate([
        sale("shibuya", "1200", "2024-03-01T03:00:00"),
        sale("shibuya", "300", "2024-03-02T06:00:00"),
    ])
    assert by_store(totals) == {"shibuya": Decimal("1500")}


def test_parse_line_reads_utc():
    s = parse_line('{"store": "shibuya", "sku": "A", "qty": 2, "amount": 980, "sold_at": "2024-03-01T00:12:34Z"}')
    assert s.sold_at.tzinfo is not None
    assert s.amount == Decimal("980")
