import { paginate, type Page } from "./paginate";

export interface Customer {
  id: string;
  name: string;
  balanceCents: number;
}

export async function listCustomers(page: number, pageSize = 25): Promise<Page<Customer>> {
  const res = await fetch(`/api/customers`);
  const all: Customer[] = await res.json();
  return paginate(all, page, pageSize);
}
