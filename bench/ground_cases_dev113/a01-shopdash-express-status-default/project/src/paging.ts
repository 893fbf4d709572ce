export interface Paging {
  page: number;
  limit: number;
}

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

function toInt(v: unknown, fallback: number): number {
  if (typeof v !== "string" || v.trim() === "") {
    return fallback;
  }
  const n = Number.parseInt(v, 10);
  return Number.isNaN(n) ? fallback : n;
}

// page is 1-based, like the frontend sends it
export function parsePaging(query: Record<string, unknown>): Paging {
  const page = Math.max(1, toInt(query.page, 1));
  let limit = toInt(query.limit, DEFAULT_LIMIT);
  if (limit < 1) {
    limit = DEFAULT_LIMIT;
  }
  if (limit > MAX_LIMIT) {
    limit = MAX_LIMIT;
  }
  return { page, limit };
}

export function offsetFor(p: Paging): number {
  return (p.page - 1) * p.limit;
}

export function pageCount(total: number, limit: number): number {
  if (total === 0) {
    return 1;
  }
  return Math.ceil(total / limit);
}
