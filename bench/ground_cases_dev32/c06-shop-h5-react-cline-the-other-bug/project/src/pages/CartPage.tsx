import { useEffect, useState } from 'react'
import { CartList } from '../components/CartList'
import { CartSummary } from '../components/CartSummary'
import { useDebounce } from '../hooks/useDebounce'
import { useCartStore } from '../store/cart'

export default function CartPage() {
  const { items, updateQuantity, toggle, remove, checkout } = useCartStore()
  const [couponCode, setCouponCode] = useState('')
  const [couponRate, setCouponRate] = useState(1)
  const debouncedCode = useDebounce(couponCode, 500)

  useEffect(() => {
    if (!debouncedCode) {
      setCouponRate(1)
      return
    }
    fetch(`/api/coupons/${encodeURIComponent(debouncedCode)}`)
      .then((r) => (r.ok ? r.json() : { rate: 1 }))
      .then((c: { rate: number }) => setCouponRate(c.rate))
      .catch(() => setCouponRate(1))
  }, [debouncedCode])

  return (
    <div className="cart-page">
      <CartList items={items} onQuantityChange={updateQuantity} onToggle={toggle} onRemove={remove} />
      <input placeholder="优惠码" value={couponCode} onChange={(e) => setCouponCode(e.target.value.trim())} />
      <CartSummary items={items} couponRate={couponRate} shippingFee={800} onCheckout={checkout} />
    </div>
  )
}
