import asyncio
import logging

import discord
from discord.ext import commands, tasks

import config
from remind import store
from remind.schedule import due_now, reschedule

log = logging.getLogger("remind.bot")

intents = discord.Intents.default()
bot = commands.Bot(command_prefix="!", intents=intents)


@bot.event
async def on_ready():
    log.info("logged in as %s (%s guilds)", bot.user, len(bot.guilds))
    await bot.tree.sync()
    await update_presence()
    if not tick.is_running():
        tick.start()


async def update_presence():
    total = len(store.pending())
    await bot.change_presence(activity=discord.Activity(
        type=discord.ActivityType.watching, name=f"{total} reminder{'s' if total != 1 else ''}"))


@tasks.loop(seconds=30)
async def tick():
    for r in due_now():
        channel = bot.get_channel(r["channel_id"])
        if channel is None:
            log.warning("channel %s gone, dropping reminder #%s", r["channel_id"], r["id"])
            store.delete(r["id"])
            continue
        log.info("firing reminder #%s (due %s)", r["id"], r["due_utc"])
        await channel.send(f"<@{r['user_id']}> reminder: {r['text']}")
        reschedule(r)
    if tick.current_loop % 10 == 0:
        await update_presence()


async def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    async with bot:
        await bot.load_extension("cogs.reminders")
        await bot.start(config.TOKEN)


if __name__ == "__main__":
    asyncio.run(main())
