import { useCart } from '../store/cart'
import { formatPrice } from '../utils/format'

export default function CartPage() {
  const { items, remove, setQty, totalCents } = useCart()

  if (!items.length) return <p className="empty">购物车是空的</p>

  return (
    <main className="cart-page">
      <ul className="cart-items">
        {items.map((item) => (
          <li key={item.productId} className="cart-item">
            <img src={item.imageUrl} alt={item.name} width={80} height={80} />
            <div className="info">
              <h4>{item.name}</h4>
              <span className="unit">{formatPrice(item.priceCents)}</span>
            </div>
            <input
              type="number"
              min={1}
              max={99}
              value={item.qty}
              onChange={(e) => setQty(item.productId, Number(e.target.value))}
            />
            <span className="subtotal">{formatPrice(item.priceCents * item.qty)}</span>
            <button type="button" onClick={() => remove(item.productId)}>
              删除
            </button>
          </li>
        ))}
      </ul>
      <footer className="cart-footer">
        合计：<strong>{formatPrice(totalCents)}</strong>
        <a className="checkout" href="/checkout">
          去结算
        </a>
      </footer>
    </main>
  )
}
