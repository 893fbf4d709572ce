export function pollRows(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}
