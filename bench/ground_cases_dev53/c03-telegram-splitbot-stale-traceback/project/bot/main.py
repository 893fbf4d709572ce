import logging
import os

from telegram.ext import Application, CommandHandler

from bot.handlers.expenses import add_expense, balance
from bot.handlers.export import export_csv

logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
logging.getLogger("httpx").setLevel(logging.WARNING)


def main() -> None:
    app = Application.builder().token(os.environ["TELEGRAM_TOKEN"]).build()
    app.add_handler(CommandHandler("add", add_expense))
    app.add_handler(CommandHandler("balance", balance))
    app.add_handler(CommandHandler("export", export_csv))
    app.run_polling(drop_pending_updates=True)


if __name__ == "__main__":
    main()
