import { http } from './http'

export type OrderStatus = 'UNPAID' | 'PAID' | 'REFUNDED' | 'CLOSED'

export interface Coupon {
  id: number
  title: string
  amountFen: number
}

export interface OrderItem {
  skuId: number
  title: string
  quantity: number
  priceFen: number
}

export interface Order {
  orderNo: string
  status: OrderStatus
  payAmountFen: number
  items: OrderItem[]
  coupon: Coupon
  createdAt: string
}

export interface PageResult<T> {
  list: T[]
  total: number
}

export interface OrderQuery {
  page: number
  size: number
  status?: OrderStatus
}

export function fetchOrders(q: OrderQuery): Promise<PageResult<Order>> {
  return http.get('/orders', { params: q })
}
