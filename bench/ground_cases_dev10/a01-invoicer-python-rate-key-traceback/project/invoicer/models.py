"""Timesheet entries and the invoice built from them."""

from __future__ import annotations

import csv
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from invoicer.rates import RateTable

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Entry:
    day: date
    client: str
    hours: Decimal
    note: str = ""


@dataclass
class Line:
    day: date
    hours: Decimal
    rate: Decimal
    note: str

    @property
    def amount(self) -> Decimal:
        return (self.hours * self.rate).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Invoice:
    client: str
    currency: str
    lines: list[Line] = field(default_factory=list)

    @property
    def total_hours(self) -> Decimal:
        return sum((line.hours for line in self.lines), Decimal(0))

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal(0))


def load_entries(path: Path) -> list[Entry]:
    entries: list[Entry] = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if not row.get("client"):
                continue
            entries.append(Entry(
                day=date.fromisoformat(row["date"]),
                client=row["client"],
                hours=Decimal(row["hours"]),
                note=(row.get("note") or "").strip(),
            ))
    return entries


def build_invoices(entries: list[Entry], rates: RateTable, currency: str) -> list[Invoice]:
    by_client: dict[str, list[Entry]] = defaultdict(list)
    for entry in entries:
        by_client[entry.client].append(entry)
    invoices = []
    for client, items in sorted(by_client.items()):
        invoice = Invoice(client=client, currency=currency)
        for entry in sorted(items, key=lambda e: e.day):
            rate = rates.rate_for(entry.client, entry.day)
            invoice.lines.append(Line(entry.day, entry.hours, rate, entry.note))
        invoices.append(invoice)
    return invoices
