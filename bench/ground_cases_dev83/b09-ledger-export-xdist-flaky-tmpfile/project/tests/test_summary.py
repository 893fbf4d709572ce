from datetime import date
from decimal import Decimal

import pytest

from ledger.models import Entry
from ledger.summary import balance_by_account, is_balanced

D = date(2025, 11, 1)


def test_balance_by_account():
    entries = [Entry(D, "現金", "a", debit=Decimal("500")), Entry(D, "現金", "b", credit=Decimal("200"))]
    assert balance_by_account(entries) == {"現金": Decimal("300")}


def test_is_balanced():
    assert is_balanced([Entry(D, "現金", "a", debit=Decimal("1")), Entry(D, "売上高", "a", credit=Decimal("1"))])


def test_entry_rejects_both_sides():
    with pytest.raises(ValueError):
        Entry(D, "現金", "x", debit=Decimal("1"), credit=Decimal("1"))
