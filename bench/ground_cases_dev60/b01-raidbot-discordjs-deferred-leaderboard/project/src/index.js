const { Client, Collection, Events, GatewayIntentBits } = require('discord.js');
const config = require('./config');
const { startScheduler } = require('./scheduler');

const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],
});

client.commands = new Collection();
for (const name of ['attend', 'top', 'addpt']) {
  const command = require(`./commands/${name}`);
  client.commands.set(command.data.name, command);
}

client.once(Events.ClientReady, (c) => {
  console.log(`Logged in as ${c.user.tag}`);
  startScheduler(c);
});

client.on(Events.ShardResume, (shardId) => {
  // node-cron のジョブはプロセス内で動き続けるので、再接続で登録し直す必要はない
  console.log(`[shard ${shardId}] resumed`);
});

client.on(Events.InteractionCreate, async (interaction) => {
  if (!interaction.isChatInputCommand()) return;
  const command = client.commands.get(interaction.commandName);
  if (!command) return;
  try {
    await command.execute(interaction);
  } catch (err) {
    console.error(err);
    const reply = { content: 'エラーが出ました…ぬこさんに連絡してください', ephemeral: true };
    if (interaction.replied || interaction.deferred) await interaction.followUp(reply);
    else await interaction.reply(reply);
  }
});

client.login(config.token);
