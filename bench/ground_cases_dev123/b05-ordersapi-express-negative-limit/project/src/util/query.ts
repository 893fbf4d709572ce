// Helpers for reading list parameters from the query string.

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export function parseLimit(raw: unknown): number {
  const n = Number.parseInt(String(raw ?? ""), 10);
  if (Number.isNaN(n)) return DEFAULT_LIMIT;
  return Math.min(n, MAX_LIMIT);
}

export function parsePage(raw: unknown): number {
  const n = Number.parseInt(String(raw ?? ""), 10);
  return Number.isNaN(n) || n < 1 ? 1 : n;
}

export function parseStatus(raw: unknown): string | undefined {
  const allowed = ["pending", "paid", "shipped", "cancelled"];
  return typeof raw === "string" && allowed.includes(raw) ? raw : undefined;
}
