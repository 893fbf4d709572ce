"""Plain commands: /start, /next, /book."""
from telegram import Update
from telegram.ext import ContextTypes

import storage


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text(
        "我是书友会小助手📖\n/next 下次读书会\n/vote 投票选书\n/results 看投票结果"
    )


async def next_meeting(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    meeting = storage.next_meeting(storage.load())
    if meeting is None:
        await update.message.reply_text("还没定下次时间，等群主通知～")
        return
    await update.message.reply_text(
        f"下次读书会：{meeting['book']}\n时间：{meeting['at']}\n地点：{meeting.get('place', '腾讯会议')}"
    )


async def current_book(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    meeting = storage.next_meeting(storage.load())
    book = meeting["book"] if meeting else "未定"
    await update.message.reply_text(f"这个月在读：{book}")


async def unknown(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text("没看懂这个命令 🤔 试试 /start")


def meeting_summary(meeting: dict) -> str:
    return f"{meeting['book']} @ {meeting['at']}"
