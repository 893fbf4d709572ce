import type { CartItem, Coupon } from '../types'

export const TAX_RATE = 0.1
export const FREE_SHIPPING_FROM = 5000
export const SHIPPING_FEE = 600

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })

export function formatYen(amount: number): string {
  return yen.format(amount)
}

export function subtotalOf(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)
}

/** Discount in yen for a coupon; 0 when the cart does not qualify. */
export function calcDiscount(subtotal: number, coupon: Coupon | null): number {
  if (!coupon) return 0
  if (coupon.minSubtotal !== undefined && subtotal < coupon.minSubtotal) return 0
  if (coupon.kind === 'percent') {
    return Math.floor((subtotal * coupon.value) / 100)
  }
  return coupon.value
}

export function shippingFor(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE
}

export type Totals = {
  subtotal: number
  discount: number
  shipping: number
  tax: number
  total: number
}

export function computeTotals(items: CartItem[], coupon: Coupon | null): Totals {
  const subtotal = subtotalOf(items)
  const discount = calcDiscount(subtotal, coupon)
  const shipping = shippingFor(subtotal)
  const tax = Math.floor((subtotal - discount) * TAX_RATE)
  return { subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax }
}
