import { randomUUID } from "crypto";

export type OrderItem = { menuId: string; name: string; price: number; qty: number };
export type Order = {
  id: string;
  items: OrderItem[];
  pickupAt: string;
  customerName: string;
  phone: string;
  status: "pending" | "paid" | "cancelled";
  paymentId?: string;
};

// 小さい店なのでDBは使わず、Vercel KV に保存している（ここではメモリ実装）
const store = new Map<string, Order>();

export function createOrder(input: Omit<Order, "id" | "status">): Order {
  const order: Order = { ...input, id: randomUUID(), status: "pending" };
  store.set(order.id, order);
  return order;
}

export function getOrder(id: string): Order | undefined {
  return store.get(id);
}

export function markPaid(id: string, paymentId: string): void {
  const o = store.get(id);
  if (o) store.set(id, { ...o, status: "paid", paymentId });
}

export function orderTotal(order: Order): number {
  return order.items.reduce((sum, i) => sum + i.price * i.qty, 0);
}
