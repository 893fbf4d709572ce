"""Weekly digest: top messages of the week in the digest channel. (Old feature.)"""
from __future__ import annotations

import datetime as dt
import logging

import discord
from discord.ext import commands, tasks

from bot.config import settings

log = logging.getLogger(__name__)

DIGEST_AT = dt.time(hour=20, minute=0)


class Digest(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.weekly.start()

    def cog_unload(self) -> None:
        self.weekly.cancel()

    @tasks.loop(time=DIGEST_AT)
    async def weekly(self) -> None:
        if dt.date.today().weekday() != 6:
            return
        channel = self.bot.get_channel(settings.digest_channel_id)
        if not isinstance(channel, discord.TextChannel):
            return
        since = dt.datetime.now(dt.UTC) - dt.timedelta(days=7)
        top: list[discord.Message] = []
        async for msg in channel.history(after=since, limit=500):
            if msg.reactions:
                top.append(msg)
        top.sort(key=lambda m: sum(r.count for r in m.reactions), reverse=True)
        lines = [f"{i}. {m.jump_url} ({sum(r.count for r in m.reactions)})" for i, m in enumerate(top[:5], 1)]
        await channel.send("**今週の人気投稿**\n" + "\n".join(lines or ["(なし)"]))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Digest(bot))
