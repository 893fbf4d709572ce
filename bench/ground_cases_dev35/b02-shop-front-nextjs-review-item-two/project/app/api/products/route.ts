import { NextRequest, NextResponse } from "next/server";
import { prisma } from "@/lib/db";
import { pageToOffset, parsePage, totalPages } from "@/lib/pagination";

export async function GET(req: NextRequest) {
  const { searchParams } = req.nextUrl;
  const page = parsePage(searchParams.get("page"));
  const category = searchParams.get("category") ?? undefined;

  const where = { published: true, ...(category ? { categorySlug: category } : {}) };
  const [products, total] = await Promise.all([
    prisma.product.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: pageToOffset(page),
      take: 20,
    }),
    prisma.product.count({ where }),
  ]);

  return NextResponse.json({ products, page, totalPages: totalPages(total) });
}
