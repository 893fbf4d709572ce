require('dotenv').config();

function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`環境変数 ${name} がありません (.env を確認)`);
  }
  return value;
}

module.exports = {
  token: required('DISCORD_TOKEN'),
  guildId: required('GUILD_ID'),
  raidChannelId: required('RAID_CHANNEL_ID'),
  dbPath: process.env.DB_PATH || './data/raidbot.sqlite',
  timezone: 'Asia/Tokyo',
  // 火曜・金曜 20:00 開始。告知は 19:30
  raidSchedule: [
    { cron: '30 19 * * 2', title: '火曜レイド (零式4層)' },
    { cron: '30 19 * * 5', title: '金曜レイド (絶)' },
  ],
  leaderRoleName: '固定リーダー',
  topSize: 10,
};
