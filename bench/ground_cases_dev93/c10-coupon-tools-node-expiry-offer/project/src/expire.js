"use strict";

const { withTransaction } = require("./db");

// Today's date on the Beijing calendar as YYYY-MM-DD (the server may run in UTC).
function todayString(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

// Marks active coupons whose last valid day has passed as expired.
// Runs daily from cron a few minutes after midnight (see README).
async function expireCoupons({ today = todayString(), dryRun = false, log = null } = {}) {
  return withTransaction(async (client) => {
    if (log) {
      log(`expiring coupons with expires_on before ${today}${dryRun ? " (dry run)" : ""}`);
    }
    const res = await client.query(
      `UPDATE coupons
          SET status = 'expired', updated_at = now()
        WHERE status = 'active'
          AND expires_on <= $1
        RETURNING id, code, user_id, expires_on`,
      [today],
    );
    if (dryRun) {
      // undo inside the same transaction so nothing is written
      await client.query("ROLLBACK");
      await client.query("BEGIN");
    }
    return { today, expired: res.rowCount, rows: res.rows };
  });
}

module.exports = { expireCoupons, todayString };
