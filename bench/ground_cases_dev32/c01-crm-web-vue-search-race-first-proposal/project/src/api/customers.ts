import { http } from './http'

export interface Customer {
  id: number
  name: string
  phone: string
  company: string | null
  level: 'A' | 'B' | 'C'
  ownerName: string
  lastContactAt: string | null
}

export interface Page<T> {
  items: T[]
  total: number
}

export interface SearchParams {
  q: string
  page: number
  pageSize: number
}

export async function searchCustomers(params: SearchParams): Promise<Page<Customer>> {
  const { data } = await http.get<Page<Customer>>('/customers/search', { params })
  return data
}

export async function getCustomer(id: number): Promise<Customer> {
  const { data } = await http.get<Customer>(`/customers/${id}`)
  return data
}
