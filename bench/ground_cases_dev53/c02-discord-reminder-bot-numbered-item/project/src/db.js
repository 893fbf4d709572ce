import Database from 'better-sqlite3';

export function openDb(path) {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS reminders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL,
      text TEXT NOT NULL,
      due_at INTEGER NOT NULL,
      repeat TEXT,
      tz TEXT NOT NULL DEFAULT 'UTC',
      sent_at INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS reminders_due ON reminders (sent_at, due_at);
  `);
  return db;
}
