const { parse } = require('csv-parse/sync');
const config = require('../config.json');

let cache = null;
let cachedAt = 0;
const TTL_MS = 5 * 60 * 1000;

// The officers keep points in a Google Sheet; we read the published CSV.
// Columns: name, discordId, points, weekly
async function loadPoints() {
  if (cache && Date.now() - cachedAt < TTL_MS) return cache;
  const res = await fetch(config.sheetCsvUrl);
  if (!res.ok) throw new Error(`sheet fetch failed: ${res.status}`);
  const rows = parse(await res.text(), { columns: true, skip_empty_lines: true, trim: true });
  cache = rows.map((row) => ({
    name: row.name,
    discordId: row.discordId,
    points: row.points,
    weekly: row.weekly,
  }));
  cachedAt = Date.now();
  return cache;
}

function clearCache() {
  cache = null;
  cachedAt = 0;
}

function findMember(rows, discordId) {
  return rows.find((row) => row.discordId === discordId) || null;
}

module.exports = { loadPoints, clearCache, findMember };
