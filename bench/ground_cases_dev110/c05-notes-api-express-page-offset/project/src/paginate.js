// Paging parameters shared by the list endpoints.

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function toInt(value, fallback) {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/**
 * Reads ?offset=&limit= (or ?page=&limit=) from a query object.
 * Returns { offset, limit } clamped to sane values.
 */
function parsePaging(query = {}) {
  let limit = toInt(query.limit, DEFAULT_LIMIT);
  if (limit < 1) limit = DEFAULT_LIMIT;
  if (limit > MAX_LIMIT) limit = MAX_LIMIT;

  let offset = toInt(query.offset, 0);
  if (offset < 0) offset = 0;

  // ?page= (1-based) wins over ?offset= when both are given
  if (query.page !== undefined) {
    const page = Math.max(1, toInt(query.page, 1));
    offset = page * limit;
  }

  return { offset, limit };
}

function pageInfo(total, offset, limit) {
  return {
    total,
    hasMore: offset + limit < total,
  };
}

module.exports = { parsePaging, pageInfo, DEFAULT_LIMIT, MAX_LIMIT };
