const Database = require('better-sqlite3');
const fs = require('node:fs');
const path = require('node:path');
const { dbPath } = require('./config');

fs.mkdirSync(path.dirname(dbPath), { recursive: true });
const db = new Database(dbPath);

db.exec(`
  CREATE TABLE IF NOT EXISTS members (
    user_id TEXT PRIMARY KEY,
    display_name TEXT NOT NULL,
    points TEXT NOT NULL DEFAULT '0'
  );
  CREATE TABLE IF NOT EXISTS attendance (
    user_id TEXT NOT NULL,
    raid_date TEXT NOT NULL,
    status TEXT NOT NULL,
    PRIMARY KEY (user_id, raid_date)
  );
`);

function upsertMember(userId, displayName) {
  db.prepare(`INSERT INTO members (user_id, display_name) VALUES (?, ?)
              ON CONFLICT(user_id) DO UPDATE SET display_name = excluded.display_name`)
    .run(userId, displayName);
}

function addPoints(userId, amount) {
  const row = db.prepare('SELECT points FROM members WHERE user_id = ?').get(userId);
  const next = String(Number(row ? row.points : 0) + amount);
  db.prepare('UPDATE members SET points = ? WHERE user_id = ?').run(next, userId);
  return next;
}

function listPoints() {
  return db.prepare('SELECT user_id, display_name, points FROM members').all();
}

function setAttendance(userId, raidDate, status) {
  db.prepare(`INSERT INTO attendance (user_id, raid_date, status) VALUES (?, ?, ?)
              ON CONFLICT(user_id, raid_date) DO UPDATE SET status = excluded.status`)
    .run(userId, raidDate, status);
}

function listAttendance(userId) {
  return db.prepare('SELECT raid_date, status FROM attendance WHERE user_id = ?').all(userId);
}

module.exports = { db, upsertMember, addPoints, listPoints, setAttendance, listAttendance };
