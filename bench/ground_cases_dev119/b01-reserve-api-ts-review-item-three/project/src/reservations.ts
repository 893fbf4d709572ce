import type { NextFunction, Request, Response } from "express";
import { repo } from "./db";
import { freeSlots, overlaps } from "./availability";

function asDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function listReservations(req: Request, res: Response) {
  const day = typeof req.query.day === "string" ? req.query.day : undefined;
  const rows = await repo.listByRoom(req.params.roomId, day);
  const names = new Map<string, string>();
  for (const r of rows) {
    if (!names.has(r.customerId)) {
      const c = await repo.customer(r.customerId);
      names.set(r.customerId, c?.name ?? "");
    }
  }
  res.json(
    rows.map((r) => ({
      id: r.id,
      start: r.start,
      end: r.end,
      status: r.status,
      customerName: names.get(r.customerId) ?? "",
    })),
  );
}

export async function getAvailability(req: Request, res: Response) {
  const day = String(req.query.day ?? "");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    return res.status(400).json({ error: "day must be YYYY-MM-DD" });
  }
  const booked = await repo.listByRoom(req.params.roomId, day);
  res.json(freeSlots(day, booked));
}

export async function createReservation(req: Request, res: Response) {
  const start = asDate(req.body.start);
  const end = asDate(req.body.end);
  if (!start || !end || end <= start) {
    return res.status(400).json({ error: "invalid start/end" });
  }
  const existing = await repo.listByRoom(req.params.roomId);
  const clash = existing.some((r) => r.status === "active" && overlaps({ start, end }, r));
  if (clash) {
    return res.status(409).json({ error: "slot already taken" });
  }
  const row = await repo.insert({ roomId: req.params.roomId, customerId: req.body.customerId, start, end });
  console.info(
    `[reservation] created id=${row.id} room=${row.roomId} customer=${row.customerId} ` +
      `start=${row.start.toISOString()} end=${row.end.toISOString()}`,
  );
  res.status(201).json(row);
}

export async function cancelReservation(req: Request, res: Response, next: NextFunction) {
  try {
    const row = await repo.get(req.params.id);
    if (!row) return res.status(404).json({ error: "not found" });
    repo.markCancelled(row.id);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
}
