const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })
const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export function formatYen(amount: number): string {
  return yen.format(amount)
}

/** 2025/11/01 10:15 (always Japan time, whatever the server's TZ). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso))
}

export function lineTotal(quantity: number, unitPrice: number): number {
  return quantity * unitPrice
}

export function indent(text: string, spaces = 2): string {
  const pad = ' '.repeat(spaces)
  return text
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n')
}
