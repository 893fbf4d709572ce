import { query } from "./pool";

export type User = { id: number; email: string; muted: boolean };

export async function createUser(email: string): Promise<User> {
  const [u] = await query<User>(
    "INSERT INTO users (email, muted) VALUES ($1, false) RETURNING id, email, muted",
    [email],
  );
  return u;
}

export async function countActive(): Promise<number> {
  const [row] = await query<{ n: string }>("SELECT count(*) AS n FROM users WHERE NOT muted");
  return Number(row.n);
}

export async function mute(id: number): Promise<void> {
  await query("UPDATE users SET muted = true WHERE id = $1", [id]);
}

export async function resetUsers(): Promise<void> {
  await query("TRUNCATE users RESTART IDENTITY CASCADE");
}

export async function findByEmail(email: string): Promise<User | undefined> {
  const rows = await query<User>("SELECT id, email, muted FROM users WHERE email = $1", [email]);
  return rows[0];
}
