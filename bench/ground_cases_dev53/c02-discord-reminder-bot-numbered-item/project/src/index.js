import { Client, GatewayIntentBits, Events, Partials } from 'discord.js';
import { config } from './config.js';
import { openDb } from './db.js';
import { tick } from './scheduler.js';
import * as remind from './commands/remind.js';
import * as list from './commands/list.js';

const commands = new Map([
  [remind.data.name, remind],
  [list.data.name, list],
]);

const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
  partials: [Partials.Channel],
});

const db = openDb(config.dbPath);

client.rest.on('rateLimited', (info) => {
  console.warn(
    `[rest] rate limited: ${info.method} ${info.route} retry in ${info.timeToReset}ms (global=${info.global})`
  );
});

client.once(Events.ClientReady, (c) => {
  console.log(`[bot] logged in as ${c.user.tag}, ${c.guilds.cache.size} guilds`);
});

client.on(Events.ShardReady, (shardId) => {
  console.log(`[bot] shard ${shardId} ready, starting scheduler`);
  setInterval(() => tick(client, db).catch((e) => console.error('[scheduler]', e)), 60_000);
});

client.on(Events.InteractionCreate, async (interaction) => {
  if (!interaction.isChatInputCommand()) return;
  const cmd = commands.get(interaction.commandName);
  if (!cmd) return;
  try {
    await cmd.execute(interaction, db);
  } catch (err) {
    console.error(`[cmd ${interaction.commandName}]`, err);
    const reply = { content: 'Something went wrong, try again in a minute.', ephemeral: true };
    if (interaction.replied || interaction.deferred) await interaction.followUp(reply);
    else await interaction.reply(reply);
  }
});

process.on('SIGTERM', () => {
  console.log('[bot] shutting down');
  db.close();
  client.destroy();
  process.exit(0);
});

client.login(config.token);
