export interface Order {
  id: number;
  number: string;
  customerName: string;
  amount: number;
  orderedAt: string;
}

export interface OrderPage {
  items: Order[];
  total: number;
}

export interface OrderQuery {
  page: number;
  pageSize: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchOrders({ page, pageSize }: OrderQuery): Promise<OrderPage> {
  const params = new URLSearchParams({
    page: String(page),
    per_page: String(pageSize),
    sort: "-ordered_at",
  });
  const res = await fetch(`${BASE}/orders?${params}`, {
    headers: { Accept: "application/json" },
    credentials: "include",
  });
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
  const body = await res.json();
  return { items: body.data, total: body.meta.total };
}
