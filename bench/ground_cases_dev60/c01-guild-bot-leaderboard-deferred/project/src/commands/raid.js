const { SlashCommandBuilder, PermissionFlagsBits } = require('discord.js');
const { postRaidReminder } = require('../scheduler');

module.exports = {
  data: new SlashCommandBuilder()
    .setName('raid-remind')
    .setDescription('手动发一次团本提醒（官员用）')
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageEvents),

  async execute(interaction) {
    await postRaidReminder(interaction.client);
    await interaction.reply({ content: '已发送', ephemeral: true });
  },
};
