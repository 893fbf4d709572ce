const Database = require("better-sqlite3");

const db = new Database(process.env.DB_PATH || "printdrop.db");
db.exec(`
  CREATE TABLE IF NOT EXISTS products (sku TEXT PRIMARY KEY, title TEXT, size TEXT, price_id TEXT, stock INTEGER);
  CREATE TABLE IF NOT EXISTS orders (number INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT, sku TEXT,
    email TEXT, name TEXT, address TEXT, amount INTEGER, created_at TEXT DEFAULT CURRENT_TIMESTAMP);
`);

async function getProduct(sku) {
  const row = db.prepare("SELECT * FROM products WHERE sku = ?").get(sku);
  return row && { sku: row.sku, title: row.title, size: row.size, priceId: row.price_id, stock: row.stock };
}

async function createOrder(o) {
  const info = db
    .prepare("INSERT INTO orders (session_id, sku, email, name, address, amount) VALUES (?, ?, ?, ?, ?, ?)")
    .run(o.sessionId, o.sku, o.email, o.name, JSON.stringify(o.address || {}), o.amount);
  return { number: info.lastInsertRowid, ...o };
}

async function findOrderBySession(sessionId) {
  return db.prepare("SELECT * FROM orders WHERE session_id = ?").get(sessionId);
}

async function decrementStock(sku) {
  db.prepare("UPDATE products SET stock = MAX(stock - 1, 0) WHERE sku = ?").run(sku);
}

async function stockFor(sku) {
  const row = db.prepare("SELECT stock FROM products WHERE sku = ?").get(sku);
  return row ? row.stock : 0;
}

module.exports = { getProduct, createOrder, findOrderBySession, decrementStock, stockFor };
