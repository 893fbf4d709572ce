from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session


@dataclass(frozen=True)
class Recipient:
    id: int
    email: str
    first_name: str
    plan: str


DIGEST_RECIPIENTS = text(
    """
    SELECT u.id, u.email, u.first_name, s.plan
    FROM users u
    JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active'
    WHERE u.digest_opt_in
      AND NOT EXISTS (
        SELECT 1 FROM digest_log d WHERE d.user_id = u.id AND d.week = :week
      )
    ORDER BY u.id
    """
)


def digest_recipients(session: Session, week: str) -> list[Recipient]:
    rows = session.execute(DIGEST_RECIPIENTS, {"week": week}).all()
    return [Recipient(*row) for row in rows]


def mark_digest_sent(session: Session, user_ids: list[int], week: str) -> None:
    if not user_ids:
        return
    session.execute(
        text("INSERT INTO digest_log (user_id, week) VALUES (:user_id, :week) ON CONFLICT DO NOTHING"),
        [{"user_id": uid, "week": week} for uid in user_ids],
    )


def week_highlights(session: Session, week: str) -> list[dict]:
    rows = session.execute(
        text(
            """
            SELECT title, url, score FROM highlights
            WHERE week = :week
            ORDER BY score DESC
            LIMIT 5
            """
        ),
        {"week": week},
    ).mappings()
    return [dict(r) for r in rows]
