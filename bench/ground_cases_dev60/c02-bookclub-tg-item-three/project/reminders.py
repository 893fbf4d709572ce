"""The day-before reminder for the monthly meeting."""
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from telegram.ext import ContextTypes

import storage
from config import CLUB_TZ, GROUP_CHAT_ID, REMIND_HOURS_BEFORE


def _parse(at: str) -> datetime:
    # meetings are stored as "2025-11-29 20:00" (Beijing time, as typed by the organiser)
    return datetime.strptime(at, "%Y-%m-%d %H:%M").replace(tzinfo=CLUB_TZ)


async def check_reminders(context: ContextTypes.DEFAULT_TYPE) -> None:
    """Runs every 10 minutes from the job queue."""
    data = storage.load()
    meeting = storage.next_meeting(data)
    if meeting is None or meeting.get("reminded"):
        return
    start = _parse(meeting["at"])
    now = datetime.now(tz=ZoneInfo("UTC"))
    if start - now > timedelta(hours=REMIND_HOURS_BEFORE):
        return
    text = (
        f"📚 明天读书会：{meeting['book']}\n"
        f"时间：{meeting['at']}\n"
        f"地点：{meeting.get('place', '腾讯会议，链接见群公告')}"
    )
    await context.bot.send_message(GROUP_CHAT_ID, text)
    meeting["reminded"] = True
    storage.save(data)


def schedule(app) -> None:
    app.job_queue.run_repeating(check_reminders, interval=600, first=30, name="meeting-reminder")
