import type { CartItem, Coupon } from '../types'
import { formatQuantity, formatYen } from '../utils/format'
import { applyCoupon, calcSubtotal, calcTax, calcTotal } from '../utils/price'

interface Props {
  items: CartItem[]
  coupon?: Coupon
  onCheckout: () => void
}

export function CartSummary({ items, coupon, onCheckout }: Props) {
  const subtotal = calcSubtotal(items)
  const total = calcTotal(items, { coupon, includeTax: true })
  const tax = calcTax(applyCoupon(subtotal, coupon))

  return (
    <section className="cart-summary" aria-label="注文内容">
      <ul className="cart-lines">
        {items.map((item) => (
          <li key={item.product.id}>
            <span>{item.product.name}</span>
            <span>{formatQuantity(item.quantity)}</span>
            <span>{formatYen(item.product.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <dt>小計</dt>
        <dd>{formatYen(subtotal)}</dd>
        {coupon && (
          <>
            <dt>クーポン（{coupon.code}）</dt>
            <dd>-{formatYen(Math.min(coupon.amountOff, subtotal))}</dd>
          </>
        )}
        <dt>合計（税込）</dt>
        <dd className="cart-total">{formatYen(total)}</dd>
        <dt className="cart-tax-label">うち消費税（8%）</dt>
        <dd className="cart-tax">{formatYen(tax)}</dd>
      </dl>
      <button type="button" className="checkout" onClick={onCheckout} disabled={items.length === 0}>
        注文手続きへ
      </button>
    </section>
  )
}
