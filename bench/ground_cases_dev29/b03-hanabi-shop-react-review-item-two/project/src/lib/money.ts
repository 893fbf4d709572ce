import type { CartItem } from './api'

export const TAX_RATE = 0.1
export const FREE_SHIPPING_THRESHOLD = 5000
export const SHIPPING_FEE = 550

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })

export function formatYen(amount: number): string {
  return yen.format(amount)
}

export function subtotalOf(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

/** 税込金額（1円未満切り捨て） */
export function withTax(amount: number): number {
  return Math.floor(amount * (1 + TAX_RATE))
}

/** 税込小計が FREE_SHIPPING_THRESHOLD 円以上なら送料無料 */
export function shippingFee(subtotalWithTax: number): number {
  if (subtotalWithTax === 0) {
    return 0
  }
  return subtotalWithTax > FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE
}

export function totalOf(items: CartItem[]): number {
  const taxed = withTax(subtotalOf(items))
  return taxed + shippingFee(taxed)
}
