export interface Product {
  id: number
  name: string
  imageUrl: string
  priceCents: number
  listPriceCents: number
  sales: number
  createdAt: string
}

export async function fetchProducts(): Promise<Product[]> {
  const res = await fetch('/api/products?limit=5000')
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return res.json()
}
