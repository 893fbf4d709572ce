"""Decide which snapshots to delete."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from snapkeep.config import Policy


@dataclass(frozen=True)
class Snapshot:
    name: str
    taken_on: date

    @property
    def is_weekly(self) -> bool:
        return self.taken_on.weekday() == 6  # Sunday


def age_in_days(snap: Snapshot, today: date) -> int:
    return (today - snap.taken_on).days


def is_expired(snap: Snapshot, today: date, policy: Policy) -> bool:
    age = age_in_days(snap, today)
    if snap.is_weekly and policy.keep_weekly:
        return age >= policy.keep_weekly * 7
    return age >= policy.keep_days


def plan_prune(snaps: list[Snapshot], today: date, policy: Policy) -> list[Snapshot]:
    doomed = [s for s in snaps if is_expired(s, today, policy)]
    keep = len(snaps) - len(doomed)
    if keep < policy.min_keep:
        # never go below min_keep: spare the newest of the doomed ones
        doomed.sort(key=lambda s: s.taken_on)
        doomed = doomed[: max(0, len(doomed) - (policy.min_keep - keep))]
    return doomed


def parse_snapshot(name: str) -> Snapshot | None:
    # names look like db-2026-03-01.tar.zst
    stem = name.split(".", 1)[0]
    try:
        taken = date.fromisoformat(stem[-10:])
    except ValueError:
        return None
    return Snapshot(name=name, taken_on=taken)
