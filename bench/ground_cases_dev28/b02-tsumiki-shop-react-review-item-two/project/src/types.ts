export type CartItem = {
  sku: string
  name: string
  unitPrice: number
  quantity: number
}

export type Coupon =
  | { code: string; kind: 'percent'; value: number; minSubtotal?: number }
  | { code: string; kind: 'fixed'; value: number; minSubtotal?: number }
