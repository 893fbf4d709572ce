import type { Booking, BookingStatus } from "./types";

export interface BookingDto {
  id: string;
  vehicleId: string;
  driverId: string;
  status: BookingStatus;
  startsAt: string;
  endsAt: string;
  durationHours: number;
  pickupLocation: string | null;
  notes: string;
  createdAt: string;
  returnedAt: string | null;
}

const MS_PER_HOUR = 60 * 60 * 1000;

export function durationHours(b: Pick<Booking, "startsAt" | "endsAt">): number {
  const hours = (b.endsAt.getTime() - b.startsAt.getTime()) / MS_PER_HOUR;
  return Math.round(hours * 10) / 10;
}

export function toDto(b: Booking): BookingDto {
  return {
    id: b.id,
    vehicleId: b.vehicleId,
    driverId: b.driverId,
    status: b.status,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    durationHours: durationHours(b),
    pickupLocation: b.pickupLocation ?? null,
    notes: b.notes ?? "",
    createdAt: b.createdAt.toISOString(),
    returnedAt: b.returnedAt?.toISOString(),
  };
}

export function toDtoList(rows: Booking[]): BookingDto[] {
  return rows.map(toDto);
}

export function parseWindow(query: { from?: unknown; to?: unknown }): { from: Date; to: Date } | null {
  if (typeof query.from !== "string" || typeof query.to !== "string") return null;
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) return null;
  return { from, to };
}
