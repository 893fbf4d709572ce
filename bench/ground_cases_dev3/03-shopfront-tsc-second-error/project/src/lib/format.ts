export function formatRows<T>(items: T[], limit?: number): T[] {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

export function formatCells<T>(items: T[], limit?: number): T[] {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}
