import { useMemo } from 'react'
import type { CartItem } from '../types'
import { formatPrice } from '../utils/price'

const FREE_SHIPPING_THRESHOLD = 9900 // 满 99 元包邮（分）

interface Props {
  items: CartItem[]
  couponRate: number // 0.9 表示九折，1 表示不打折
  shippingFee: number
  onCheckout: () => void
}

export function CartSummary({ items, couponRate, shippingFee, onCheckout }: Props) {
  const subtotal = useMemo(
    () => items.filter((i) => i.checked).reduce((sum, i) => sum + i.price * i.quantity, 0),
    [items],
  )

  const total = useMemo(() => {
    const discounted = Math.round(subtotal * couponRate)
    return discounted + (discounted >= FREE_SHIPPING_THRESHOLD ? 0 : shippingFee)
  }, [subtotal, shippingFee])

  const saved = subtotal - Math.round(subtotal * couponRate)

  return (
    <div className="cart-summary">
      <div>商品合计：{formatPrice(subtotal)}</div>
      {saved > 0 && <div className="cart-summary__saved">优惠券已减 {formatPrice(saved)}</div>}
      <div className="cart-summary__total">应付：{formatPrice(total)}</div>
      <button type="button" disabled={subtotal === 0} onClick={onCheckout}>
        去结算
      </button>
    </div>
  )
}
