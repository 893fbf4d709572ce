import { http } from './http'

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'done' | 'refunded' | 'closed'

export interface OrderRow {
  id: number
  orderNo: string
  /** normal: 正常订单; refund: 退款单(与原单同一个 orderNo, 金额为负) */
  type: 'normal' | 'refund'
  status: OrderStatus
  /** 单位: 分 */
  amountCents: number
  buyerName: string
  createdAt: string
}

export interface SearchParams {
  keyword: string
  page: number
  pageSize: number
}

export interface Page<T> {
  items: T[]
  total: number
}

export async function searchOrders(params: SearchParams, opts: { signal?: AbortSignal } = {}): Promise<Page<OrderRow>> {
  const { data } = await http.get<Page<OrderRow>>('/orders', { params, signal: opts.signal })
  return data
}

export async function getOrder(id: number): Promise<OrderRow> {
  const { data } = await http.get<OrderRow>(`/orders/${id}`)
  return data
}
