export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  customerId: string;
  totalYen: number;
  status: OrderStatus;
  createdAt: string;
}

const orders: Order[] = [];

function byStatus(status?: string): Order[] {
  return status ? orders.filter((o) => o.status === status) : orders.slice();
}

export function listOrders(opts: { status?: string } = {}): Order[] {
  // newest first
  return byStatus(opts.status).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function countOrders(opts: { status?: string } = {}): number {
  return byStatus(opts.status).length;
}

export function findOrder(id: string): Order | undefined {
  return orders.find((o) => o.id === id);
}

export function insertOrder(order: Order): void {
  orders.push(order);
}
