import axios from "axios";

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "/api",
  timeout: 10000,
  withCredentials: true,
});

export type OrderStatus = "pending" | "paid" | "shipped" | "done" | "cancelled" | "refunding";

export interface OrderItem {
  skuId: string;
  title: string;
  quantity: number;
  /** 分 (cents), as every order-service endpoint documents */
  unitPrice: number;
}

export interface Order {
  id: number;
  status: OrderStatus;
  items: OrderItem[];
  /** 分 (cents) */
  payAmount: number;
  createdAt: string;
}

export async function getOrder(id: number): Promise<Order> {
  const { data } = await http.get<Order>(`/orders/${id}`);
  return data;
}

export async function listOrders(page = 1): Promise<{ items: Order[]; total: number }> {
  const { data } = await http.get(`/orders`, { params: { page } });
  return data;
}
