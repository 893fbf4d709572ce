import http from './http'

export interface ProductForm {
  name: string
  price: number
  stock: number
  images: string[]
  description: string
}

export interface Product extends ProductForm {
  id: string
  createdAt: string
  updatedAt: string
}

export async function listProducts(params: { page: number; keyword?: string }) {
  const { data } = await http.get<{ items: Product[]; total: number }>('/products', { params })
  return data
}

export async function getProduct(id: string): Promise<ProductForm> {
  const { data } = await http.get<Product>(`/products/${id}`)
  return data
}

export async function saveProduct(id: string | undefined, form: ProductForm): Promise<Product> {
  const { data } = id ? await http.put<Product>(`/products/${id}`, form) : await http.post<Product>('/products', form)
  return data
}
