from decimal import Decimal

import pytest

from app.repo import refunds as repo


def test_refund_within_paid_amount(conn, payment):
    r = repo.create_refund(conn, payment["id"], "RF1", Decimal("30"), "partial", "ops")
    assert r["status"] == "pending"


def test_refund_cannot_exceed_payment(conn, payment):
    repo.create_refund(conn, payment["id"], "RF1", Decimal("60"), None, "ops")
    with pytest.raises(repo.RefundTooLarge):
        repo.create_refund(conn, payment["id"], "RF2", Decimal("60"), None, "ops")


def test_list_sorted_by_amount(conn, payment):
    repo.create_refund(conn, payment["id"], "RF1", Decimal("10"), None, "ops")
    repo.create_refund(conn, payment["id"], "RF2", Decimal("20"), None, "ops")
    rows = repo.list_refunds(conn, payment["id"], sort="amount", desc=True)
    assert [r["refund_no"] for r in rows] == ["RF2", "RF1"]
