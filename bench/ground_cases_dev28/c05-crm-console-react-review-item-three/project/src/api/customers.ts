import { http } from './http'

export type Customer = {
  id: string
  name: string
  company: string
  phone: string
  note?: string
}

export type Paged<T> = { items: T[]; total: number }

export async function searchCustomers(params: { q: string; page: number; pageSize: number }): Promise<Paged<Customer>> {
  const res = await http.get<Paged<Customer>>('/customers/search', { params })
  return res.data
}
