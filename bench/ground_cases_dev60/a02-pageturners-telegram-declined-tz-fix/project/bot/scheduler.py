"""Daily job: if there's a meeting today, remind the group chat."""
from __future__ import annotations

import logging
from datetime import datetime, time, timezone

from telegram.ext import Application, ContextTypes

from bot import db
from bot.config import CLUB_CHAT_ID, LONDON, REMINDER_HOUR
from bot.formatting import format_reminder

log = logging.getLogger(__name__)


async def remind_if_meeting_today(context: ContextTypes.DEFAULT_TYPE) -> None:
    conn = db.connect()
    meeting = db.next_meeting(conn)
    if meeting is None:
        return
    today = datetime.now(LONDON).date()
    if meeting.starts_at.astimezone(LONDON).date() != today:
        return
    log.info("sending reminder for meeting %s", meeting.id)
    await context.bot.send_message(CLUB_CHAT_ID, format_reminder(meeting), parse_mode="Markdown")


def schedule(app: Application) -> None:
    app.job_queue.run_daily(
        remind_if_meeting_today,
        time=time(hour=REMINDER_HOUR - 2, tzinfo=LONDON),
        name="meeting-reminder",
    )
