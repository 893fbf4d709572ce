import { Router } from "express";
import { pool } from "../db/pool";
import { requireAuth } from "../middleware/requireAuth";

export const notesRouter = Router();
notesRouter.use(requireAuth);

notesRouter.get("/", async (req, res) => {
  const { rows } = await pool.query(
    "SELECT id, title, body, updated_at FROM notes WHERE owner_id = $1 ORDER BY updated_at DESC",
    [req.user!.sub],
  );
  res.json(rows);
});

notesRouter.post("/", async (req, res) => {
  const { title = "", body = "" } = req.body ?? {};
  const { rows } = await pool.query(
    "INSERT INTO notes (owner_id, title, body) VALUES ($1, $2, $3) RETURNING id, title, body, updated_at",
    [req.user!.sub, title, body],
  );
  res.status(201).json(rows[0]);
});
