// Thin fetch wrappers for the orders API (proxied to the server by Vite in dev).

export interface OrderItem {
  sku: string;
  qty: number;
}

export interface NewOrder {
  customerId: string;
  pickupAt: string;
  items: OrderItem[];
  note?: string;
}

export async function placeOrder(order: NewOrder, idempotencyKey: string): Promise<{ id: string }> {
  const res = await fetch("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(order),
  });
  if (!res.ok) {
    throw new Error(`order failed: ${res.status}`);
  }
  return res.json();
}

export async function getOrder(id: string) {
  const res = await fetch(`/api/orders/${id}`);
  if (!res.ok) throw new Error(`not found: ${id}`);
  return res.json();
}
