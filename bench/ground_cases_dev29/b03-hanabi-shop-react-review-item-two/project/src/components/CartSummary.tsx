import { useCart } from '../hooks/useCart'
import { formatYen, shippingFee, subtotalOf, withTax } from '../lib/money'
import { CartItemRow } from './CartItemRow'

type Props = {
  userId: string
}

export function CartSummary({ userId }: Props) {
  const { items, loading, error, changeQty, removeItem } = useCart(userId)

  if (loading) return <p>読み込み中…</p>
  if (error) return <p role="alert">カートを取得できませんでした: {error}</p>
  if (items.length === 0) return <p>カートは空です</p>

  const taxed = withTax(subtotalOf(items))
  const shipping = shippingFee(taxed)

  return (
    <section className="cart-summary">
      <ul>
        {items.map((item) => (
          <CartItemRow key={item.sku} item={item} onQtyChange={changeQty} onRemove={removeItem} />
        ))}
      </ul>
      <dl>
        <dt>小計（税込）</dt>
        <dd>{formatYen(taxed)}</dd>
        <dt>送料</dt>
        <dd>{shipping === 0 ? '無料' : formatYen(shipping)}</dd>
        <dt>合計</dt>
        <dd className="cart-summary__total">{formatYen(taxed + shipping)}</dd>
      </dl>
    </section>
  )
}
