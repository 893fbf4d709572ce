import { NextResponse } from "next/server";
import { prisma } from "@/lib/db";

export async function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  const from = searchParams.get("from");
  const to = searchParams.get("to");
  const bookings = await prisma.booking.findMany({
    where: {
      startsAt: { gte: from ? new Date(from) : undefined, lt: to ? new Date(to) : undefined },
    },
    orderBy: { startsAt: "asc" },
  });
  return NextResponse.json(bookings);
}

interface NewBooking {
  clientName: string;
  service: string;
  startsAt: string;
  endsAt: string;
  stylistId: number;
}

export async function POST(request: Request) {
  const body: NewBooking = await request.json();
  const booking = await prisma.booking.create({
    data: {
      clientName: body.clientName,
      service: body.service,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      stylistId: body.stylistId,
    },
  });
  return NextResponse.json(booking, { status: 201 });
}
