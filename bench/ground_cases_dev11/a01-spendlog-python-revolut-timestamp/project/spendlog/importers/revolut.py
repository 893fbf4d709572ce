"""Revolut account statement export (Statements > Excel/CSV)."""

from __future__ import annotations

import csv
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from spendlog.model import Transaction, categorise

NAME = "revolut"

# Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
BOOKED_STATES = {"COMPLETED"}


def parse(path: Path) -> list[Transaction]:
    transactions = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["State"] not in BOOKED_STATES:
                continue
            transactions.append(_to_transaction(row))
    return transactions


def _to_transaction(row: dict[str, str]) -> Transaction:
    booked = datetime.strptime(row["Started Date"], "%Y-%m-%d").date()
    # Revolut reports the fee separately and as a positive number.
    amount = Decimal(row["Amount"]) - Decimal(row["Fee"] or "0")
    payee = row["Description"].strip()
    return Transaction(
        booked=booked,
        amount=amount,
        currency=row["Currency"],
        payee=payee,
        category=categorise(payee),
        source=NAME,
        tags=(row["Type"].lower(),),
    )
