"""Daily reminder in the reminder channel (login bonus / daily quest reset)."""
from __future__ import annotations

import datetime as dt
import logging

from discord.ext import commands, tasks

from bot.config import JST, settings

log = logging.getLogger(__name__)

REMIND_AT = dt.time(hour=9, minute=0, tzinfo=JST)
MESSAGE = "おはようございます!デイリー更新されました。ログボ忘れずに 🎁"


class Reminders(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.daily.start()

    def cog_unload(self) -> None:
        self.daily.cancel()

    @tasks.loop(time=REMIND_AT)
    async def daily(self) -> None:
        channel = self.bot.get_channel(settings.reminder_channel_id)
        if channel is None:
            log.warning("reminder channel %s not found", settings.reminder_channel_id)
            return
        await channel.send(MESSAGE)

    @daily.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Reminders(bot))
