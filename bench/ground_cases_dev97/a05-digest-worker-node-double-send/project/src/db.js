import pg from "pg";

export const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.PG_POOL_SIZE ?? 5),
});

/**
 * Users whose weekly digest is due: opted in, and last sent more than
 * six and a half days ago (so a run that starts a bit early still picks them).
 */
export async function claimDueUsers(limit = 200) {
  const { rows } = await pool.query(
    `select id, email, display_name, timezone, digest_last_sent_at
       from users
      where digest_opt_in
        and (digest_last_sent_at is null
             or digest_last_sent_at < now() - interval '6 days 12 hours')
      order by id
      limit $1`,
    [limit],
  );
  return rows;
}

export async function markSent(userId, sentAt = new Date()) {
  await pool.query("update users set digest_last_sent_at = $2 where id = $1", [userId, sentAt]);
}

export async function eventsSince(userId, since) {
  const { rows } = await pool.query(
    `select kind, title, url, created_at from activity
      where user_id = $1 and created_at > coalesce($2, now() - interval '7 days')
      order by created_at desc limit 50`,
    [userId, since],
  );
  return rows;
}
