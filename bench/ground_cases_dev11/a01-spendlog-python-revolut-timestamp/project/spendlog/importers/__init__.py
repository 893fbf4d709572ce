"""Importers turn one bank's CSV export into Transactions.

Each importer module exposes ``NAME`` and ``parse(path) -> list[Transaction]``.
"""

from __future__ import annotations

from pathlib import Path

from spendlog.importers import n26, revolut
from spendlog.model import Transaction

IMPORTERS = {
    n26.NAME: n26.parse,
    revolut.NAME: revolut.parse,
}


def load(bank: str, path: Path) -> list[Transaction]:
    try:
        parse = IMPORTERS[bank]
    except KeyError:
        known = ", ".join(sorted(IMPORTERS))
        raise SystemExit(f"unknown bank {bank!r}; known: {known}") from None
    return parse(path)
