"""Weekly meeting reminder: every Sunday 20:00 JST, one hour before the meeting."""
from __future__ import annotations

import logging
from datetime import datetime, time, timedelta

from telegram.error import Forbidden
from telegram.ext import Application, ContextTypes

from bot.books import current_book
from bot.members import JST, format_for_member, reminder_targets

log = logging.getLogger(__name__)

MEETING_WEEKDAY = 6  # Sunday
MEETING_HOUR = 21
REMIND_BEFORE = timedelta(hours=1)


def next_meeting(now: datetime) -> datetime:
    days = (MEETING_WEEKDAY - now.weekday()) % 7
    meeting = (now + timedelta(days=days)).replace(hour=MEETING_HOUR, minute=0, second=0, microsecond=0)
    if meeting <= now:
        meeting += timedelta(days=7)
    return meeting


async def send_reminders(context: ContextTypes.DEFAULT_TYPE) -> None:
    meeting = next_meeting(datetime.now(JST))
    book = current_book()
    for user_id, member in reminder_targets():
        text = format_for_member(member, meeting)
        msg = f"📚 もうすぐ例会です: {text}\n課題本: {book['title']} ({book['author']})"
        try:
            await context.bot.send_message(chat_id=int(user_id), text=msg)
        except Forbidden:
            log.warning("member %s blocked the bot", user_id)


def schedule(app: Application) -> None:
    remind_at = (datetime.combine(datetime.today(), time(MEETING_HOUR)) - REMIND_BEFORE).time().replace(tzinfo=JST)
    app.job_queue.run_daily(send_reminders, time=remind_at, days=(MEETING_WEEKDAY,), name="weekly-reminder")
    log.info("reminder scheduled at %s on weekday %s", remind_at, MEETING_WEEKDAY)
