const { SlashCommandBuilder } = require('discord.js');
const { upsertMember, addPoints } = require('../db');
const { leaderRoleName } = require('../config');

module.exports = {
  data: new SlashCommandBuilder()
    .setName('addpt')
    .setDescription('参加ポイントを加算します (リーダーのみ)')
    .addUserOption((o) => o.setName('member').setDescription('対象').setRequired(true))
    .addIntegerOption((o) => o.setName('amount').setDescription('加算するポイント').setRequired(true)
      .setMinValue(-10).setMaxValue(10)),

  async execute(interaction) {
    const isLeader = interaction.member.roles.cache.some((r) => r.name === leaderRoleName);
    if (!isLeader) {
      await interaction.reply({ content: 'リーダーだけが使えます', ephemeral: true });
      return;
    }
    const user = interaction.options.getUser('member');
    const amount = interaction.options.getInteger('amount');
    const member = await interaction.guild.members.fetch(user.id);
    upsertMember(user.id, member.displayName);
    const total = addPoints(user.id, amount);
    await interaction.reply(`${member.displayName} に ${amount} pt (合計 ${total} pt)`);
  },
};
