const { Client, Events, GatewayIntentBits } = require('discord.js');
const config = require('../config.json');
const { scheduleReminders } = require('./reminders');
const leaderboard = require('./commands/leaderboard');
const dkp = require('./commands/dkp');
const raidtime = require('./commands/raidtime');

const client = new Client({
  intents: [
    GatewayIntentBits.Guilds,
    GatewayIntentBits.GuildMessages,
    GatewayIntentBits.MessageContent,
  ],
});

const commands = new Map([
  ['top', leaderboard],
  ['dkp', dkp],
  ['raidtime', raidtime],
]);

client.on(Events.ClientReady, (c) => {
  console.log(`Grimbolt online as ${c.user.tag}`);
  scheduleReminders(client);
});

client.on(Events.ShardResume, () => {
  console.log('gateway resumed (reminder job keeps running)');
});

client.on(Events.MessageCreate, async (message) => {
  if (message.author.bot || !message.content.startsWith(config.prefix)) return;
  const args = message.content.slice(config.prefix.length).trim().split(/\s+/);
  const name = args.shift().toLowerCase();
  const command = commands.get(name);
  if (!command) return;
  try {
    await command.run(message, args);
  } catch (err) {
    console.error(`!${name} failed`, err);
    await message.reply('Grimbolt tripped over his beard. Try again in a sec.');
  }
});

client.login(process.env.DISCORD_TOKEN);
