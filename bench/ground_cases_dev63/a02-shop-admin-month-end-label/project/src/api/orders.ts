import { PrismaClient } from "@prisma/client";
import type { DateRange } from "../lib/dateRange";

const prisma = new PrismaClient();

export interface RevenueSummary {
  orders: number;
  gross: number;
  refunds: number;
  net: number;
}

/** Paid orders whose created_at falls inside the report range. */
export async function ordersIn(range: DateRange) {
  return prisma.order.findMany({
    where: {
      status: "paid",
      createdAt: { gte: range.start, lte: range.end },
    },
    orderBy: { createdAt: "asc" },
  });
}

export async function revenue(range: DateRange): Promise<RevenueSummary> {
  const orders = await ordersIn(range);
  const gross = orders.reduce((sum, o) => sum + o.amountJpy, 0);
  const refunds = orders.reduce((sum, o) => sum + o.refundedJpy, 0);
  return { orders: orders.length, gross, refunds, net: gross - refunds };
}

export async function topProducts(range: DateRange, limit = 5) {
  return prisma.orderItem.groupBy({
    by: ["productId"],
    where: { order: { status: "paid", createdAt: { gte: range.start, lte: range.end } } },
    _sum: { amountJpy: true },
    orderBy: { _sum: { amountJpy: "desc" } },
    take: limit,
  });
}
