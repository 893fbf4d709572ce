"""/export: the group's expenses as a CSV file."""
from __future__ import annotations

import csv
import io
from datetime import datetime, timezone

from telegram import Update
from telegram.ext import ContextTypes

from bot import db
from bot.utils import cents_to_str

HEADER = ["date", "paid_by", "amount", "currency", "description", "split_between"]

# Excel only reads a CSV as UTF-8 when it starts with a BOM; Numbers/Sheets don't care.
CSV_ENCODING = "utf-8-sig"


def to_csv_bytes(header: list[str], rows: list[list[str]]) -> bytes:
    buf = io.StringIO(newline="")
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buf.getvalue().encode(CSV_ENCODING)


def build_rows(expenses: list[dict], members: list[dict]) -> list[list[str]]:
    """One CSV row per expense, oldest first."""
    names = {m["user_id"]: m.get("username") or m["first_name"] for m in members}
    rows = []
    for e in sorted(expenses, key=lambda e: e["created_at"]):
        payer = next(m for m in members if m["user_id"] == e["paid_by"])
        name = payer["username"] or payer["first_name"]
        split = ", ".join(names.get(uid, str(uid)) for uid in e["split_between"])
        rows.append([
            datetime.fromtimestamp(e["created_at"], tz=timezone.utc).strftime("%Y-%m-%d"),
            name,
            cents_to_str(e["amount_cents"]),
            e["currency"],
            e["description"],
            split,
        ])
    return rows


async def export_csv(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    chat_id = update.effective_chat.id
    group = db.get_group(chat_id)
    if group is None:
        await update.message.reply_text("No expenses yet. Add one with /add 12.50 pizza")
        return
    expenses = db.list_expenses(chat_id)
    rows = build_rows(expenses, group["members"])
    data = to_csv_bytes(HEADER, rows)
    filename = f"expenses-{datetime.now().strftime('%Y%m%d')}.csv"
    await update.message.reply_document(document=data, filename=filename,
                                        caption=f"{len(rows)} expenses")
