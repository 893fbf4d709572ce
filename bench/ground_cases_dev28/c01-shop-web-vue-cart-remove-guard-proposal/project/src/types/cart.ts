export interface CartItem {
  skuId: string
  spuId: string
  title: string
  specText: string
  thumb: string
  price: number
  qty: number
}

export interface Coupon {
  code: string
  kind: 'fixed' | 'percent'
  value: number
  minSpend: number
}
