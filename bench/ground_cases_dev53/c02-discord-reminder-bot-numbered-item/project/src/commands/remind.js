import { SlashCommandBuilder } from 'discord.js';
import * as chrono from 'chrono-node';

export const data = new SlashCommandBuilder()
  .setName('remind')
  .setDescription('Remind me about something')
  .addStringOption((o) => o.setName('when').setDescription('e.g. "tomorrow 9am", "in 2 hours"').setRequired(true))
  .addStringOption((o) => o.setName('what').setDescription('What to remind you about').setRequired(true))
  .addBooleanOption((o) => o.setName('daily').setDescription('Repeat every day'));

const MAX_PER_USER = 25;

export async function execute(interaction, db) {
  const when = interaction.options.getString('when');
  const what = interaction.options.getString('what').slice(0, 500);
  const daily = interaction.options.getBoolean('daily') ?? false;

  const count = db.prepare('SELECT COUNT(*) AS n FROM reminders WHERE user_id = ? AND sent_at IS NULL')
    .get(interaction.user.id).n;
  if (count >= MAX_PER_USER) {
    return interaction.reply({ content: `You already have ${MAX_PER_USER} pending reminders.`, ephemeral: true });
  }

  const dueAt = chrono.parseDate(when, new Date(), { forwardDate: true });
  if (!dueAt || dueAt.getTime() < Date.now()) {
    return interaction.reply({ content: `I couldn't understand "${when}".`, ephemeral: true });
  }

  db.prepare('INSERT INTO reminders (user_id, text, due_at, repeat, tz) VALUES (?, ?, ?, ?, ?)')
    .run(interaction.user.id, what, dueAt.getTime(), daily ? 'daily' : null, 'UTC');

  const unix = Math.floor(dueAt.getTime() / 1000);
  return interaction.reply({ content: `Got it — <t:${unix}:F> (<t:${unix}:R>).`, ephemeral: true });
}
