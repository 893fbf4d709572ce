from datetime import datetime, timezone
from decimal import Decimal

from app.export import HEADER, render_csv
from app.models import Order, OrderLine


def make_order(**kw) -> Order:
    base = dict(
        id=1,
        number="A-1001",
        customer_email="kim@example.com",
        status="shipped",
        created_at=datetime(2026, 3, 1, 23, 30, tzinfo=timezone.utc),
        shipped_at=None,
        lines=[OrderLine("SKU-1", 2, Decimal("9.95"))],
    )
    base.update(kw)
    return Order(**base)


def test_header_row():
    out = render_csv([])
    assert out.splitlines()[0] == ",".join(HEADER)


def test_total_is_two_decimals(app):
    with app.app_context():
        out = render_csv([make_order()])
    assert ",19.90," in out.splitlines()[1]


def test_created_is_shown_in_display_tz(app):
    with app.app_context():
        out = render_csv([make_order()])
    assert "2026-03-02 00:30" in out
