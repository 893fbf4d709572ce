'use strict';

async function yesterdaysEntries(db, now = new Date()) {
  const end = new Date(now);
  end.setHours(0, 0, 0, 0);
  const start = new Date(end.getTime() - 24 * 60 * 60 * 1000);
  return db.query('SELECT title, url FROM entries WHERE published_at >= $1 AND published_at < $2 ORDER BY published_at', [start, end]);
}

async function activeSubscribers(db) {
  return db.query('SELECT email, active FROM subscribers WHERE active = true');
}

module.exports = { yesterdaysEntries, activeSubscribers };
