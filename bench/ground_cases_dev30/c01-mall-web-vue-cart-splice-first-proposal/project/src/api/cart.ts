import axios from 'axios'
import type { CartItem } from '@/stores/cart'

const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 8000,
  withCredentials: true,
})

interface CartResponse {
  items: Array<{
    sku: string
    title: string
    price_cents: number
    quantity: number
    checked: boolean
  }>
}

export async function fetchCart(): Promise<CartItem[]> {
  const { data } = await http.get<CartResponse>('/cart')
  return data.items.map((i) => ({
    sku: i.sku,
    title: i.title,
    price: i.price_cents,
    qty: i.quantity,
    selected: i.checked,
  }))
}

let timer: ReturnType<typeof setTimeout> | undefined

export function syncCart(items: CartItem[]): Promise<void> {
  if (timer) clearTimeout(timer)
  return new Promise((resolve, reject) => {
    timer = setTimeout(() => {
      http
        .put('/cart', {
          items: items.map((i) => ({ sku: i.sku, quantity: i.qty, checked: i.selected })),
        })
        .then(() => resolve(), reject)
    }, 400)
  })
}
