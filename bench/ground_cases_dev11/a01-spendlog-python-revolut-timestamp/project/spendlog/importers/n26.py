"""N26 CSV export (Settings > Account > Downloads > CSV)."""

from __future__ import annotations

import csv
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from spendlog.model import Transaction, categorise

NAME = "n26"

# "Date","Payee","Account number","Transaction type","Payment reference",
# "Amount (EUR)","Amount (Foreign Currency)","Type Foreign Currency","Exchange Rate"
DATE_FORMAT = "%Y-%m-%d"


def parse(path: Path) -> list[Transaction]:
    transactions = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            booked = datetime.strptime(row["Date"], DATE_FORMAT).date()
            payee = row["Payee"].strip() or row["Payment reference"].strip()
            transactions.append(
                Transaction(
                    booked=booked,
                    amount=Decimal(row["Amount (EUR)"]),
                    currency="EUR",
                    payee=payee,
                    category=categorise(payee),
                    source=NAME,
                )
            )
    return transactions
