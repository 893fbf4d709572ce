const { SlashCommandBuilder, EmbedBuilder } = require('discord.js');
const { loadPoints } = require('../sheet');
const config = require('../../config.json');

function weeklyScore(entry) {
  const n = Number(entry.weekly);
  return Number.isFinite(n) ? n : 0;
}

module.exports = {
  data: new SlashCommandBuilder()
    .setName('weekly')
    .setDescription('本周出勤积分'),

  async execute(interaction) {
    await interaction.deferReply();
    const entries = await loadPoints();

    const sorted = [...entries].sort((a, b) => weeklyScore(b) - weeklyScore(a));
    const lines = sorted
      .filter((e) => weeklyScore(e) > 0)
      .slice(0, 15)
      .map((e, i) => `${i + 1}. ${e.name} — ${weeklyScore(e)}`);

    const embed = new EmbedBuilder()
      .setTitle('本周出勤')
      .setColor(config.embedColor)
      .setDescription(lines.join('\n') || '本周还没人打卡 😴')
      .setTimestamp();

    await interaction.editReply({ embeds: [embed] });
  },
};
