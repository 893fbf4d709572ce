import axios from 'axios'

export interface CartLineDTO {
  sku_id: string
  title: string
  price_fen: number
  quantity: number
  selected: boolean
}

const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 8000,
})

http.interceptors.response.use(
  (res) => res,
  (err) => {
    if (err.response?.status === 401) {
      window.location.href = '/login?redirect=' + encodeURIComponent(window.location.pathname)
    }
    return Promise.reject(err)
  },
)

export async function fetchCart(): Promise<CartLineDTO[]> {
  const { data } = await http.get<{ items: CartLineDTO[] }>('/cart')
  return data.items
}

export async function saveCart(items: CartLineDTO[]): Promise<void> {
  await http.put('/cart', { items })
}

export async function removeLine(skuId: string): Promise<void> {
  await http.delete(`/cart/${encodeURIComponent(skuId)}`)
}
