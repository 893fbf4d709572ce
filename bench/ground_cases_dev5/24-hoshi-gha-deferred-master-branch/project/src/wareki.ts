export function toWareki(date: Date): string {
  const y = date.getFullYear();
  if (y >= 2019) return `令和${y - 2018 === 1 ? "元" : y - 2018}年`;
  if (y >= 1989) return `平成${y - 1988 === 1 ? "元" : y - 1988}年`;
  return `昭和${y - 1925}年`;
}
