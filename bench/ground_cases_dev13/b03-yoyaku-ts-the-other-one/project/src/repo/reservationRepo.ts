import { PrismaClient, type Reservation, type Staff } from "@prisma/client";

import { dayRangeJst } from "../lib/date.js";

const prisma = new PrismaClient();

export type ReservationStatus = "booked" | "cancelled" | "done";

export interface DayQuery {
  salonId: number;
  date: string;
  includeCancelled?: boolean;
}

export type ReservationWithStaff = Reservation & { staff: Pick<Staff, "name"> };

/** Reservations of one salon whose start falls on the given JST day. */
export async function findByDay(q: DayQuery): Promise<ReservationWithStaff[]> {
  const { start, end } = dayRangeJst(q.date);
  return prisma.reservation.findMany({
    where: {
      salonId: q.salonId,
      startsAt: { gte: start, lte: end },
      ...(q.includeCancelled ? {} : { status: { not: "cancelled" } }),
    },
    include: { staff: { select: { name: true } } },
    orderBy: { startsAt: "asc" },
  });
}

export async function findById(salonId: number, id: number): Promise<Reservation | null> {
  return prisma.reservation.findFirst({ where: { id, salonId } });
}

export async function cancel(salonId: number, id: number): Promise<Reservation | null> {
  const found = await findById(salonId, id);
  if (!found || found.status === "cancelled") {
    return found;
  }
  return prisma.reservation.update({ where: { id }, data: { status: "cancelled", cancelledAt: new Date() } });
}
