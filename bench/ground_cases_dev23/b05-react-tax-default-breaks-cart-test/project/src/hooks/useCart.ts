import { useCallback, useMemo, useState } from 'react'

import type { CartItem, Product } from '../types'
import { calcTotal, meetsMinimumOrder } from '../utils/price'

export function useCart(initial: CartItem[] = []) {
  const [items, setItems] = useState<CartItem[]>(initial)

  const add = useCallback((product: Product) => {
    setItems((prev) => {
      const found = prev.find((i) => i.product.id === product.id)
      if (found) {
        return prev.map((i) => (i.product.id === product.id ? { ...i, quantity: i.quantity + 1 } : i))
      }
      return [...prev, { product, quantity: 1 }]
    })
  }, [])

  const remove = useCallback((productId: string) => {
    setItems((prev) => prev.filter((i) => i.product.id !== productId))
  }, [])

  const setQuantity = useCallback((productId: string, quantity: number) => {
    setItems((prev) =>
      quantity <= 0
        ? prev.filter((i) => i.product.id !== productId)
        : prev.map((i) => (i.product.id === productId ? { ...i, quantity } : i)),
    )
  }, [])

  // サーバーに送る注文金額（税抜）。税はサーバー側で計算する
  const total = useMemo(() => calcTotal(items), [items])
  const canOrder = useMemo(() => meetsMinimumOrder(items), [items])

  return { items, add, remove, setQuantity, total, canOrder }
}
