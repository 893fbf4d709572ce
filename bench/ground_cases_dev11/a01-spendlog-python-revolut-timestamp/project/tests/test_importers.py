from datetime import date
from decimal import Decimal
from pathlib import Path

from spendlog.importers import n26, revolut
from spendlog.report import monthly_totals

FIXTURES = Path(__file__).parent / "fixtures"


def test_n26_parses_all_rows():
    txs = n26.parse(FIXTURES / "n26_sample.csv")
    assert len(txs) == 4
    assert txs[0].booked == date(2024, 2, 1)
    assert txs[0].category == "rent"
    assert txs[1].amount == Decimal("-31.17")


def test_revolut_skips_pending_and_reverted():
    txs = revolut.parse(FIXTURES / "revolut_sample.csv")
    assert [t.payee for t in txs] == ["Rewe Markt", "Top-Up by *1234", "To Anna"]


def test_revolut_fee_is_subtracted():
    txs = revolut.parse(FIXTURES / "revolut_sample.csv")
    transfer = txs[2]
    assert transfer.amount == Decimal("-40.50")
    assert transfer.booked == date(2024, 3, 6)


def test_monthly_totals_ignores_income():
    txs = n26.parse(FIXTURES / "n26_sample.csv")
    totals = monthly_totals(txs)
    assert totals["2024-02"]["rent"] == Decimal("850.0")
    assert "uncategorised" not in totals["2024-02"]


def test_monthly_totals_since():
    txs = n26.parse(FIXTURES / "n26_sample.csv")
    totals = monthly_totals(txs, since=date(2024, 2, 5))
    assert totals["2024-02"] == {"transport": Decimal("3.50")}
