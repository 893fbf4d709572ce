"use strict";

const fs = require("node:fs");
const { parse } = require("csv-parse/sync");
const iconv = require("iconv-lite");

const { withTransaction } = require("./db");

const REQUIRED = ["user_id", "code", "amount", "expires_on"];

function readRows(file, encoding = "utf8") {
  if (!iconv.encodingExists(encoding)) {
    throw new Error(`unknown encoding: ${encoding}`);
  }
  const text = iconv.decode(fs.readFileSync(file), encoding);
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  const missing = REQUIRED.filter((c) => rows.length && !(c in rows[0]));
  if (missing.length) {
    throw new Error(`missing columns: ${missing.join(", ")}`);
  }
  return rows;
}

function validate(row, line) {
  if (!/^\d+$/.test(row.user_id)) throw new Error(`line ${line}: bad user_id ${row.user_id}`);
  if (!/^[A-Z0-9-]{6,32}$/.test(row.code)) throw new Error(`line ${line}: bad code ${row.code}`);
  if (!(Number(row.amount) > 0)) throw new Error(`line ${line}: bad amount ${row.amount}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.expires_on)) throw new Error(`line ${line}: bad expires_on ${row.expires_on}`);
}

async function importCsv(file, { batch, encoding = "utf8" }) {
  const rows = readRows(file, encoding);
  rows.forEach((row, i) => validate(row, i + 2));
  return withTransaction(async (client) => {
    let inserted = 0;
    for (const row of rows) {
      const res = await client.query(
        `INSERT INTO coupons (user_id, code, amount, expires_on, status, batch)
         VALUES ($1, $2, $3, $4, 'active', $5)
         ON CONFLICT (code) DO NOTHING`,
        [row.user_id, row.code, row.amount, row.expires_on, batch],
      );
      inserted += res.rowCount;
    }
    return { total: rows.length, inserted, duplicates: rows.length - inserted };
  });
}

module.exports = { importCsv, readRows, validate };
