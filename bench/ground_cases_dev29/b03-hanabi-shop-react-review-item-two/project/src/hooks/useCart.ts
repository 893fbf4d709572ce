import { useCallback, useEffect, useState } from 'react'
import { deleteItem, fetchCart, updateQty, type CartItem } from '../lib/api'

export function useCart(userId: string) {
  const [items, setItems] = useState<CartItem[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setLoading(true)
    fetchCart(userId)
      .then(setItems)
      .catch((e: Error) => setError(e.message))
      .finally(() => setLoading(false))
  }, [])

  const changeQty = useCallback(
    async (sku: string, qty: number) => {
      const next = await updateQty(userId, sku, qty)
      setItems(next)
    },
    [userId],
  )

  const removeItem = useCallback(
    (sku: string) => {
      setItems((prev) => prev.filter((i) => i.sku !== sku))
      void deleteItem(userId, sku)
    },
    [userId],
  )

  return { items, loading, error, changeQty, removeItem }
}
