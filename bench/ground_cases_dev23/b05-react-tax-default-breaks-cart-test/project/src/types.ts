export interface Product {
  id: string
  name: string
  /** 税抜価格（円） */
  price: number
}

export interface CartItem {
  product: Product
  quantity: number
}

export interface Coupon {
  code: string
  /** 値引き額（円）。小計より大きい場合は小計まで */
  amountOff: number
}
