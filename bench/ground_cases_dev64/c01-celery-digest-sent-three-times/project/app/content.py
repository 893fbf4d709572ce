from datetime import date, timedelta

from sqlalchemy import text


def top_items_for(session, user_id: int, week_start: date, limit: int = 8) -> list[dict]:
    """The week's most-read articles in the topics the user follows."""
    week_end = week_start + timedelta(days=7)
    rows = session.execute(
        text(
            """
            SELECT a.title, a.url
            FROM articles a
            JOIN follows f ON f.topic_id = a.topic_id
            WHERE f.user_id = :uid AND a.published_at >= :start AND a.published_at < :end
            ORDER BY a.read_count DESC
            LIMIT :limit
            """
        ),
        {"uid": user_id, "start": week_start, "end": week_end, "limit": limit},
    ).all()
    return [{"title": r.title, "url": r.url} for r in rows]


def fallback_items(session, week_start: date, limit: int = 5) -> list[dict]:
    week_end = week_start + timedelta(days=7)
    rows = session.execute(
        text(
            "SELECT title, url FROM articles WHERE published_at >= :start AND published_at < :end "
            "ORDER BY read_count DESC LIMIT :limit"
        ),
        {"start": week_start, "end": week_end, "limit": limit},
    ).all()
    return [{"title": r.title, "url": r.url} for r in rows]
