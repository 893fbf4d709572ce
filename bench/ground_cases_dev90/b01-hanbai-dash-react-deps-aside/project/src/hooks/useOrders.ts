import { useEffect, useState } from 'react'
import { fetchOrders, type Order } from '../api/client'

export function useOrders(keyword: string, page: number) {
  const [orders, setOrders] = useState<Order[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    fetchOrders(keyword, page, controller.signal)
      .then((data) => {
        setOrders(data.items)
        setTotal(data.total)
      })
      .catch((e: Error) => {
        if (e.name === 'AbortError') return
        setError(e.message)
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
  }, [keyword, page])

  return { orders, total, loading, error }
}
