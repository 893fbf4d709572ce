"""The /kintai slash command: in, out, status."""
from __future__ import annotations

from datetime import datetime

from kintai.store import Store
from kintai.timeutil import fmt_minutes, month_range, now_jst

HELP = "使い方: `/kintai in` 出勤 / `/kintai out` 退勤 / `/kintai status` 今日の状況"


def handle(store: Store, user_id: str, text: str, now: datetime | None = None) -> str:
    now = now or now_jst()
    sub = text.strip().lower()
    if sub == "in":
        return handle_in(store, user_id, now)
    if sub == "out":
        return handle_out(store, user_id, now)
    if sub in ("", "status"):
        return handle_status(store, user_id, now)
    return HELP


def handle_in(store: Store, user_id: str, now: datetime) -> str:
    if store.find_open(user_id, now.date()):
        return "もう出勤中です。退勤は `/kintai out`"
    store.clock_in(user_id, now)
    return f"出勤しました（{now:%H:%M}）"


def handle_out(store: Store, user_id: str, now: datetime) -> str:
    open_session = store.find_open(user_id, now.date())
    if open_session is None:
        return "出勤記録がありません。先に `/kintai in` してください"
    store.clock_out(open_session.id, now)
    worked = int((now - open_session.clock_in).total_seconds() // 60)
    return f"退勤しました（{now:%H:%M}、勤務 {fmt_minutes(worked)}）"


def handle_status(store: Store, user_id: str, now: datetime) -> str:
    today = store.sessions_between(user_id, now.date(), now.date())
    if not today:
        return "今日はまだ出勤していません"
    lines = []
    for s in today:
        end = f"{s.clock_out:%H:%M}" if s.clock_out else "勤務中"
        lines.append(f"{s.clock_in:%H:%M} 〜 {end}")
    done = sum(s.minutes for s in today)
    lines.append(f"今日の合計: {fmt_minutes(done)}")
    first, last = month_range(now.date())
    month = sum(s.minutes for s in store.sessions_between(user_id, first, last))
    lines.append(f"今月の合計: {fmt_minutes(month)}")
    return "\n".join(lines)
