import type { Coupon } from '../types'

export async function validateCoupon(code: string, itemCount: number): Promise<Coupon> {
  const res = await fetch(`/api/coupons/${encodeURIComponent(code)}?items=${itemCount}`)
  if (!res.ok) throw new Error(`coupon ${code}: ${res.status}`)
  return (await res.json()) as Coupon
}
