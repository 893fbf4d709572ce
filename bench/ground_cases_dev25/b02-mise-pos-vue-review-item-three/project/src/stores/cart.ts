import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'

export interface CartLine {
  id: string
  name: string
  /** 税抜単価（円） */
  price: number
  qty: number
  taxRate: 0.08 | 0.1
}

const STORAGE_KEY = 'mise-pos:cart'

function load(): CartLine[] {
  const raw = localStorage.getItem(STORAGE_KEY)
  return raw ? (JSON.parse(raw) as CartLine[]) : []
}

export const useCartStore = defineStore('cart', () => {
  const items = ref<CartLine[]>(load())

  const subtotal = computed(() => items.value.reduce((sum, l) => sum + l.price * l.qty, 0))

  const tax = computed(() =>
    items.value.reduce((sum, l) => sum + Math.floor(l.price * l.qty * l.taxRate), 0),
  )

  const total = computed(() => subtotal.value + tax.value)

  function addItem(line: Omit<CartLine, 'qty'>, qty = 1) {
    const found = items.value.find((l) => l.id === line.id)
    if (found) {
      found.qty += qty
    } else {
      items.value.push({ ...line, qty })
    }
  }

  function setQty(id: string, qty: number) {
    const found = items.value.find((l) => l.id === id)
    if (found) found.qty = qty
  }

  function clearCart() {
    items.value = []
  }

  function removeItem(id: string) {
    items.value.splice(items.value.findIndex((l) => l.id === id), 1)
  }

  watch(items, (v) => localStorage.setItem(STORAGE_KEY, JSON.stringify(v)), { deep: true })

  return { items, subtotal, tax, total, addItem, setQty, clearCart, removeItem }
})
