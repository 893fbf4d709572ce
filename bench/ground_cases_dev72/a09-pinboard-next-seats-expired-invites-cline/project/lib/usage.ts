export function percentUsed(used: number, limit: number | null): number {
  if (limit === null) {
    return 0;
  }
  if (limit === 0) {
    return 100;
  }
  return Math.min(100, Math.round((used / limit) * 100));
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 && unit > 0 ? 1 : 0)} ${units[unit]}`;
}
