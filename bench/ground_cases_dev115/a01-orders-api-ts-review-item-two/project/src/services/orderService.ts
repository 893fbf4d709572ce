import { db } from "../lib/db";
import { audit } from "../lib/audit";

export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  customerId: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: Date;
}

export interface ListParams {
  status?: OrderStatus;
  customerId?: string;
  page: number;
  pageSize: number;
}

export class NotFoundError extends Error {}
export class ConflictError extends Error {}

export async function listOrders(params: ListParams): Promise<Order[]> {
  const where: Record<string, unknown> = {};
  if (params.status) where.status = params.status;
  if (params.customerId) where.customerId = params.customerId;
  const page = Math.max(1, params.page);
  const offset = (page - 1) * params.pageSize;
  return db.order.findMany({ where, skip: offset, take: params.pageSize, orderBy: { createdAt: "desc" } });
}

export async function getOrder(id: string): Promise<Order | null> {
  return db.order.findUnique({ where: { id } });
}

export async function cancelOrder(id: string, actor: string): Promise<Order> {
  const order = await getOrder(id);
  if (!order) throw new NotFoundError(`order ${id} not found`);
  if (order.status === "shipped") throw new ConflictError("shipped orders cannot be cancelled");
  const updated = await db.order.update({ where: { id }, data: { status: "cancelled" } });
  audit.record("order.cancelled", { orderId: id, actor });
  return updated;
}

export function orderTotalCents(lines: { unitPrice: number; qty: number }[]): number {
  return lines.reduce((sum, l) => sum + l.unitPrice * l.qty * 100, 0);
}
