import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { fetchCart, saveCart, type CartLineDTO } from '@/api/cart'
import { formatFen, lineTotalFen, sumFen } from '@/utils/money'

export interface CartLine {
  skuId: string
  title: string
  priceFen: number
  quantity: number
  selected: boolean
}

function fromDTO(d: CartLineDTO): CartLine {
  return { skuId: d.sku_id, title: d.title, priceFen: d.price_fen, quantity: d.quantity, selected: d.selected }
}

function toDTO(l: CartLine): CartLineDTO {
  return { sku_id: l.skuId, title: l.title, price_fen: l.priceFen, quantity: l.quantity, selected: l.selected }
}

export const MAX_QTY = 99

export const useCartStore = defineStore('cart', () => {
  const items = ref<CartLine[]>([])
  const loading = ref(false)

  const selectedItems = computed(() => items.value.filter((i) => i.selected))
  const totalQuantity = computed(() => selectedItems.value.reduce((n, i) => n + i.quantity, 0))
  const totalFen = computed(() => sumFen(selectedItems.value.map((i) => lineTotalFen(i.priceFen, i.quantity))))
  const totalText = computed(() => formatFen(totalFen.value))

  async function load() {
    loading.value = true
    try {
      items.value = (await fetchCart()).map(fromDTO)
    } finally {
      loading.value = false
    }
  }

  function persist() {
    return saveCart(items.value.map(toDTO))
  }

  function add(line: Omit<CartLine, 'quantity' | 'selected'>, qty = 1) {
    const existing = items.value.find((i) => i.skuId === line.skuId)
    if (existing) {
      existing.quantity = Math.min(existing.quantity + qty, MAX_QTY)
    } else {
      items.value.push({ ...line, quantity: Math.min(qty, MAX_QTY), selected: true })
    }
  }

  function setQuantity(skuId: string, qty: number) {
    const item = items.value.find((i) => i.skuId === skuId)
    if (!item) return
    const next = Math.min(Math.max(Math.floor(qty), 1), MAX_QTY)
    if (next <= 0) {
      remove(skuId)
      return
    }
    item.quantity = next
  }

  function remove(skuId: string) {
    items.value = items.value.filter((i) => i.skuId !== skuId)
  }

  function toggle(skuId: string) {
    const item = items.value.find((i) => i.skuId === skuId)
    if (item) item.selected = !item.selected
  }

  return { items, loading, selectedItems, totalQuantity, totalFen, totalText, load, persist, add, setQuantity, remove, toggle }
})
