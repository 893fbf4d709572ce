const { SlashCommandBuilder } = require('discord.js');
const { upsertMember, setAttendance, listAttendance } = require('../db');

const LABELS = { yes: '参加 ✅', late: '遅刻 ⏰', no: '欠席 ❌' };

module.exports = {
  data: new SlashCommandBuilder()
    .setName('attend')
    .setDescription('次のレイドの出欠を登録します')
    .addStringOption((o) => o.setName('status').setDescription('出欠').setRequired(true)
      .addChoices({ name: '参加', value: 'yes' }, { name: '遅刻', value: 'late' }, { name: '欠席', value: 'no' }))
    .addStringOption((o) => o.setName('date').setDescription('YYYY-MM-DD (省略で次回)')),

  async execute(interaction) {
    const status = interaction.options.getString('status');
    const date = interaction.options.getString('date') || nextRaidDate(new Date());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      await interaction.reply({ content: '日付は 2025-01-31 の形で', ephemeral: true });
      return;
    }
    upsertMember(interaction.user.id, interaction.member.displayName);
    setAttendance(interaction.user.id, date, status);
    const history = listAttendance(interaction.user.id)
      .sort((a, b) => b.raid_date.localeCompare(a.raid_date))
      .slice(0, 5)
      .map((r) => `${r.raid_date} ${LABELS[r.status]}`);
    await interaction.reply({ content: `${date} を ${LABELS[status]} で登録しました\n直近:\n${history.join('\n')}`, ephemeral: true });
  },
};

function nextRaidDate(now) {
  const d = new Date(now.toLocaleString('en-US', { timeZone: 'Asia/Tokyo' }));
  while (![2, 5].includes(d.getDay())) d.setDate(d.getDate() + 1);
  return d.toISOString().slice(0, 10);
}
