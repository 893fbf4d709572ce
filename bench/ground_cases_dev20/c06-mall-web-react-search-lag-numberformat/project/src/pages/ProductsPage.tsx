import { useEffect, useState } from 'react'
import { fetchProducts, type Product } from '../api/products'
import { ProductGrid, type SortKey } from '../components/ProductGrid'
import { SearchBar } from '../components/SearchBar'

export default function ProductsPage() {
  const [products, setProducts] = useState<Product[]>([])
  const [query, setQuery] = useState('')
  const [debouncedQuery, setDebouncedQuery] = useState('')
  const [sort, setSort] = useState<SortKey>('sales')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    fetchProducts()
      .then(setProducts)
      .catch((e: Error) => setError(e.message))
  }, [])

  useEffect(() => {
    const t = setTimeout(() => setDebouncedQuery(query), 200)
    return () => clearTimeout(t)
  }, [query])

  if (error) return <p className="error">加载失败：{error}</p>

  return (
    <main className="products-page">
      <SearchBar value={query} onChange={setQuery} />
      <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
        <option value="sales">销量</option>
        <option value="price-asc">价格从低到高</option>
        <option value="price-desc">价格从高到低</option>
        <option value="newest">最新</option>
      </select>
      <ProductGrid products={products} query={debouncedQuery} sort={sort} />
    </main>
  )
}
