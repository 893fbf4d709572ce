const cron = require('node-cron');
const config = require('../config.json');

const RAID_TEXT = [
  '周四团本 20:00 开组！',
  '请提前修装备、带好药水和食物。',
  '迟到超过 10 分钟的直接替补上。',
].join('\n');

async function postRaidReminder(client) {
  const channel = await client.channels.fetch(config.raidChannelId);
  if (!channel || !channel.isTextBased()) {
    console.warn('[yeyu] raid channel not found', config.raidChannelId);
    return;
  }
  await channel.send({
    content: `<@&${config.raidRoleId}>\n${RAID_TEXT}`,
    allowedMentions: { roles: [config.raidRoleId] },
  });
  console.log('[yeyu] raid reminder posted');
}

let raidTask = null;

function startScheduler(client) {
  if (raidTask) {
    console.log('[yeyu] scheduler already running, skip');
    return;
  }
  raidTask = cron.schedule(
    config.raidCron,
    () => {
      postRaidReminder(client).catch((err) => console.error('[yeyu] reminder failed', err));
    },
    { timezone: config.timezone },
  );
  console.log(`[yeyu] raid reminder scheduled: ${config.raidCron} (${config.timezone})`);
}

module.exports = { startScheduler, postRaidReminder };
