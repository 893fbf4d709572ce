import { create } from 'zustand'
import { MAX_QTY_PER_LINE } from '../config'
import { sumCents } from '../lib/money'

export type CartLine = { sku: string; qty: number; unitCents: number }

type CartState = {
  lines: CartLine[]
  couponCents: number
  add: (line: CartLine) => void
  remove: (sku: string) => void
  applyCoupon: (cents: number) => void
}

const useCartStore = create<CartState>((set) => ({
  lines: [],
  couponCents: 0,
  add: (line) =>
    set((s) => {
      const existing = s.lines.find((l) => l.sku === line.sku)
      if (!existing) return { lines: [...s.lines, line] }
      const qty = Math.min(existing.qty + line.qty, MAX_QTY_PER_LINE)
      return { lines: s.lines.map((l) => (l.sku === line.sku ? { ...l, qty } : l)) }
    }),
  remove: (sku) => set((s) => ({ lines: s.lines.filter((l) => l.sku !== sku) })),
  applyCoupon: (cents) => set({ couponCents: cents }),
}))

export function useCart() {
  const { lines, couponCents, add, remove, applyCoupon } = useCartStore()
  const subtotalCents = sumCents(lines.map((l) => l.qty * l.unitCents))
  return { lines, subtotalCents, couponCents, add, remove, applyCoupon }
}
