import { http } from './http';

export type Stage = 'lead' | 'contacted' | 'deal' | 'won' | 'lost';

export interface Customer {
  id: number;
  name: string;
  company: string;
  stage: Stage;
  ownerName: string;
  lastContactAt: string | null;
  updatedAt: string;
}

export interface CustomerQuery {
  keyword?: string;
  stage?: Stage | '';
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function fetchCustomers(q: CustomerQuery): Promise<Page<Customer>> {
  const params = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) });
  if (q.keyword) params.set('keyword', q.keyword);
  if (q.stage) params.set('stage', q.stage);
  return http.get<Page<Customer>>(`/customers?${params}`);
}
