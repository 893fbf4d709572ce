"""Entry point: python -m bot.main"""
from __future__ import annotations

import logging
import os

from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

from bot import books, members, reminders

logging.basicConfig(format="%(asctime)s %(name)s %(levelname)s %(message)s", level=logging.INFO)


async def join(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    user = update.effective_user
    members.register(user.id, user.full_name)
    await update.message.reply_text(f"{user.first_name}さん、登録しました！ 海外からの人は /settz で時間帯を設定してね")


async def settz(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    if not context.args:
        await update.message.reply_text("例: /settz Europe/Berlin")
        return
    try:
        members.set_timezone(update.effective_user.id, context.args[0])
    except Exception:
        await update.message.reply_text("そのタイムゾーン名はわかりませんでした (例: America/Vancouver)")
        return
    await update.message.reply_text(f"{context.args[0]} に設定しました")


async def next_(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text(books.describe_next())


async def remind(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    enabled = not (context.args and context.args[0] == "off")
    members.set_reminders(update.effective_user.id, enabled)
    await update.message.reply_text("リマインドをオンにしました" if enabled else "リマインドを止めました")


def main() -> None:
    app = Application.builder().token(os.environ["TELEGRAM_TOKEN"]).build()
    app.add_handler(CommandHandler("join", join))
    app.add_handler(CommandHandler("settz", settz))
    app.add_handler(CommandHandler("next", next_))
    app.add_handler(CommandHandler("remind", remind))
    reminders.schedule(app)
    app.run_polling()


if __name__ == "__main__":
    main()
