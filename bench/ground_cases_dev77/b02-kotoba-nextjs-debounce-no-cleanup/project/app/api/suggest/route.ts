import { NextRequest, NextResponse } from "next/server";
import { suggest } from "@/lib/suggest";
import { WORDS } from "@/lib/words";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest) {
  const q = req.nextUrl.searchParams.get("q") ?? "";
  const limit = Number(req.nextUrl.searchParams.get("limit") ?? "8");
  if (!q.trim()) {
    return NextResponse.json({ items: [] });
  }
  const items = suggest(WORDS, q, Math.min(Math.max(limit, 1), 20));
  return NextResponse.json(
    { items },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
