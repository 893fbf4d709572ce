export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function toInt(value: unknown, fallback: number): number {
  if (typeof value !== "string" || value.trim() === "") {
    return fallback;
  }
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

/** page 从 1 开始；limit 限制在 [1, 100]。 */
export function parsePaging(query: Record<string, unknown>): Paging {
  const page = Math.max(1, toInt(query.page, 1));
  const limit = Math.min(MAX_LIMIT, Math.max(1, toInt(query.limit, DEFAULT_LIMIT)));
  return { page, limit, offset: page * limit };
}

export function pageMeta(total: number, paging: Paging): PageMeta {
  return {
    total,
    page: paging.page,
    limit: paging.limit,
    hasMore: paging.offset + paging.limit < total,
  };
}
