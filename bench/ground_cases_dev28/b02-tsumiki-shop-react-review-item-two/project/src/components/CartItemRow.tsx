import type { CartItem } from '../types'
import { formatYen } from '../lib/money'

type Props = {
  items: CartItem[]
  onQuantity: (sku: string, quantity: number) => void
  onRemove: (sku: string) => void
}

export function CartItemList({ items, onQuantity, onRemove }: Props) {
  return (
    <ul className="cart-items">
      {items.map((item) => (
        <li key={item.sku}>
          <span className="name">{item.name}</span>
          <input
            type="number"
            min={0}
            defaultValue={item.quantity}
            onChange={(e) => onQuantity(item.sku, Number(e.target.value))}
          />
          <span className="price">{formatYen(item.unitPrice * item.quantity)}</span>
          <button type="button" onClick={() => onRemove(item.sku)}>
            削除
          </button>
        </li>
      ))}
    </ul>
  )
}

export const EMPTY_MESSAGE = 'カートは空です'
