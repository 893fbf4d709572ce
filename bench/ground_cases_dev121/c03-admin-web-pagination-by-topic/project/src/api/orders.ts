export interface Order {
  id: number;
  no: string;
  customer: string;
  amount: string;
  status: string;
  createdAt: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

export interface OrderQuery {
  offset: number;
  limit: number;
  sort: string;
}

const BASE_URL = import.meta.env.VITE_API_BASE ?? "https://admin-api.internal.example.com";

export async function fetchOrders(params: OrderQuery): Promise<OrderPage> {
  const qs = new URLSearchParams({
    offset: String(params.offset),
    limit: String(params.limit),
    sort: params.sort,
  });
  const res = await fetch(`${BASE_URL}/orders?${qs}`, { credentials: "include" });
  if (!res.ok) {
    throw new Error(`orders: HTTP ${res.status}`);
  }
  return res.json();
}
