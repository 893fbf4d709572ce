from datetime import date, timedelta

from points.ledger import VALID_DAYS, Ledger

D = date(2024, 11, 1)


def test_expire_voids_old_points_once():
    ledger = Ledger()
    ledger.earn("u1", "o1", 80, D)
    later = D + timedelta(days=VALID_DAYS)
    assert [e.points for e in ledger.expire(later)] == [-80]
    assert ledger.expire(later) == []
    assert ledger.balance("u1") == 0


def test_expire_keeps_fresh_points():
    ledger = Ledger()
    ledger.earn("u1", "o1", 80, D)
    ledger.earn("u1", "o2", 20, D + timedelta(days=100))
    ledger.expire(D + timedelta(days=VALID_DAYS))
    assert ledger.balance("u1") == 20


def test_expire_only_what_is_left():
    ledger = Ledger()
    ledger.earn("u1", "o1", 80, D)
    ledger.spend("u1", 50, D + timedelta(days=10))
    ledger.expire(D + timedelta(days=VALID_DAYS))
    assert ledger.balance("u1") == 0
