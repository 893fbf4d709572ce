"""Entry point: python -m bot"""
import asyncio
import logging

import discord
from discord.ext import commands

from bot.config import settings

COGS = ("bot.cogs.roles", "bot.cogs.reminders", "bot.cogs.poll", "bot.cogs.digest")

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("guildbot")


class GuildBot(commands.Bot):
    async def setup_hook(self) -> None:
        for cog in COGS:
            await self.load_extension(cog)
        guild = discord.Object(id=settings.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)
        log.info("loaded %d cogs, commands synced to %s", len(COGS), settings.guild_id)


def main() -> None:
    intents = discord.Intents.default()
    intents.members = True
    bot = GuildBot(command_prefix="!", intents=intents)
    bot.run(settings.token, log_handler=None)


if __name__ == "__main__":
    main()
