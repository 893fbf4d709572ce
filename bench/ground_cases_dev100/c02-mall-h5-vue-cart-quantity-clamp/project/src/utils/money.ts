/** 金额都以分（整数）计算，只在展示时转成元。 */

export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  return sign + '¥' + (Math.abs(fen) / 100).toFixed(2)
}

export function lineTotalFen(priceFen: number, quantity: number): number {
  return Math.round(priceFen * quantity)
}

export function sumFen(values: number[]): number {
  return values.reduce((a, b) => a + b, 0)
}

export function yuanToFen(yuan: string | number): number {
  const n = typeof yuan === 'number' ? yuan : Number.parseFloat(yuan)
  if (!Number.isFinite(n)) {
    throw new Error(`invalid amount: ${yuan}`)
  }
  return Math.round(n * 100)
}

export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2)
}

export function percentOf(fen: number, percent: number): number {
  return Math.round((fen * percent) / 100)
}

export function clampFen(fen: number): number {
  return Math.max(0, Math.round(fen))
}

export type Coupon =
  | { kind: 'minus'; thresholdFen: number; minusFen: number }
  | { kind: 'discount'; percent: number; capFen?: number }

/** 用券后的应付金额（分）。不满足门槛时原价返回，结果不会小于 0。 */
export function applyCoupon(totalFen: number, coupon: Coupon | null): number {
  if (!coupon) return totalFen
  if (coupon.kind === 'minus') {
    return totalFen >= coupon.thresholdFen ? clampFen(totalFen - coupon.minusFen) : totalFen
  }
  let off = totalFen - percentOf(totalFen, coupon.percent)
  if (coupon.capFen !== undefined) off = Math.min(off, coupon.capFen)
  return clampFen(totalFen - off)
}
