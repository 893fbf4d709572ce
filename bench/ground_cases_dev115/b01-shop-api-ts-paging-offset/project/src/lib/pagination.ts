export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

function toPositiveInt(value: unknown, fallback: number): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function parsePage(query: Record<string, unknown>): Page {
  const page = toPositiveInt(query.page, 1);
  const perPage = Math.min(toPositiveInt(query.perPage, DEFAULT_PER_PAGE), MAX_PER_PAGE);
  return { page, perPage, offset: page * perPage };
}

export function pageHeaders(total: number, p: Page): Record<string, string> {
  return {
    "X-Total-Count": String(total),
    "X-Page": String(p.page),
    "X-Per-Page": String(p.perPage),
  };
}
