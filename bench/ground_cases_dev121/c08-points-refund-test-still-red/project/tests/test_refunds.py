from datetime import date

from points.ledger import Ledger
from points.refunds import clawback

D = date(2025, 11, 1)


def test_full_refund_takes_everything_back():
    ledger = Ledger()
    ledger.earn("u1", "o1", 100, D)
    clawback(ledger, "u1", "o1", order_total=100, refund_amount=100, today=D)
    assert ledger.balance("u1") == 0


def test_partial_refund_takes_share():
    ledger = Ledger()
    ledger.earn("u1", "o1", 200, D)
    clawback(ledger, "u1", "o1", order_total=200, refund_amount=50, today=D)
    assert ledger.balance("u1") == 150


def test_repeat_refund_never_goes_negative():
    ledger = Ledger()
    ledger.earn("u1", "o1", 100, D)
    clawback(ledger, "u1", "o1", order_total=100, refund_amount=70, today=D)
    clawback(ledger, "u1", "o1", order_total=100, refund_amount=50, today=D)
    assert ledger.balance("u1") == 0
