"""How the bot words things. Kept apart so the newsletter script can reuse it."""
from __future__ import annotations

from datetime import datetime

from bot.config import LONDON
from bot.db import Meeting

DAY_FORMAT = "%A %-d %B"
TIME_FORMAT = "%-I:%M%p"


def format_when(starts_at: datetime) -> str:
    """'Thursday 9 April, 7:00pm' for the pinned message and /nextmeeting."""
    when = starts_at
    return f"{when.strftime(DAY_FORMAT)}, {when.strftime(TIME_FORMAT).lower()}"


def format_meeting(meeting: Meeting) -> str:
    lines = [
        f"\U0001F4DA *{meeting.book_title}* by {meeting.book_author}",
        f"\U0001F570 {format_when(meeting.starts_at)}",
        "\U0001F4CD Lamb & Flag, back room",
    ]
    if meeting.host:
        lines.append(f"\U0001F64B Host: {meeting.host}")
    return "\n".join(lines)


def format_reminder(meeting: Meeting) -> str:
    local = meeting.starts_at.astimezone(LONDON)
    return (
        f"Reminder: book club tonight at {local.strftime(TIME_FORMAT).lower()}! "
        f"We're discussing *{meeting.book_title}*. No spoilers in the chat before then \U0001F910"
    )


def format_pinned(meeting: Meeting) -> str:
    return "*Next meeting*\n" + format_meeting(meeting) + "\n\nReply /rsvp to say you're coming."
