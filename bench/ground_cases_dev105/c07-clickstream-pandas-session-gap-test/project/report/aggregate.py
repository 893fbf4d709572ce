"""Daily numbers for the ops dashboard."""
from __future__ import annotations

import pandas as pd


def daily_summary(sessions: pd.DataFrame, tz: str = "Asia/Shanghai") -> pd.DataFrame:
    s = sessions.copy()
    s["day"] = s["start"].dt.tz_convert(tz).dt.normalize().dt.tz_localize(None)
    s["duration_s"] = (s["end"] - s["start"]).dt.total_seconds()
    out = s.groupby("day").agg(
        sessions=("session_id", "count"),
        users=("user_id", "nunique"),
        avg_pages=("pages", "mean"),
        avg_duration_sec=("duration_s", "mean"),
    )
    return out.round(2).reset_index()


def bounce_rate(sessions: pd.DataFrame) -> float:
    if sessions.empty:
        return 0.0
    return float((sessions["pages"] == 1).mean())


def top_pages(events: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    counts = events["page"].value_counts().head(n)
    return counts.rename_axis("page").reset_index(name="views")


def to_markdown(summary: pd.DataFrame) -> str:
    lines = ["| day | sessions | users | avg pages | avg duration (s) |", "|---|---|---|---|---|"]
    for r in summary.itertuples(index=False):
        lines.append(f"| {r.day} | {r.sessions} | {r.users} | {r.avg_pages} | {r.avg_duration_sec} |")
    return "\n".join(lines)
