const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function toInt(value, fallback) {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? fallback : n;
}

// page is 0-based (web and iOS send page=0 first); limit is clamped to [1, MAX_LIMIT]
function paginate(query) {
  const limit = Math.min(Math.max(toInt(query.limit, DEFAULT_LIMIT), 1), MAX_LIMIT);
  const page = Math.max(toInt(query.page, 0), 0);
  const offset = page * limit;
  return { limit, offset, page };
}

function pageHeaders(res, { limit, page }, total) {
  res.set("X-Total-Count", String(total));
  res.set("X-Page", String(page));
  res.set("X-Per-Page", String(limit));
}

function slice(items, { limit, offset }) {
  return items.slice(offset, offset + limit);
}

module.exports = { paginate, pageHeaders, slice, DEFAULT_LIMIT, MAX_LIMIT };
