const cron = require('node-cron');
const { EmbedBuilder } = require('discord.js');
const config = require('./config');

const jobs = [];

function buildEmbed(title) {
  return new EmbedBuilder()
    .setTitle(`📣 ${title}`)
    .setDescription('30分後に開始です！ 遅刻する人は #出欠 に一言ください。')
    .setColor(0xf4a261)
    .setTimestamp(new Date());
}

async function postReminder(client, title) {
  const channel = await client.channels.fetch(config.raidChannelId);
  if (!channel || !channel.isTextBased()) {
    console.warn('[scheduler] raid channel not found', config.raidChannelId);
    return;
  }
  await channel.send({ content: '@here', embeds: [buildEmbed(title)] });
}

function startScheduler(client) {
  if (jobs.length > 0) {
    // 再接続などで2回呼ばれても二重登録しない
    console.log('[scheduler] already running, skip');
    return;
  }
  for (const entry of config.raidSchedule) {
    const job = cron.schedule(entry.cron, () => {
      postReminder(client, entry.title).catch((err) => console.error('[scheduler]', err));
    }, { timezone: config.timezone });
    jobs.push(job);
  }
  console.log(`[scheduler] ${jobs.length} jobs scheduled`);
}

function stopScheduler() {
  while (jobs.length) {
    jobs.pop().stop();
  }
}

module.exports = { startScheduler, stopScheduler, postReminder };
