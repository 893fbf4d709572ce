import { Router } from "express";
import { query } from "../db/client";
import { formatShift } from "../services/shiftFormatter";
import type { Shift } from "../types";

export const shiftsRouter = Router();

shiftsRouter.get("/", async (req, res) => {
  const date = String(req.query.date ?? new Date().toISOString().slice(0, 10));
  const rows = await query<Shift>(
    `SELECT id, user_id AS "userId", started_at AS "startedAt", ended_at AS "endedAt",
            break_minutes AS "breakMinutes"
       FROM shifts WHERE started_at::date = $1 ORDER BY started_at`,
    [date],
  );
  res.json(rows.map(formatShift));
});

shiftsRouter.post("/:id/end", async (req, res) => {
  const rows = await query<Shift>(
    `UPDATE shifts SET ended_at = now() WHERE id = $1 RETURNING id, user_id AS "userId",
            started_at AS "startedAt", ended_at AS "endedAt", break_minutes AS "breakMinutes"`,
    [req.params.id],
  );
  res.json(formatShift(rows[0]));
});
