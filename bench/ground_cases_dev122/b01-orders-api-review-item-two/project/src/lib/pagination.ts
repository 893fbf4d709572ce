export interface Page {
  limit: number;
  offset: number;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function toInt(value: unknown): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : undefined;
}

export function parsePage(query: Record<string, unknown>): Page {
  const limit = toInt(query.limit) ?? DEFAULT_LIMIT;
  const offset = toInt(query.offset) ?? 0;
  return {
    limit: Math.min(MAX_LIMIT, Math.max(1, limit)),
    offset: Math.max(0, offset),
  };
}

export function pageHeaders(total: number, page: Page): Record<string, string> {
  return {
    "X-Total-Count": String(total),
    "X-Limit": String(page.limit),
    "X-Offset": String(page.offset),
  };
}
