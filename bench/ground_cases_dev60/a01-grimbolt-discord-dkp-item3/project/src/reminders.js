const cron = require('node-cron');
const config = require('../config.json');

// Raid night is Thursday 19:00 server time; remind an hour before.
function reminderCron(schedule, leadMinutes) {
  const [min, hour, dom, mon, dow] = schedule.split(' ');
  let m = Number(min) - leadMinutes;
  let h = Number(hour);
  while (m < 0) {
    m += 60;
    h -= 1;
  }
  return `${m} ${h} ${dom} ${mon} ${dow}`;
}

function reminderText() {
  return [
    '@here **Raid tonight!** Forming up in one hour.',
    'Repair your gear, bring flasks, and check the sign-up sheet.',
    'No sign-up, no loot priority. Grimbolt has spoken.',
  ].join('\n');
}

let job = null;

function scheduleReminders(client) {
  const expr = reminderCron(config.raidSchedule, config.reminderLeadMinutes);
  if (job) job.stop();
  job = cron.schedule(
    expr,
    async () => {
      const channel = await client.channels.fetch(config.raidChannelId);
      await channel.send(reminderText());
    },
    { timezone: config.timezone },
  );
  console.log(`raid reminder armed: ${expr} (${config.timezone})`);
}

module.exports = { scheduleReminders, reminderCron, reminderText };
