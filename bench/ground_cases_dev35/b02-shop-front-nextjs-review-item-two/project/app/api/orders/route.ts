import { NextRequest, NextResponse } from "next/server";
import type { Order, OrderItem, Product } from "@prisma/client";
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";

const PAGE_SIZE = 20;

type OrderWithItems = Order & { items: (OrderItem & { product: Product })[] };

export async function GET(req: NextRequest) {
  const session = await auth();
  if (!session?.user?.id) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  }

  const { searchParams } = req.nextUrl;
  const page = Math.max(1, Number(searchParams.get("page") ?? "1") || 1);
  const status = searchParams.get("status") ?? undefined;
  const offset = page * PAGE_SIZE;

  const where = {
    userId: session.user.id,
    ...(status ? { status } : {}),
  };

  const [orders, total] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: offset,
      take: PAGE_SIZE,
      include: { items: { include: { product: true } } },
    }),
    prisma.order.count({ where }),
  ]);

  return NextResponse.json({
    orders: orders.map(toOrderSummary),
    page,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  });
}

function toOrderSummary(order: OrderWithItems) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    total: order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    firstItemName: order.items[0]?.product.name ?? null,
  };
}
