import { useCallback, useMemo, useState } from 'react'
import type { CartItem, Coupon } from '../types'
import { computeTotals } from '../lib/money'

export function useCart(initial: CartItem[] = []) {
  const [items, setItems] = useState<CartItem[]>(initial)
  const [coupon, setCoupon] = useState<Coupon | null>(null)

  const setQuantity = useCallback((sku: string, quantity: number) => {
    setItems((prev) =>
      prev
        .map((item) => (item.sku === sku ? { ...item, quantity } : item))
        .filter((item) => item.quantity > 0),
    )
  }, [])

  const remove = useCallback((sku: string) => {
    setItems((prev) => prev.filter((item) => item.sku !== sku))
  }, [])

  const stableItems = useMemo(() => items, [items])
  const totals = useMemo(() => computeTotals(stableItems, coupon), [stableItems, coupon])

  return { items: stableItems, coupon, setCoupon, setQuantity, remove, totals }
}
