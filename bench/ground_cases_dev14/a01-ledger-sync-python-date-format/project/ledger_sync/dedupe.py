"""Drop transactions the ledger already has, and repeats inside one export."""
from __future__ import annotations

import hashlib
from collections.abc import Iterable

from ledger_sync.models import Txn


def fingerprint(txn: Txn) -> str:
    """Stable id of a transaction: the bank gives us no id, so hash what identifies it."""
    key = "|".join([
        txn.account,
        txn.booked_on.isoformat(),
        str(txn.amount),
        txn.counterparty.lower(),
        txn.reference.lower(),
    ])
    return hashlib.sha1(key.encode("utf-8")).hexdigest()


def dedupe(txns: Iterable[Txn], known: Iterable[str] = ()) -> tuple[list[Txn], int]:
    """The new transactions, and how many were dropped as duplicates.

    ``known`` are fingerprints the ledger reported for the same account and period.
    """
    seen = set(known)
    fresh: list[Txn] = []
    dropped = 0
    for txn in txns:
        fp = fingerprint(txn)
        if fp in seen:
            dropped += 1
            continue
        seen.add(fp)
        fresh.append(txn)
    return fresh, dropped
