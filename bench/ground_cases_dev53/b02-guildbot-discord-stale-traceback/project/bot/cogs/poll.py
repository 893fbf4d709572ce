"""/poll: simple button polls stored on the volume."""
from __future__ import annotations

import datetime as dt
import logging
import uuid

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.storage import JsonStore

log = logging.getLogger(__name__)
store = JsonStore("polls")


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def due_polls(polls: dict, now: dt.datetime) -> list[str]:
    """Ids of open polls whose deadline has passed."""
    return [pid for pid, p in polls.items()
            if p.get("deadline") and dt.datetime.fromisoformat(p["deadline"]) <= now]


class VoteButton(discord.ui.Button):
    def __init__(self, poll_id: str, index: int, label: str) -> None:
        super().__init__(label=label, custom_id=f"poll:{poll_id}:{index}", style=discord.ButtonStyle.secondary)
        self.poll_id = poll_id
        self.index = index

    async def callback(self, interaction: discord.Interaction) -> None:
        polls = store.load()
        poll = polls.get(self.poll_id)
        if poll is None or poll.get("closed"):
            await interaction.response.send_message("この投票は終了しています", ephemeral=True)
            return
        votes = poll.setdefault("votes", {})
        votes[str(interaction.user.id)] = self.index
        store.update(self.poll_id, poll)
        await interaction.response.send_message(f"「{poll['options'][self.index]}」に投票しました", ephemeral=True)


def poll_view(poll_id: str, options: list[str]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for i, label in enumerate(options):
        view.add_item(VoteButton(poll_id, i, label))
    return view


def results_embed(poll: dict) -> discord.Embed:
    votes = poll.get("votes", {})
    counts = [0] * len(poll["options"])
    for index in votes.values():
        counts[index] += 1
    embed = discord.Embed(title=f"📊 {poll['question']}", color=0x5865F2)
    for label, n in zip(poll["options"], counts):
        embed.add_field(name=label, value=f"{n} 票", inline=False)
    return embed


async def close_poll(bot: commands.Bot, poll_id: str) -> discord.Embed | None:
    poll = store.pop(poll_id)
    if poll is None:
        return None
    voters = len(poll["votes"])
    log.info("poll %s closed with %d voters", poll_id, voters)
    return results_embed(poll)


class Poll(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.sweep.start()

    def cog_unload(self) -> None:
        self.sweep.cancel()

    @tasks.loop(minutes=1)
    async def sweep(self) -> None:
        polls = store.load()
        for poll_id in due_polls(polls, _now()):
            channel = self.bot.get_channel(polls[poll_id]["channel_id"])
            embed = await close_poll(self.bot, poll_id)
            if embed is not None and channel is not None:
                await channel.send("⏰ 締め切りました", embed=embed)

    @sweep.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    group = app_commands.Group(name="poll", description="投票")

    @group.command(name="create", description="投票を作る (選択肢はカンマ区切り)")
    @app_commands.describe(hours="何時間後に締め切るか (0 なら手動で /poll close)")
    async def create(self, interaction: discord.Interaction, question: str, options: str,
                     hours: app_commands.Range[int, 0, 168] = 0) -> None:
        labels = [o.strip() for o in options.split(",") if o.strip()][:5]
        if len(labels) < 2:
            await interaction.response.send_message("選択肢は2つ以上必要です", ephemeral=True)
            return
        poll_id = uuid.uuid4().hex[:8]
        poll = {"question": question, "options": labels, "channel_id": interaction.channel_id}
        if hours:
            poll["deadline"] = (_now() + dt.timedelta(hours=hours)).isoformat()
        store.update(poll_id, poll)
        suffix = f"(<t:{int((_now() + dt.timedelta(hours=hours)).timestamp())}:R> に締め切り)" if hours else ""
        await interaction.response.send_message(f"**{question}** {suffix}", view=poll_view(poll_id, labels))

    @group.command(name="close", description="投票を締め切って結果を出す")
    async def close(self, interaction: discord.Interaction, poll_id: str) -> None:
        embed = await close_poll(self.bot, poll_id)
        if embed is None:
            await interaction.response.send_message("その投票はありません", ephemeral=True)
            return
        await interaction.response.send_message(embed=embed)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Poll(bot))
