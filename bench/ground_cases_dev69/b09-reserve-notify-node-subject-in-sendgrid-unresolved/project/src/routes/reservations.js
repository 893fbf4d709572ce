import { Router } from "express";
import { sendConfirmMail, sendCancelMail } from "../mailer.js";
import { sendConfirmSms } from "../sms.js";

export const reservationsRouter = Router();

// 予約システム本体からの Webhook
reservationsRouter.post("/confirmed", async (req, res) => {
  const reservation = req.body;
  const results = await Promise.allSettled([
    reservation.email ? sendConfirmMail(reservation) : Promise.resolve(),
    reservation.phone ? sendConfirmSms(reservation) : Promise.resolve(),
  ]);
  const failed = results.filter((r) => r.status === "rejected");
  failed.forEach((r) => console.error("notify failed", r.reason));
  res.status(failed.length ? 502 : 204).end();
});

reservationsRouter.post("/cancelled", async (req, res) => {
  await sendCancelMail(req.body);
  res.status(204).end();
});
