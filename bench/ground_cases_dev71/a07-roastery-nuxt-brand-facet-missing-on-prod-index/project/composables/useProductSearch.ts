import algoliasearch from 'algoliasearch/lite'

export interface ProductHit {
  objectID: string
  name: string
  brand: string
  price: number
  image: string
  inStock: boolean
}

export interface SearchFilters {
  brands: string[]
  categories: string[]
  inStockOnly: boolean
}

export function useProductSearch() {
  const config = useRuntimeConfig().public
  const client = algoliasearch(config.algoliaAppId, config.algoliaSearchKey)

  const sort = ref<'relevance' | 'price_asc' | 'price_desc'>('relevance')
  const index = computed(() =>
    client.initIndex(sort.value === 'relevance' ? config.algoliaIndex : `${config.algoliaIndex}_${sort.value}`),
  )

  const query = ref('')
  const filters = reactive<SearchFilters>({ brands: [], categories: [], inStockOnly: false })
  const hits = ref<ProductHit[]>([])
  const facets = ref<Record<string, Record<string, number>>>({})
  const loading = ref(false)

  function facetFilters(): string[][] {
    const out: string[][] = []
    if (filters.brands.length) out.push(filters.brands.map((b) => `brand:${b}`))
    if (filters.categories.length) out.push(filters.categories.map((c) => `categories:${c}`))
    return out
  }

  async function run() {
    loading.value = true
    try {
      const res = await index.value.search<ProductHit>(query.value, {
        facetFilters: facetFilters(),
        numericFilters: filters.inStockOnly ? ['stock > 0'] : [],
        facets: ['brand', 'categories'],
        hitsPerPage: 24,
      })
      hits.value = res.hits
      facets.value = res.facets ?? {}
    } finally {
      loading.value = false
    }
  }

  watch([query, filters, sort], run, { deep: true })

  return { query, filters, sort, hits, facets, loading, run }
}
