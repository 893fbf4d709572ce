import { http, type Page } from "./http";

/** Served by user-service (GET /api/users). */
export interface Customer {
  id: number;
  name: string;
  phone: string;
  level: "normal" | "vip";
  registeredAt: string;
  lastLoginAt: string | null;
}

export async function fetchCustomers(page = 1, size = 20): Promise<Page<Customer>> {
  const { data } = await http.get<Page<Customer>>("/users", { params: { page, size } });
  return data;
}

export async function fetchCustomer(id: number): Promise<Customer> {
  const { data } = await http.get<Customer>(`/users/${id}`);
  return data;
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export const LEVEL_LABEL: Record<Customer["level"], string> = {
  normal: "普通",
  vip: "VIP",
};
