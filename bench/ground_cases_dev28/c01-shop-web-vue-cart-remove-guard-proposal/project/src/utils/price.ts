import type { Coupon } from '@/types/cart'

export function formatPrice(cents: number): string {
  return '¥' + (cents / 100).toFixed(2)
}

export function applyCoupon(subtotal: number, coupon: Coupon | null): number {
  if (!coupon || subtotal < coupon.minSpend) return subtotal
  if (coupon.kind === 'fixed') {
    return Math.max(0, subtotal - coupon.value)
  }
  return Math.round(subtotal * (100 - coupon.value) / 100)
}
