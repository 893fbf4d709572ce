export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export function parsePage(query) {
  const limit = Number(query.limit ?? DEFAULT_LIMIT);
  const offset = Number(query.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return { error: `limit must be between 1 and ${MAX_LIMIT}` };
  }
  if (!Number.isInteger(offset) || offset < 0) {
    return { error: "offset must be >= 0" };
  }
  return { limit, offset };
}
