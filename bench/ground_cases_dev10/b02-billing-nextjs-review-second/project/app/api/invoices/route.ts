import { NextRequest, NextResponse } from "next/server";

import { prisma } from "@/lib/db";
import { isInvoiceStatus } from "@/lib/invoice-status";

export const dynamic = "force-dynamic";

// GET /api/invoices?status=sent&page=2&limit=20
export async function GET(req: NextRequest) {
  const { searchParams } = req.nextUrl;
  const status = searchParams.get("status");
  const page = Math.max(1, Number(searchParams.get("page") ?? 1));
  const limit = Number(searchParams.get("limit") ?? 20);

  const where = isInvoiceStatus(status) ? { status } : {};

  try {
    const [items, total] = await Promise.all([
      prisma.invoice.findMany({
        where,
        orderBy: { issuedAt: "desc" },
        skip: (page - 1) * limit,
        take: limit,
        select: {
          id: true,
          number: true,
          customerName: true,
          amount: true,
          status: true,
          issuedAt: true,
          dueAt: true,
        },
      }),
      prisma.invoice.count({ where }),
    ]);

    return NextResponse.json({
      items,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / limit)),
    });
  } catch (err) {
    console.error("[GET /api/invoices]", err);
    return NextResponse.json({ error: "failed to load invoices" });
  }
}
