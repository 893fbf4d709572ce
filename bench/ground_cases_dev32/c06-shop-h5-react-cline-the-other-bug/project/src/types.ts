export interface CartItem {
  id: string
  skuName: string
  price: number // 单位：分
  quantity: number
  stock: number
  checked: boolean
}
