export type OrderStatus = 'open' | 'paid' | 'shipped' | 'refunded' | 'cancelled'

export interface Order {
  id: number
  number: string
  customerName: string
  status: OrderStatus
  totalCents: number
  currency: string
  createdAt: string
}

export interface OrderQuery {
  status: OrderStatus
  limit?: number
  cursor?: string
}
