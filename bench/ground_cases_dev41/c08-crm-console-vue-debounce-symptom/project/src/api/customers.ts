import { http } from './http';

export type CustomerStatus = 'active' | 'frozen' | 'closed';

export interface Customer {
  id: number;
  name: string;
  phone: string;
  company: string;
  status: CustomerStatus;
  createdAt: string;
}

export interface CustomerQuery {
  q?: string;
  status?: CustomerStatus;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export async function fetchCustomers(query: CustomerQuery, signal?: AbortSignal): Promise<Page<Customer>> {
  const { data } = await http.get<Page<Customer>>('/customers', { params: query, signal });
  return data;
}

export async function freezeCustomer(id: number): Promise<void> {
  await http.post(`/customers/${id}/freeze`);
}

export async function exportCustomers(query: Omit<CustomerQuery, 'page' | 'pageSize'>): Promise<Blob> {
  const { data } = await http.get('/customers/export', { params: query, responseType: 'blob' });
  return data as Blob;
}
