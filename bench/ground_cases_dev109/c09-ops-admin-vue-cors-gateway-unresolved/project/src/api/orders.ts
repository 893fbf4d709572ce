import http from "./http";

export interface Order {
  id: number;
  orderNo: string;
  customer: string;
  amount: number;
  status: "pending" | "paid" | "shipped" | "closed";
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface OrderQuery {
  page: number;
  size: number;
  keyword?: string;
  status?: Order["status"] | "";
}

export async function listOrders(q: OrderQuery): Promise<Page<Order>> {
  const { data } = await http.get<Page<Order>>("/orders", { params: q });
  return data;
}

export async function closeOrder(id: number): Promise<void> {
  await http.post(`/orders/${id}/close`);
}

export async function getOrder(id: number): Promise<Order> {
  const { data } = await http.get<Order>(`/orders/${id}`);
  return data;
}
