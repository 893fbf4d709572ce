const money = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
})

/** Amounts come from the API in fen (1/100 yuan). */
export function formatMoney(fen: number): string {
  return money.format(fen / 100)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO timestamp from the API -> "2025-10-14 09:03" in the browser's time zone. */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return '-'
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}
