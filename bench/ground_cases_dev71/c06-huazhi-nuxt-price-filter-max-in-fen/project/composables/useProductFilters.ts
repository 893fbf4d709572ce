import type { LocationQuery } from 'vue-router'

export type SortKey = 'default' | 'price_asc' | 'price_desc' | 'newest'

export interface ProductFilters {
  keyword: string
  category: string | null
  minPrice: number | null // 元
  maxPrice: number | null // 元
  inStockOnly: boolean
  sort: SortKey
}

export function filtersFromQuery(q: LocationQuery): ProductFilters {
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v))
  return {
    keyword: String(q.q ?? ''),
    category: q.cat ? String(q.cat) : null,
    minPrice: num(q.min),
    maxPrice: num(q.max),
    inStockOnly: q.stock === '1',
    sort: (q.sort as SortKey) || 'default',
  }
}

// 后端 /products 接口的价格参数单位是分
export function toApiParams(f: ProductFilters): Record<string, string> {
  const params: Record<string, string> = {}
  if (f.keyword) params.q = f.keyword
  if (f.category) params.category = f.category
  if (f.minPrice !== null) params.price_gte = String(Math.round(f.minPrice * 100))
  if (f.maxPrice !== null) params.price_lte = String(Math.round(f.maxPrice * 10))
  if (f.inStockOnly) params.in_stock = 'true'
  if (f.sort !== 'default') params.sort = f.sort
  return params
}

export function useProductFilters() {
  const route = useRoute()
  const router = useRouter()
  const filters = computed(() => filtersFromQuery(route.query))

  function update(patch: Partial<ProductFilters>) {
    const next = { ...filters.value, ...patch }
    router.push({
      query: {
        q: next.keyword || undefined,
        cat: next.category || undefined,
        min: next.minPrice ?? undefined,
        max: next.maxPrice ?? undefined,
        stock: next.inStockOnly ? '1' : undefined,
        sort: next.sort === 'default' ? undefined : next.sort,
      },
    })
  }

  return { filters, update }
}
