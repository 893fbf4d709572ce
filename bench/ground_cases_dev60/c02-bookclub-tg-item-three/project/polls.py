"""/vote: pick next month's book with inline buttons."""
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import ContextTypes

import storage
from config import BOOK_OPTIONS


def _keyboard() -> InlineKeyboardMarkup:
    rows = [[InlineKeyboardButton(title, callback_data=f"vote:{i}")] for i, title in enumerate(BOOK_OPTIONS)]
    return InlineKeyboardMarkup(rows)


async def start_vote(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text("下个月读哪本？点按钮投票（可以改票）", reply_markup=_keyboard())


async def on_vote(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    choice = int(query.data.split(":", 1)[1])
    data = storage.load()
    votes = data.setdefault("votes", {})
    votes[str(query.message.chat_id)] = choice
    storage.save(data)
    await query.answer(f"已记录：{BOOK_OPTIONS[choice]}")


def tally(data: dict) -> list[tuple[str, int]]:
    counts = [0] * len(BOOK_OPTIONS)
    for choice in data.get("votes", {}).values():
        if 0 <= choice < len(counts):
            counts[choice] += 1
    return sorted(zip(BOOK_OPTIONS, counts), key=lambda p: p[1], reverse=True)


async def show_results(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    results = tally(storage.load())
    lines = [f"{title}：{n} 票" for title, n in results]
    await update.message.reply_text("\n".join(lines) or "还没人投票")
