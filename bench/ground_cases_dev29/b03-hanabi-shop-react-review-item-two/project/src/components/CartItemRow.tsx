import { useState } from 'react'
import type { CartItem } from '../lib/api'
import { formatYen } from '../lib/money'

type Props = {
  item: CartItem
  onQtyChange: (sku: string, qty: number) => void
  onRemove: (sku: string) => void
}

export function CartItemRow({ item, onQtyChange, onRemove }: Props) {
  const [draft, setDraft] = useState(String(item.qty))

  return (
    <li className="cart-row">
      <span className="cart-row__name">{item.name}</span>
      <span className="cart-row__price">{formatYen(item.price)}</span>
      <input
        className="cart-row__qty"
        type="number"
        min={1}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => onQtyChange(item.sku, Number(draft))}
      />
      <button type="button" onClick={() => onRemove(item.sku)}>
        削除
      </button>
    </li>
  )
}
