import { getJson } from './client'

export interface Product {
  id: number
  name: string
  category: string
  price: number
  stock: number
}

export interface ProductQuery {
  category: string
  price: [number, number]
  inStockOnly: boolean
}

export function fetchProducts(q: ProductQuery): Promise<Product[]> {
  const params: Record<string, string> = {
    min_price: String(q.price[0]),
    max_price: String(q.price[1]),
  }
  if (q.category) params.category = q.category
  if (q.inStockOnly) params.in_stock = '1'
  return getJson<Product[]>('/api/products', params)
}
