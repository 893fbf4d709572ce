from datetime import date
from decimal import Decimal

import pytest

from ledger_sync.parsers import parse_amount, parse_date, parse_row


def test_parse_amount_plain():
    assert parse_amount(" -12.50 ") == Decimal("-12.50")


@pytest.mark.parametrize("raw,expected", [
    ("-1.249,00", "-1249.00"),
    ("12.400,00", "12400.00"),
    ("-89,90", "-89.90"),
    ("0,5", "0.5"),
])
def test_parse_amount_german(raw, expected):
    assert parse_amount(raw) == Decimal(expected)


def test_parse_amount_rejects_garbage():
    with pytest.raises(ValueError):
        parse_amount("twelve")


def test_parse_date():
    assert parse_date("03/14/2025") == date(2025, 3, 14)


def test_parse_date_rejects_garbage():
    with pytest.raises(ValueError, match="invalid date"):
        parse_date("yesterday")


def test_parse_row_defaults_currency():
    row = {"Booking date": "01/02/2025", "Amount": "10.00", "Currency": "",
           "Counterparty": " ACME GmbH ", "Reference": "INV-2291"}
    txn = parse_row(row, "1200-OPS")
    assert txn.currency == "EUR"
    assert txn.counterparty == "ACME GmbH"
