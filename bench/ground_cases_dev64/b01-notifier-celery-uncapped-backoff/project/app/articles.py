from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from sqlalchemy import text


@dataclass(frozen=True)
class Article:
    id: int
    title: str
    url: str
    score: float


def top_articles(db, limit: int = 20) -> list[Article]:
    since = datetime.now(timezone.utc) - timedelta(days=7)
    rows = db.execute(
        text(
            "select id, title, url, score from articles "
            "where published_at >= :since order by score desc limit :limit"
        ),
        {"since": since, "limit": limit},
    )
    return [Article(*row) for row in rows]


def trim_title(title: str, width: int = 60) -> str:
    if len(title) <= width:
        return title
    return title[: width - 1] + "…"


def as_context(articles: list[Article]) -> list[dict]:
    return [{"title": trim_title(a.title), "url": a.url} for a in articles]
