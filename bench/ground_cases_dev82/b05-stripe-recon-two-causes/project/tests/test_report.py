from datetime import date
from decimal import Decimal

from recon.report import build_rows, total_jpy

RATES = {(date(2025, 10, 1), "usd"): Decimal("148.12")}


def bt(id_, type_, amount, currency="jpy", created=1759276800, fee=0):
    return {"id": id_, "type": type_, "amount": amount, "fee": fee, "currency": currency,
            "created": created, "available_on": created + 2 * 86400, "payout": None}


def test_jpy_passes_through():
    rows = build_rows([bt("txn_1", "charge", 4980)], RATES)
    assert rows[0]["amount_jpy"] == 4980


def test_usd_converted_with_daily_rate():
    rows = build_rows([bt("txn_2", "charge", 1999, "usd")], RATES)
    assert rows[0]["amount_jpy"] == 2961


def test_total():
    rows = build_rows([bt("txn_1", "charge", 4980), bt("txn_3", "payment", 1000)], RATES)
    assert total_jpy(rows) == 5980
