const { Pool } = require("pg");

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

const DEFAULTS = { push: true, email: true, sms: false, quietHours: null };

async function getPrefs(userId) {
  const { rows } = await pool.query(
    "SELECT push, email, sms, quiet_hours FROM notification_prefs WHERE user_id = $1",
    [userId],
  );
  if (rows.length === 0) {
    return { ...DEFAULTS };
  }
  const r = rows[0];
  return { push: r.push, email: r.email, sms: r.sms, quietHours: r.quiet_hours };
}

async function savePrefs(userId, prefs) {
  const merged = { ...DEFAULTS, ...prefs };
  await pool.query(
    `INSERT INTO notification_prefs (user_id, push, email, sms, quiet_hours)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE
       SET push = $2, email = $3, sms = $4, quiet_hours = $5, updated_at = now()`,
    [userId, merged.push, merged.email, merged.sms, merged.quietHours],
  );
  return merged;
}

module.exports = { getPrefs, savePrefs, pool };
