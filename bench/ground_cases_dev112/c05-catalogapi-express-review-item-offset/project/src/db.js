const knex = require("knex");

const db = knex({
  client: "pg",
  connection: process.env.DATABASE_URL || "postgres://catalog:catalog@localhost:5432/catalog",
  pool: { min: 1, max: Number(process.env.DB_POOL_MAX || 10) },
});

async function withTransaction(fn) {
  return db.transaction(async (trx) => fn(trx));
}

function escapeLike(value) {
  return String(value).replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

async function ping() {
  await db.raw("select 1");
  return true;
}

async function close() {
  await db.destroy();
}

module.exports = {
  db,
  withTransaction,
  escapeLike,
  ping,
  close,
};
