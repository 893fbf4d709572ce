import Database from "better-sqlite3";

export const db = new Database(process.env.DB_PATH ?? "shiori.db");
db.pragma("journal_mode = WAL");

db.exec(`
  CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    email TEXT UNIQUE NOT NULL,
    plan TEXT NOT NULL DEFAULT 'free',
    stripe_customer_id TEXT,
    pro_until TEXT
  );
  CREATE TABLE IF NOT EXISTS payments (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (datetime('now'))
  );
`);

export function findUser(id) {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id);
}

export function activatePro(userId, planId, customerId) {
  db.prepare("UPDATE users SET plan = ?, stripe_customer_id = ? WHERE id = ?").run(planId, customerId, userId);
}

export function recordPayment(id, userId, amount, currency) {
  db.prepare("INSERT OR IGNORE INTO payments (id, user_id, amount, currency) VALUES (?, ?, ?, ?)")
    .run(id, userId, amount, currency);
}
