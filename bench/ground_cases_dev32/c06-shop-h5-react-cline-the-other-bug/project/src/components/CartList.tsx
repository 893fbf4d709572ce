import type { CartItem } from '../types'
import { formatPrice } from '../utils/price'

interface Props {
  items: CartItem[]
  onQuantityChange: (id: string, quantity: number) => void
  onToggle: (id: string) => void
  onRemove: (id: string) => void
}

export function CartList({ items, onQuantityChange, onToggle, onRemove }: Props) {
  if (items.length === 0) {
    return <p className="cart-empty">购物车是空的</p>
  }

  return (
    <ul className="cart-list">
      {items.map((item) => (
        <li key={item.id} className="cart-item">
          <input type="checkbox" checked={item.checked} onChange={() => onToggle(item.id)} />
          <span className="cart-item__name">{item.skuName}</span>
          <span className="cart-item__price">{formatPrice(item.price)}</span>
          <input
            className="cart-item__qty"
            type="number"
            min={1}
            max={item.stock}
            defaultValue={item.quantity}
            onBlur={(e) => onQuantityChange(item.id, Number(e.target.value) || 1)}
          />
          <button type="button" onClick={() => onRemove(item.id)}>
            删除
          </button>
        </li>
      ))}
    </ul>
  )
}
