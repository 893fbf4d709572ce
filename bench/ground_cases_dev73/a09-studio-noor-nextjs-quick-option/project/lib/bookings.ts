import { addDays } from "date-fns";
import { prisma } from "./db";

export interface CalendarBooking {
  id: number;
  clientName: string;
  service: string;
  startsAt: Date;
  endsAt: Date;
  stylist: { fullName: string; color: string };
}

export async function bookingsForWeek(weekStart: Date): Promise<CalendarBooking[]> {
  return prisma.booking.findMany({
    where: {
      startsAt: { gte: weekStart, lt: addDays(weekStart, 7) },
      status: { not: "cancelled" },
    },
    include: { stylist: { select: { fullName: true, color: true } } },
    orderBy: { startsAt: "asc" },
  });
}
