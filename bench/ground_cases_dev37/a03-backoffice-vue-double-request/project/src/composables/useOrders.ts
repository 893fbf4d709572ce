import { ref } from 'vue'
import { fetchOrders } from '@/api/client'
import type { Order, OrderStatus } from '@/types'

/**
 * Orders for one status tab. `load` is called by the table whenever the
 * selected status changes.
 */
export function useOrders() {
  const orders = ref<Order[]>([])
  const loading = ref(false)
  const error = ref<string | null>(null)

  async function load(status: OrderStatus, limit = 25) {
    loading.value = true
    error.value = null
    try {
      orders.value = await fetchOrders({ status, limit })
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
    } finally {
      loading.value = false
    }
  }

  return { orders, loading, error, load }
}
