"""Swap requests: someone writes 'can anyone cover me' in the group, the bot offers buttons."""
from __future__ import annotations

from aiogram import F, Router
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from foodbank_bot.config import Config
from foodbank_bot.rota_store import SLOTS, RotaStore

router = Router(name="swap")


def _keyboard(requester_id: int) -> InlineKeyboardMarkup:
    buttons = [InlineKeyboardButton(text=f"{slot} を代わる", callback_data=f"swap:{requester_id}:{slot}") for slot in SLOTS]
    return InlineKeyboardMarkup(inline_keyboard=[buttons[:2], buttons[2:]])


def is_swap_request(text: str, cfg: Config) -> bool:
    return any(k in text for k in cfg.swap_keywords)


@router.message(F.text)
async def on_text(message: Message, cfg: Config) -> None:
    if not is_swap_request(message.text, cfg):
        return
    await message.reply(
        f"{message.from_user.first_name}さんが交代を探しています。代われる人はボタンを押してください🍊",
        reply_markup=_keyboard(message.from_user.id),
    )


@router.callback_query(F.data.startswith("swap:"))
async def on_swap(query: CallbackQuery, store: RotaStore) -> None:
    _, requester_id, slot = query.data.split(":", 2)
    helper = query.from_user.full_name
    if store.take(slot, helper):
        await query.message.edit_text(f"✅ {helper}さんが {slot} を代わってくれました！")
    else:
        await query.answer(f"{slot} は満員か、もう入っています", show_alert=True)
