import { ref, watch } from 'vue'
import { fetchProducts, type Product, type ProductQuery } from '@/api/products'

/**
 * Loads the product list and reloads it whenever a filter changes.
 * `filters` must be a reactive() object owned by the page.
 */
export function useProducts(filters: ProductQuery) {
  const items = ref<Product[]>([])
  const loading = ref(false)
  const error = ref<string | null>(null)
  let seq = 0

  async function load() {
    const mine = ++seq
    loading.value = true
    error.value = null
    try {
      const result = await fetchProducts(filters)
      if (mine === seq) items.value = result
    } catch (e) {
      if (mine === seq) error.value = e instanceof Error ? e.message : String(e)
    } finally {
      if (mine === seq) loading.value = false
    }
  }

  watch(() => [filters.category, filters.price, filters.inStockOnly], load, { immediate: true })

  return { items, loading, error, reload: load }
}
