import { FREE_SHIPPING_THRESHOLD_EUR, SHIPPING_FEE_CENTS } from '../config'
import { useCart } from '../hooks/useCart'
import { formatEUR } from '../lib/money'

type Props = { onCheckout: () => void }

export function CartSummary({ onCheckout }: Props) {
  const { lines, subtotalCents, couponCents } = useCart()
  const freeShipping = subtotalCents >= FREE_SHIPPING_THRESHOLD_EUR
  const shippingCents = lines.length > 0 && !freeShipping ? SHIPPING_FEE_CENTS : 0
  const missingCents = FREE_SHIPPING_THRESHOLD_EUR * 100 - subtotalCents
  const totalCents = subtotalCents - couponCents + shippingCents

  return (
    <aside className="cart-summary" aria-label="Order summary">
      <dl>
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">{formatEUR(subtotalCents)}</dd>
        {couponCents > 0 && (
          <>
            <dt>Coupon</dt>
            <dd data-testid="coupon">−{formatEUR(couponCents)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd data-testid="shipping">{freeShipping ? 'Free' : formatEUR(shippingCents)}</dd>
        <dt className="cart-summary__total">Total</dt>
        <dd data-testid="total" className="cart-summary__total">
          {formatEUR(totalCents)}
        </dd>
      </dl>
      {!freeShipping && lines.length > 0 && (
        <p className="cart-summary__hint" data-testid="free-shipping-hint">
          Add {formatEUR(missingCents)} more for free shipping
        </p>
      )}
      <button type="button" onClick={onCheckout} disabled={lines.length === 0}>
        Checkout
      </button>
    </aside>
  )
}
