"""Entry point: python -m foodbank_bot.main"""
from __future__ import annotations

import asyncio
import logging

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.enums import ParseMode

from foodbank_bot import config
from foodbank_bot.handlers import rota, swap
from foodbank_bot.rota_store import RotaStore


async def main() -> None:
    logging.basicConfig(level=logging.INFO)
    cfg = config.load()
    bot = Bot(cfg.bot_token, default=DefaultBotProperties(parse_mode=ParseMode.HTML))
    dp = Dispatcher()
    dp["cfg"] = cfg
    dp["store"] = RotaStore("data/rota.json")
    dp.include_router(rota.router)
    dp.include_router(swap.router)
    await bot.delete_webhook(drop_pending_updates=True)
    await dp.start_polling(bot, allowed_updates=dp.resolve_used_update_types())


if __name__ == "__main__":
    asyncio.run(main())
