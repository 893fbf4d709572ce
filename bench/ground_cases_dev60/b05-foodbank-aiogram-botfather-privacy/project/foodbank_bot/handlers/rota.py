from __future__ import annotations

from aiogram import Router
from aiogram.filters import Command, CommandObject
from aiogram.types import Message

from foodbank_bot.rota_store import CAPACITY, SLOTS, RotaStore

router = Router(name="rota")


@router.message(Command("shifts"))
async def show_shifts(message: Message, store: RotaStore) -> None:
    week = store.load()
    lines = [f"<b>{week.label}のシフト</b>"]
    for slot in SLOTS:
        people = week.slots.get(slot, [])
        free = CAPACITY[slot] - len(people)
        lines.append(f"{slot}: {'、'.join(people) or '—'} (空き {free})")
    await message.answer("\n".join(lines))


@router.message(Command("take"))
async def take(message: Message, command: CommandObject, store: RotaStore) -> None:
    slot = (command.args or "").strip()
    if slot not in SLOTS:
        await message.answer(f"枠は {' / '.join(SLOTS)} のどれかです")
        return
    name = message.from_user.full_name
    if store.take(slot, name):
        await message.answer(f"{name}さんを {slot} に入れました")
    else:
        await message.answer(f"{slot} は満員か、もう入っています")
