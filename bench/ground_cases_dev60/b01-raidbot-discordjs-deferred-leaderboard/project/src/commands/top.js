const { SlashCommandBuilder, EmbedBuilder } = require('discord.js');
const { listPoints } = require('../db');
const { topSize } = require('../config');

const MEDALS = ['🥇', '🥈', '🥉'];

function formatRow(row, index) {
  const mark = MEDALS[index] || `${index + 1}.`;
  return `${mark} **${row.display_name}** — ${row.points} pt`;
}

module.exports = {
  data: new SlashCommandBuilder()
    .setName('top')
    .setDescription('参加ポイントのランキングを表示します')
    .addIntegerOption((o) => o.setName('count').setDescription('表示する人数').setMinValue(3).setMaxValue(25)),

  async execute(interaction) {
    const count = interaction.options.getInteger('count') || topSize;
    const rows = listPoints();
    if (rows.length === 0) {
      await interaction.reply('まだ誰もポイントを持っていません');
      return;
    }
    const ranked = rows
      .filter((row) => row.points !== '0')
      .sort((a, b) => b.points.localeCompare(a.points))
      .slice(0, count);
    const embed = new EmbedBuilder()
      .setTitle('🏆 参加ポイント ランキング')
      .setDescription(ranked.map(formatRow).join('\n'))
      .setFooter({ text: `全${rows.length}人中 上位${ranked.length}人` })
      .setColor(0xe9c46a);
    await interaction.reply({ embeds: [embed] });
  },
};
