"use strict";

const db = require("../db");

/**
 * Users who get the weekly digest: opted in, and not deleted.
 * Joins the profile because the template needs the display name.
 */
async function listRecipients({ limit = 500, afterId = 0 } = {}) {
  const { rows } = await db.query(
    `SELECT u.id, u.email, p.display_name, p.locale
       FROM users u
       LEFT JOIN profiles p ON p.user_id = u.id
      WHERE u.digest_opt_in = true
        AND u.id > $1
      ORDER BY u.id
      LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    profile: r.display_name == null ? undefined : { name: r.display_name, locale: r.locale || "zh-CN" },
  }));
}

async function countRecipients() {
  const { rows } = await db.query("SELECT count(*)::int AS n FROM users WHERE digest_opt_in = true");
  return rows[0].n;
}

module.exports = { listRecipients, countRecipients };
