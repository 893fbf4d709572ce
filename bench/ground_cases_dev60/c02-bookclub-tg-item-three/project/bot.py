"""Entry point: python bot.py"""
import logging

from telegram.ext import Application, CallbackQueryHandler, CommandHandler, MessageHandler, filters

import handlers
import polls
import reminders
from config import TOKEN

logging.basicConfig(format="%(asctime)s %(name)s %(levelname)s %(message)s", level=logging.INFO)


def main() -> None:
    app = Application.builder().token(TOKEN).build()
    app.add_handler(CommandHandler("start", handlers.start))
    app.add_handler(CommandHandler("next", handlers.next_meeting))
    app.add_handler(CommandHandler("book", handlers.current_book))
    app.add_handler(CommandHandler("vote", polls.start_vote))
    app.add_handler(CommandHandler("results", polls.show_results))
    app.add_handler(CallbackQueryHandler(polls.on_vote, pattern=r"^vote:"))
    app.add_handler(MessageHandler(filters.COMMAND, handlers.unknown))
    reminders.schedule(app)
    app.run_polling(allowed_updates=["message", "callback_query"])


if __name__ == "__main__":
    main()
