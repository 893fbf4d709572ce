import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export async function saveStandup(userId: string, text: string): Promise<void> {
  await pool.query(
    "INSERT INTO standups (user_id, day, text) VALUES ($1, current_date, $2) ON CONFLICT (user_id, day) DO UPDATE SET text = EXCLUDED.text",
    [userId, text],
  );
}

export async function standupStatus(channel: string): Promise<string[]> {
  const { rows } = await pool.query(
    "SELECT m.user_id FROM channel_members m LEFT JOIN standups s ON s.user_id = m.user_id AND s.day = current_date " +
      "WHERE m.channel = $1 AND s.user_id IS NULL",
    [channel],
  );
  return rows.map((r) => r.user_id as string);
}

export async function rememberChannel(channel: string): Promise<void> {
  await pool.query("INSERT INTO channels (id) VALUES ($1) ON CONFLICT DO NOTHING", [channel]);
}
