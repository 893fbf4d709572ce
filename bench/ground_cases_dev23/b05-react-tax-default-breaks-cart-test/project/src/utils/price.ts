import type { CartItem, Coupon } from '../types'

export const TAX_RATE = 0.08 // 持ち帰りの食品なので軽減税率

/** 商品ごとの金額の合計（税抜） */
export function calcSubtotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.product.price * item.quantity, 0)
}

/** クーポン値引き後の金額。0 未満にはしない */
export function applyCoupon(amount: number, coupon?: Coupon): number {
  if (!coupon) return amount
  return Math.max(0, amount - coupon.amountOff)
}

/** 税額（税込金額 - 税抜金額） */
export function calcTax(amount: number): number {
  return withTax(amount) - amount
}

/** 税込金額（1円未満切り捨て） */
export function withTax(amount: number): number {
  return Math.floor(amount * (1 + TAX_RATE))
}

export interface TotalOptions {
  coupon?: Coupon
  /** true なら税込で返す */
  includeTax?: boolean
}

/** カートの合計金額（クーポン適用後） */
export function calcTotal(items: CartItem[], { coupon, includeTax = true }: TotalOptions = {}): number {
  const amount = applyCoupon(calcSubtotal(items), coupon)
  return includeTax ? withTax(amount) : amount
}

/** 1 注文あたりの最低金額を満たしているか */
export function meetsMinimumOrder(items: CartItem[], minimum = 1000): boolean {
  return calcSubtotal(items) >= minimum
}
