"""/roles sync: give every verified member the member roles."""
from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import settings

log = logging.getLogger(__name__)

# Role edits share a per-guild bucket (~10 per 10 s); stay just under it instead of living on 429 retries.
ROLE_EDIT_INTERVAL = 1.1


class Roles(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    roles = app_commands.Group(name="roles", description="ロール管理")

    @roles.command(name="sync", description="認証済みメンバー全員にメンバーロールを付与")
    @app_commands.default_permissions(manage_roles=True)
    async def sync(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild = interaction.guild
        wanted = [guild.get_role(rid) for rid in settings.member_role_ids]
        wanted = [r for r in wanted if r is not None]
        changed = 0
        async for member in guild.fetch_members(limit=None):
            if member.bot or member.pending:
                continue
            missing = [r for r in wanted if r not in member.roles]
            if not missing:
                continue
            await member.add_roles(*missing, reason="roles sync")
            changed += 1
            if changed % 50 == 0:
                log.info("roles sync: %d members so far", changed)
            await asyncio.sleep(ROLE_EDIT_INTERVAL)
        log.info("roles sync: %d members updated", changed)
        await interaction.followup.send(f"{changed} 人にロールを付与しました", ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Roles(bot))
