import http from "./http";
import type { PageQuery, PageResult } from "./types";

export interface Customer {
  id: number;
  name: string;
  company: string;
  phone: string;
  level: "A" | "B" | "C";
  owner: string;
  createdAt: string;
}

export interface CustomerQuery extends PageQuery {
  keyword?: string;
  level?: Customer["level"];
}

export function listCustomers(q: CustomerQuery) {
  return http.get<unknown, PageResult<Customer>>("/customers", { params: q });
}

export function getCustomer(id: number) {
  return http.get<unknown, Customer>(`/customers/${id}`);
}

export function updateCustomer(id: number, patch: Partial<Customer>) {
  return http.put<unknown, Customer>(`/customers/${id}`, patch);
}

export interface Contact {
  id: number;
  channel: "phone" | "wechat" | "visit" | "email";
  summary: string;
  owner: string;
  contactedAt: string;
}

export function getContacts(customerId: number, size = 5) {
  return http.get<unknown, PageResult<Contact>>(`/customers/${customerId}/contacts`, { params: { current: 1, size } });
}
