import { useMemo } from 'react'
import type { Product } from '../api/products'
import { ProductCard } from './ProductCard'

export type SortKey = 'sales' | 'price-asc' | 'price-desc' | 'newest'

interface Props {
  products: Product[]
  query: string
  sort: SortKey
}

function compareBy(sort: SortKey) {
  switch (sort) {
    case 'price-asc':
      return (a: Product, b: Product) => a.priceCents - b.priceCents
    case 'price-desc':
      return (a: Product, b: Product) => b.priceCents - a.priceCents
    case 'newest':
      return (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt)
    default:
      return (a: Product, b: Product) => b.sales - a.sales
  }
}

export function ProductGrid({ products, query, sort }: Props) {
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase()
    return products.filter((p) => p.name.toLowerCase().includes(q)).sort(compareBy(sort))
  }, [products, query, sort])

  if (!visible.length) return <p className="empty">没有找到相关商品</p>

  return (
    <ul className="product-grid">
      {visible.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  )
}
