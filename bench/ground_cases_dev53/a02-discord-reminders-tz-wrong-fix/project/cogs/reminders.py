import discord
from discord import app_commands
from discord.ext import commands

import config
from remind import store
from remind.parse import ParseError, describe, parse_when
from remind.schedule import upcoming


class Reminders(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @app_commands.command(name="remind", description="Remind me about something")
    @app_commands.describe(when="in 20m / tomorrow 9:00 / fri 18:30", what="what to remind you of",
                           repeat="daily or weekly")
    async def remind(self, interaction: discord.Interaction, when: str, what: str, repeat: str | None = None):
        if repeat not in (None, "daily", "weekly"):
            await interaction.response.send_message("repeat must be daily or weekly", ephemeral=True)
            return
        if len(upcoming(interaction.user.id, limit=config.MAX_PER_USER)) >= config.MAX_PER_USER:
            await interaction.response.send_message("you have too many reminders already", ephemeral=True)
            return
        try:
            due = parse_when(when, config.DEFAULT_TZ)
        except ParseError as e:
            await interaction.response.send_message(str(e), ephemeral=True)
            return
        rid = store.add(interaction.guild_id, interaction.channel_id, interaction.user.id, what, due, repeat,
                        config.DEFAULT_TZ)
        await interaction.response.send_message(f"ok #{rid}: {describe(due, config.DEFAULT_TZ)} - {what}")

    @app_commands.command(name="reminders", description="List your reminders")
    async def reminders(self, interaction: discord.Interaction):
        mine = upcoming(interaction.user.id)
        if not mine:
            await interaction.response.send_message("nothing scheduled", ephemeral=True)
            return
        lines = [f"#{r['id']} {describe(r['due_utc'], r['tz'])} - {r['text']}" for r in mine]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @app_commands.command(name="forget", description="Delete one of your reminders")
    async def forget(self, interaction: discord.Interaction, reminder_id: int):
        store.delete(reminder_id)
        await interaction.response.send_message(f"deleted #{reminder_id}", ephemeral=True)


async def setup(bot: commands.Bot):
    await bot.add_cog(Reminders(bot))
