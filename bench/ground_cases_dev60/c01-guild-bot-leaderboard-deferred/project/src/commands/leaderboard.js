const { SlashCommandBuilder, EmbedBuilder } = require('discord.js');
const { loadPoints } = require('../sheet');
const config = require('../../config.json');

const MEDALS = ['🥇', '🥈', '🥉'];

function formatRow(entry, index) {
  const rank = MEDALS[index] || `#${index + 1}`;
  return `${rank} **${entry.name}** — ${entry.points} 分`;
}

module.exports = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription('公会 DKP 总排行榜')
    .addIntegerOption((o) => o.setName('top').setDescription('显示前几名').setMinValue(3).setMaxValue(25)),

  async execute(interaction) {
    await interaction.deferReply();
    const top = interaction.options.getInteger('top') ?? 10;
    const entries = await loadPoints();

    const sorted = [...entries].sort((a, b) => (a.points < b.points ? 1 : -1));
    const lines = sorted.slice(0, top).map(formatRow);

    const embed = new EmbedBuilder()
      .setTitle('夜雨公会 DKP 排行榜')
      .setColor('#8e44ad')
      .setDescription(lines.join('\n') || '还没有数据')
      .setFooter({ text: `共 ${entries.length} 人 · 数据来自官员表格` })
      .setTimestamp();

    await interaction.editReply({ embeds: [embed] });
  },
};
