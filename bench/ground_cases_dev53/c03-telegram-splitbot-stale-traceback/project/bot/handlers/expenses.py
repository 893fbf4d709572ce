"""/add, /balance and /settle."""
from __future__ import annotations

import re
import time

from telegram import Update
from telegram.ext import ContextTypes

from bot import db
from bot.utils import cents_to_str, display_name, parse_amount

ADD_RE = re.compile(r"^(?P<amount>\d+(?:[.,]\d{1,2})?)\s*(?P<currency>[A-Z]{3})?\s+(?P<desc>.+)$")


async def add_expense(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    text = " ".join(context.args)
    m = ADD_RE.match(text)
    if not m:
        await update.message.reply_text("Usage: /add 12.50 [EUR] pizza")
        return
    chat_id = update.effective_chat.id
    user = update.effective_user
    group = db.ensure_group(chat_id, user)
    amount = parse_amount(m["amount"])
    currency = m["currency"] or group["currency"]
    split = [mem["user_id"] for mem in group["members"]]
    db.add_expense(chat_id, paid_by=user.id, amount_cents=amount, currency=currency,
                   description=m["desc"], split_between=split, created_at=int(time.time()))
    await update.message.reply_text(
        f"{display_name(user)} paid {cents_to_str(amount)} {currency} for {m['desc']} "
        f"(split {len(split)} ways)")


async def balance(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    chat_id = update.effective_chat.id
    group = db.get_group(chat_id)
    if group is None:
        await update.message.reply_text("Nothing to show yet.")
        return
    totals = db.balances(chat_id)
    lines = []
    for mem in group["members"]:
        payer = mem.get("username") or mem["first_name"]
        lines.append(f"{payer}: {cents_to_str(totals.get(mem['user_id'], 0))}")
    await update.message.reply_text("\n".join(lines))
