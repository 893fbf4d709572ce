const cron = require("node-cron");
const { pool } = require("./db");

// Every day at 08:00 Asia/Shanghai: queue a digest webhook for each subscribed merchant.
const DIGEST_CRON = "0 8 * * *";

async function enqueueDigests() {
  const { rows } = await pool.query(
    `SELECT m.id, m.webhook_url, count(o.id) AS orders
       FROM merchants m
       LEFT JOIN orders o ON o.merchant_id = m.id AND o.created_at >= now() - interval '1 day'
      WHERE m.digest_enabled
      GROUP BY m.id, m.webhook_url`
  );
  for (const m of rows) {
    await pool.query(
      `INSERT INTO webhook_outbox (url, payload, status, attempts, next_attempt_at)
       VALUES ($1, $2, 'pending', 0, now())`,
      [m.webhook_url, { type: "daily_digest", merchant_id: m.id, orders: Number(m.orders) }]
    );
  }
  return rows.length;
}

function start() {
  cron.schedule(
    DIGEST_CRON,
    () => {
      enqueueDigests()
        .then((n) => console.log(`queued ${n} digests`))
        .catch((err) => console.error("digest failed", err));
    },
    { timezone: "Asia/Shanghai" }
  );
}

module.exports = { start, enqueueDigests, DIGEST_CRON };
