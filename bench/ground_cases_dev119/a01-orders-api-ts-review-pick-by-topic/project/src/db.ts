import { randomUUID } from "crypto";
import type { Coupon, LineItem } from "./services/pricing";

export interface Order {
  id: string;
  customerId: string;
  items: LineItem[];
  coupon?: Coupon | null;
  status: string;
  createdAt: string;
}

const orders = new Map<string, Order>();
const tokens = new Map<string, { id: string; email: string }>([
  ["dev-token-ana", { id: "c_ana", email: "ana@example.com" }],
  ["dev-token-bo", { id: "c_bo", email: "bo@example.com" }],
]);

export const db = {
  async userForToken(token: string) {
    return tokens.get(token) ?? null;
  },
  async listOrders(customerId: string, limit: number): Promise<Order[]> {
    return [...orders.values()]
      .filter((o) => o.customerId === customerId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
  },
  async findOrder(id: string): Promise<Order | null> {
    return orders.get(id) ?? null;
  },
  async insertOrder(data: Omit<Order, "id" | "createdAt">): Promise<Order> {
    const order = { ...data, id: randomUUID(), createdAt: new Date().toISOString() };
    orders.set(order.id, order);
    return order;
  },
  async updateStatus(id: string, status: string): Promise<Order | null> {
    const order = orders.get(id);
    if (!order) return null;
    order.status = status;
    return order;
  },
};
