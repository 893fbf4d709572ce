// Sends reminders that are due. Called once a minute.

const SEND_GAP_MS = 250; // ~4 DMs/s, well under Discord's DM limits
const MAX_ATTEMPTS = 5;

export async function tick(client, db) {
  const now = Date.now();
  const due = db.prepare(
    'SELECT * FROM reminders WHERE due_at <= ? AND sent_at IS NULL ORDER BY due_at LIMIT 200'
  ).all(now);
  if (due.length === 0) return;
  console.log(`[scheduler] ${due.length} due`);

  const markSent = db.prepare('UPDATE reminders SET sent_at = ? WHERE id = ?');
  const bumpAttempts = db.prepare('UPDATE reminders SET attempts = attempts + 1 WHERE id = ?');

  for (const r of due) {
    try {
      const user = await client.users.fetch(r.user_id);
      await user.send(formatReminder(r));
    } catch (err) {
      bumpAttempts.run(r.id);
      console.warn(`[scheduler] reminder ${r.id} failed (attempt ${r.attempts + 1}):`, err.message);
      // give up after 5 tries (DMs closed, user left, ...)
      if (r.attempts + 1 >= MAX_ATTEMPTS) markSent.run(Date.now(), r.id);
      continue;
    }
    markSent.run(Date.now(), r.id);
    if (r.repeat === 'daily') {
      db.prepare(
        'INSERT INTO reminders (user_id, text, due_at, repeat, tz) VALUES (?, ?, ?, ?, ?)'
      ).run(r.user_id, r.text, r.due_at + 24 * 3600 * 1000, r.repeat, r.tz);
    }
    await sleep(SEND_GAP_MS);
  }
}

export function formatReminder(r) {
  const lines = [`⏰ **Reminder:** ${r.text}`];
  if (r.repeat === 'daily') lines.push('_(repeats daily — `/list` to manage)_');
  return lines.join('\n');
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
