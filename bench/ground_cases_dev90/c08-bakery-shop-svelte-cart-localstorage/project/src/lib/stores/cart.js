import { writable, derived } from 'svelte/store'

const KEY = 'bakery:cart'

// 购物车条目：{ sku, name, price（分）, qty }
function loadCart() {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return []
    return JSON.parse(raw)
  } catch {
    return []
  }
}

export const cart = writable(loadCart())

cart.subscribe((items) => {
  localStorage.setItem(KEY, JSON.stringify(items))
})

export const count = derived(cart, ($cart) => $cart.reduce((n, item) => n + item.qty, 0))

export const total = derived(cart, ($cart) => $cart.reduce((sum, item) => sum + item.price * item.qty, 0))

export function addItem(product) {
  cart.update((items) => {
    const found = items.find((i) => i.sku === product.sku)
    if (found) {
      found.qty += 1
      return [...items]
    }
    return [...items, { ...product, qty: 1 }]
  })
}

export function removeItem(sku) {
  cart.update((items) => items.filter((i) => i.sku !== sku))
}
