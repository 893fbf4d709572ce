import pg from "pg";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Monday 00:00 to next Monday 00:00 of the week before `now` (local time of the runner).
 */
export function lastWeekRange(now) {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const sinceMonday = d.getDay() - 1;
  const thisMonday = new Date(d.getTime() - sinceMonday * DAY);
  const start = new Date(thisMonday.getTime() - 7 * DAY);
  return { start, end: thisMonday };
}

export async function collectStats({ start, end }) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const orders = await client.query(
      "SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS gmv FROM orders WHERE created_at >= $1 AND created_at < $2",
      [start, end],
    );
    const signups = await client.query(
      "SELECT count(*)::int AS n FROM users WHERE created_at >= $1 AND created_at < $2",
      [start, end],
    );
    const refunds = await client.query(
      "SELECT count(*)::int AS n FROM refunds WHERE created_at >= $1 AND created_at < $2",
      [start, end],
    );
    return {
      orders: orders.rows[0].n,
      gmv: Number(orders.rows[0].gmv) / 100,
      signups: signups.rows[0].n,
      refunds: refunds.rows[0].n,
    };
  } finally {
    await client.end();
  }
}
