import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { CartSummary } from '../components/CartSummary'
import { useCart } from '../hooks/useCart'
import { SUPPORT_EMAIL } from '../config'

export default function Checkout() {
  const navigate = useNavigate()
  const { lines } = useCart()
  const [submitting, setSubmitting] = useState(false)

  async function handleCheckout() {
    setSubmitting(true)
    try {
      const res = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lines }),
      })
      if (!res.ok) throw new Error(`checkout failed: ${res.status}`)
      const { orderId } = await res.json()
      navigate(`/orders/${orderId}/thanks`)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <main className="checkout">
      <h1>Checkout</h1>
      {submitting && <p role="status">Placing your order…</p>}
      <CartSummary onCheckout={handleCheckout} />
      <p className="checkout__help">
        Questions? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </main>
  )
}
