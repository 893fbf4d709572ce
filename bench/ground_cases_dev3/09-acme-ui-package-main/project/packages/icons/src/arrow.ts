export function ArrowIcon<T>(items: T[], limit?: number): T[] {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}
