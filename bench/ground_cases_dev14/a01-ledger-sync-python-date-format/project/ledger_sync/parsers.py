"""Parsing the bank's CSV export into Txn objects."""
from __future__ import annotations

import csv
import logging
from collections.abc import Iterator
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path

from ledger_sync.models import Txn

log = logging.getLogger(__name__)

COLUMNS = ("Booking date", "Amount", "Currency", "Counterparty", "Reference")


def parse_amount(raw: str) -> Decimal:
    """'-12.50' or German '-1.249,00' -> Decimal.

    A comma means German formatting: dots are thousands separators and the
    comma is the decimal point. Without a comma the value is read as is.
    """
    text = raw.strip().replace(" ", "")
    if "," in text:
        text = text.replace(".", "").replace(",", ".")
    try:
        return Decimal(text)
    except InvalidOperation:
        raise ValueError(f"invalid amount {raw!r}") from None


def parse_date(raw: str) -> date:
    try:
        return datetime.strptime(raw.strip(), "%m/%d/%Y").date()
    except ValueError:
        raise ValueError(f"invalid date {raw.strip()!r}") from None


def parse_row(row: dict[str, str], account: str) -> Txn:
    return Txn(
        booked_on=parse_date(row["Booking date"]),
        amount=parse_amount(row["Amount"]),
        currency=row["Currency"].strip().upper() or "EUR",
        counterparty=row["Counterparty"].strip(),
        reference=row["Reference"].strip(),
        account=account,
    )


def read_export(path: Path, account: str) -> Iterator[Txn]:
    """Yield the rows of one export; rows that do not parse are logged and skipped."""
    with path.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh, delimiter=";")
        missing = [c for c in COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            raise ValueError(f"{path.name}: missing columns {missing}")
        for lineno, row in enumerate(reader, start=2):
            try:
                yield parse_row(row, account)
            except ValueError as err:
                log.warning("skipped row %d (%s)", lineno, err)
