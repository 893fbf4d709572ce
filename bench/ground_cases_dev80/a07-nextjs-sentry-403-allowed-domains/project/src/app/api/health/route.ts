import { NextResponse } from 'next/server';
import { pingCatalog } from '@/lib/catalog';

export const dynamic = 'force-dynamic';

export async function GET() {
  const catalog = await pingCatalog();
  return NextResponse.json(
    { status: catalog ? 'ok' : 'degraded', checks: { catalog: catalog ? 'ok' : 'unreachable' } },
    { status: catalog ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
