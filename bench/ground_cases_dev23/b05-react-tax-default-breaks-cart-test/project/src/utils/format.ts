const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })

/** 1234 -> "￥1,234" */
export function formatYen(amount: number): string {
  return yen.format(amount)
}

/** 受け取り時刻の表示 "11:30" */
export function formatPickupTime(date: Date): string {
  const h = String(date.getHours()).padStart(2, '0')
  const m = String(date.getMinutes()).padStart(2, '0')
  return `${h}:${m}`
}

/** 数量の表示 "×3" */
export function formatQuantity(quantity: number): string {
  return `×${quantity}`
}
