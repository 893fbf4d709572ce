import { Router, type Request, type Response } from "express";
import { formatDate, formatTime } from "../utils/date";
import type { Reservation, ReservationService } from "../services/reservationService";

function csvEscape(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function present(r: Reservation) {
  return {
    id: r.id,
    customerName: r.customerName,
    date: formatDate(r.startsAt),
    time: formatTime(r.startsAt),
    partySize: r.partySize,
    status: r.status,
  };
}

export function reservationRouter(service: ReservationService): Router {
  const router = Router();

  router.get("/me/reservations", async (req: Request, res: Response) => {
    const customerId = Number(req.header("x-customer-id"));
    if (!Number.isInteger(customerId)) {
      res.status(401).json({ error: "unauthorized" });
      return;
    }
    const rows = await service.upcomingForCustomer(customerId);
    res.json(rows.map(present));
  });

  router.get("/shops/:shopId/reservations", async (req: Request, res: Response) => {
    const shopId = Number(req.params.shopId);
    const from = typeof req.query.from === "string" ? req.query.from : formatDate(new Date());
    const rows = await service.listForShop(shopId, from);
    res.json(rows.map(present));
  });

  router.get("/shops/:shopId/reservations.csv", async (req: Request, res: Response) => {
    const shopId = Number(req.params.shopId);
    const from = typeof req.query.from === "string" ? req.query.from : formatDate(new Date());
    const rows = await service.listForShop(shopId, from, 31);
    const header = "予約ID,日付,時刻,お客様名,人数,ステータス";
    const body = rows.map((r) => {
      const p = present(r);
      return [p.id, p.date, p.time, csvEscape(p.customerName), p.partySize, p.status].join(",");
    });
    res.type("text/csv; charset=utf-8");
    res.send("\uFEFF" + [header, ...body].join("\r\n") + "\r\n");
  });

  return router;
}
