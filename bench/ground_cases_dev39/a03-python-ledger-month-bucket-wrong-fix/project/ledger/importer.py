"""Import bank CSV exports (Sparkasse/DKB semicolon format) into the ledger."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

from ledger.models import Transaction

BANK_TZ = ZoneInfo("Europe/Berlin")


@dataclass
class ImportResult:
    added: int = 0
    skipped: int = 0


def parse_date(raw: str) -> datetime:
    """A bank booking date (a calendar day, no time) as UTC midnight of that day."""
    return datetime.strptime(raw.strip(), "%d.%m.%Y").replace(tzinfo=UTC)


def parse_amount(raw: str) -> Decimal:
    """German number format: 1.234,56 and -12,00."""
    return Decimal(raw.strip().replace(".", "").replace(",", "."))


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="latin-1", newline="") as fh:
        return list(csv.DictReader(fh, delimiter=";"))


def import_csv(path: Path, store, account: str) -> ImportResult:
    result = ImportResult()
    for row in read_rows(path):
        txn = Transaction(
            account=account,
            booked_at=parse_date(row["Buchungstag"]),
            amount=parse_amount(row["Betrag"]),
            counterparty=row.get("Beguenstigter/Zahlungspflichtiger", "").strip(),
            purpose=row.get("Verwendungszweck", "").strip(),
        )
        if store.exists(txn.fingerprint()):
            result.skipped += 1
            continue
        store.add(txn)
        result.added += 1
    return result
