import { create } from 'zustand'
import type { CartItem } from '../types'

interface CartState {
  items: CartItem[]
  updateQuantity: (id: string, quantity: number) => void
  toggle: (id: string) => void
  remove: (id: string) => void
  checkout: () => void
}

export const useCartStore = create<CartState>((set, get) => ({
  items: [],
  updateQuantity: (id, quantity) =>
    set({ items: get().items.map((i) => (i.id === id ? { ...i, quantity: Math.min(quantity, i.stock) } : i)) }),
  toggle: (id) => set({ items: get().items.map((i) => (i.id === id ? { ...i, checked: !i.checked } : i)) }),
  remove: (id) => set({ items: get().items.filter((i) => i.id !== id) }),
  checkout: () => {
    window.location.href = '/checkout'
  },
}))
