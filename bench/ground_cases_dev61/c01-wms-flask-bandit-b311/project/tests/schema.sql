CREATE TABLE IF NOT EXISTS stock (sku TEXT, warehouse TEXT, qty INTEGER, updated_at TEXT);
CREATE TABLE IF NOT EXISTS movements (sku TEXT, delta INTEGER, reason TEXT, created_at TEXT);
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT UNIQUE, password_hash TEXT);
CREATE TABLE IF NOT EXISTS reset_tokens (user_id INTEGER, digest TEXT, expires_at INTEGER);
CREATE TABLE IF NOT EXISTS outbox (kind TEXT, user_id INTEGER, payload TEXT);
