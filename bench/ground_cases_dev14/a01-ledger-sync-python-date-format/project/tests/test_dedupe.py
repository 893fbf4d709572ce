from datetime import date
from decimal import Decimal

from ledger_sync.dedupe import dedupe, fingerprint
from ledger_sync.models import Txn


def txn(amount="10.00", ref="INV-1", day=1):
    return Txn(date(2025, 3, day), Decimal(amount), "EUR", "ACME GmbH", ref, "1200-OPS")


def test_fingerprint_ignores_case():
    a = txn(ref="inv-7")
    b = txn(ref="INV-7")
    assert fingerprint(a) == fingerprint(b)


def test_dedupe_drops_repeats_in_export():
    fresh, dropped = dedupe([txn(), txn(), txn(ref="INV-2")])
    assert [t.reference for t in fresh] == ["INV-1", "INV-2"]
    assert dropped == 1


def test_dedupe_drops_known():
    known = {fingerprint(txn(ref="INV-9"))}
    fresh, dropped = dedupe([txn(ref="INV-9"), txn(ref="INV-10")], known)
    assert [t.reference for t in fresh] == ["INV-10"]
    assert dropped == 1


def test_dedupe_keeps_same_amount_different_day():
    fresh, _ = dedupe([txn(day=1), txn(day=2)])
    assert len(fresh) == 2
