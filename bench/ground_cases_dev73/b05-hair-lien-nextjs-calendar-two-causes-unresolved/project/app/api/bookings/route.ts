import { NextRequest, NextResponse } from 'next/server';

const API = process.env.BOOKING_API_URL ?? 'http://localhost:4000';

export async function GET(req: NextRequest) {
  const week = req.nextUrl.searchParams.get('week');
  if (!week || !/^\d{4}-\d{2}-\d{2}$/.test(week)) {
    return NextResponse.json({ error: 'week=YYYY-MM-DD is required' }, { status: 400 });
  }
  const res = await fetch(`${API}/v1/bookings?from=${week}&days=7`, {
    headers: { Authorization: `Bearer ${process.env.BOOKING_API_TOKEN}` },
    cache: 'no-store',
  });
  if (!res.ok) {
    return NextResponse.json({ error: 'upstream' }, { status: 502 });
  }
  const rows = await res.json();
  return NextResponse.json(
    rows.map((r: any) => ({
      id: r.id,
      customerName: r.customer_name,
      menu: r.menu,
      staffId: r.staff_id,
      staffName: r.staff_name,
      startsAt: r.starts_at,
      minutes: r.minutes,
    })),
  );
}
