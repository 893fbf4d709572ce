import { Router } from "express";

import { balance } from "../billing/credits.js";
import { pool } from "../db/pool.js";

export const accountsRouter = Router();

accountsRouter.get("/:id", async (req, res) => {
  const { rows } = await pool.query("SELECT id, name, email, credits FROM accounts WHERE id = $1", [req.params.id]);
  if (rows.length === 0) {
    res.status(404).json({ error: "not found" });
    return;
  }
  res.json(rows[0]);
});

accountsRouter.get("/:id/credits", async (req, res) => {
  res.json({ credits: await balance(req.params.id) });
});

accountsRouter.get("/:id/ledger", async (req, res) => {
  const { rows } = await pool.query(
    "SELECT delta, source, created_at FROM credit_ledger WHERE account_id = $1 ORDER BY created_at DESC LIMIT 100",
    [req.params.id],
  );
  res.json(rows);
});
