export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

export type Page = { page: number; perPage: number; offset: number };

function toInt(value: unknown, fallback: number): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** `?page=` (1-based) and `?per_page=` from a query string, clamped to sane values. */
export function parsePage(query: Record<string, unknown>): Page {
  const page = Math.max(1, toInt(query.page, 1));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, toInt(query.per_page, DEFAULT_PER_PAGE)));
  return { page, perPage, offset: (page - 1) * perPage };
}
