from datetime import date
from decimal import Decimal

from report.aggregate import channel_totals, week_key, weekly_totals
from report.load import Order, parse_row


def order(day, kind="sale", amount="100.00", channel="web", oid="A1"):
    return Order(oid, date.fromisoformat(day), channel, kind, Decimal(amount))


def test_week_key_monday_start():
    assert week_key(date(2025, 3, 3)) == "2025-09"


def test_weekly_counts_only_sales():
    rows = weekly_totals([order("2025-03-03"), order("2025-03-04", kind="refund", amount="30.00")])
    assert rows[0].orders == 1
    assert rows[0].gross == Decimal("100.00")


def test_channel_totals_subtract_refunds():
    totals = channel_totals([
        order("2025-03-03", channel="app"),
        order("2025-03-04", kind="refund", amount="30.00", channel="app"),
    ])
    assert totals == {"app": Decimal("70.00")}


def test_parse_row_refund_amount_is_positive_in_export():
    row = {"order_id": "R-1042", "created_at": "2025-03-04 10:12:00", "channel": "app",
           "type": "Refund", "amount": "30.00"}
    parsed = parse_row(row)
    assert parsed.kind == "refund"
    assert parsed.amount == Decimal("30.00")
