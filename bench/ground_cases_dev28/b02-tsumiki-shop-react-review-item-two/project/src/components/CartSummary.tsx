import { useEffect, useState } from 'react'
import type { CartItem, Coupon } from '../types'
import type { Totals } from '../lib/money'
import { formatYen } from '../lib/money'
import { validateCoupon } from '../api/cart'

type Props = {
  items: CartItem[]
  totals: Totals
  couponCode: string
  onCoupon: (coupon: Coupon | null) => void
}

export function CartSummary({ items, totals, couponCode, onCoupon }: Props) {
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!couponCode) {
      onCoupon(null)
      return
    }
    validateCoupon(couponCode, items.length)
      .then((coupon) => {
        setError(null)
        onCoupon(coupon)
      })
      .catch(() => setError('このクーポンは使えません'))
  }, [couponCode, onCoupon])

  return (
    <dl className="cart-summary">
      <dt>小計</dt>
      <dd>{formatYen(totals.subtotal)}</dd>
      {totals.discount > 0 && (
        <>
          <dt>割引</dt>
          <dd>-{formatYen(totals.discount)}</dd>
        </>
      )}
      <dt>送料</dt>
      <dd>{totals.shipping === 0 ? '無料' : formatYen(totals.shipping)}</dd>
      <dt>消費税</dt>
      <dd>{formatYen(totals.tax)}</dd>
      <dt className="total">合計</dt>
      <dd className="total">{formatYen(totals.total)}</dd>
      {error && <p className="error">{error}</p>}
    </dl>
  )
}
