import bcrypt from "bcryptjs";
import { pool } from "../db/pool";

export interface User {
  id: string;
  email: string;
  passwordHash: string;
}

export async function findByEmail(email: string): Promise<User | null> {
  const { rows } = await pool.query(
    "SELECT id, email, password_hash AS \"passwordHash\" FROM users WHERE email = $1",
    [email.toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function checkPassword(user: User, password: string): Promise<boolean> {
  return bcrypt.compare(password, user.passwordHash);
}
