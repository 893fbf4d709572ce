import { SlashCommandBuilder } from 'discord.js';

export const data = new SlashCommandBuilder()
  .setName('list')
  .setDescription('Show your pending reminders')
  .addIntegerOption((o) => o.setName('cancel').setDescription('Cancel the reminder with this number'));

export async function execute(interaction, db) {
  const rows = db.prepare(
    'SELECT id, text, due_at, repeat FROM reminders WHERE user_id = ? AND sent_at IS NULL ORDER BY due_at'
  ).all(interaction.user.id);

  const cancel = interaction.options.getInteger('cancel');
  if (cancel != null) {
    const row = rows[cancel - 1];
    if (!row) return interaction.reply({ content: `No reminder #${cancel}.`, ephemeral: true });
    db.prepare('DELETE FROM reminders WHERE id = ?').run(row.id);
    return interaction.reply({ content: `Cancelled: ${row.text}`, ephemeral: true });
  }

  if (rows.length === 0) {
    return interaction.reply({ content: 'No pending reminders.', ephemeral: true });
  }
  const lines = rows.map((r, i) => {
    const unix = Math.floor(r.due_at / 1000);
    return `${i + 1}. <t:${unix}:f> — ${r.text}${r.repeat ? ' 🔁' : ''}`;
  });
  return interaction.reply({ content: lines.join('\n'), ephemeral: true });
}

export const help = 'Use /list cancel:<n> to cancel one.';
