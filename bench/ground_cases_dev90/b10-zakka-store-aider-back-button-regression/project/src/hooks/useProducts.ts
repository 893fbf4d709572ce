import { useEffect, useState } from 'react'
import type { Filters, Product } from '../types'

export function useProducts(filters: Filters) {
  const [products, setProducts] = useState<Product[]>([])
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    const p = new URLSearchParams()
    if (filters.category) p.set('category', filters.category)
    if (filters.maxPrice != null) p.set('maxPrice', String(filters.maxPrice))
    if (filters.inStock) p.set('inStock', '1')
    setLoading(true)
    fetch(`/api/products?${p}`)
      .then((res) => res.json())
      .then((data: Product[]) => setProducts(data))
      .finally(() => setLoading(false))
  }, [filters])

  return { products, loading }
}
