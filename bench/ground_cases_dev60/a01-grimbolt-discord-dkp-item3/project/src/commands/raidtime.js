const config = require('../../config.json');

// Next occurrence of the raid (day-of-week + hour in config.raidSchedule), as a unix time.
function nextRaid(now = new Date()) {
  const [min, hour, , , dow] = config.raidSchedule.split(' ').map((v) => (v === '*' ? null : Number(v)));
  const local = new Date(now.toLocaleString('en-US', { timeZone: config.timezone }));
  const offsetMs = local.getTime() - now.getTime();
  const target = new Date(local);
  target.setHours(hour, min, 0, 0);
  let days = (dow - local.getDay() + 7) % 7;
  if (days === 0 && target <= local) days = 7;
  target.setDate(target.getDate() + days);
  return Math.floor((target.getTime() - offsetMs) / 1000);
}

async function run(message) {
  const t = nextRaid();
  // <t:...:F> renders in each reader's own time zone; :R gives "in 2 days".
  const hoursLeft = (t - Date.now() / 1000) / 3600;
  const nag = hoursLeft < 2 ? ' Flasks. Repairs. Now.' : hoursLeft < 24 ? ' Tomorrow-ish, sign up if you haven't.' : '';
  await message.reply(`Next raid: <t:${t}:F> (<t:${t}:R>). Be there or be Vex.${nag}`);
}

// Used by !raidtime and handy from the node REPL when checking the schedule.
function describeSchedule() {
  const t = nextRaid();
  return `${config.raidSchedule} in ${config.timezone}, next at ${new Date(t * 1000).toISOString()}`;
}

module.exports = { run, nextRaid, describeSchedule };
