export interface OrderLine {
  sku: string
  name: string
  quantity: number
  unitPrice: number
}

export interface OrderTotals {
  subtotal: number
  shipping: number
  tax: number
  grand: number
}

export interface Order {
  id: string
  customerName: string
  email: string
  channel: 'web' | 'app' | 'pos'
  placedAt: string
  lines: OrderLine[]
  /** Not sent for POS orders: the POS bridge only forwards the lines. */
  totals?: OrderTotals
}

export interface Shipment {
  orderId: string
  customerName: string
  email: string
  carrier: 'yamato' | 'sagawa' | 'japanpost'
  trackingNumber: string
  shippedAt: string
}

export type QueueMessage =
  | { type: 'order.confirmed'; payload: Order }
  | { type: 'shipment.created'; payload: Shipment }

export interface Mail {
  to: string
  subject: string
  text: string
}
