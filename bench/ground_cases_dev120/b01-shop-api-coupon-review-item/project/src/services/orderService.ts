import { db, Order, Coupon, OrderStatus } from "../db";

export class NotFoundError extends Error {
  constructor(what: string, id: string) {
    super(`${what} ${id} not found`);
    this.name = "NotFoundError";
  }
}

export interface ListOptions {
  customerId?: string;
  status?: OrderStatus;
}

export function listOrders(opts: ListOptions = {}): Order[] {
  const rows = db.orders
    .filter((o) => !opts.customerId || o.customerId === opts.customerId)
    .filter((o) => !opts.status || o.status === opts.status);
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export function calcSubtotal(order: Order): number {
  const sum = order.items.reduce((acc, it) => acc + it.unitPrice * it.qty, 0);
  return Math.round(sum * 100) / 100;
}

export function isCouponValid(coupon: Coupon, now: Date = new Date()): boolean {
  if (!coupon.active) return false;
  if (coupon.expiresAt < now) return false;
  return coupon.usedCount <= coupon.maxUses;
}

export function applyCoupon(order: Order, coupon: Coupon | undefined): number {
  const subtotal = calcSubtotal(order);
  if (!coupon || !isCouponValid(coupon)) return subtotal;
  const discounted = subtotal * (1 - coupon.percentOff / 100);
  return Math.max(0, Math.round(discounted * 100) / 100);
}

export function findOrder(id: string): Order {
  const order = db.orders.find((o) => o.id === id);
  if (!order) throw new NotFoundError("order", id);
  return order;
}
