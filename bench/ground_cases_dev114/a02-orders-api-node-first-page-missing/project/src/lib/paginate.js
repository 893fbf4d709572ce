'use strict';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function toInt(value, fallback) {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/** Page number from the query string, 1-based as the frontend sends it. */
function parsePage(query) {
  return Math.max(1, toInt(query.page, 1));
}

function parseLimit(query) {
  const limit = toInt(query.limit, DEFAULT_LIMIT);
  return Math.min(Math.max(limit, 1), MAX_LIMIT);
}

function paginate(query) {
  const page = parsePage(query);
  const limit = parseLimit(query);
  return { page, limit, offset: page * limit };
}

function pageMeta({ page, limit }, total) {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

module.exports = { DEFAULT_LIMIT, MAX_LIMIT, toInt, parsePage, parseLimit, paginate, pageMeta };
