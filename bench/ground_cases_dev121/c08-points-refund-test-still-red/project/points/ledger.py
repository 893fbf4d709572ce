from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta

EARN_RATE = 1  # points per yuan
VALID_DAYS = 365


@dataclass(frozen=True)
class Entry:
    user_id: str
    points: int
    kind: str  # "earn", "spend", "clawback", "expire"
    order_id: str | None
    created: date
    expires: date | None = None


@dataclass
class Ledger:
    entries: list[Entry] = field(default_factory=list)

    def add(self, entry: Entry) -> Entry:
        self.entries.append(entry)
        return entry

    def earn(self, user_id: str, order_id: str, amount_yuan: float, today: date) -> Entry:
        points = int(amount_yuan * EARN_RATE)
        return self.add(Entry(user_id, points, "earn", order_id, today, today + timedelta(days=VALID_DAYS)))

    def spend(self, user_id: str, points: int, today: date) -> Entry:
        if points > self.balance(user_id):
            raise ValueError("not enough points")
        return self.add(Entry(user_id, -points, "spend", None, today))

    def balance(self, user_id: str) -> int:
        return sum(e.points for e in self.entries if e.user_id == user_id)

    def earned_for(self, order_id: str) -> int:
        return sum(e.points for e in self.entries if e.order_id == order_id and e.kind == "earn")

    def expire(self, today: date) -> list[Entry]:
        """Void every earn entry whose expiry date has passed, once, as an "expire" entry.
        Only what is still left of the user's balance can expire."""
        done = {(e.user_id, e.order_id) for e in self.entries if e.kind == "expire"}
        voided: list[Entry] = []
        for e in list(self.entries):
            if e.kind != "earn" or e.expires is None or e.expires > today or (e.user_id, e.order_id) in done:
                continue
            points = min(e.points, self.balance(e.user_id))
            if points > 0:
                voided.append(self.add(Entry(e.user_id, -points, "expire", e.order_id, today)))
        return voided
