from datetime import date
from decimal import Decimal

import pytest

from expenses.loader import Expense
from expenses.summary import month_report, parse_month, totals_by_category


def exp(day, cat, amount):
    return Expense(booked=date.fromisoformat(day), category=cat, merchant="x", amount=amount, currency="EUR")


def test_parse_month():
    assert parse_month("2024-11") == (2024, 11)


@pytest.mark.parametrize("bad", ["2024-13", "2024-00", "11", "nov"])
def test_parse_month_rejects_garbage(bad):
    with pytest.raises(ValueError):
        parse_month(bad)


def test_only_the_month_is_counted():
    rows = [exp("2024-10-31", "travel", "10.00"), exp("2024-11-01", "travel", "20.00")]
    assert month_report(rows, "2024-11")["count"] == 1


def test_totals_by_category():
    rows = [exp("2024-11-02", "food", "3.50"), exp("2024-11-03", "food", "4.00"), exp("2024-11-03", "office", "9.99")]
    totals = totals_by_category(rows)
    assert list(totals) == ["food", "office"]
    assert totals["office"] == Decimal("9.99")
    assert totals["food"] == Decimal("7.50")
