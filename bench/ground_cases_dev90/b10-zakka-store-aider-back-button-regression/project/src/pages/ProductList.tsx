import { useMemo } from 'react'
import { useSearchParams, Link } from 'react-router-dom'
import { useProducts } from '../hooks/useProducts'
import FilterBar from '../components/FilterBar'
import type { Filters } from '../types'

function readFilters(params: URLSearchParams): Filters {
  return {
    category: params.get('category') ?? '',
    maxPrice: params.get('maxPrice') ? Number(params.get('maxPrice')) : null,
    inStock: params.get('inStock') === '1',
  }
}

export default function ProductList() {
  const [params, setParams] = useSearchParams()
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => readFilters(params), [])
  const { products, loading } = useProducts(filters)

  const updateFilters = (next: Filters) => {
    const p = new URLSearchParams()
    if (next.category) p.set('category', next.category)
    if (next.maxPrice != null) p.set('maxPrice', String(next.maxPrice))
    if (next.inStock) p.set('inStock', '1')
    setParams(p)
  }

  return (
    <main className="product-list">
      <FilterBar value={filters} onChange={updateFilters} />
      {loading && <p className="loading">読み込み中…</p>}
      <ul className={loading ? 'grid is-loading' : 'grid'} aria-busy={loading}>
        {products.map((p) => (
          <li key={p.id} className="item">
            <Link to={`/products/${p.id}`}>
              <img src={p.thumbnail} alt={p.name} />
              <span>{p.name}</span>
              <span className="price">¥{p.price.toLocaleString()}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
