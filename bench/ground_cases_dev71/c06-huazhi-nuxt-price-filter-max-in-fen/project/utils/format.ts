// 分 -> "¥12.90"
export function formatYuan(fen: number): string {
  return '¥' + (fen / 100).toFixed(2)
}

// "12.9" -> 1290
export function yuanToFen(yuan: string | number): number {
  return Math.round(Number(yuan) * 100)
}

export function formatSales(n: number): string {
  if (n >= 100000000) return (n / 100000000).toFixed(1) + '亿+'
  if (n >= 10000) return (n / 10000).toFixed(1) + '万+'
  return String(n)
}

export function truncate(text: string, max = 24): string {
  return text.length > max ? text.slice(0, max) + '…' : text
}
