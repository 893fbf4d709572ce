import logging

from telegram.ext import Application, CommandHandler

from bot import handlers, scheduler
from bot.config import TOKEN

logging.basicConfig(format="%(asctime)s %(name)s %(levelname)s %(message)s", level=logging.INFO)


def build() -> Application:
    app = Application.builder().token(TOKEN).build()
    app.add_handler(CommandHandler("help", handlers.help_cmd))
    app.add_handler(CommandHandler("start", handlers.help_cmd))
    app.add_handler(CommandHandler("rsvp", handlers.rsvp))
    app.add_handler(CommandHandler("nextmeeting", handlers.next_meeting))
    app.add_handler(CommandHandler("pin", handlers.pin))
    scheduler.schedule(app)
    return app


if __name__ == "__main__":
    build().run_polling()
