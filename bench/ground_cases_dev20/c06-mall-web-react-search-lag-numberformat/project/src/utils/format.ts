// Shared display helpers (product list, cart, order pages).

export type Currency = 'CNY' | 'USD' | 'HKD'

/** Price in cents -> localized string, e.g. 12990 -> "¥129.90". */
export function formatPrice(cents: number, currency: Currency = 'CNY'): string {
  return new Intl.NumberFormat('zh-CN', { style: 'currency', currency }).format(cents / 100)
}

/** 1234567 -> "123.5万" for sales counters. */
export function formatCount(n: number): string {
  if (n < 10_000) return String(n)
  if (n < 100_000_000) return `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万`
  return `${(n / 100_000_000).toFixed(1).replace(/\.0$/, '')}亿`
}

/** Percentage off between list and sale price, rounded down: 10000/7990 -> 20. */
export function discountPercent(listCents: number, saleCents: number): number {
  if (listCents <= 0 || saleCents >= listCents) return 0
  return Math.floor(((listCents - saleCents) / listCents) * 100)
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** Weight in grams -> "850g" / "1.2kg" for product specs. */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${Math.round(grams)}g`
  return `${(grams / 1000).toFixed(1).replace(/\.0$/, '')}kg`
}

/** "2025-11-18T07:21:15Z" -> "11月18日" (this year) or "2024年3月2日". */
export function formatShortDate(iso: string, now: Date = new Date()): string {
  const d = new Date(iso)
  const md = `${d.getMonth() + 1}月${d.getDate()}日`
  return d.getFullYear() === now.getFullYear() ? md : `${d.getFullYear()}年${md}`
}
