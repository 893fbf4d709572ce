export type Product = {
  id: number
  name: string
  price: number
  category: string
  thumbnail: string
  stock: number
}

export type Filters = {
  category: string
  maxPrice: number | null
  inStock: boolean
}
