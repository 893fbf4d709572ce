"""Command handlers for the Pageturners group."""
from __future__ import annotations

from telegram import Update
from telegram.ext import ContextTypes

from bot import db
from bot.formatting import format_meeting, format_pinned

HELP = (
    "I'm the Pageturners bot \U0001F4D6\n"
    "/nextmeeting - when and what we're reading next\n"
    "/pin - re-pin the next meeting (admins)\n"
    "/rsvp - say you're coming\n"
    "/help - this message"
)


async def help_cmd(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.effective_message.reply_text(HELP)


async def rsvp(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    going = context.chat_data.setdefault("rsvp", set())
    going.add(update.effective_user.first_name)
    await update.effective_message.reply_text(
        f"Lovely, {update.effective_user.first_name}! {len(going)} coming so far."
    )


async def next_meeting(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    meeting = db.next_meeting(db.connect())
    if meeting is None:
        await update.effective_message.reply_text("No meeting in the diary yet. Nag Rosie!")
        return
    await update.effective_message.reply_text(format_meeting(meeting), parse_mode="Markdown")


async def pin(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    member = await update.effective_chat.get_member(update.effective_user.id)
    if member.status not in ("administrator", "creator"):
        await update.effective_message.reply_text("Only admins can re-pin, sorry!")
        return
    meeting = db.next_meeting(db.connect())
    if meeting is None:
        await update.effective_message.reply_text("No meeting in the diary yet.")
        return
    sent = await update.effective_chat.send_message(format_pinned(meeting), parse_mode="Markdown")
    await sent.pin(disable_notification=True)
    context.chat_data["rsvp"] = set()
