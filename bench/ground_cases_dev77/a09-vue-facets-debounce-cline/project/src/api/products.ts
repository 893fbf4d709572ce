export interface ProductFilters {
  q?: string
  brands: string[]
  minPrice?: number
  maxPrice?: number
  sort?: 'relevance' | 'price_asc' | 'price_desc'
}

export interface ProductCard {
  id: number
  name: string
  brand: string
  price: number
  imageUrl: string
}

export interface ProductPage {
  items: ProductCard[]
  total: number
  facets: { brands: { name: string; count: number }[] }
}

export function buildQuery(f: ProductFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (f.q) params.set('q', f.q)
  for (const b of f.brands) {
    params.append('brand', b)
  }
  if (f.minPrice != null) params.set('min_price', String(f.minPrice))
  if (f.maxPrice != null) params.set('max_price', String(f.maxPrice))
  if (f.sort) params.set('sort', f.sort)
  return params
}

export async function fetchProducts(f: ProductFilters, signal?: AbortSignal): Promise<ProductPage> {
  const res = await fetch(`/api/products?${buildQuery(f)}`, { signal })
  if (!res.ok) throw new Error(`products: HTTP ${res.status}`)
  return res.json()
}
